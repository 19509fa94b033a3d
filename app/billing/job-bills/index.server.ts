/** Billing a print job (decision 101): its page is reached through app/routes.ts. */
export { billJob, type JobBillInput, type JobBillResult } from "./job-bills.server";
