import { type Kysely, sql } from "kysely";
import { ageBalance } from "~/lib/ageing";
import { type IndianPhone, parseIndianPhone } from "~/lib/phone";
import type { CustomerLanguage, Database } from "~/platform/db/schema";
import { isPostgres, nowIso } from "~/platform/db/dialect";
import { customerSums, idList } from "./customer-entries.server";

/**
 * Customers (parties): every bill, website request and shop order names its customer by phone,
 * and `linkCustomer` finds (or makes) the customer for that number in the record's transaction.
 * `refreshCustomers` works the customers' figures out again from their bills; the billing code
 * calls it whenever a bill's money changes (settleBill), so the list never drifts. Both work on
 * many records at once (a CSV import links and refreshes a batch in a few statements).
 */

export type CustomerContact = {
  phone: string | null | undefined;
  name: string;
  address?: string | null;
  email?: string | null;
  language?: CustomerLanguage | null;
};

/**
 * A bill a new customer is made for (a CSV import): its date, final total and what was paid on
 * it. A customer made from such records only is inserted with its figures (newCustomerFigures).
 */
export type NewBill = { at: string; totalPaise: number; receivedPaise: number };

/** The figures refreshCustomers would work out for a customer whose only records are `bills`. */
export function newCustomerFigures(bills: readonly NewBill[]) {
  const sorted = [...bills].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const billed = sorted.reduce((sum, b) => sum + b.totalPaise, 0);
  const received = sorted.reduce((sum, b) => sum + b.receivedPaise, 0);
  const balance = billed - received;
  return {
    bill_count: sorted.length,
    billed_paise: billed,
    received_paise: received,
    refunded_paise: 0,
    balance_paise: balance,
    oldest_due_at: ageBalance(sorted, balance, new Date()).oldestDueAt,
    last_activity_at: sorted.length ? sorted[sorted.length - 1]!.at : null,
  };
}

/** A name as search compares it: NFC, lower case, single spaces. */
export function customerNameKey(name: string): string {
  return name.normalize("NFC").toLowerCase().replace(/\s+/g, " ").trim();
}

const CHUNK = 500;

function chunks<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) out.push(list.slice(i, i + CHUNK));
  return out;
}

type Found = {
  id: string;
  name: string;
  alt_names: string;
  address: string | null;
  email: string | null;
};

const FOUND = ["id", "name", "alt_names", "address", "email"] as const;

/**
 * The customers holding these numbers (as phone or other phone), by number; a merged customer
 * stands for the one it was merged into, and an unmerged customer wins over a merged one.
 * The customers merged into are read by id afterwards, not joined: PostgreSQL, its statistics
 * stale inside a CSV import's transaction, hash-joined them with a scan of all the customers.
 */
async function findByPhones(db: Kysely<Database>, keys: string[]): Promise<Map<string, Found>> {
  const found = new Map<string, Found>();
  for (const part of chunks(keys)) {
    const rows = await db
      .selectFrom("customers as c")
      .select(["c.phone", "c.other_phone", "c.merged_into", ...FOUND.map((f) => `c.${f}` as const)])
      .where((eb) => eb.or([eb("c.phone", "in", part), eb("c.other_phone", "in", part)]))
      .orderBy(sql`case when c.merged_into is null then 0 else 1 end`, "desc")
      .orderBy("c.created_at", "desc")
      .execute();
    const targets = await foundByIds(
      db,
      rows.flatMap((r) => (r.merged_into ? [r.merged_into] : [])),
    );
    // The best match last, so it is the one kept.
    for (const row of rows) {
      const target = row.merged_into ? targets.get(row.merged_into) : undefined;
      const customer = Object.fromEntries(
        FOUND.map((f) => [f, target?.[f] ?? row[f]]),
      ) as unknown as Found;
      if (row.phone && part.includes(row.phone)) found.set(row.phone, customer);
      if (row.other_phone && part.includes(row.other_phone)) found.set(row.other_phone, customer);
    }
  }
  return found;
}

