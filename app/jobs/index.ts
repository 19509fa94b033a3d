/** What other features may use of print jobs in browser-safe code (docs/decisions/094). */
export { JOB_STAGES, stageNames, type JobStage } from "./stages";
export { openJobContent, requestReceiptContent } from "./requests/receipt-content";
export { quantityLabel } from "./quotes";
