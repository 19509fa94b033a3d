/** Stage moves, cancel and assignee on the server, for the job's page (docs/decisions/099). */
export { cancelAction, isMoveIntent, movesAction } from "./action.server";
export type { CancelLinkedBill } from "./cancel.server";
export { latestProofApproved } from "./gate.server";
export { assignableUsers, jobStageView, type JobStageView } from "./view.server";
