import type { Kysely } from "kysely";
import type { Database } from "./db/schema";
import { nowIso } from "./db/dialect";

/**
 * Appends one entry to the audit log: who did what to which record, with the record before and
 * after as JSON. Call it with the transaction that makes the change, so both land or neither.
 */
export async function writeAudit(
  db: Kysely<Database>,
  entry: {
    actorId: string | null;
    action: string;
    entity: string;
    entityId?: string | null;
    before?: unknown;
    after?: unknown;
  },
): Promise<void> {
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
