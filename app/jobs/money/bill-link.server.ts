import type { Kysely } from "kysely";
import { isPostgres, nowIso } from "~/platform/db/dialect";
import type { Database } from "~/platform/db/schema";
import { writeAudit } from "~/platform/audit.server";
import { addJobEvent } from "../events.server";

/**
 * What billing needs of a job to make its bill (decision 101): the job locked, the quote it was
 * accepted on, and the link from the job to the bill it ends in. Billing writes the bill and its
 * payments (it is the only writer of money); jobs never imports billing.
 */
type Trx = Kysely<Database>;

/**
 * The job's row, locked for the making of its bill (PostgreSQL: FOR UPDATE; SQLite runs one
 * transaction at a time): two staff billing one job at once run one after the other, and the
 * second sees the first's bill. Taken first, before the bill's own lock (decision 062's order).
 */
export async function lockJobForBill(trx: Trx, jobId: string) {
  let query = trx
    .selectFrom("print_jobs")
    .select(["id", "reference", "source", "stage", "name", "phone", "email", "bill_id"])
    .where("id", "=", jobId);
  if (isPostgres(trx)) query = query.forUpdate();
  return query.executeTakeFirst();
}

export type AcceptedQuote = {
  id: string;
  version: number;
  discountPaise: number;
  totalPaise: number;
  lines: { description: string; quantityMilli: number; unit: string; ratePaise: number }[];
};

/** The job's latest accepted quote version with its lines, or undefined when none is accepted. */
export async function acceptedQuote(db: Trx, jobId: string): Promise<AcceptedQuote | undefined> {
  const quote = await db
    .selectFrom("print_job_quotes")
    .select(["id", "version", "discount_paise", "total_paise"])
    .where("job_id", "=", jobId)
    .where("accepted_at", "is not", null)
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!quote) return undefined;
  const lines = await db
    .selectFrom("print_job_quote_lines")
    .select(["description", "quantity_milli", "unit", "rate_paise"])
    .where("quote_id", "=", quote.id)
    .orderBy("position")
    .execute();
  return {
    id: quote.id,
    version: quote.version,
    discountPaise: Number(quote.discount_paise),
    totalPaise: Number(quote.total_paise),
    lines: lines.map((l) => ({
      description: l.description,
      quantityMilli: Number(l.quantity_milli),
      unit: l.unit,
      ratePaise: Number(l.rate_paise),
    })),
  };
}

/**
 * Links the job to its new bill (print_jobs.bill_id is unique: one bill per job) and to the
 * bill's customer, with an audit entry and a timeline event naming the bill and any advance.
 */
export async function linkJobBill(
  trx: Trx,
  jobId: string,
  bill: { id: string; number: string; customerId: string | null; advancePaise: number },
  userId: string,
): Promise<void> {
  const linked = await trx
    .updateTable("print_jobs")
    .set((eb) => ({
      bill_id: bill.id,
      customer_id: eb.fn.coalesce("customer_id", eb.val(bill.customerId)),
      updated_at: nowIso(),
    }))
    .where("id", "=", jobId)
    .where("bill_id", "is", null)
    .executeTakeFirst();
  // Under the job's lock this always links; if not, the bill is rolled back with the rest.
  if (Number(linked.numUpdatedRows) !== 1) throw new Error(`print job ${jobId} is billed already`);
  await addJobEvent(trx, jobId, {
    kind: bill.advancePaise > 0 ? "advance" : "bill",
    actor: "staff",
    userId,
    note: bill.number,
  });
  await writeAudit(trx, {
    actorId: userId,
    action: "print_job.bill",
    entity: "print_job",
    entityId: jobId,
    after: { bill_id: bill.id, bill_number: bill.number, advance_paise: bill.advancePaise },
  });
}
