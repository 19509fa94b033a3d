/**
 * The bills' server side, for the other billing sub-features (documents print a bill) and the
 * billing index (the seed creates bills).
 */
export {
  billSchema,
  createBill,
  cancelBill,
  getBill,
  getBillLines,
  insertBill,
  latestBillId,
  type Bill,
  type BillLine,
} from "./bills.server";
export { billListAction } from "./list-actions.server";
