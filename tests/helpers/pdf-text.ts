import { getDocument, VerbosityLevel } from "pdfjs-dist/legacy/build/pdf.mjs";

/**
 * A PDF's text as pdf.js extracts it (pdfkit compresses its streams, so searching the bytes finds
 * nothing): one line per text line, pages separated by a blank line. Tamil words whose vowel sign
 * is drawn before the consonant come out in visual order (see the bills test).
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const task = getDocument({ data: bytes.slice(), verbosity: VerbosityLevel.ERRORS });
  const doc = await task.promise;
  let text = "";
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    for (const item of content.items) {
      if ("str" in item) text += item.str + (item.hasEOL ? "\n" : "");
    }
    text += "\n";
  }
  await task.destroy();
  return text;
}
