import { writeAudit } from "~/platform/audit.server";
import { getDb } from "~/platform/db/db.server";
import { isPostgres, nowIso } from "~/platform/db/dialect";
import { enqueueEmail } from "~/platform/email/outbox.server";
import { createNotification, entityLink } from "~/domain/notifications.server";
import { orderCancelledEmail } from "../shared/emails.server";
import { customerActor, recordOrderEvent } from "../shared/order-events.server";
import { CUSTOMER_CANCELLABLE } from "../shared/order-workflow";
import { returnOrderStock } from "../shared/stock.server";

/**
 * Cancels the customer's own order while it awaits confirmation or is pending and returns its
 * stock, in one transaction (with its timeline row); false when it is not (or no longer) so.
 */
export async function cancelOwnOrder(userId: string, orderId: string): Promise<boolean> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      // The order's row locked (PostgreSQL) like the store admin's changes: a payment recorded
      // at the same moment comes wholly before or after this cancel (issue 35).
      let query = trx
        .selectFrom("orders")
        .select("order_status")
        .where("id", "=", orderId)
        .where("user_id", "=", userId);
      if (isPostgres(trx)) query = query.forUpdate();
      const current = await query.executeTakeFirst();
      const now = nowIso();
      if (!current || !CUSTOMER_CANCELLABLE.includes(current.order_status)) return false;
      const from = current.order_status;
      const result = await trx
        .updateTable("orders")
        .set({ order_status: "cancelled", cancelled_at: now, updated_at: now })
        .where("id", "=", orderId)
        .where("user_id", "=", userId)
        .where("order_status", "=", from)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await returnOrderStock(trx, orderId, now);
      const actor = customerActor(userId);
      await recordOrderEvent(trx, {
        orderId,
        kind: "status",
        from,
        to: "cancelled",
        actor,
        at: now,
      });
      const order = await trx
        .selectFrom("orders")
        .select(["order_number", "customer_name", "customer_email"])
        .where("id", "=", orderId)
        .executeTakeFirstOrThrow();
      await writeAudit(trx, {
        actorId: userId,
        action: "order.cancel",
        entity: "order",
        entityId: orderId,
        before: { order_status: from },
        after: { order_status: "cancelled" },
      });
      await enqueueEmail(
        trx,
        orderCancelledEmail({
          id: orderId,
          orderNumber: order.order_number,
          customerName: order.customer_name,
          customerEmail: order.customer_email,
        }),
      );
      await createNotification(trx, {
        type: "update",
        title: "Order cancelled by the customer",
        message: `${order.order_number} was cancelled; its stock is back.`,
        link: entityLink("order", orderId),
      });
      return true;
    });
}
