import { dayAtTheShopSuite } from "./day-at-the-shop.suite";

/** A day at the shop on SQLite (the suite: tests/e2e/day-at-the-shop.suite.ts). */
dayAtTheShopSuite({ label: "SQLite", pg: false });
