/** Requests' server side the rest of Jobs may use: making one, its e-mail, a new confirmation link. */
export { createRequest, type CreatedRequest, type NewRequest } from "./requests.server";
export { requestConfirmation } from "./emails.server";
export { reissueConfirmationLink } from "./reissue.server";
