/** The ledger's browser-safe side, for the sales report: its copy and a month's words. */
export { ledgerContent, monthText } from "./content";
