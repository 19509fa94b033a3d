/** The words every printed document shares (browser-safe), for the sub-features that print. */
export { printCopy, printWords } from "~/domain/printing/content";
