import { Download, FilePlus2, IndianRupee, MessageCircle, Printer } from "lucide-react";
import { Button } from "~/components/ui/button";
import { BackLink } from "~/components/ui/page-header";
import { buttonClass } from "~/components/ui/styles";
import { formatDate, formatRupees } from "~/lib/format";
import { useRootData } from "~/lib/root-data";
import { whatsappLink } from "~/lib/whatsapp";
import type { Bill } from "../../bills/bills.server";

/**
 * The bill in a few lines, for the WhatsApp message: total, paid, the balance (or credit), and
 * the UPI link for the balance when the shop has a UPI ID.
 */
export function shareText(businessName: string, bill: Bill, upiLink: string | null) {
  const paid = bill.advancePaise + bill.receivedPaise;
  const owed =
    bill.balancePaise < 0
      ? `credit ${formatRupees(-bill.balancePaise)}`
      : `balance ${formatRupees(bill.balancePaise)}`;
  return [
    `${businessName} — Bill ${bill.number} (${formatDate(bill.createdAt)})`,
    `${bill.customerName}: ${bill.particulars}`,
    `Total ${formatRupees(bill.finalTotalPaise)}, paid ${formatRupees(paid)}, ${owed}.`,
    ...(upiLink ? [`Pay ${formatRupees(bill.balancePaise)} by UPI: ${upiLink}`] : []),
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
  const phoneDigits = bill.customerPhone?.replace(/\D/g, "") ?? "";
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      <BackLink to="/billing/old-complaint" variant="button">
        Back
      </BackLink>
      {bill.cancelledAt ? null : (
        <Button to={`/billing/bills/${bill.id}/pay`}>
          <IndianRupee aria-hidden className="size-4" />
          Add payment
        </Button>
      )}
      <Button variant="outline" onClick={() => window.print()}>
        <Printer aria-hidden className="size-4" />
        Print
      </Button>
      <Button
        variant="outline"
        to={receipt ? `?id=${bill.id}` : `?id=${bill.id}&layout=receipt`}
        preventScrollReset
        replace
      >
        {receipt ? "A4 layout" : "80 mm receipt layout"}
      </Button>
      <a
        href={`/billing/complaint-preview/pdf?id=${bill.id}`}
        download={`${bill.number}.pdf`}
        className={buttonClass.outline}
      >
        <Download aria-hidden className="size-4" />
        Download PDF
      </a>
      {phoneDigits ? (
        <a
          href={whatsappLink(
            phoneDigits.length === 10 ? `91${phoneDigits}` : phoneDigits,
            shareText(business.name, bill, upiLink),
          )}
          target="_blank"
          rel="noopener noreferrer"
          className={`${buttonClass.outline} border-green-700 text-green-800 dark:border-green-400 dark:text-green-300`}
        >
          <MessageCircle aria-hidden className="size-4" />
          Share on WhatsApp
        </a>
      ) : null}
      <Button variant="outline" to="/billing/new-complaint">
        <FilePlus2 aria-hidden className="size-4" />
        Create New
      </Button>
    </div>
  );
}