/** The customers with these ids, by id. */
async function foundByIds(db: Kysely<Database>, ids: string[]): Promise<Map<string, Found>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("customers")
    .select([...FOUND])
    .where("id", "in", [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r as Found]));
}

/**
 * Adds the names not seen before to the customer's other names, fills an empty address or
 * e-mail, and marks the customer active now (new records name them).
 */
async function noteContacts(db: Kysely<Database>, found: Found, contacts: CustomerContact[]) {
  const known: string[] = JSON.parse(found.alt_names || "[]");
  const names = otherNames(found.name, [
    ...known.map((name) => ({ name, phone: null })),
    ...contacts,
  ]);
  const last = contacts[contacts.length - 1];
  await db
    .updateTable("customers")
    .set({
      alt_names: JSON.stringify(names),
      address: found.address ?? (last?.address?.trim() || null),
      email: found.email ?? (last?.email?.trim() || null),
      last_activity_at: nowIso(),
    })
    .where("id", "=", found.id)
    .execute();
}

/** The names the records give besides `name`, each once, in the order seen. */
function otherNames(name: string, contacts: CustomerContact[]): string[] {
  const seen = new Set([customerNameKey(name)]);
  const names: string[] = [];
  for (const c of contacts) {
    const key = customerNameKey(c.name);
    if (key && !seen.has(key)) {
      seen.add(key);
      names.push(c.name.trim());
    }
  }
  return names;
}

/** The contacts' bills when every one of them is a NewBill's (linkBillCustomers), else null. */
function billsOf(contacts: readonly CustomerContact[]): NewBill[] | null {
  const bills = contacts.map((c) => (c as Partial<BillContact>).bill);
  return bills.every((b) => b !== undefined) ? (bills as NewBill[]) : null;
}

/**
 * New customers for numbers nobody has yet (a number made meanwhile by another request is kept),
 * by number: the rows written, read back with `returning` (a number another request made
 * meanwhile is not among them).
 */
async function insertCustomers(
  db: Kysely<Database>,
  fresh: { phone: IndianPhone; contacts: CustomerContact[] }[],
): Promise<Map<string, Found>> {
  const now = nowIso();
  const made = new Map<string, Found>();
  for (const part of chunks(fresh)) {
    const rows = await db
      .insertInto("customers")
      .values(
        part.map(({ phone, contacts }) => {
          const contact = contacts[contacts.length - 1]!;
          const bills = billsOf(contacts);
          return {
            id: crypto.randomUUID(),
            phone: phone.kind === "mobile" ? phone.e164 : null,
            other_phone: phone.kind === "mobile" ? null : phone.e164,
            name: contact.name.trim(),
            name_key: customerNameKey(contact.name),
            alt_names: JSON.stringify(otherNames(contact.name, contacts)),
            address: contact.address?.trim() || null,
            email: contact.email?.trim() || null,
            language: contact.language ?? "en",
            merged_into: null,
            oldest_due_at: null,
            last_activity_at: now,
            created_at: now,
            updated_at: now,
            ...(bills && newCustomerFigures(bills)),
          };
        }),
      )
      .onConflict((oc) => oc.column("phone").doNothing())
      .returning(["phone", "other_phone", ...FOUND])
      .execute();
    for (const { phone, other_phone, ...customer } of rows) {
      made.set((phone ?? other_phone)!, customer);
    }
  }
  return made;
}

/**
 * The customer of each record, by its phone number, made on first sight: mobiles are the key, a
 * landline is kept as the other phone. Null for a record without an Indian phone number (it
 * stays unlinked until staff link it by hand). Call it inside the records' transaction.
 */
export async function linkCustomers(
  db: Kysely<Database>,
  contacts: readonly CustomerContact[],
): Promise<(string | null)[]> {
  return (await link(db, contacts)).ids;
}

/** A contact of a bill (a CSV import): the bill a new customer's figures are worked out from. */
export type BillContact = CustomerContact & { bill: NewBill };

