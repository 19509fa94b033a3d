import { type ExpressionBuilder, type SqlBool, sql } from "kysely";
import { startOfIndiaDaysAgo } from "~/lib/dates";
import { phoneSearchPrefix } from "~/lib/phone";
import { customerNameKey } from "~/domain/customers.server";
import { getDb } from "~/platform/db/db.server";
import type { Database } from "~/platform/db/schema";
import { countPages } from "~/platform/db/paging.server";
import {
  CUSTOMERS_PAGE_SIZE,
  type CustomerRow,
  DEFAULT_DIR,
  OVERDUE_DAYS,
  type CustomerFilter,
} from "./customers";
import type { CustomerListQuery } from "./schema";

/**
 * The customers list: search by name (a prefix of the name or of one of the other names the
 * records gave, Tamil too) or by phone (a prefix of the mobile or the other phone, however it is
 * typed), the filters "with balance" and "overdue > 30 / 60 / 90 India days", sorted by balance,
 * name or last activity, 25 a page — all in SQL, on the kept figures and the indexes of 0013.
 * Merged customers are left out.
 */

type Eb = ExpressionBuilder<Database, "customers">;

/** Every string that starts with `prefix` sorts in [prefix, prefix + U+10FFFF) by code point. */
const TOP = String.fromCodePoint(0x10ffff);

const LIST_COLUMNS = [
  "id",
  "name",
  "phone",
  "other_phone",
  "email",
  "bill_count",
  "billed_paise",
  "received_paise",
  "refunded_paise",
  "balance_paise",
  "oldest_due_at",
  "last_activity_at",
] as const;

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Phone digits: the start of the mobile or the other phone; else the start of a name. */
function searchCondition(eb: Eb, q: string) {
  const phone = phoneSearchPrefix(q);
  if (phone) {
    return eb.or([
      eb.and([eb("phone", ">=", phone), eb("phone", "<", `${phone}${TOP}`)]),
      eb.and([eb("other_phone", ">=", phone), eb("other_phone", "<", `${phone}${TOP}`)]),
    ]);
  }
  const key = customerNameKey(q);
  // The other names are a JSON list of strings: a name starts right after a quote.
  const alt = `%"${likeEscaped(key)}%`;
  return eb.or([
    eb.and([eb("name_key", ">=", key), eb("name_key", "<", `${key}${TOP}`)]),
    sql<SqlBool>`lower(alt_names) like ${alt} escape '\\'`,
  ]);
}

function filterCondition(eb: Eb, filter: CustomerFilter, now: Date) {
  const days = OVERDUE_DAYS[filter];
  if (days !== undefined) {
    // Overdue > N days: the oldest bill still owing is from an India day more than N days ago.
    // Only a customer who owes has an oldest owing bill (refreshCustomers): customers_oldest_due_idx.
    const cutoff = startOfIndiaDaysAgo(days, now).toISOString();
    return eb("oldest_due_at", "<", cutoff);
  }
  return eb("balance_paise", ">", 0);
}

function baseQuery(params: CustomerListQuery, now: Date) {
  let query = getDb().selectFrom("customers").where("merged_into", "is", null);
  if (params.q) query = query.where((eb) => searchCondition(eb, params.q));
  if (params.filter !== "all") {
    query = query.where((eb) => filterCondition(eb, params.filter, now));
  }
  return query;
}

const iso = (v: unknown) => (v === null || v === undefined ? null : String(v));

export function toCustomerRow(r: {
  id: string;
  name: string;
  phone: string | null;
  other_phone: string | null;
  email: string | null;
  bill_count: unknown;
  billed_paise: unknown;
  received_paise: unknown;
  refunded_paise: unknown;
  balance_paise: unknown;
  oldest_due_at: unknown;
  last_activity_at: unknown;
}): CustomerRow {
  return {
    id: r.id,
    name: r.name,
    phone: r.phone,
    otherPhone: r.other_phone,
    email: r.email,
    billCount: Number(r.bill_count),
    billedPaise: Number(r.billed_paise),
    receivedPaise: Number(r.received_paise),
    refundedPaise: Number(r.refunded_paise),
    balancePaise: Number(r.balance_paise),
    oldestDueAt: iso(r.oldest_due_at),
    lastActivityAt: iso(r.last_activity_at),
  };
}

export type CustomerList = {
  customers: CustomerRow[];
  total: number;
  page: number;
  pageCount: number;
};

/** One page of the customers list (the page kept within the list). */
export async function listCustomers(
  params: CustomerListQuery,
  now: Date = new Date(),
): Promise<CustomerList> {
  const { total, page, pageCount } = await countPages(
    baseQuery(params, now),
    CUSTOMERS_PAGE_SIZE,
    params.page,
  );
  const dir = params.dir ?? DEFAULT_DIR[params.sort];
  let query = baseQuery(params, now).select(LIST_COLUMNS);
  if (params.sort === "name") {
    query = query.orderBy("name_key", dir).orderBy("id", dir);
  } else if (params.sort === "activity") {
    // Straight off customers_activity_idx. (A customer left without any record has no
    // activity: SQLite sorts it as the earliest, PostgreSQL as the latest.)
    query = query.orderBy("last_activity_at", dir).orderBy("id", dir);
  } else {
    query = query.orderBy("balance_paise", dir).orderBy("id", dir);
  }
  const rows = await query
    .limit(CUSTOMERS_PAGE_SIZE)
    .offset((page - 1) * CUSTOMERS_PAGE_SIZE)
    .execute();
  return { customers: rows.map(toCustomerRow), total, page, pageCount };
}

/**
 * Customers (not merged) whose name or phone starts with `q`, for choosing a duplicate to merge:
 * the first 10 by name, without `exceptId`.
 */
export async function findCustomers(q: string, exceptId: string): Promise<CustomerRow[]> {
  if (!q.trim()) return [];
  const rows = await getDb()
    .selectFrom("customers")
    .select(LIST_COLUMNS)
    .where("merged_into", "is", null)
    .where("id", "!=", exceptId)
    .where((eb) => searchCondition(eb, q.trim()))
    .orderBy("name_key")
    .orderBy("id")
    .limit(10)
    .execute();
  return rows.map(toCustomerRow);
}

/** A customer as New Bill's look-up offers them: enough to fill the bill's customer fields. */
export type CustomerMatch = {
  id: string;
  name: string;
  phone: string | null;
  address: string | null;
  balancePaise: number;
};

/**
 * New Bill's customer look-up (decision 069): the customers list's own search — a prefix of the
 * name or another name (Tamil too), or of the mobile or other phone — the first `limit` by name.
 * The phone given is the mobile, else the other phone (what links the bill to them).
 */
export async function lookupCustomers(q: string, limit = 8): Promise<CustomerMatch[]> {
  const text = q.trim().slice(0, 100);
  if (!text) return [];
  const rows = await getDb()
    .selectFrom("customers")
    .select(["id", "name", "phone", "other_phone", "address", "balance_paise"])
    .where("merged_into", "is", null)
    .where((eb) => searchCondition(eb, text))
    .orderBy("name_key")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    phone: r.phone ?? r.other_phone,
    address: r.address,
    balancePaise: Number(r.balance_paise),
  }));
}
