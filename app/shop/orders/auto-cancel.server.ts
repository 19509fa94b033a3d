import type { Kysely } from "kysely";
import { writeAudit } from "~/platform/audit.server";
import { getCodConfirmHours } from "~/domain/business-settings.server";
import type { Database } from "~/platform/db/schema";
import { getDb } from "~/platform/db/db.server";
import { enqueueEmail } from "~/platform/email/outbox.server";
import { logger } from "~/platform/logger.server";
import { createNotification, entityLink } from "~/domain/notifications.server";
import { unconfirmedCancelledEmail } from "../shared/emails.server";
import { recordOrderEvent, SYSTEM_ACTOR } from "../shared/order-events.server";
import { returnOrderStock } from "../shared/stock.server";

/**
 * Cancelling cash-on-delivery orders nobody confirmed (decision 035). An order awaiting
 * confirmation for the business setting's hours (codConfirmHours, default 48) or longer is
 * cancelled by the system, each in its own transaction: the status moves only if it is still
 * awaiting confirmation (a conditional update, so two sweeps, two processes, or a confirmation
 * made just before never cancel twice or cancel a confirmed order), and with it, once, the stock
 * goes back, the timeline and audit log get their rows and the customer's e-mail is queued.
 */

/** At most this many orders per sweep; the next sweep takes the rest. */
const SWEEP_BATCH = 100;

export async function cancelUnconfirmedOrders(
  db: Kysely<Database> = getDb(),
  now: Date = new Date(),
): Promise<string[]> {
  const hours = await getCodConfirmHours(db);
  const cutoff = new Date(now.getTime() - hours * 3_600_000).toISOString();
  const due = await db
    .selectFrom("orders")
    .select("id")
    .where("order_status", "=", "awaiting_confirmation")
    .where("created_at", "<=", cutoff)
    .orderBy("created_at")
    .orderBy("id")
    .limit(SWEEP_BATCH)
    .execute();
  const cancelled: string[] = [];
  for (const { id } of due) {
    if (await cancelOne(db, id, now.toISOString(), hours)) cancelled.push(id);
  }
  return cancelled;
}

async function cancelOne(db: Kysely<Database>, id: string, at: string, hours: number) {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("orders")
      .set({ order_status: "cancelled", cancelled_at: at, updated_at: at })
      .where("id", "=", id)
      .where("order_status", "=", "awaiting_confirmation")
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await returnOrderStock(trx, id, at);
    const reason = `Not confirmed within ${hours} hours`;
    await recordOrderEvent(trx, {
      orderId: id,
      kind: "status",
      from: "awaiting_confirmation",
      to: "cancelled",
      reason,
      actor: SYSTEM_ACTOR,
      at,
    });
    await writeAudit(trx, {
      actorId: null,
      action: "order.auto-cancel",
      entity: "order",
      entityId: id,
      before: { order_status: "awaiting_confirmation" },
      after: { order_status: "cancelled", reason },
    });
    const order = await trx
      .selectFrom("orders")
      .innerJoin("users", "users.id", "orders.user_id")
      .select([
        "orders.order_number",
        "orders.customer_name",
        "orders.customer_email",
        "users.locale",
        "users.notifications_enabled",
      ])
      .where("orders.id", "=", id)
      .executeTakeFirstOrThrow();
    if (order.notifications_enabled !== 0) {
      await enqueueEmail(
        trx,
        unconfirmedCancelledEmail(
          {
            id,
            orderNumber: order.order_number,
            customerName: order.customer_name,
            customerEmail: order.customer_email,
          },
          order.locale === "ta" ? "ta" : "en",
          hours,
        ),
      );
    }
    await createNotification(trx, {
      type: "update",
      title: "Unconfirmed order cancelled",
      message: `${order.order_number} was not confirmed within ${hours} hours; its stock is back.`,
      link: entityLink("order", id),
    });
    return true;
  });
}

export type CodConfirmationSweeper = { stop(): Promise<void> };

/** Every 10 minutes by default. */
export const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Runs the sweep now and then every `intervalMs` (one run at a time; a failed run is logged and
 * the next one tries again). `stop` waits for a run in progress.
 */
export function startCodConfirmationSweeper(
  options: { intervalMs?: number; db?: () => Kysely<Database> } = {},
): CodConfirmationSweeper {
  const intervalMs = options.intervalMs ?? SWEEP_EVERY_MS;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const run = () => {
    running = running.then(async () => {
      if (stopped) return;
      try {
        const cancelled = await cancelUnconfirmedOrders(options.db?.() ?? getDb());
        if (cancelled.length)
          logger.info("unconfirmed orders cancelled", { count: cancelled.length });
      } catch (error) {
        logger.error("unconfirmed orders sweep failed", { error: String(error) });
      }
    });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
