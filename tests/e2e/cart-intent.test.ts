import { cartIntentSuite } from "./cart-intent.suite";

/** Decision 068 on SQLite (the suite: tests/e2e/cart-intent.suite.ts). */
cartIntentSuite({ label: "SQLite", pg: false });
