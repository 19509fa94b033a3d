/** The cash book's server side, for the other billing sub-features (the day book). */
export { cashBook, dayColumns } from "./cash-book.server";
export { booksOpening, openingCashOf, setBooksOpening } from "./opening.server";
export {
  CASH_BOOK_PATH,
  parseCashBookRange,
  type BooksOpening,
  type CashBook,
  type CashBookDay,
  type OpeningSource,
} from "./cash-book";
