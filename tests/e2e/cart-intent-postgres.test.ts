import { describe } from "vitest";
import { PG_UNAVAILABLE, pgTitle } from "./cluster";
import { cartIntentSuite } from "./cart-intent.suite";

/** Decision 068 on PostgreSQL (skipped, visibly, without TEST_DATABASE_URL). */
describe.skipIf(PG_UNAVAILABLE !== null)(pgTitle("PostgreSQL"), () => {
  cartIntentSuite({ label: "PostgreSQL", pg: true });
});
