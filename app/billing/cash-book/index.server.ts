/** The cash book's server side, for the other billing sub-features (the day book). */
export { cashBefore, cashBook, dayColumns } from "./cash-book.server";
export { CASH_BOOK_PATH, parseCashBookRange, type CashBook, type CashBookDay } from "./cash-book";
