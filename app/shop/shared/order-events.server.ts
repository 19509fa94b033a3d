import type { Kysely } from "kysely";
import type { Database, OrderEventKind } from "~/platform/db/schema";
import { nowIso } from "~/platform/db/dialect";

/**
 * The order timeline (decision 035): every status and payment change writes one `order_events`
 * row in the transaction that makes the change. The actor's name is a snapshot: the staff
 * member's name, "Customer", or "System" (the auto-cancel sweep, actor id null).
 */

export type OrderEventActor = { id: string | null; name: string };

export const SYSTEM_ACTOR: OrderEventActor = { id: null, name: "System" };

export function customerActor(userId: string): OrderEventActor {
  return { id: userId, name: "Customer" };
}

/** A staff member as the timeline names them (their name now, kept as written). */
export async function staffActor(db: Kysely<Database>, userId: string): Promise<OrderEventActor> {
  const row = await db
    .selectFrom("users")
    .select("name")
    .where("id", "=", userId)
    .executeTakeFirst();
  return { id: userId, name: row?.name || "Staff" };
}

export type NewOrderEvent = {
  orderId: string;
  kind: OrderEventKind;
  /** Null for the order's creation. */
  from: string | null;
  to: string | null;
  reason?: string | null;
  actor: OrderEventActor;
  at?: string;
};

export async function recordOrderEvent(db: Kysely<Database>, e: NewOrderEvent): Promise<void> {
  await db
    .insertInto("order_events")
    .values({
      id: crypto.randomUUID(),
      order_id: e.orderId,
      kind: e.kind,
      from_value: e.from,
      to_value: e.to,
      reason: e.reason ?? null,
      actor_id: e.actor.id,
      actor_name: e.actor.name,
      created_at: e.at ?? nowIso(),
    })
    .execute();
}

export type OrderEvent = {
  id: string;
  kind: OrderEventKind;
  from: string | null;
  to: string | null;
  reason: string | null;
  actorName: string;
  /** "staff" for a named staff member (shown to customers as the LIMRA team). */
  actorKind: "customer" | "system" | "staff";
  at: string;
};

/** An order's timeline, oldest first. */
export async function orderTimeline(db: Kysely<Database>, orderId: string): Promise<OrderEvent[]> {
  const rows = await db
    .selectFrom("order_events")
    .select([
      "id",
      "kind",
      "from_value",
      "to_value",
      "reason",
      "actor_id",
      "actor_name",
      "created_at",
    ])
    .where("order_id", "=", orderId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    from: r.from_value,
    to: r.to_value,
    reason: r.reason,
    actorName: r.actor_name,
    actorKind: r.actor_name === "Customer" ? "customer" : r.actor_id === null ? "system" : "staff",
    at: r.created_at,
  }));
}
