/** The job board's server side the rest of Jobs may use: a website request's job. */
export { jobForSubmission, jobsForTimeline } from "./job.server";
