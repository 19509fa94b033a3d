import { data, type RouterContextProvider } from "react-router";
import { fill } from "~/lib/forms";
import { formFailure } from "~/platform/form-response.server";
import { getPreferences } from "~/platform/preferences.server";
import { redirectWithToast } from "~/platform/toast.server";
import { quoteDocumentContent } from "./document-content";
import { sendQuote, type IssueUrl, type SendRefusal } from "./send.server";

/**
 * The job page's "Send by e-mail" and "Send on WhatsApp" (decision 098), posted as the intents
 * `quote-email` and `quote-whatsapp`: e-mail goes back to the job with a toast; WhatsApp answers
 * a redirect to the wa.me link (its form opens a new tab, so it works without JavaScript).
 * A refusal is a 409 with the reason (no e-mail, not a mobile, no quote); no job is a 404.
 */
export const QUOTE_SEND_INTENTS = ["quote-email", "quote-whatsapp"] as const;

export function isQuoteSendIntent(intent: unknown): intent is (typeof QUOTE_SEND_INTENTS)[number] {
  return QUOTE_SEND_INTENTS.includes(intent as never);
}

export async function quoteSendAction(
  intent: (typeof QUOTE_SEND_INTENTS)[number],
  jobId: string,
  userId: string,
  context: Readonly<RouterContextProvider>,
  issueUrl: IssueUrl,
) {
  const t = quoteDocumentContent[getPreferences(context).locale].send;
  const channel = intent === "quote-email" ? "email" : "whatsapp";
  const sent = await sendQuote({ jobId, channel, userId, issueUrl });
  if (!sent.ok) {
    if (sent.reason === "no-job") throw data({ message: "Not found" }, { status: 404 });
    const reasons: Record<Exclude<SendRefusal, "no-job">, string> = {
      "no-quote": t.heading,
      closed: t.heading,
      "no-email": t.noEmail,
      "no-mobile": t.noMobile,
    };
    return formFailure(context, { status: 409, toast: { title: reasons[sent.reason] } });
  }
  if (sent.channel === "whatsapp") return redirectWithToast(sent.url, { title: t.whatsappOpened });
  return redirectWithToast(`/billing/jobs/${jobId}`, {
    title: fill(t.emailQueued, { email: sent.to }),
  });
}
