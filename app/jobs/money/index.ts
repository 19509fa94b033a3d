/** A job's money on its page and its status link (decision 101). */
export { JobMoneySection, StatusMoney } from "./components/job-money";
export { jobMoneyContent } from "./content";
