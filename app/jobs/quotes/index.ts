/** What the rest of Jobs may show of quotes: the quote's view, the job page's quotes, their copy. */
export { JobQuotes } from "./components/job-quotes";
export { QuoteView, type QuoteShown } from "./components/quote-view";
export { quotesContent } from "./content";
export {
  QUOTE_PAGE_CLASS,
  QuoteDocumentView,
  type PrintedQuote,
} from "./components/quote-document";
export { quoteDocumentContent } from "./document-content";
export { quantityLabel } from "./money";
