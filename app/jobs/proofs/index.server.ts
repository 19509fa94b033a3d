/** The proofs of a job on the server, for the job's page, its upload and the status link (inside app/jobs). */
export {
  answerProofOnLink,
  isProofJobIntent,
  isProofStatusIntent,
  readProofUpload,
  recordProofApproval,
} from "./actions.server";
export { answerProof } from "./answers.server";
export { proofEmail } from "./emails.server";
export { proofResponse } from "./files.server";
export { jobProofs, saveProof, type ProofJob, type ProofView } from "./proofs.server";
