/** The bills' browser-safe side, for the bill preview: the bill's action buttons and statuses. */
export { BillPageActions } from "./components/bill-actions";
export { BillStatuses } from "./components/bill-statuses";
