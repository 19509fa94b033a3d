/**
 * The printing pieces (browser-safe) for the sub-features that print: the words every printed
 * document shares, and the paper and business head of the bill and the receipt.
 */
export { printCopy, printWords } from "~/domain/printing/content";
export { DocumentHeader, documentClass, printPageClass } from "~/domain/printing/document-parts";
