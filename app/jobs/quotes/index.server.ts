/** The quotes of a job, for the job's page and the status link (inside app/jobs). */
export { answerQuote, keepAnswer, type AnswerResult, type QuoteAnswer } from "./answers.server";
export { jobQuotes, saveQuoteVersion, type QuoteView } from "./quotes.server";
export type { QuoteInput } from "./schema";
export { QUOTE_ANSWER_MAX } from "./schema";
export { withExpiry } from "./view.server";
export { quoteDocument, versionParam, type QuoteDocument } from "./document.server";
export { quotePdfResponse } from "./pdf-response.server";
export { isQuoteSendIntent, quoteSendAction } from "./send-action.server";
