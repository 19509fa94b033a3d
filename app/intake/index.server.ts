/** What other areas may use from intake on the server: the review action, saving a message. */
export { reviewAction } from "./actions.server";
export { submitContact } from "./intake.server";
