import { sql } from "kysely";
import { getBusinessSettings, getJobAdvancePercent } from "~/domain/business-settings.server";
import { upiLink } from "~/lib/upi";
import { getDb } from "~/platform/db/db.server";
import type { PrintJobSource, PrintJobStage } from "~/platform/db/schema";
import { qrSvg } from "~/platform/qr.server";
import { acceptedQuote } from "./bill-link.server";

/**
 * A job's money as its page and its status link show it (decision 101). Before the bill: the
 * accepted quote's total and the advance the policy asks (a percentage of it, the business
 * setting). Once billed: the bill's total, what was paid (kept, refunds out) and the balance —
 * read from the bill, whose payments are the only money of a job. A LimraKart job's money is
 * its order's: nothing is due here. Closed is worked out when read: delivered and nothing owed.
 */
export type JobMoney = {
  shopOrder: boolean;
  quoteTotalPaise: number | null;
  advancePercent: number;
  advancePaise: number;
  bill: {
    id: string;
    number: string;
    totalPaise: number;
    paidPaise: number;
    balancePaise: number;
    cancelled: boolean;
  } | null;
  /** What the customer should pay now: the advance before the bill, then the balance. */
  duePaise: number;
  /** Delivered and paid (or delivered and nothing was ever owed). */
  closed: boolean;
  upi: { link: string; svg: string } | null;
};

/** A bill's figures for its job (the bill row's own sums, kept by billing's settleBill). */
async function jobBill(billId: string) {
  const row = await getDb()
    .selectFrom("complaints")
    .select([
      "id",
      "complaint_number",
      "estimated_cost_paise",
      "balance_paise",
      "cancelled_at",
      sql<number>`advance_paise + received_paise`.as("taken"),
    ])
    .where("id", "=", billId)
    .executeTakeFirst();
  if (!row) return null;
  const total = Number(row.estimated_cost_paise);
  const balance = Number(row.balance_paise);
  return {
    id: row.id,
    number: row.complaint_number,
    totalPaise: total,
    paidPaise: row.cancelled_at ? Number(row.taken) : total - balance,
    balancePaise: balance,
    cancelled: row.cancelled_at !== null,
  };
}

/** The advance the policy asks of a quote's total, in whole paise (rounded half up). */
export function advanceOf(totalPaise: number, percent: number): number {
  return Math.floor((totalPaise * percent + 50) / 100);
}

async function upiFor(amountPaise: number, note: string) {
  const settings = await getBusinessSettings();
  if (!settings.upiId || amountPaise <= 0) return null;
  const link = upiLink({
    vpa: settings.upiId,
    payeeName: settings.upiPayeeName,
    amountPaise,
    note,
  });
  return { link, svg: await qrSvg(link, { size: 180 }) };
}

/** The money of job `jobId` (which exists: its page or its status link found it). */
export async function jobMoney(jobId: string): Promise<JobMoney> {
  const job = await jobForMoney(jobId);
  if (!job) throw new Error(`no print job ${jobId}`);
  return job.money;
}

/** A job's reference, customer and money (billing's page that bills it), or null. */
export async function jobForMoney(jobId: string) {
  const row = await getDb()
    .selectFrom("print_jobs")
    .select(["id", "reference", "name", "source", "stage", "bill_id"])
    .where("id", "=", jobId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    money: await moneyOf({ ...row, billId: row.bill_id }),
  };
}

async function moneyOf(job: {
  id: string;
  reference: string;
  source: PrintJobSource;
  stage: PrintJobStage;
  billId: string | null;
}): Promise<JobMoney> {
  const shopOrder = job.source === "shop_order";
  const [quote, advancePercent, bill] = await Promise.all([
    acceptedQuote(getDb(), job.id),
    getJobAdvancePercent(),
    job.billId ? jobBill(job.billId) : null,
  ]);
  const quoteTotal = quote?.totalPaise ?? null;
  const advance = quoteTotal === null ? 0 : advanceOf(quoteTotal, advancePercent);
  let due = 0;
  if (!shopOrder && job.stage !== "cancelled") {
    if (bill) due = bill.cancelled ? 0 : Math.max(bill.balancePaise, 0);
    else due = advance;
  }
  const owed = bill ? !bill.cancelled && bill.balancePaise > 0 : quoteTotal !== null && !shopOrder;
  return {
    shopOrder,
    quoteTotalPaise: quoteTotal,
    advancePercent,
    advancePaise: advance,
    bill,
    duePaise: due,
    closed: job.stage === "delivered" && !owed,
    upi: await upiFor(due, bill?.number ?? job.reference),
  };
}
