/**
 * What other features may use of print jobs on the server (docs/decisions/094). Outside
 * app/jobs, import jobs through this file or index.ts only (eslint.config.js).
 */
export { createRequest, type CreatedRequest, type NewRequest } from "./requests/requests.server";
export { jobForSubmission, jobsForTimeline } from "./board/job.server";
export { requestConfirmation } from "./requests/emails.server";
export { reissueConfirmationLink } from "./requests/reissue.server";
export {
  readRequestReceipt,
  requestReceiptCookie,
  type RequestReceipt,
} from "./status-link/receipt-cookie.server";
export { statusLinkPath, statusLinkUrl } from "./status-link/url.server";
export { saveQuoteVersion, type QuoteInput } from "./quotes/index.server";
export {
  acceptedQuote,
  jobForMoney,
  jobMoney,
  linkJobBill,
  lockJobForBill,
  type AcceptedQuote,
  type JobMoney,
} from "./money/index.server";
export { forgetJobPeople } from "./money/index.server";
export { answerProof, saveProof } from "./proofs/index.server";
export { cancelAction, type CancelLinkedBill } from "./moves/index.server";
