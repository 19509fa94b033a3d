import { describeOnPg, pgTitle } from "./cluster";
import { openingCashSuite } from "./expense-method-opening.suite";

/**
 * Decision 071 in the browser, on PostgreSQL (the suite: expense-method-opening.suite.ts);
 * skipped, visibly, without TEST_DATABASE_URL.
 */
describeOnPg(pgTitle("on PostgreSQL"), () => {
  openingCashSuite("PostgreSQL", "daybook");
});
