import { CompiledQuery, DefaultQueryCompiler, sql } from "kysely";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { action as remindAction } from "~/billing/reminders/routes/remind";
import { loader as remindersLoader } from "~/billing/reminders/routes/reminders";
import { getDb } from "~/platform/db/db.server";
import { isPostgres } from "~/platform/db/dialect";
import { createBill, createPayment, signedIn } from "../factories";
import { callRoute, getRequest, postRequest } from "./route-harness";

/**
 * Payment reminders at ten years' scale (issue 37, decision 103), on SQLite and PostgreSQL: the
 * overdue list's figures (how many owe, how many were reminded today) agree with the raw bills
 * and reminders after writes, and its counts read migration 0040's indexes — the count of the
 * thousands overdue from the covering index alone, "reminded today" from today's reminders.
 */

// 30 Nov 2025, 11:30 IST. Overdue > 30 days: a bill from before 31 Oct 00:00 IST.
const NOW = "2025-11-30T06:00:00.000Z";
const CUTOFF = "2025-10-30T18:30:00.000Z";
const TODAY = { from: "2025-11-29T18:30:00.000Z", before: "2025-11-30T18:30:00.000Z" };

type Who = Awaited<ReturnType<typeof signedIn>>;
let staff: Who;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function at<T>(iso: string, work: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(iso));
  try {
    return await work();
  } finally {
    vi.useRealTimers();
  }
}

/** A bill of `amount` rupees on `date`, `advance` paid; its id and customer. */
async function billOn(date: string, amount: string, advance = "0") {
  const made = await at(date, () =>
    createBill(staff.user.id, { particulars: "Cards", amount, advance }),
  );
  return { id: made.id, customerId: made.customer_id! };
}

const remind = (customerId: string, when: string) =>
  at(when, () =>
    callRoute(
      remindAction,
      postRequest(
        `/billing/customers/${customerId}/remind`,
        { channel: "whatsapp" },
        { cookie: staff.cookie },
      ),
      { id: customerId },
    ),
  );

type ListData = { view: "list"; total: number; remindedCount: number; today: string };

const overdueList = async () => {
  const result = await at(NOW, () =>
    callRoute(
      remindersLoader,
      getRequest("/billing/reminders?overdue=30", { cookie: staff.cookie }),
    ),
  );
  expect(result.status).toBe(200);
  return result.data as ListData;
};

/** The same figures straight from the bills and the reminders, counted here. */
async function rawFigures() {
  const owing = await getDb()
    .selectFrom("complaints")
    .select(["customer_id", "created_at", "balance_paise"])
    .where("cancelled_at", "is", null)
    .execute();
  const overdue = new Set(
    owing
      .filter((b) => Number(b.balance_paise) > 0 && String(b.created_at) < CUTOFF)
      .map((b) => b.customer_id),
  );
  const reminders = await getDb().selectFrom("customer_reminders").selectAll().execute();
  const sentAt = (r: { sent_at: string | Date }) => new Date(r.sent_at).toISOString();
  const remindedToday = new Set(
    reminders
      .filter((r) => sentAt(r) >= TODAY.from && sentAt(r) < TODAY.before)
      .map((r) => r.customer_id),
  );
  return {
    total: overdue.size,
    remindedCount: [...overdue].filter((id) => id !== null && remindedToday.has(id)).length,
  };
}

beforeAll(async () => {
  staff = await signedIn("staff", "Priya Staff");
});

describe("the overdue list's figures", () => {
  it("agree with the raw bills and reminders after reminders and payments", async () => {
    const a = await billOn("2025-09-01T05:00:00.000Z", "2000", "500");
    const b = await billOn("2025-10-01T05:00:00.000Z", "300");
    const c = await billOn("2025-11-25T05:00:00.000Z", "400");
    await billOn("2025-09-10T05:00:00.000Z", "250", "250");
    const e = await billOn("2025-10-30T18:29:59.000Z", "100");
    const f = await billOn("2025-08-01T05:00:00.000Z", "700");

    // A twice today, B yesterday, C (not overdue) today, E today and then paid off, F at the
    // first instant of tomorrow (India).
    for (const [who, when] of [
      [a.customerId, "2025-11-30T03:00:00.000Z"],
      [a.customerId, "2025-11-30T05:00:00.000Z"],
      [b.customerId, "2025-11-29T06:00:00.000Z"],
      [c.customerId, "2025-11-30T04:00:00.000Z"],
      [e.customerId, "2025-11-29T18:30:00.000Z"],
      [f.customerId, TODAY.before],
    ] as const) {
      expect((await remind(who, when)).status).toBe(302);
    }
    let list = await overdueList();
    expect({ total: list.total, remindedCount: list.remindedCount }).toEqual(await rawFigures());
    expect(list).toMatchObject({ total: 4, remindedCount: 2 });

    await at("2025-11-30T05:30:00.000Z", () =>
      createPayment(staff.user.id, e.id, { amount: "100" }),
    );
    expect((await remind(b.customerId, "2025-11-30T05:45:00.000Z")).status).toBe(302);
    list = await overdueList();
    expect({ total: list.total, remindedCount: list.remindedCount }).toEqual(await rawFigures());
    expect(list).toMatchObject({ total: 3, remindedCount: 2 });
    // The page carries the India day, not the clock (decision 103).
    expect(list.today).toBe(TODAY.from);
  });
});

/** The statements the list's loader runs, with their parameters. */
async function loaderStatements(): Promise<CompiledQuery[]> {
  const statements: CompiledQuery[] = [];
  const compile = DefaultQueryCompiler.prototype.compileQuery;
  vi.spyOn(DefaultQueryCompiler.prototype, "compileQuery").mockImplementation(function (
    this: DefaultQueryCompiler,
    ...args: Parameters<DefaultQueryCompiler["compileQuery"]>
  ) {
    const compiled = compile.apply(this, args);
    statements.push(compiled);
    return compiled;
  });
  await overdueList();
  vi.restoreAllMocks();
  return statements;
}

/** The plan of `statement`; on PostgreSQL with scans of whole tables ruled out (tiny tables). */
async function planOf(statement: CompiledQuery): Promise<string> {
  const db = getDb();
  if (!isPostgres(db)) {
    const { rows } = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${statement.sql}`, [...statement.parameters]),
    );
    return rows.map((r) => r.detail).join("\n");
  }
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    await sql`set local enable_bitmapscan = off`.execute(trx);
    const { rows } = await trx.executeQuery<{ "QUERY PLAN": string }>(
      CompiledQuery.raw(`explain ${statement.sql}`, [...statement.parameters]),
    );
    return rows.map((r) => r["QUERY PLAN"]).join("\n");
  });
}

describe("the overdue list's counts", () => {
  it("read the covering index and today's reminders by their time (migration 0040)", async () => {
    if (isPostgres(getDb())) await sql`vacuum analyze customers`.execute(getDb());
    const counts = (await loaderStatements()).filter(
      (s) => s.sql.includes("count(") && s.sql.includes('"oldest_due_at" <'),
    );
    // How many owe, and how many of them were reminded today.
    expect(counts).toHaveLength(2);
    const [total, reminded] = [
      counts.find((s) => !s.sql.includes("customer_reminders"))!,
      counts.find((s) => s.sql.includes("customer_reminders"))!,
    ];
    const covering = isPostgres(getDb())
      ? "Index Only Scan using customers_overdue_idx"
      : "USING COVERING INDEX customers_overdue_idx";
    expect(await planOf(total)).toContain(covering);
    expect(await planOf(reminded)).toContain("customer_reminders_sent_idx");
  });
});
