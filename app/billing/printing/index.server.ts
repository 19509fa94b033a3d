/**
 * The printing pieces (server side) for the billing sub-features that print: documents (the bill
 * and the receipt) and statements. Printing depends on no other billing sub-feature.
 */
export {
  documentBusiness,
  upiLinkFor,
  upiQrPng,
  upiQrSvg,
  type DocumentBusiness,
  type UpiSettings,
} from "./business.server";
export {
  ensureRoom,
  pdfBuffer,
  pdfFonts,
  writeAligned,
  writeHeader,
  writeLine,
  writeStamp,
  writeThanks,
  writeUpiQr,
} from "./pdf.server";
