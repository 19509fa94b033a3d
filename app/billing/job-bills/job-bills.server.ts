import type { Kysely } from "kysely";
import { paiseToInput } from "~/lib/format";
import { getDb } from "~/platform/db/db.server";
import { isUniqueViolation } from "~/platform/db/dialect";
import type { Database, PaymentMethod } from "~/platform/db/schema";
import { quantityLabel } from "~/jobs";
import {
  acceptedQuote,
  linkJobBill,
  lockJobForBill,
  type AcceptedQuote,
} from "~/jobs/index.server";
import { billSchema, insertBill } from "../bills/index.server";
import { savedWithKey } from "../form-key.server";

/**
 * A print job's bill (issue 39, decision 101), made from its accepted quote: the quote's lines
 * and discount, the job's customer, and — when staff take the policy's advance at acceptance —
 * the advance as the bill's own advance payment with its receipt and cash-book entry (the
 * existing payments; no money is kept anywhere else). Made once per job: the job's row is
 * locked first, so two staff at once give one bill, and the same form sent twice (its key)
 * gives the first bill back.
 */
export type JobBillInput = {
  advancePaise: number;
  method: PaymentMethod;
  reference: string | null;
  idempotencyKey: string | null;
};

export type JobBillResult =
  | { ok: true; billId: string; number: string; receiptNumber: string | null }
  | { ok: false; reason: "not-found" | "no-quote" | "shop-order" | "cancelled" | "too-much" }
  | { ok: false; reason: "billed"; number: string }
  | { ok: false; reason: "invalid"; message: string };

type Trx = Kysely<Database>;

/** The bill form's fields for the quote, checked by the bill form's own schema. */
function billInputOf(
  job: { reference: string; name: string; phone: string },
  quote: AcceptedQuote,
  input: JobBillInput,
) {
  const form: Record<string, string> = {
    customerName: job.name,
    customerPhone: job.phone,
    particulars: `${job.reference}: ${quote.lines.map((l) => l.description).join("; ")}`,
    discountKind: "amount",
    discount: quote.discountPaise ? paiseToInput(quote.discountPaise) : "",
    advance: input.advancePaise ? paiseToInput(input.advancePaise) : "",
    paymentMethod: input.method,
    paymentReference: input.reference ?? "",
    idempotencyKey: input.idempotencyKey ?? "",
  };
  quote.lines.forEach((l, i) => {
    form[`lines.${i}.description`] = l.description;
    form[`lines.${i}.quantity`] = quantityLabel(l.quantityMilli);
    form[`lines.${i}.unit`] = l.unit;
    form[`lines.${i}.rate`] = paiseToInput(l.ratePaise);
  });
  return billSchema.safeParse({ ...form, particulars: form.particulars!.slice(0, 2000) });
}

/** The bill (and its advance receipt) this user already made for the job with this form key. */
async function sameForm(trx: Trx, billId: string, actorId: string, key: string | null) {
  if (!key) return undefined;
  const bill = await trx
    .selectFrom("complaints")
    .select(["id", "complaint_number"])
    .where("id", "=", billId)
    .where(savedWithKey(actorId, key))
    .executeTakeFirst();
  return bill ? { billId: bill.id, number: bill.complaint_number } : undefined;
}

async function advanceReceipt(trx: Trx, billId: string): Promise<string | null> {
  const row = await trx
    .selectFrom("payments")
    .select("receipt_number")
    .where("bill_id", "=", billId)
    .where("kind", "=", "advance")
    .orderBy("created_at")
    .executeTakeFirst();
  return row?.receipt_number ?? null;
}

async function billInTransaction(
  trx: Trx,
  jobId: string,
  input: JobBillInput,
  actorId: string,
): Promise<JobBillResult> {
  const job = await lockJobForBill(trx, jobId);
  if (!job) return { ok: false, reason: "not-found" };
  if (job.bill_id) {
    const same = await sameForm(trx, job.bill_id, actorId, input.idempotencyKey);
    if (same) return { ok: true, ...same, receiptNumber: await advanceReceipt(trx, same.billId) };
    const bill = await trx
      .selectFrom("complaints")
      .select("complaint_number")
      .where("id", "=", job.bill_id)
      .executeTakeFirstOrThrow();
    return { ok: false, reason: "billed", number: bill.complaint_number };
  }
  if (job.source === "shop_order") return { ok: false, reason: "shop-order" };
  if (job.stage === "cancelled") return { ok: false, reason: "cancelled" };
  const quote = await acceptedQuote(trx, jobId);
  if (!quote) return { ok: false, reason: "no-quote" };
  if (input.advancePaise > quote.totalPaise) return { ok: false, reason: "too-much" };
  const bill = billInputOf(job, quote, input);
  if (!bill.success) {
    return { ok: false, reason: "invalid", message: bill.error.issues[0]?.message ?? "" };
  }
  const made = await insertBill(trx, bill.data, actorId);
  const customer = await trx
    .selectFrom("complaints")
    .select("customer_id")
    .where("id", "=", made.id)
    .executeTakeFirstOrThrow();
  await linkJobBill(
    trx,
    jobId,
    { ...made, customerId: customer.customer_id, advancePaise: input.advancePaise },
    actorId,
  );
  return {
    ok: true,
    billId: made.id,
    number: made.number,
    receiptNumber: await advanceReceipt(trx, made.id),
  };
}

/** Makes the job's bill (with the advance, if any), once; see the module's comment. */
export async function billJob(
  jobId: string,
  input: JobBillInput,
  actorId: string,
): Promise<JobBillResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await getDb()
        .transaction()
        .execute((trx) => billInTransaction(trx, jobId, input, actorId));
    } catch (error) {
      // A bill number taken by an import at the same moment: draw again (as createBill does).
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}
