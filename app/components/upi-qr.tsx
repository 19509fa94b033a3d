/**
 * A UPI QR (an SVG drawn on the server by qrSvg: only <svg> and <path>), its caption, and the
 * same link as a `upi://` anchor that opens the phone's UPI app. Bills, receipts and print jobs
 * (their page and status link) show it; each passes its own words.
 */
export function UpiQr({
  upi,
  caption,
  linkText,
}: {
  upi: { link: string; svg: string };
  caption: string;
  linkText: string;
}) {
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
      <figcaption className="text-sm font-semibold">{caption}</figcaption>
      <a href={upi.link} className="text-sm break-all text-brand-700 underline print:hidden">
        {linkText}
      </a>
    </figure>
  );
}
