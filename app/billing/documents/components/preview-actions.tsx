import { Download, FilePlus2, MessageCircle, Printer } from "lucide-react";
import { Button } from "~/components/ui/button";
import { BackLink } from "~/components/ui/page-header";
import { buttonClass } from "~/components/ui/styles";
import { formatDate, formatRupees } from "~/lib/format";
import { useRootData } from "~/lib/root-data";
import { whatsappLink } from "~/lib/whatsapp";
import type { Bill } from "../../bills/bills.server";

/** The bill in a few lines, for the WhatsApp message. */
function shareText(businessName: string, bill: Bill) {
  return [
    `${businessName} — Bill ${bill.number} (${formatDate(bill.createdAt)})`,
    `${bill.customerName}: ${bill.particulars}`,
    `Total ${formatRupees(bill.finalTotalPaise)}, paid ${formatRupees(bill.advancePaise + bill.receivedPaise)}, balance ${formatRupees(bill.balancePaise)}.`,
  ].join("\n");
}

/**
 * The preview's toolbar (not printed): Back, Print, the other layout, Download PDF, Share on
 * WhatsApp (when the bill has a phone) and Create New.
 */
export function PreviewActions({ bill, receipt }: { bill: Bill; receipt: boolean }) {
  const { business } = useRootData();
  const phoneDigits = bill.customerPhone?.replace(/\D/g, "") ?? "";
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      <BackLink to="/billing/old-complaint" variant="button">
        Back
      </BackLink>
      <Button onClick={() => window.print()}>
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
            shareText(business.name, bill),
          )}
          target="_blank"
          rel="noopener noreferrer"
          className={`${buttonClass.outline} border-green-700 text-green-800`}
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
