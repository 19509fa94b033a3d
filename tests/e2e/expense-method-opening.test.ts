import { openingCashSuite } from "./expense-method-opening.suite";

/** Decision 071 in the browser, on SQLite (the suite: expense-method-opening.suite.ts). */
openingCashSuite("SQLite");
