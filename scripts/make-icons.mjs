// Makes the back office's app icons (public/icons/, linked from the web app manifest) from
// public/favicon.svg: 192 and 512 px as drawn, and a 512 px maskable one whose printer sits in
// the middle 60 % of a full blue square (Android crops maskable icons to a circle or squircle).
// Run again after changing the favicon: `node scripts/make-icons.mjs` (decision 050).
import { readFileSync } from "node:fs";
import sharp from "sharp";

const favicon = readFileSync("public/favicon.svg", "utf8").trim();
const glyph = favicon.replace(/<rect[^>]*\/>/, "").replace(/^<svg[^>]*>|<\/svg>$/g, "");
// The printer alone, scaled to 60 % and centred on a square without rounded corners.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#1d4ed8"/><g transform="translate(6.4 6.4) scale(0.6)">${glyph}</g></svg>`;

for (const [name, svg, size] of [
  ["icon-192.png", favicon, 192],
  ["icon-512.png", favicon, 512],
  ["maskable-512.png", maskable, 512],
]) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`public/icons/${name}`);
}
