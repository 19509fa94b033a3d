/** The day book's server side, for the other billing sub-features. */
export { cashCounts, dayBook, dayCash, recordCashCount } from "./day-book.server";
export { DAY_BOOK_PATH, dayBookHref, type DayBook } from "./day-book";
