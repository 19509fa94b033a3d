import { type Kysely, sql, type SqlBool } from "kysely";
import { indiaDayRange } from "~/lib/dates";
import { deleteOneAudited, writeAudit } from "~/platform/audit.server";
import type { BillStatus, Database } from "~/platform/db/schema";
import { getDb } from "~/platform/db/db.server";
import { isPostgres, isUniqueViolation, nowIso, likePattern } from "~/platform/db/dialect";
import { BILL_STATUSES, billTotals, formatBillNumber } from "../money";
import { BILL_COLUMNS, type Bill, type BillInput, formColumns, toBill } from "./schema";

/**
 * Customer bills (stored as the spec's `complaints`). A bill and what it books — the income
 * record and the advance / payment transactions — are written, changed and deleted together in
 * one transaction, with an audit entry holding the bill before and after. Bill numbers come from
 * a counter incremented inside that transaction: two counters saving at once get two numbers,
 * and a number is never given out twice, not even after a delete. The bill's fields, its form
 * schema and the columns they are stored in are declared in ./schema.ts.
 */

export { BILL_MESSAGES, billSchema, type Bill, type BillInput } from "./schema";

export async function getBill(id: string): Promise<Bill | null> {
  const row = await getDb()
    .selectFrom("complaints")
    .select([...BILL_COLUMNS])
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? toBill(row) : null;
}

/** The number the next new bill will probably get (shown read-only on the empty form). */
export async function nextBillNumberPreview(): Promise<string> {
  const row = await getDb()
    .selectFrom("counters")
    .select("value")
    .where("name", "=", "bill")
    .executeTakeFirst();
  return formatBillNumber(Number(row?.value ?? 0) + 1);
}

async function drawBillNumber(trx: Kysely<Database>): Promise<string> {
  for (;;) {
    const row = await sql<{
      value: number | string;
    }>`update counters set value = value + 1 where name = 'bill' returning value`
      .execute(trx)
      .then((r) => r.rows[0]);
    if (!row) throw new Error("the bill counter is missing");
    const number = formatBillNumber(Number(row.value));
    // Skip a number an imported bill has (a failed insert would roll the counter back too).
    const taken = await trx
      .selectFrom("complaints")
      .select("id")
      .where("complaint_number", "=", number)
      .executeTakeFirst();
    if (!taken) return number;
  }
}

/** What a bill books: its income (final total > 0) and its advance / payment transactions. */
async function syncBookings(
  trx: Kysely<Database>,
  bill: {
    id: string;
    number: string;
    particulars: string;
    finalTotalPaise: number;
    advancePaise: number;
    receivedPaise: number;
  },
  actorId: string,
  now: string,
) {
  // Only the bill's own bookings: records added by hand on Income & Expenses stay linked.
  await trx
    .deleteFrom("income_expenses")
    .where("complaint_id", "=", bill.id)
    .where("type", "=", "income")
    .where("category", "=", "Service")
    .where("description", "like", "Bill: %")
    .execute();
  await trx
    .deleteFrom("transactions")
    .where("complaint_id", "=", bill.id)
    .where("transaction_type", "in", ["advance_payment", "payment_received"])
    .execute();
  if (bill.finalTotalPaise > 0) {
    await trx
      .insertInto("income_expenses")
      .values({
        id: crypto.randomUUID(),
        type: "income",
        category: "Service",
        description: `Bill: ${bill.number} - ${bill.particulars}`.slice(0, 500),
        amount_paise: bill.finalTotalPaise,
        complaint_id: bill.id,
        created_by: actorId,
        created_at: now,
      })
      .execute();
  }
  const payments: [string, number, string][] = [
    ["advance_payment", bill.advancePaise, `Advance for bill ${bill.number}`],
    ["payment_received", bill.receivedPaise, `Payment received for bill ${bill.number}`],
  ];
  for (const [type, amount, description] of payments) {
    if (amount <= 0) continue;
    await trx
      .insertInto("transactions")
      .values({
        id: crypto.randomUUID(),
        transaction_type: type,
        amount_paise: amount,
        reference_number: bill.number,
        description,
        payment_method: "cash",
        category: "Service",
        type: "income",
        complaint_id: bill.id,
        created_by: actorId,
        created_at: now,
      })
      .execute();
  }
}

export type CreateResult =
  { ok: true; id: string; number: string } | { ok: false; reason: "number-taken" };

export async function createBill(input: BillInput, actorId: string): Promise<CreateResult> {
  const { finalTotalPaise } = billTotals({
    amountPaise: input.amount,
    discountPaise: input.discount,
    advancePaise: input.advance,
    receivedPaise: input.received,
  });
  // A number taken by a bill imported at the same moment: try again, a few times.
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      return await getDb()
        .transaction()
        .execute(async (trx) => {
          const number = await drawBillNumber(trx);
          const id = crypto.randomUUID();
          const now = nowIso();
          const values = {
            id,
            complaint_number: number,
            ...formColumns(input),
            service_type: "Service",
            estimated_cost_paise: finalTotalPaise,
            status: "pending" as const,
            completion_date: null,
            created_by: actorId,
            created_at: now,
            updated_at: now,
          };
          await trx.insertInto("complaints").values(values).execute();
          await syncBookings(
            trx,
            {
              id,
              number,
              particulars: input.particulars,
              finalTotalPaise,
              advancePaise: input.advance,
              receivedPaise: input.received,
            },
            actorId,
            now,
          );
          await writeAudit(trx, {
            actorId,
            action: "bill.create",
            entity: "bill",
            entityId: id,
            after: values,
          });
          return { ok: true as const, id, number };
        });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return { ok: false, reason: "number-taken" };
}

