import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/schema";
import { createRequest } from "~/jobs/index.server";
import type { StoredArtwork } from "../artwork/index.server";
import { artworkForEmail } from "../artwork/index.server";

export type PrintLine = { productId: string; name: string; quantity: number };

/**
 * A LimraKart order with a print line (artwork uploaded or "design it for me", decision 037)
 * opens one print job in the order's own transaction (docs/decisions/104): source `shop_order`,
 * linked to the order, the customer, name, phone, e-mail and language the order's, the service
 * the print products' names. Its money stays the order's. An order without one opens none.
 */
export async function openPrintJob(
  trx: Kysely<Database>,
  order: { id: string; userId: string; name: string; phone: string; email: string },
  lines: PrintLine[],
  artwork: StoredArtwork,
): Promise<string | null> {
  const printed = lines.filter((l) => artwork.has(l.productId));
  if (printed.length === 0) return null;
  const row = await trx
    .selectFrom("orders as o")
    .innerJoin("users as u", "u.id", "o.user_id")
    .select(["o.customer_id", "o.order_number", "u.locale"])
    .where("o.id", "=", order.id)
    .executeTakeFirstOrThrow();
  const details = printed.map(
    (l) => `${l.name} × ${l.quantity}: ${artworkForEmail(artwork.get(l.productId))}`,
  );
  const job = await createRequest(trx, {
    source: "shop_order",
    name: order.name,
    phone: order.phone,
    email: order.email,
    locale: row.locale === "ta" ? "ta" : "en",
    service: printed.map((l) => l.name).join(", "),
    quantity: printed.map((l) => String(l.quantity)).join(", "),
    details: [`LimraKart ${row.order_number}`, ...details].join("\n"),
    customerId: row.customer_id,
    shopOrderId: order.id,
  });
  return job.id;
}
