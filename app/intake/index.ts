/**
 * What other areas may use from intake in browser-safe code (the review form and its copy).
 * Outside app/intake, import intake through this file or index.server.ts only (eslint.config.js).
 */
export { ReviewForm } from "./components/review-form";
export { intakeMessages } from "./content/messages";
export { reviewsContent } from "./content/reviews";
export {
  DESIGN_FILE_ACCEPT,
  detectDesignFileType,
  fileExtension,
  hasDesignFileExtension,
} from "./file-types";
export { MAX_ORDER_FILE_BYTES } from "./options";
