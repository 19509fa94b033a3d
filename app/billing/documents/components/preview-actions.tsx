import { Download, FilePlus2, IndianRupee, MessageCircle } from "~/components/ui/icons";
import { PrintButton } from "~/components/ui/print-button";
import { Button } from "~/components/ui/button";
import { BackLink } from "~/components/ui/page-header";
import { buttonClass } from "~/components/ui/styles";
import { formatDate, formatRupees } from "~/lib/format";
import { fill } from "~/lib/forms";
import { type Locale, useLocale } from "~/lib/i18n/i18n";
import { useRootData } from "~/lib/root-data";
import { whatsappLink } from "~/lib/whatsapp";
import type { Bill } from "../../bills/index.server";
import { documentCopy } from "../content";

/**
 * The bill in a few lines, for the WhatsApp message: total, paid, the balance (or credit), and
 * the UPI link for the balance when the shop has a UPI ID — in the page's language.
 */
export function shareText(
  businessName: string,
  bill: Bill,
  upiLink: string | null,
  locale: Locale = "en",
) {
  const c = documentCopy[locale].share;
  const paid = bill.advancePaise + bill.receivedPaise;
  const owed =
    bill.balancePaise < 0
      ? fill(c.credit, { amount: formatRupees(-bill.balancePaise) })
      : fill(c.balance, { amount: formatRupees(bill.balancePaise) });
  return [
    fill(c.heading, {
      business: businessName,
      number: bill.number,
      date: formatDate(bill.createdAt),
    }),
    `${bill.customerName}: ${bill.particulars}`,
    fill(c.figures, {
      total: formatRupees(bill.finalTotalPaise),
      paid: formatRupees(paid),
      owed,
    }),
    ...(upiLink
      ? [fill(c.payByUpi, { amount: formatRupees(bill.balancePaise), link: upiLink })]
      : []),
  ].join("\n");
}

/**
 * The preview's toolbar (not printed): Back, Add payment (on to the receipt; not on a cancelled
 * bill), Print, the other layout, Download PDF, Share on WhatsApp (when the bill has a phone) and Create New.
 */
export function PreviewActions({
  bill,
  receipt,
  upiLink,
}: {
  bill: Bill;
  receipt: boolean;
  upiLink: string | null;
}) {
  const { business } = useRootData();
  const locale = useLocale();
  const c = documentCopy[locale].actions;
  const phoneDigits = bill.customerPhone?.replace(/\D/g, "") ?? "";
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      <BackLink to="/billing/old-complaint" variant="button">
        {c.back}
      </BackLink>
      {bill.cancelledAt ? null : (
        <Button to={`/billing/bills/${bill.id}/pay`}>
          <IndianRupee aria-hidden className="size-4" />
          {c.addPayment}
        </Button>
      )}
      <PrintButton />
      <Button
        variant="outline"
        to={receipt ? `?id=${bill.id}` : `?id=${bill.id}&layout=receipt`}
        preventScrollReset
        replace
      >
        {receipt ? c.a4 : c.receiptLayout}
      </Button>
      <a
        href={`/billing/complaint-preview/pdf?id=${bill.id}`}
        download={`${bill.number}.pdf`}
        className={buttonClass.outline}
      >
        <Download aria-hidden className="size-4" />
        {c.downloadPdf}
      </a>
      {phoneDigits ? (
        <a
          href={whatsappLink(
            phoneDigits.length === 10 ? `91${phoneDigits}` : phoneDigits,
            shareText(business.name, bill, upiLink, locale),
          )}
          target="_blank"
          rel="noopener noreferrer"
          className={`${buttonClass.outline} border-green-700 text-green-800 dark:border-green-400 dark:text-green-300`}
        >
          <MessageCircle aria-hidden className="size-4" />
          {c.whatsapp}
        </a>
      ) : null}
      <Button variant="outline" to="/billing/new-complaint">
        <FilePlus2 aria-hidden className="size-4" />
        {c.createNew}
      </Button>
    </div>
  );
}
