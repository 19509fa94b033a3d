/** The status link's server side the rest of Jobs may use: issuing, replacing and showing links. */
export { replaceStatusLink, revokeStatusLinks } from "./manage.server";
export { readShownLink, shownLinkCookie } from "./shown-once.server";
export { issueLink } from "./tokens.server";
export {
  readRequestReceipt,
  requestReceiptCookie,
  type RequestReceipt,
} from "./receipt-cookie.server";
export { statusLinkPath, statusLinkUrl } from "./url.server";
export { jobForStatusLink, STATUS_LINK_HEADERS } from "./status.server";
