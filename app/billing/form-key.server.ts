import { sql, type SqlBool } from "kysely";

/**
 * The condition for the row (a bill, a payment) `actorId` already saved with the form key `key`:
 * a form sent again is the same row (decisions 050, 062).
 */
export function savedWithKey(actorId: string, key: string) {
  return sql<SqlBool>`${sql.ref("created_by")} = ${actorId} and ${sql.ref("idempotency_key")} = ${key}`;
}
