/**
 * What other parts of the app may use from billing (today: the demo seed). Anything outside
 * app/billing imports billing through this file, never its internals (see eslint.config.js).
 */
export { createBill } from "./bills/bills.server";
export { billSchema } from "./bills/schema";
export { addLedgerRecord } from "./ledger/ledger.server";
export { ledgerRecordSchema } from "./ledger/schema";
export { godownItemSchema } from "./godown/schema";
export { createGodownItem } from "./godown/godown.server";
