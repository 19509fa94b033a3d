import { type Kysely, sql } from "kysely";
import { ageBalance } from "~/lib/ageing";
import { parseIndianPhone } from "~/lib/phone";
import type { CustomerLanguage, Database } from "./db/schema";
import { nowIso } from "./db/dialect";

/**
 * Customers (parties): every bill, website request and shop order names its customer by phone,
 * and `linkCustomer` finds (or makes) the customer for that number in the record's transaction.
 * `refreshCustomer` works the customer's figures out again from their bills; the billing code
 * calls it whenever a bill's money changes (settleBill), so the list never drifts.
 */

export type CustomerContact = {
  phone: string | null | undefined;
  name: string;
  address?: string | null;
  email?: string | null;
  language?: CustomerLanguage | null;
};

/** A name as search compares it: NFC, lower case, single spaces. */
export function customerNameKey(name: string): string {
  return name.normalize("NFC").toLowerCase().replace(/\s+/g, " ").trim();
}

const FOUND = ["id", "name", "alt_names", "address", "email", "merged_into"] as const;

/** The customer with this number, or the one it was merged into. */
async function findByPhone(db: Kysely<Database>, e164: string) {
  const found = await db
    .selectFrom("customers")
    .select(FOUND)
    .where((eb) => eb.or([eb("phone", "=", e164), eb("other_phone", "=", e164)]))
    .orderBy(sql`case when merged_into is null then 0 else 1 end`)
    .orderBy("created_at")
    .executeTakeFirst();
  if (!found?.merged_into) return found;
  return db
    .selectFrom("customers")
    .select(FOUND)
    .where("id", "=", found.merged_into)
    .executeTakeFirst();
}

/**
 * Adds a name not seen before to the customer's other names, fills an empty address or e-mail,
 * and marks the customer active now (a new record names them).
 */
async function noteContact(db: Kysely<Database>, found: Found, contact: CustomerContact) {
  const name = contact.name.trim();
  const names: string[] = JSON.parse(found.alt_names || "[]");
  const known = [found.name, ...names].some((n) => customerNameKey(n) === customerNameKey(name));
  const address = found.address ?? (contact.address?.trim() || null);
  const email = found.email ?? (contact.email?.trim() || null);
  await db
    .updateTable("customers")
    .set({
      alt_names: JSON.stringify(known || !name ? names : [...names, name]),
      address,
      email,
      last_activity_at: nowIso(),
    })
    .where("id", "=", found.id)
    .execute();
}

type Found = NonNullable<Awaited<ReturnType<typeof findByPhone>>>;

/**
 * The customer for a record's phone number, made on first sight: mobiles are the key, a landline
 * is kept as the other phone. Null when the record has no Indian phone number (it stays
 * unlinked until staff link it by hand). Call it inside the record's transaction.
 */
export async function linkCustomer(
  db: Kysely<Database>,
  contact: CustomerContact,
): Promise<string | null> {
  const phone = parseIndianPhone(contact.phone);
  const name = contact.name.trim();
  if (!phone || !name) return null;
  const found = await findByPhone(db, phone.e164);
  if (found) {
    await noteContact(db, found, contact);
    return found.id;
  }
  const now = nowIso();
  const id = crypto.randomUUID();
  await db
    .insertInto("customers")
    .values({
      id,
      phone: phone.kind === "mobile" ? phone.e164 : null,
      other_phone: phone.kind === "mobile" ? null : phone.e164,
      name,
      name_key: customerNameKey(name),
      address: contact.address?.trim() || null,
      email: contact.email?.trim() || null,
      language: contact.language ?? "en",
      merged_into: null,
      oldest_due_at: null,
      last_activity_at: now,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column("phone").doNothing())
    .execute();
  // Another request made the customer first: use theirs.
  return (await findByPhone(db, phone.e164))?.id ?? id;
}

/** The latest date anything happened with the customer: a bill, a payment, a request, a reminder. */
async function lastActivity(db: Kysely<Database>, customerId: string): Promise<string | null> {
  const row = await sql<{ at: string | Date | null }>`
    select max(at) as at from (
      select max(created_at) as at from complaints where customer_id = ${customerId}
      union all
      select max(p.paid_at) from payments p join complaints c on c.id = p.bill_id
        where c.customer_id = ${customerId}
      union all
      select max(created_at) from order_submissions where customer_id = ${customerId}
      union all
      select max(created_at) from contact_submissions where customer_id = ${customerId}
      union all
      select max(created_at) from orders where customer_id = ${customerId}
      union all
      select max(sent_at) from customer_reminders where customer_id = ${customerId}
    ) activity`.execute(db);
  const at = row.rows[0]?.at ?? null;
  return at === null ? null : at instanceof Date ? at.toISOString() : String(at);
}

/** Works the customer's figures out again from their bills (not cancelled). */
export async function refreshCustomer(db: Kysely<Database>, customerId: string): Promise<void> {
  const bills = await db
    .selectFrom("complaints")
    .select([
      "created_at",
      "estimated_cost_paise",
      "advance_paise",
      "received_paise",
      "balance_paise",
    ])
    .where("customer_id", "=", customerId)
    .where("cancelled_at", "is", null)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  let billed = 0;
  let received = 0;
  let balance = 0;
  for (const b of bills) {
    billed += Number(b.estimated_cost_paise);
    received += Number(b.advance_paise) + Number(b.received_paise);
    balance += Number(b.balance_paise);
  }
  const at = (v: string | Date) => (v instanceof Date ? v.toISOString() : String(v));
  const ageing = ageBalance(
    bills.map((b) => ({ at: at(b.created_at), totalPaise: Number(b.estimated_cost_paise) })),
    balance,
    new Date(),
  );
  await db
    .updateTable("customers")
    .set({
      bill_count: bills.length,
      billed_paise: billed,
      received_paise: received,
      balance_paise: balance,
      oldest_due_at: ageing.oldestDueAt,
      last_activity_at: await lastActivity(db, customerId),
    })
    .where("id", "=", customerId)
    .execute();
}
