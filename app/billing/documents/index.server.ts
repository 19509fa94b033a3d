/** The printed documents' server side, for the other billing sub-features (e.g. statements). */
export {
  documentBusiness,
  upiQrPng,
  upiQrSvg,
  type DocumentBusiness,
  type UpiSettings,
} from "./document-data.server";
export {
  ensureRoom,
  pdfBuffer,
  pdfFonts,
  writeAligned,
  writeHeader,
  writeLine,
  writeThanks,
  writeUpiQr,
} from "./pdf.server";
