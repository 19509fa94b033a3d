/** The quotes of a job, for the job's page and the status link (inside app/jobs). */
export { answerQuote, keepAnswer, type AnswerResult, type QuoteAnswer } from "./answers.server";
export { jobQuotes, saveQuoteVersion, type QuoteView } from "./quotes.server";
export { QUOTE_ANSWER_MAX } from "./schema";
export { withExpiry } from "./view.server";
