import { UpiQr as Qr } from "~/components/upi-qr";
import { formatRupees } from "~/lib/format";
import { fill } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { documentCopy } from "../content";

/** The bill's or receipt's UPI QR for the balance, with the documents' words. */
export function UpiQr({
  upi,
  balancePaise,
}: {
  upi: { link: string; svg: string };
  balancePaise: number;
}) {
  const c = documentCopy[useLocale()];
  return (
    <Qr
      upi={upi}
      caption={fill(c.scanToPay, { amount: formatRupees(balancePaise) })}
      linkText={c.payByUpiApp}
    />
  );
}
