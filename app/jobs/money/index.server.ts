/** A job's money (decision 101): its figures for the pages, and what billing needs to bill it. */
export { acceptedQuote, linkJobBill, lockJobForBill, type AcceptedQuote } from "./bill-link.server";
export { advanceOf, jobForMoney, jobMoney, type JobMoney } from "./money.server";
export { forgetJobPeople } from "./forget.server";