export async function updateBill(
  id: string,
  input: BillInput,
  actorId: string,
): Promise<Bill | null> {
  const { finalTotalPaise } = billTotals({
    amountPaise: input.amount,
    discountPaise: input.discount,
    advancePaise: input.advance,
    receivedPaise: input.received,
  });
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const before = await trx
        .selectFrom("complaints")
        .select([...BILL_COLUMNS])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!before) return null;
      const now = nowIso();
      const status = input.status ?? before.status;
      const changes = {
        ...formColumns(input),
        estimated_cost_paise: finalTotalPaise,
        status,
        completion_date:
          status === "completed" && before.status !== "completed"
            ? now
            : before.status === "completed" && status !== "completed"
              ? null
              : undefined,
        updated_at: now,
      };
      await trx.updateTable("complaints").set(changes).where("id", "=", id).execute();
      await syncBookings(
        trx,
        {
          id,
          number: before.complaint_number,
          particulars: input.particulars,
          finalTotalPaise,
          advancePaise: input.advance,
          receivedPaise: input.received,
        },
        actorId,
        now,
      );
      await writeAudit(trx, {
        actorId,
        action: "bill.update",
        entity: "bill",
        entityId: id,
        before,
        after: changes,
      });
      const after = await trx
        .selectFrom("complaints")
        .select([...BILL_COLUMNS])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      return toBill(after);
    });
}

/** Hard delete (the spec): the bill, its income and its transactions; the audit keeps the bill. */
export async function deleteBill(id: string, actorId: string): Promise<string | null> {
  const deleted = await deleteOneAudited(
    (trx) =>
      trx
        .selectFrom("complaints")
        .select([...BILL_COLUMNS])
        .where("id", "=", id)
        .executeTakeFirst(),
    async (trx) => {
      await trx.deleteFrom("income_expenses").where("complaint_id", "=", id).execute();
      await trx.deleteFrom("transactions").where("complaint_id", "=", id).execute();
      await trx.deleteFrom("complaints").where("id", "=", id).execute();
    },
    { actorId, action: "bill.delete", entity: "bill", entityId: id },
  );
  return deleted?.complaint_number ?? null;
}

// ---------------------------------------------------------------------------------------------
// Lists

export const BILLS_PAGE_SIZE = 25;

export type BillFilters = {
  q?: string;
  status?: string;
  /** yyyy-mm-dd in Asia/Kolkata, inclusive. */
  from?: string;
  to?: string;
  page?: number;
};

function filtered(f: BillFilters) {
  const db = getDb();
  let query = db.selectFrom("complaints");
  const q = f.q?.trim();
  if (q) {
    const pattern = likePattern(q);
    // Any case. On PostgreSQL `lower(…) like`, which the trigram indexes of migration 0006 serve.
    // SQLite's LIKE already ignores the case of ASCII letters, the only ones its lower() changes
    // (the same matches), and without lower() the search reads the names from the list's
    // index alone: a third of the time over 100,000 bills (docs/performance.md, billing lists).
    query = query.where(
      isPostgres(db)
        ? sql<SqlBool>`(lower(customer_name) like ${pattern} escape '\\' or lower(complaint_number) like ${pattern} escape '\\')`
        : sql<SqlBool>`(customer_name like ${pattern} escape '\\' or complaint_number like ${pattern} escape '\\')`,
    );
  }
  if (f.status && (BILL_STATUSES as readonly string[]).includes(f.status)) {
    query = query.where("status", "=", f.status as BillStatus);
  }
  const { from, before } = indiaDayRange(f);
  if (from) query = query.where("created_at", ">=", from);
  if (before) query = query.where("created_at", "<", before);
  return query;
}

export async function listBills(f: BillFilters) {
  const query = filtered(f);
  const pageRows = (page: number) =>
    query
      .select([...BILL_COLUMNS])
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(BILLS_PAGE_SIZE)
      .offset((page - 1) * BILLS_PAGE_SIZE)
      .execute();
  const countAll = async () =>
    Number(
      (await query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n,
    );
  const requested = Math.max(1, f.page ?? 1);
  if (requested === 1) {
    // A first page with room to spare holds every match, so there is nothing left to count: a
    // search for one bill or one customer reads the bills once, not twice.
    const rows = await pageRows(1);
    const total = rows.length < BILLS_PAGE_SIZE ? rows.length : await countAll();
    return {
      bills: rows.map(toBill),
      total,
      page: 1,
      pageCount: Math.max(1, Math.ceil(total / BILLS_PAGE_SIZE)),
    };
  }
  const total = await countAll();
  const pageCount = Math.max(1, Math.ceil(total / BILLS_PAGE_SIZE));
  const page = Math.min(requested, pageCount);
  const rows = await pageRows(page);
  return { bills: rows.map(toBill), total, page, pageCount };
}

/**
 * The pending bills' total (the spec's pending amount: the actual cost if there is one, else the
 * estimated cost, else 0), computed in SQL over the same filters.
 */
export async function pendingSummary(
  f: BillFilters,
): Promise<{ count: number; totalPaise: number }> {
  const row = await filtered(f)
    .select((eb) => [
      eb.fn.countAll<number>().as("n"),
      eb.fn
        .sum<number>(
          sql`case when actual_cost_paise > 0 then actual_cost_paise when estimated_cost_paise > 0 then estimated_cost_paise else 0 end`,
        )
        .as("total"),
    ])
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), totalPaise: Number(row.total ?? 0) };
}

/** The pending amount of one bill, as the pending list shows it. */
export function pendingAmount(b: Bill): number {
  return b.amountPaise > 0 ? b.amountPaise : b.finalTotalPaise > 0 ? b.finalTotalPaise : 0;
}
