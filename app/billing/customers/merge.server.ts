import type { Kysely } from "kysely";
import { writeAudit } from "~/platform/audit.server";
import { customerNameKey, linkCustomer, refreshCustomers } from "~/domain/customers.server";
import { getDb } from "~/platform/db/db.server";
import { nowIso } from "~/platform/db/dialect";
import type { Database } from "~/platform/db/schema";
import type { MovableKind } from "./customers";
import type { CustomerMoveInput } from "./schema";

/**
 * Two customers who are one (two numbers, a typo) are merged: every record of the duplicate —
 * bills, website requests, shop orders, print jobs, notes, reminders — moves to the kept customer, the
 * duplicate points at it (merged_into; its URL and its number lead there), its names join the
 * kept one's other names, both customers' figures are worked out again, and one audit entry
 * `customer.merge` names both. A single record linked to the wrong customer is moved on its own
 * (with the print job it opened or was billed on).
 * Each in one transaction.
 */

const RECORD_TABLES = [
  "complaints",
  "order_submissions",
  "contact_submissions",
  "orders",
  "customer_notes",
  "customer_reminders",
  "print_jobs",
] as const;

export type MergeOutcome =
  | { ok: true; moved: Record<string, number> }
  | { ok: false; reason: "self" | "merged" | "missing" };

type Party = { id: string; name: string; alt_names: string; merged_into: string | null };

const readParty = (trx: Kysely<Database>, id: string) =>
  trx
    .selectFrom("customers")
    .select(["id", "name", "alt_names", "merged_into"])
    .where("id", "=", id)
    .executeTakeFirst();

/** The kept customer's other names with the duplicate's name and other names, each once. */
function joinedNames(kept: Party, duplicate: Party): string[] {
  const seen = new Set([customerNameKey(kept.name)]);
  const out: string[] = [];
  const all = [
    ...(JSON.parse(kept.alt_names || "[]") as string[]),
    duplicate.name,
    ...(JSON.parse(duplicate.alt_names || "[]") as string[]),
  ];
  for (const name of all) {
    const key = customerNameKey(name);
    if (key && !seen.has(key)) {
      seen.add(key);
      out.push(name);
    }
  }
  return out;
}

async function moveAll(trx: Kysely<Database>, fromId: string, toId: string) {
  const moved: Record<string, number> = {};
  for (const table of RECORD_TABLES) {
    const result = await trx
      .updateTable(table)
      .set({ customer_id: toId })
      .where("customer_id", "=", fromId)
      .executeTakeFirst();
    moved[table] = Number(result.numUpdatedRows);
  }
  return moved;
}

/** Another merge took one of the two customers first: the transaction is rolled back. */
class MergedMeanwhile extends Error {}

/**
 * Marks the duplicate as merged into the kept customer while both are unmerged. The first
 * update takes both rows' locks in one statement (PostgreSQL locks them in index order, so two
 * merges of the same pair wait for each other instead of deadlocking) and the second to come
 * finds one of them merged already.
 */
async function claimPair(trx: Kysely<Database>, keptId: string, duplicateId: string) {
  const now = nowIso();
  const claimed = await trx
    .updateTable("customers")
    .set({ updated_at: now })
    .where("id", "in", [keptId, duplicateId])
    .where("merged_into", "is", null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 2) throw new MergedMeanwhile();
  await trx
    .updateTable("customers")
    .set({ merged_into: keptId })
    .where("id", "=", duplicateId)
    .execute();
  // Customers merged into the duplicate earlier now lead to the kept one directly.
  await trx
    .updateTable("customers")
    .set({ merged_into: keptId, updated_at: now })
    .where("merged_into", "=", duplicateId)
    .execute();
}

async function mergeInTransaction(
  trx: Kysely<Database>,
  keptId: string,
  duplicateId: string,
  actorId: string,
): Promise<MergeOutcome> {
  const first = await readParty(trx, keptId);
  const second = await readParty(trx, duplicateId);
  if (!first || !second) return { ok: false, reason: "missing" };
  if (first.merged_into || second.merged_into) return { ok: false, reason: "merged" };
  await claimPair(trx, keptId, duplicateId);
  // Read again under the locks, so a name linked meanwhile is not lost.
  const kept = (await readParty(trx, keptId))!;
  const duplicate = (await readParty(trx, duplicateId))!;
  const moved = await moveAll(trx, duplicateId, keptId);
  await trx
    .updateTable("customers")
    .set({ alt_names: JSON.stringify(joinedNames(kept, duplicate)) })
    .where("id", "=", keptId)
    .execute();
  await refreshCustomers(trx, [keptId, duplicateId]);
  await writeAudit(trx, {
    actorId,
    action: "customer.merge",
    entity: "customer",
    entityId: keptId,
    before: { keptId, duplicateId, duplicateName: duplicate.name },
    after: { keptId, mergedId: duplicateId, moved },
  });
  return { ok: true, moved };
}

