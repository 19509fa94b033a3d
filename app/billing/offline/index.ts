/**
 * Offline bills (browser-safe), for the New Bill form and the billing layout: the form's client
 * action that keeps a draft when the network is down, the notice of a kept draft, and the sender
 * of kept drafts.
 */
export { sendOrKeepDraft } from "./client-action";
export { DraftNotice } from "./components/draft-notice";
export { DraftSender } from "./components/draft-sender";
