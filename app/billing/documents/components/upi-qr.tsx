import { formatRupees } from "~/lib/format";
import { fill } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { documentCopy } from "../content";

/**
 * The UPI QR for the balance (an SVG drawn on the server by qrSvg: only <svg> and <path>), its
 * caption, and the same link as a `upi://` anchor that opens the phone's UPI app.
 */
export function UpiQr({
  upi,
  balancePaise,
}: {
  upi: { link: string; svg: string };
  balancePaise: number;
}) {
  const c = documentCopy[useLocale()];
  return (
    <figure
      className="mt-6 flex flex-col items-center gap-1 break-inside-avoid"
      data-testid="upi-qr"
    >
      <div
        className="size-[180px]"
        // The SVG comes from qrcode on the server and is checked there (no script, no href).
        dangerouslySetInnerHTML={{ __html: upi.svg }}
      />
      <figcaption className="text-sm font-semibold">
        {fill(c.scanToPay, { amount: formatRupees(balancePaise) })}
      </figcaption>
      <a href={upi.link} className="text-sm break-all text-brand-700 underline print:hidden">
        {c.payByUpiApp}
      </a>
    </figure>
  );
}
