import type { Kysely } from "kysely";
import type { Database } from "./db/schema";
import { getDb } from "./db/db.server";
import { nowIso } from "./db/dialect";

/** One audit log entry: who did what to which record, and the record before and after. */
export type AuditEntry = {
  actorId: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
};

/**
 * Appends one entry to the audit log: who did what to which record, with the record before and
 * after as JSON. Call it with the transaction that makes the change, so both land or neither.
 */
export async function writeAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      id: crypto.randomUUID(),
      actor_id: entry.actorId,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId ?? null,
      before_json: entry.before === undefined ? null : JSON.stringify(entry.before),
      after_json: entry.after === undefined ? null : JSON.stringify(entry.after),
      created_at: nowIso(),
    })
    .execute();
}

/**
 * Changes one record and logs it, in one transaction: `update` makes the change, and only when it
 * changed exactly one row is `entry` written. False (and nothing logged) when it changed none.
 */
export async function updateOneAudited(
  update: (trx: Kysely<Database>) => Promise<{ numUpdatedRows: bigint }>,
  entry: AuditEntry,
): Promise<boolean> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const result = await update(trx);
      if (Number(result.numUpdatedRows) !== 1) return false;
      await writeAudit(trx, entry);
      return true;
    });
}

/**
 * Deletes one record and keeps it in the audit log, in one transaction: `read` finds the record
 * (the entry's `before`), `remove` deletes it (and whatever goes with it). Returns the record as
 * it was, or null (nothing deleted) when `read` finds none.
 */
export async function deleteOneAudited<T>(
  read: (trx: Kysely<Database>) => Promise<T | undefined>,
  remove: (trx: Kysely<Database>) => Promise<unknown>,
  entry: Omit<AuditEntry, "before" | "after">,
): Promise<T | null> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const before = await read(trx);
      if (!before) return null;
      await remove(trx);
      await writeAudit(trx, { ...entry, before });
      return before;
    });
}
