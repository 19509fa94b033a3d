/**
 * The design file types an order accepts, and a check of the real type from the file's first
 * bytes (its "magic number"), so a program renamed to .pdf is refused. Shared by the browser
 * (the picker's accept list, an early check of the name) and the server (the content check).
 */
export const DESIGN_FILE_EXTENSIONS = [".jpg", ".jpeg", ".png", ".pdf", ".ai", ".psd", ".cdr"];
export const DESIGN_FILE_ACCEPT = DESIGN_FILE_EXTENSIONS.join(",");

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot).toLowerCase() : "";
}

export function hasDesignFileExtension(name: string): boolean {
  return DESIGN_FILE_EXTENSIONS.includes(fileExtension(name));
}

function startsWith(head: Uint8Array, bytes: number[], offset = 0): boolean {
  return bytes.every((b, i) => head[offset + i] === b);
}
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const isJpeg = (h: Uint8Array) => startsWith(h, [0xff, 0xd8, 0xff]);
const isPng = (h: Uint8Array) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const isPdf = (h: Uint8Array) => startsWith(h, ascii("%PDF-"));
const isPostScript = (h: Uint8Array) => startsWith(h, ascii("%!PS-Adobe"));
const isPsd = (h: Uint8Array) => startsWith(h, ascii("8BPS"));
// CorelDRAW: a RIFF container of form "CDR?" (up to X3), or a ZIP package (X4 and later).
const isCdrRiff = (h: Uint8Array) => startsWith(h, ascii("RIFF")) && startsWith(h, ascii("CDR"), 8);
const isZip = (h: Uint8Array) => startsWith(h, [0x50, 0x4b, 0x03, 0x04]);

/**
 * The MIME type of a design file whose name and content agree, or null when the extension is not
 * accepted or the content is not what the extension claims.
 */
export function detectDesignFileType(name: string, head: Uint8Array): string | null {
  switch (fileExtension(name)) {
    case ".jpg":
    case ".jpeg":
      return isJpeg(head) ? "image/jpeg" : null;
    case ".png":
      return isPng(head) ? "image/png" : null;
    case ".pdf":
      return isPdf(head) ? "application/pdf" : null;
    case ".ai": // Illustrator files are PDF-compatible, older ones PostScript
      return isPdf(head) || isPostScript(head) ? "application/illustrator" : null;
    case ".psd":
      return isPsd(head) ? "image/vnd.adobe.photoshop" : null;
    case ".cdr":
      return isCdrRiff(head) || isZip(head) ? "application/vnd.corel-draw" : null;
    default:
      return null;
  }
}
