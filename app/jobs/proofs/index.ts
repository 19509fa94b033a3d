/** What the rest of Jobs may show of proofs (docs/decisions/100): the job page's and the status link's parts. */
export { JobProofs, ProofUploadForm } from "./components/job-proofs";
export { StatusProofs } from "./components/status-proofs";
export { proofsContent } from "./content";
