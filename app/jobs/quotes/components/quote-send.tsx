import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { PrintButton } from "~/components/ui/print-button";
import { buttonClass, mutedText } from "~/components/ui/styles";
import { fill } from "~/lib/forms";
import { formatDateTime } from "~/lib/format";
import { useLocale } from "~/lib/i18n/i18n";
import { whatsappNumber } from "~/lib/whatsapp";
import { quoteDocumentContent } from "../document-content";

/**
 * The latest version's print view, PDF and sending (decision 098): e-mail (a form back to the
 * job page), WhatsApp (a plain form opening the wa.me link in a new tab, without JavaScript too).
 * Each message carries a status link of its own, made when it is sent. A job without an e-mail
 * address or a mobile number says why that button is missing.
 */
export type QuoteContact = { email: string | null; phone: string };

export function QuoteSend({
  jobId,
  version,
  sentAt,
  contact,
}: {
  jobId: string;
  version: number;
  sentAt: string | null;
  contact: QuoteContact;
}) {
  const t = quoteDocumentContent[useLocale()];
  const base = `/billing/jobs/${jobId}/quote`;
  const mobile = whatsappNumber(contact.phone) !== null;
  return (
    <div className="mt-4 grid gap-3" data-testid="quote-send">
      <div className="flex flex-wrap gap-2">
        <PrintButton href={`${base}/print?v=${version}`} />
        <a className={buttonClass.outline} href={`${base}/pdf?v=${version}`} download>
          {t.pdf}
        </a>
      </div>
      <h3 className="font-semibold">{t.send.heading}</h3>
      {sentAt ? (
        <p className={`text-sm ${mutedText}`}>
          {fill(t.send.sentAt, { date: formatDateTime(sentAt) })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {contact.email ? (
          <Form method="post">
            <input type="hidden" name="intent" value="quote-email" />
            <Button type="submit">{t.send.email}</Button>
          </Form>
        ) : null}
        {mobile ? (
          <form method="post" target="_blank">
            <input type="hidden" name="intent" value="quote-whatsapp" />
            <button type="submit" className={buttonClass.outline}>
              {t.send.whatsapp}
            </button>
          </form>
        ) : null}
      </div>
      {contact.email ? null : <p className="text-sm">{t.send.noEmail}</p>}
      {mobile ? null : <p className="text-sm">{t.send.noMobile}</p>}
      <p className={`text-sm ${mutedText}`}>{t.send.newLinkHint}</p>
    </div>
  );
}
