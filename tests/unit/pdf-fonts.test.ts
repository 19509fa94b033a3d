import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";
import { fontRuns } from "~/domain/printing/pdf.server";

const require = createRequire(import.meta.url);
const font = (file: string) =>
  fontkit.create(readFileSync(require.resolve(`@fontsource/${file}`))) as fontkit.Font;
const files = {
  latin: font("noto-sans/files/noto-sans-latin-400-normal.woff"),
  "latin-ext": font("noto-sans/files/noto-sans-latin-ext-400-normal.woff"),
  ta: font("noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff"),
};

describe("PDF font runs", () => {
  it("sets ₹ apart from the digits, Tamil apart from Latin", () => {
    expect(fontRuns("₹1,234.50")).toEqual([
      { text: "₹", script: "latin-ext" },
      { text: "1,234.50", script: "latin" },
    ]);
    expect(fontRuns("Paid ₹5 by முருகன்")).toEqual([
      { text: "Paid ", script: "latin" },
      { text: "₹", script: "latin-ext" },
      { text: "5 by ", script: "latin" },
      { text: "முருகன்", script: "ta" },
    ]);
    expect(fontRuns("")).toEqual([{ text: "", script: "latin" }]);
  });

  it("gives every letter a run whose font file has it", () => {
    const sample =
      "ABCxyz 0123456789 .,:;!?@#&%()[]/-_'\"·—–…€ £ ₹ Café Łódź Ş ğ முருகன் ஸ்டோர்ஸ் காந்தி சாலை";
    for (const run of fontRuns(sample)) {
      for (const char of run.text.replace(/\s/g, "")) {
        const cp = char.codePointAt(0)!;
        expect(files[run.script].hasGlyphForCodePoint(cp), `${char} in ${run.script}`).toBe(true);
      }
    }
  });
});
