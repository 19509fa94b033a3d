import jsQR from "jsqr";
import { PNG } from "pngjs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { upiLink } from "~/lib/upi";
import { qrPng, qrSvg } from "~/platform/qr.server";

/** The text a PNG's QR code carries, read back with jsQR (null when none is found). */
function decodePng(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  const found = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  return found ? found.data : null;
}

const link = upiLink({
  vpa: "limra.prints@okaxis",
  payeeName: "Sri Murugan & Sons Prints",
  amountPaise: 123450,
  note: "BILL0042",
});

describe("QR codes", () => {
  it("carries the UPI link exactly in a PNG", async () => {
    expect(link).toBe(
      "upi://pay?pa=limra.prints@okaxis&pn=Sri%20Murugan%20%26%20Sons%20Prints&am=1234.50&cu=INR&tn=BILL0042",
    );
    const png = await qrPng(link, { size: 240 });
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height]).toEqual([240, 240]);
    expect(decodePng(png)).toBe(link);
  });

  it("carries the UPI link exactly in a scalable inline SVG with nothing active in it", async () => {
    const svg = await qrSvg(link, { size: 180 });
    expect(svg).toMatch(/^<svg [^>]*width="180" height="180" viewBox="0 0 \d+ \d+"/);
    expect(svg).toMatch(/<\/svg>$/);
    expect(svg).not.toMatch(/<script|<foreignObject|href=|\son\w+=/i);
    // Only svg and path elements.
    expect(new Set([...svg.matchAll(/<(\w+)/g)].map((m) => m[1]))).toEqual(
      new Set(["svg", "path"]),
    );
    const png = await sharp(Buffer.from(svg)).resize(400, 400).png().toBuffer();
    expect(decodePng(png)).toBe(link);
  });

  it("round-trips a link without an amount and a Tamil payee name", async () => {
    const tamil = upiLink({ vpa: "shop@ybl", payeeName: "முருகன் அச்சகம்", amountPaise: 0 });
    expect(decodePng(await qrPng(tamil))).toBe(tamil);
    expect(new URL(tamil).searchParams.get("pn")).toBe("முருகன் அச்சகம்");
  });
});
