/** The cash book's browser-safe side, for the day book: the books' opening and where it comes from. */
export type { BooksOpening, OpeningSource } from "./cash-book";