export async function mergeCustomers(
  keptId: string,
  duplicateId: string,
  actorId: string,
): Promise<MergeOutcome> {
  if (keptId === duplicateId) return { ok: false, reason: "self" };
  try {
    return await getDb()
      .transaction()
      .execute((trx) => mergeInTransaction(trx, keptId, duplicateId, actorId));
  } catch (error) {
    if (error instanceof MergedMeanwhile) return { ok: false, reason: "merged" };
    throw error;
  }
}

/** Each movable record's table, name column and audit entity. */
const MOVABLE = {
  bill: { table: "complaints", name: "customer_name", entity: "bill" },
  order_request: { table: "order_submissions", name: "name", entity: "order_submission" },
  contact_request: { table: "contact_submissions", name: "name", entity: "contact_submission" },
  shop_order: { table: "orders", name: "customer_name", entity: "order" },
} as const satisfies Record<MovableKind, unknown>;

/** The print job's column naming the record it came from or was billed on (decisions 094, 101). */
const JOB_LINK = {
  bill: "bill_id",
  order_request: "order_submission_id",
  shop_order: "shop_order_id",
  contact_request: undefined,
} as const satisfies Record<MovableKind, string | undefined>;

export type MoveOutcome =
  { ok: true; toId: string } | { ok: false; reason: "missing" | "same" | "noCustomer" };

/** The record's name, when it belongs to `customerId`. */
async function recordName(
  trx: Kysely<Database>,
  kind: MovableKind,
  recordId: string,
  customerId: string,
): Promise<string | undefined> {
  const { table, name } = MOVABLE[kind];
  const row = await trx
    .selectFrom(table)
    .select(`${name} as name` as "name")
    .where("id", "=", recordId)
    .where("customer_id", "=", customerId)
    .executeTakeFirst();
  return row ? String((row as { name: unknown }).name) : undefined;
}

/**
 * Moves one bill, website request or shop order of `fromId` to the customer of `input.phone`
 * (found, or made for that number with the record's name), audited; both customers' figures
 * are worked out again.
 */
export async function moveRecord(
  fromId: string,
  input: CustomerMoveInput,
  actorId: string,
): Promise<MoveOutcome> {
  try {
    return await moveInTransaction(fromId, input, actorId);
  } catch (error) {
    if (error instanceof MovedMeanwhile) return { ok: false, reason: "missing" };
    throw error;
  }
}

class MovedMeanwhile extends Error {}

function moveInTransaction(
  fromId: string,
  input: CustomerMoveInput,
  actorId: string,
): Promise<MoveOutcome> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const name = await recordName(trx, input.kind, input.recordId, fromId);
      if (name === undefined) return { ok: false, reason: "missing" } as const;
      const toId = await linkCustomer(trx, { phone: input.phone, name: name || "Customer" });
      if (!toId) return { ok: false, reason: "noCustomer" } as const;
      if (toId === fromId) return { ok: false, reason: "same" } as const;
      const { table, entity } = MOVABLE[input.kind];
      const moved = await trx
        .updateTable(table)
        .set({ customer_id: toId })
        .where("id", "=", input.recordId)
        .where("customer_id", "=", fromId)
        .executeTakeFirst();
      // Moved by someone else meanwhile (PostgreSQL): leave it where they put it.
      if (Number(moved.numUpdatedRows) !== 1) throw new MovedMeanwhile();
      // The print job of that request, order or bill goes with it (its customer is the record's).
      const link = JOB_LINK[input.kind];
      if (link) {
        await trx
          .updateTable("print_jobs")
          .set({ customer_id: toId })
          .where(link, "=", input.recordId)
          .where("customer_id", "=", fromId)
          .execute();
      }
      await refreshCustomers(trx, [fromId, toId]);
      await writeAudit(trx, {
        actorId,
        action: "customer.move-record",
        entity,
        entityId: input.recordId,
        before: { customerId: fromId },
        after: { customerId: toId, phone: input.phone },
      });
      return { ok: true, toId } as const;
    });
}