/**
 * linkCustomers for bills whose customers hold nothing else in the transaction (a CSV import):
 * a customer made here is inserted with its figures worked out from these bills (the same
 * refreshCustomers would write), so it needs no refresh — `made` holds them. The customers found
 * (or made meanwhile by another request) do need one, once their new bills are written.
 */
export async function linkBillCustomers(
  db: Kysely<Database>,
  contacts: readonly BillContact[],
): Promise<{ ids: (string | null)[]; made: Set<string> }> {
  return link(db, contacts);
}

async function link(
  db: Kysely<Database>,
  contacts: readonly CustomerContact[],
): Promise<{ ids: (string | null)[]; made: Set<string> }> {
  const madeIds = new Set<string>();
  const phones = contacts.map((c) => (c.name.trim() ? parseIndianPhone(c.phone) : null));
  const byKey = new Map<string, { phone: IndianPhone; contacts: CustomerContact[] }>();
  contacts.forEach((contact, i) => {
    const phone = phones[i];
    if (!phone) return;
    const entry = byKey.get(phone.e164) ?? { phone, contacts: [] };
    entry.contacts.push(contact);
    byKey.set(phone.e164, entry);
  });
  const keys = [...byKey.keys()];
  const found = await findByPhones(db, keys);
  for (const [key, entry] of byKey) {
    const customer = found.get(key);
    if (customer) await noteContacts(db, customer, entry.contacts);
  }
  const fresh = keys.filter((k) => !found.has(k)).map((k) => byKey.get(k)!);
  if (fresh.length > 0) {
    const made = await insertCustomers(db, fresh);
    for (const customer of made.values()) madeIds.add(customer.id);
    // Only a number another request made meanwhile is looked up again.
    const raced = fresh.map((f) => f.phone.e164).filter((k) => !made.has(k));
    const theirs = raced.length ? await findByPhones(db, raced) : new Map<string, Found>();
    for (const [key, customer] of [...made, ...theirs]) found.set(key, customer);
  }
  return {
    ids: phones.map((p) => (p ? (found.get(p.e164)?.id ?? null) : null)),
    made: madeIds,
  };
}

/** The customer for one record's phone number (see linkCustomers). */
export async function linkCustomer(
  db: Kysely<Database>,
  contact: CustomerContact,
): Promise<string | null> {
  return (await linkCustomers(db, [contact]))[0] ?? null;
}

const iso = (v: string | Date) => (v instanceof Date ? v.toISOString() : String(v));

/** The latest date anything happened with each customer: a bill, a payment, a request, a reminder. */
async function lastActivities(db: Kysely<Database>, ids: string[]): Promise<Map<string, string>> {
  const list = idList(db, ids);
  const result = await sql<{ customer_id: string; at: string | Date | null }>`
    select customer_id, max(at) as at from (
      select customer_id, max(created_at) as at from complaints
        where customer_id in (${list}) group by customer_id
      union all
      select c.customer_id, max(p.paid_at) from payments p join complaints c on c.id = p.bill_id
        where c.customer_id in (${list}) group by c.customer_id
      union all
      select customer_id, max(created_at) from order_submissions
        where customer_id in (${list}) group by customer_id
      union all
      select customer_id, max(created_at) from contact_submissions
        where customer_id in (${list}) group by customer_id
      union all
      select customer_id, max(created_at) from orders
        where customer_id in (${list}) group by customer_id
      union all
      select customer_id, max(sent_at) from customer_reminders
        where customer_id in (${list}) group by customer_id
    ) activity group by customer_id`.execute(db);
  const out = new Map<string, string>();
  for (const row of result.rows) if (row.at !== null) out.set(row.customer_id, iso(row.at));
  return out;
}

type Figures = {
  id: string;
  count: number;
  billed: number;
  received: number;
  refunded: number;
  balance: number;
  oldestDueAt: string | null;
  lastActivityAt: string | null;
};

