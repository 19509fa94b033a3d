/** The payments sub-feature's server side, for the other billing sub-features. */
export {
  getPayment,
  getPaymentByReceipt,
  insertPayment,
  listPayments,
  lockBill,
  paidAtFor,
  recordPayment,
  refundedOn,
  settleBill,
  voidPayment,
  type NewPayment,
  type Payment,
} from "./payments.server";
export {
  PAYMENT_MESSAGES,
  paymentSchema,
  paymentSchemaFor,
  voidSchema,
  voidSchemaFor,
  type PaymentInput,
} from "./schema";
export {
  getPayableBill,
  getReceipt,
  paymentsPanelData,
  type PayableBill,
  type PaymentsPanelData,
  type Receipt,
} from "./receipts.server";
export { REFERENCE_REQUIRED } from "./schema";
