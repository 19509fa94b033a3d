import { describe } from "vitest";
import { PG_UNAVAILABLE, pgTitle } from "./cluster";
import { dayAtTheShopSuite } from "./day-at-the-shop.suite";

/** A day at the shop on PostgreSQL (skipped, visibly, without TEST_DATABASE_URL). */
describe.skipIf(PG_UNAVAILABLE !== null)(pgTitle("PostgreSQL"), () => {
  dayAtTheShopSuite({ label: "PostgreSQL", pg: true });
});
