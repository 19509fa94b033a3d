/**
 * The printing pieces (server side) for the billing sub-features that print: documents (the bill
 * and the receipt) and statements. They live in the domain layer (app/domain/printing, decision
 * 098), where print jobs' quotes use them too; billing reaches them through here.
 */
export {
  documentBusiness,
  upiLinkFor,
  upiQrPng,
  upiQrSvg,
  type DocumentBusiness,
  type UpiSettings,
} from "~/domain/printing/business.server";
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
} from "~/domain/printing/pdf.server";
