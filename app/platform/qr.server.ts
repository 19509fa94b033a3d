import QRCode from "qrcode";

/**
 * QR codes for UPI payment links (see ~/lib/upi), made on the server with the qrcode package:
 * an inline SVG for pages and a PNG for PDFs. Error correction "M" (15%), a four-module quiet zone,
 * black on white.
 */
const common = {
  errorCorrectionLevel: "M",
  margin: 4,
  color: { dark: "#000000", light: "#ffffff" },
} as const;

/**
 * `text` as a QR code in an inline SVG string, safe to put in HTML as is: only <svg> and <path>
 * elements (no script, no external references), with a viewBox so it scales to its box, and
 * width/height attributes (`size` CSS pixels, default 200) for a sensible size without CSS.
 */
export async function qrSvg(text: string, { size = 200 }: { size?: number } = {}): Promise<string> {
  const svg = await QRCode.toString(text, { ...common, type: "svg", width: size });
  // qrcode writes an XML-free <svg ...> with a viewBox; the checks keep that promise for callers.
  if (!/^<svg [^>]*viewBox="/.test(svg) || /<script|on\w+=|href=/i.test(svg)) {
    throw new Error("qrcode returned an unexpected SVG");
  }
  return svg.trim();
}

/**
 * `text` as a QR code in a PNG image `size` pixels square (default 300), for pdfkit's
 * doc.image(); the quiet zone is inside that size.
 */
export function qrPng(text: string, { size = 300 }: { size?: number } = {}): Promise<Buffer> {
  return QRCode.toBuffer(text, { ...common, type: "png", width: size });
}