/**
 * Each customer's figures: billed, received, refunded and balance summed from their account's
 * entries (customerEntries, decision 060); the count and the ageing from their bills not
 * cancelled, oldest first. The cancelled bills are left out here, not in the query: with
 * `cancelled_at is null` in it, SQLite read the bills through complaints_cancelled_idx — every
 * bill not cancelled, all of them in a CSV import, whose batches each refresh their customers —
 * instead of the customers' own bills (complaints_customer_idx).
 */
async function figuresOf(db: Kysely<Database>, ids: string[]): Promise<Figures[]> {
  const rows = await db
    .selectFrom("complaints")
    .select(["customer_id", "created_at", "estimated_cost_paise", "cancelled_at"])
    .where(sql<boolean>`customer_id in (${idList(db, ids)})`)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const bills = rows.filter((b) => b.cancelled_at === null);
  const [activity, sums] = await Promise.all([
    lastActivities(db, ids),
    customerSums(db, { customerIds: ids }),
  ]);
  const live = new Map<string, { at: string; totalPaise: number }[]>(ids.map((id) => [id, []]));
  for (const b of bills) {
    live.get(b.customer_id!)!.push({
      at: iso(b.created_at),
      totalPaise: Number(b.estimated_cost_paise),
    });
  }
  const now = new Date();
  return ids.map((id) => {
    const s = sums.get(id);
    const balance = s?.balancePaise ?? 0;
    return {
      id,
      count: live.get(id)!.length,
      billed: s?.billedPaise ?? 0,
      received: s?.receivedPaise ?? 0,
      refunded: s?.refundedPaise ?? 0,
      balance,
      oldestDueAt: ageBalance(live.get(id)!, balance, now).oldestDueAt,
      lastActivityAt: activity.get(id) ?? null,
    };
  });
}

/** Writes the figures, one statement for many customers. */
async function writeFigures(db: Kysely<Database>, rows: Figures[]) {
  const pg = isPostgres(db);
  const at = (column: string) =>
    pg ? sql`cast(${sql.ref(column)} as timestamptz)` : sql.ref(column);
  // On SQLite the rows are one JSON parameter (see idList).
  const values = pg
    ? sql`(values ${sql.join(
        rows.map(
          (r) =>
            sql`(${r.id}, ${r.count}, ${r.billed}, ${r.received}, ${r.balance}, ${r.oldestDueAt}, ${r.lastActivityAt}, ${r.refunded})`,
        ),
      )})`
    : sql`(select ${sql.raw(
        [1, 2, 3, 4, 5, 6, 7, 8]
          .map((n) => `json_extract(r.value, '$[${n - 1}]') as column${n}`)
          .join(", "),
      )} from json_each(${JSON.stringify(
        rows.map((r) => [
          r.id,
          r.count,
          r.billed,
          r.received,
          r.balance,
          r.oldestDueAt,
          r.lastActivityAt,
          r.refunded,
        ]),
      )}) as r)`;
  await sql`update customers set
      bill_count = cast(v.column2 as integer),
      billed_paise = cast(v.column3 as bigint),
      received_paise = cast(v.column4 as bigint),
      balance_paise = cast(v.column5 as bigint),
      refunded_paise = cast(v.column8 as bigint),
      oldest_due_at = ${at("v.column6")},
      last_activity_at = ${at("v.column7")}
    from ${values} as v
    where customers.id = v.column1`.execute(db);
}

/** Works the customers' figures out again from their accounts (decision 060). */
export async function refreshCustomers(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<void> {
  for (const part of chunks([...new Set(ids)].sort())) {
    if (isPostgres(db)) {
      // Two bills of one customer changed at once: each works the figures out after the other's
      // change is committed (the row lock is waited for; the next statement sees the commit), so
      // the later write is not one made from figures read before the earlier one (decision 062).
      await db
        .selectFrom("customers")
        .select("id")
        .where("id", "in", part)
        .orderBy("id")
        .forUpdate()
        .execute();
    }
    await writeFigures(db, await figuresOf(db, part));
  }
}

export async function refreshCustomer(db: Kysely<Database>, customerId: string): Promise<void> {
  await refreshCustomers(db, [customerId]);
}
