/** The ledger's SQL vocabulary, for the other billing sub-features (the cash book). */
export { IS_CASH, MONEY_IN, MONEY_OUT, indiaDaySql, paiseOf } from "~/domain/ledger-entries.server";
export { paymentMethodLabel } from "./transaction-labels";
export { monthLabel } from "./ledger";
export { addLedgerRecord } from "./ledger.server";
export { ledgerRecordSchema } from "./schema";
