import { indiaDateKey, indiaDayRange, startOfIndiaDaysAgo } from "~/lib/dates";
import { parseIndianPhone } from "~/lib/phone";
import { getDb } from "~/platform/db/db.server";
import { countPages } from "~/platform/db/paging.server";
import type { OverdueDays } from "./reminder";
import { type ComposedReminder, composeReminder } from "./reminders.server";

/**
 * "Remind all overdue > N days" (decision 028): the customers who owe money and whose oldest
 * bill still owing is older than N whole India days — its India date before the day N days
 * before today — oldest first, paginated in SQL; and the same list one customer at a time,
 * with the message to send and whether they were already reminded today.
 */

export const OVERDUE_PAGE_SIZE = 25;

const paise = (value: unknown) => Number(value ?? 0);
const iso = (v: string | Date) => (v instanceof Date ? v.toISOString() : String(v));

/** The instant a bill must be before to be overdue > `days` days today (India days). */
export function overdueCutoff(days: OverdueDays, now: Date = new Date()): string {
  return startOfIndiaDaysAgo(days, now).toISOString();
}

function overdueQuery(days: OverdueDays, now: Date) {
  return getDb()
    .selectFrom("customers")
    .where("merged_into", "is", null)
    .where("balance_paise", ">", 0)
    .where("oldest_due_at", "<", overdueCutoff(days, now));
}

const COLUMNS = [
  "id",
  "name",
  "phone",
  "email",
  "language",
  "balance_paise",
  "oldest_due_at",
] as const;

export type OverdueCustomer = {
  id: string;
  name: string;
  phone: string | null;
  mobile: boolean;
  email: string | null;
  language: "en" | "ta";
  balancePaise: number;
  oldestDueAt: string;
  /** When they were last reminded today (India day), or null. */
  remindedTodayAt: string | null;
};

/** Today (India) as UTC bounds: from its first instant to the next day's. */
function todayBounds(now: Date): { from: string; before: string } {
  const day = indiaDateKey(now);
  const { from, before } = indiaDayRange({ from: day, to: day });
  return { from: from!, before: before! };
}

/** The latest reminder today (India day) of each of these customers. */
async function remindedToday(ids: string[], now: Date): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await getDb()
    .selectFrom("customer_reminders")
    .select(["customer_id"])
    .select((eb) => eb.fn.max("sent_at").as("at"))
    .where("customer_id", "in", ids)
    .where("sent_at", ">=", todayBounds(now).from)
    .where("sent_at", "<", todayBounds(now).before)
    .groupBy("customer_id")
    .execute();
  return new Map(rows.map((r) => [r.customer_id, iso(r.at as string | Date)]));
}

type Row = {
  id: string;
  name: string;
  phone: string | null;
  email: string | null;
  language: string;
  balance_paise: number | string;
  oldest_due_at: string | Date | null;
};

function toCustomer(r: Row, today: Map<string, string>): OverdueCustomer {
  return {
    id: r.id,
    name: r.name,
    phone: r.phone,
    mobile: parseIndianPhone(r.phone)?.kind === "mobile",
    email: r.email?.trim() || null,
    language: r.language === "ta" ? "ta" : "en",
    balancePaise: paise(r.balance_paise),
    oldestDueAt: iso(r.oldest_due_at ?? ""),
    remindedTodayAt: today.get(r.id) ?? null,
  };
}

/** One page of the customers overdue > `days` days, oldest debt first. */
export async function overdueCustomers(days: OverdueDays, requestedPage = 1, now = new Date()) {
  const { total, page, pageCount } = await countPages(
    overdueQuery(days, now),
    OVERDUE_PAGE_SIZE,
    requestedPage,
  );
  const rows = await overdueQuery(days, now)
    .select([...COLUMNS])
    .orderBy("oldest_due_at")
    .orderBy("id")
    .limit(OVERDUE_PAGE_SIZE)
    .offset((page - 1) * OVERDUE_PAGE_SIZE)
    .execute();
  const today = await remindedToday(
    rows.map((r) => r.id),
    now,
  );
  return {
    customers: rows.map((r) => toCustomer(r, today)),
    total,
    page,
    pageCount,
    remindedCount: await countRemindedToday(days, now),
  };
}

/**
 * How many of the list were reminded today: from today's reminders (customer_reminders_sent_idx,
 * a handful) to their customers, rather than a look-up of today's reminders for each of the
 * thousands overdue (decision 103).
 */
async function countRemindedToday(days: OverdueDays, now: Date): Promise<number> {
  const { from, before } = todayBounds(now);
  const row = await overdueQuery(days, now)
    .where("id", "in", (eb) =>
      eb
        .selectFrom("customer_reminders")
        .select("customer_id")
        .where("sent_at", ">=", from)
        .where("sent_at", "<", before),
    )
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export type OverdueStep = {
  step: number;
  total: number;
  customer: OverdueCustomer;
  reminder: ComposedReminder;
};

/** Step `step` (1-based) of the list: one customer with their message; null past the end. */
export async function overdueStep(
  days: OverdueDays,
  step: number,
  now = new Date(),
): Promise<{ total: number; current: OverdueStep | null }> {
  const total = Number(
    (
      await overdueQuery(days, now)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const row = await overdueQuery(days, now)
    .select([...COLUMNS])
    .orderBy("oldest_due_at")
    .orderBy("id")
    .limit(1)
    .offset(step - 1)
    .executeTakeFirst();
  if (!row) return { total, current: null };
  const [today, reminder] = await Promise.all([
    remindedToday([row.id], now),
    composeReminder(row.id),
  ]);
  if (!reminder) return { total, current: null };
  return { total, current: { step, total, customer: toCustomer(row, today), reminder } };
}
