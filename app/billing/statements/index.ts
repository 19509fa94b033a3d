/** What other features may use of the customer statement (browser-safe). */
export {
  statementHref,
  statementPdfHref,
  type Statement,
  type StatementEntry,
  type StatementLang,
  type StatementParams,
} from "./statement";
