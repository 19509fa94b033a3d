import { indiaDateKey } from "~/lib/dates";
import { getDb } from "~/platform/db/db.server";
import type { PaymentStatusValue } from "../money";
import { getPaymentByReceipt, listPayments, type Payment } from "./payments.server";

/**
 * What the payment screens read of a bill (the pay form, the payments panel, the receipt): its
 * number, customer and money figures. Read here rather than through the bills module, which
 * itself records payments through this folder (no folder cycle).
 */
export type PayableBill = {
  id: string;
  number: string;
  customerName: string;
  customerPhone: string | null;
  finalTotalPaise: number;
  /** The payments not voided. */
  paidPaise: number;
  /** Final total − paid; negative = the customer's credit; 0 once cancelled. */
  balancePaise: number;
  paymentStatus: PaymentStatusValue;
  cancelledAt: string | null;
  cancelReason: string | null;
  /** yyyy-mm-dd in India: the day the bill was made, the earliest a payment may be dated. */
  billDay: string;
};

/** The bill a payment is taken against, or null when there is no such bill. */
export async function getPayableBill(id: string): Promise<PayableBill | null> {
  const r = await getDb()
    .selectFrom("complaints")
    .select([
      "id",
      "complaint_number",
      "customer_name",
      "customer_phone",
      "estimated_cost_paise",
      "advance_paise",
      "received_paise",
      "balance_paise",
      "payment_status",
      "cancelled_at",
      "cancel_reason",
      "created_at",
    ])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!r) return null;
  return {
    id: r.id,
    number: r.complaint_number,
    customerName: r.customer_name,
    customerPhone: r.customer_phone,
    finalTotalPaise: Number(r.estimated_cost_paise),
    paidPaise: Number(r.advance_paise) + Number(r.received_paise),
    balancePaise: Number(r.balance_paise),
    paymentStatus: r.payment_status as PaymentStatusValue,
    cancelledAt: r.cancelled_at,
    cancelReason: r.cancel_reason,
    billDay: indiaDateKey(new Date(r.created_at)),
  };
}

/** What the payments panel shows: the bill's figures and every payment, voided ones included. */
export type PaymentsPanelData = { bill: PayableBill; payments: Payment[] };

/** The payments panel's data for a bill (null when there is no such bill). */
export async function paymentsPanelData(billId: string): Promise<PaymentsPanelData | null> {
  const [bill, payments] = await Promise.all([getPayableBill(billId), listPayments(billId)]);
  return bill ? { bill, payments } : null;
}

/** A receipt: the payment, its bill (null once deleted) and the money around it. */
export type Receipt = {
  payment: Payment;
  bill: PayableBill | null;
  /** The payments not voided up to and including this one (this one left out once voided). */
  paidToDatePaise: number;
  /** The bill's balance right after this payment (negative = credit). */
  balanceAfterPaise: number;
};

/** The receipt with this number (RCPT0001…), or null. */
export async function getReceipt(receiptNumber: string): Promise<Receipt | null> {
  const payment = await getPaymentByReceipt(receiptNumber);
  if (!payment) return null;
  const bill = payment.billId ? await getPayableBill(payment.billId) : null;
  const all = payment.billId ? await listPayments(payment.billId) : [];
  // listPayments is in the order the money came in (paid_at, then receipt number).
  const upTo = all.slice(0, all.findIndex((p) => p.id === payment.id) + 1);
  const paidToDatePaise = upTo
    .filter((p) => !p.voidedAt)
    .reduce((sum, p) => sum + p.amountPaise, 0);
  const total = bill?.finalTotalPaise ?? payment.amountPaise;
  return { payment, bill, paidToDatePaise, balanceAfterPaise: total - paidToDatePaise };
}
