/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on a database of any shape */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";

/**
 * Migration 0013's data step: a customer per Indian phone number found on the bills, website
 * requests and shop orders, each record linked to it, and the customer's figures worked out.
 * Frozen copies of the app's phone parser (app/lib/phone.ts) and ageing walk (app/lib/ageing.ts)
 * as they were when it shipped.
 */

type Seen = {
  table: string;
  id: string;
  name: string;
  phone: string | null;
  address: string | null;
  email: string | null;
  locale: string | null;
  at: string;
};

type Party = {
  id: string;
  key: string;
  mobile: boolean;
  name: string;
  names: Set<string>;
  address: string | null;
  email: string | null;
  language: string;
  ids: Map<string, string[]>;
  first: string;
  last: string;
};

function parsePhone(raw: string | null): { e164: string; mobile: boolean } | null {
  if (!raw) return null;
  const compact = raw.replace(/[\s\-().]/g, "");
  const national = /^(?:\+91|0091|91(?=[0-9]{10}$)|0(?=[0-9]{10}$))?([0-9]{10})$/.exec(
    compact,
  )?.[1];
  if (!national || national.startsWith("0")) return null;
  return { e164: `+91${national}`, mobile: /^[6-9]/.test(national) };
}

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v));

async function readSeen(db: Kysely<any>): Promise<Seen[]> {
  const [bills, requests, contacts, orders] = await Promise.all([
    db
      .selectFrom("complaints")
      .select([
        "id",
        "customer_name as name",
        "customer_phone as phone",
        "customer_address as address",
        "created_at",
      ])
      .execute(),
    db
      .selectFrom("order_submissions")
      .select(["id", "name", "phone", "email", "locale", "created_at"])
      .execute(),
    db
      .selectFrom("contact_submissions")
      .select(["id", "name", "phone", "email", "created_at"])
      .execute(),
    db
      .selectFrom("orders")
      .select([
        "id",
        "customer_name as name",
        "customer_phone as phone",
        "customer_email as email",
        "delivery_address as address",
        "created_at",
      ])
      .execute(),
  ]);
  const tag = (table: string, rows: any[]): Seen[] =>
    rows.map((r) => ({
      table,
      id: r.id,
      name: String(r.name ?? "").trim(),
      phone: r.phone ?? null,
      address: r.address ?? null,
      email: r.email ?? null,
      locale: r.locale ?? null,
      at: iso(r.created_at),
    }));
  return [
    ...tag("complaints", bills),
    ...tag("order_submissions", requests),
    ...tag("contact_submissions", contacts),
    ...tag("orders", orders),
  ].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}

function gather(seen: Seen[]): Map<string, Party> {
  const parties = new Map<string, Party>();
  for (const r of seen) {
    const phone = parsePhone(r.phone);
    if (!phone || !r.name) continue;
    let p = parties.get(phone.e164);
    if (!p) {
      p = {
        id: randomUUID(),
        key: phone.e164,
        mobile: phone.mobile,
        name: r.name,
        names: new Set(),
        address: null,
        email: null,
        language: "en",
        ids: new Map(),
        first: r.at,
        last: r.at,
      };
      parties.set(phone.e164, p);
    }
    p.names.add(r.name);
    p.name = r.name;
    p.address = r.address?.trim() || p.address;
    p.email = r.email?.trim() || p.email;
    if (r.locale === "ta" || r.locale === "en") p.language = r.locale;
    p.last = r.at;
    const list = p.ids.get(r.table) ?? [];
    list.push(r.id);
    p.ids.set(r.table, list);
  }
  return parties;
}

const nameKey = (name: string) => name.normalize("NFC").toLowerCase().replace(/\s+/g, " ").trim();

async function insertParties(db: Kysely<any>, parties: Map<string, Party>) {
  for (const p of parties.values()) {
    await db
      .insertInto("customers")
      .values({
        id: p.id,
        phone: p.mobile ? p.key : null,
        other_phone: p.mobile ? null : p.key,
        name: p.name,
        name_key: nameKey(p.name),
        alt_names: JSON.stringify([...p.names].filter((n) => n !== p.name)),
        address: p.address,
        email: p.email,
        language: p.language,
        created_at: p.first,
        updated_at: p.last,
      })
      .execute();
    for (const [table, ids] of p.ids) {
      for (let i = 0; i < ids.length; i += 500) {
        await db
          .updateTable(table)
          .set({ customer_id: p.id })
          .where("id", "in", ids.slice(i, i + 500))
          .execute();
      }
    }
  }
}

/** The oldest bill still owing once the balance is laid on the newest bills first. */
function oldestDue(bills: { at: string; total: number }[], balance: number): string | null {
  let left = balance;
  let oldest: string | null = null;
  for (const bill of [...bills].reverse()) {
    if (left <= 0) break;
    if (bill.total <= 0) continue;
    left -= bill.total;
    oldest = bill.at;
  }
  return oldest;
}

async function summarise(db: Kysely<any>, parties: Map<string, Party>) {
  const bills = await db
    .selectFrom("complaints")
    .select([
      "customer_id",
      "created_at",
      "estimated_cost_paise",
      "advance_paise",
      "received_paise",
      "balance_paise",
      "cancelled_at",
    ])
    .where("customer_id", "is not", null)
    .orderBy("created_at")
    .execute();
  const byCustomer = new Map<string, any[]>();
  for (const b of bills) {
    const list = byCustomer.get(b.customer_id) ?? [];
    list.push(b);
    byCustomer.set(b.customer_id, list);
  }
  for (const p of parties.values()) {
    const live = (byCustomer.get(p.id) ?? []).filter((b) => b.cancelled_at === null);
    const sum = (f: (b: any) => number) => live.reduce((a, b) => a + f(b), 0);
    const balance = sum((b) => Number(b.balance_paise));
    await db
      .updateTable("customers")
      .set({
        bill_count: live.length,
        billed_paise: sum((b) => Number(b.estimated_cost_paise)),
        received_paise: sum((b) => Number(b.advance_paise) + Number(b.received_paise)),
        balance_paise: balance,
        oldest_due_at: oldestDue(
          live.map((b) => ({ at: iso(b.created_at), total: Number(b.estimated_cost_paise) })),
          balance,
        ),
        last_activity_at: p.last,
      })
      .where("id", "=", p.id)
      .execute();
  }
}

export async function linkExistingRecords(db: Kysely<any>): Promise<void> {
  const parties = gather(await readSeen(db));
  await insertParties(db, parties);
  await summarise(db, parties);
}
