import { buttonClass, cardClass } from "~/components/ui/styles";
import { formatRupees } from "~/lib/format";
import { fill } from "~/lib/forms";
import type { UpiPayment } from "../upi-payment.server";

/**
 * How to pay a UPI order: its QR (an SVG drawn on the server by qrSvg: only <svg> and <path>)
 * captioned "Scan to pay ₹X by UPI", and the same `upi://` link as a button that opens the
 * phone's UPI app.
 */
export function UpiPay({
  payment,
  text,
}: {
  payment: UpiPayment;
  text: { scanToPay: string; payWithApp: string };
}) {
  return (
    <figure
      className={`${cardClass} mt-6 flex flex-col items-center gap-3 p-6`}
      data-testid="upi-qr"
    >
      <div
        className="size-[200px] bg-white"
        // The SVG comes from qrcode on the server and is checked there (no script, no href).
        dangerouslySetInnerHTML={{ __html: payment.svg }}
      />
      <figcaption className="text-lg font-semibold">
        {fill(text.scanToPay, { amount: formatRupees(payment.amountPaise) })}
      </figcaption>
      <a href={payment.link} className={buttonClass.primary}>
        {text.payWithApp}
      </a>
    </figure>
  );
}
