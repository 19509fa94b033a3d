import { type Kysely, sql } from "kysely";
import { indiaDayStartIso } from "~/lib/dates";
import { writeAudit } from "~/platform/audit.server";
import { getDb } from "~/platform/db/db.server";
import type { Database } from "~/platform/db/schema";
import { IS_CASH, MONEY_IN, MONEY_OUT, paiseOf } from "../ledger/index.server";
import { type BooksOpening, type OpeningSource, nextDay, previousDay } from "./cash-book";
import { dayKeys, sumOfDays } from "~/domain/sales-days.server";

/**
 * A day's opening cash in hand (docs/decisions/071), shared by the cash book and the day book so
 * the two always agree. The cash at the start of day N is, from the nearest fact before it:
 *
 * - the latest cash count of an earlier day D (the drawer as counted), plus the cash entries
 *   timed after that count up to N (entries later on D, then every day after D); else
 * - the books' opening cash, set once for a day S ≤ N (the cash at the start of S), plus the cash
 *   entries from S up to N (counts of days before S are not looked at from S on); else
 * - every cash entry before N, from zero (as before decision 071).
 *
 * Without counts this is the previous day's closing cash, day after day back to the start.
 */

/** The books' opening cash, or null while none was set. */
export async function booksOpening(db: Kysely<Database> = getDb()): Promise<BooksOpening | null> {
  const row = await db
    .selectFrom("opening_cash as o")
    .leftJoin("users as u", "u.id", "o.created_by")
    .select(["o.day", "o.amount_paise", "o.note", "o.created_at", "u.name as created_by_name"])
    .where("o.id", "=", "opening")
    .executeTakeFirst();
  if (!row) return null;
  return {
    day: row.day,
    amountPaise: Number(row.amount_paise),
    note: row.note,
    createdAt: String(row.created_at),
    createdByName: row.created_by_name,
  };
}

/** Σ cash in − out of the entries timed after `after` and before `before` (ISO instants). */
async function cashBetween(after: string, before: string) {
  const query = getDb()
    .selectFrom("transactions as t")
    .select(sql<number>`sum(${MONEY_IN} - ${MONEY_OUT})`.as("cash"))
    .where(IS_CASH)
    .where("t.created_at", ">", after)
    .where("t.created_at", "<", before);
  return paiseOf((await query.executeTakeFirstOrThrow()).cash);
}

/**
 * Σ cash in − out of the whole India days from `first` (a day key; the first day any entry can
 * have when not given) up to the day before `day`: from the pre-summed days (decision 108), one
 * row a day, however many entries they hold.
 */
async function cashOfDaysBefore(day: string, first?: string) {
  const last = previousDay(day);
  const from = first ?? dayKeys({}).first;
  if (from > last) return 0;
  const days = await sumOfDays(from, last);
  return days.cashInPaise - days.cashOutPaise;
}

/** The latest count of a day before `day` (and from `since` on, when given). */
async function latestCountBefore(day: string, since?: string) {
  let query = getDb()
    .selectFrom("cash_counts")
    .select(["day", "counted_paise", "created_at"])
    .where("day", "<", day)
    .orderBy("day", "desc")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(1);
  if (since) query = query.where("day", ">=", since);
  return query.executeTakeFirst();
}

/**
 * The cash counted on `day` at `countedAt` carried on to the start of `toDay`: the entries after
 * the count on its own day (none when the count was saved after the day had ended), then every
 * later day's.
 */
async function carriedFromCount(
  count: { day: string; counted: number; countedAt: string },
  toDay: string,
): Promise<number> {
  const dayAfter = nextDay(count.day);
  const dayEnd = indiaDayStartIso(dayAfter);
  const sameDay =
    Date.parse(count.countedAt) < Date.parse(dayEnd)
      ? await cashBetween(new Date(count.countedAt).toISOString(), dayEnd)
      : 0;
  return count.counted + sameDay + (await cashOfDaysBefore(toDay, dayAfter));
}

/** The cash in hand at the start of the India day (yyyy-mm-dd), and what it was taken from. */
export async function openingCashOf(
  day: string,
): Promise<{ openingCash: number; openingSource: OpeningSource }> {
  const books = await booksOpening();
  const booked = books && books.day <= day ? books : null;
  const count = await latestCountBefore(day, booked?.day);
  if (count) {
    const openingCash = await carriedFromCount(
      {
        day: count.day,
        counted: Number(count.counted_paise),
        countedAt: String(count.created_at),
      },
      day,
    );
    return { openingCash, openingSource: { kind: "counted", day: count.day } };
  }
  if (booked) {
    const since = await cashOfDaysBefore(day, booked.day);
    return {
      openingCash: booked.amountPaise + since,
      openingSource: { kind: "set", day: booked.day },
    };
  }
  return { openingCash: await cashOfDaysBefore(day), openingSource: { kind: "ledger" } };
}

export type SetOpeningResult =
  { ok: true; opening: BooksOpening } | { ok: false; reason: "already_set"; opening: BooksOpening };

/**
 * Sets the books' opening cash: once. The row's fixed id makes a second insert fail in the
 * database too (two admins at once); the one already set is answered back. With its audit entry,
 * in one transaction.
 */
export async function setBooksOpening(
  input: { day: string; amount: number; note: string | null },
  actorId: string,
): Promise<SetOpeningResult> {
  const row = {
    id: "opening" as const,
    day: input.day,
    amount_paise: input.amount,
    note: input.note,
    created_by: actorId,
    created_at: new Date().toISOString(),
  };
  const inserted = await getDb()
    .transaction()
    .execute(async (trx) => {
      const done = await trx
        .insertInto("opening_cash")
        .values(row)
        .onConflict((oc) => oc.column("id").doNothing())
        .executeTakeFirst();
      if (Number(done.numInsertedOrUpdatedRows ?? 0) === 0) return false;
      await writeAudit(trx, {
        actorId,
        action: "opening_cash.set",
        entity: "opening_cash",
        entityId: row.id,
        after: row,
      });
      return true;
    });
  const opening = await booksOpening();
  if (!opening) throw new Error("the opening cash was not saved");
  return inserted ? { ok: true, opening } : { ok: false, reason: "already_set", opening };
}
