/** What other areas may use from account on the server: sign-in, staff access, profiles. */
export { getProfile } from "./accounts.server";
export { isCommonPassword } from "./common-passwords.server";
export { signInSecondFactor, signInWithPassword, type SignInOutcome } from "./sign-in.server";
export {
  decideStaffRequest,
  latestStaffRequest,
  requestStaffAccess,
  tellAccessApproved,
} from "./staff-access.server";
export { auditAdminExport, exportResponse, exportUserData } from "./data-export.server";
export { deleteAccount, type DeletionResult } from "./data-deletion.server";
