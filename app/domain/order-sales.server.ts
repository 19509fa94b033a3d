import { type RawBuilder, sql } from "kysely";

/**
 * LimraKart orders as sales (docs/decisions/072), the one rule Income & Expenses' Sales, its
 * 12-month chart and the sales report read, beside the bills:
 *
 * | entry    | at                                  | billed          |
 * | -------- | ----------------------------------- | --------------- |
 * | placed   | the order's created_at              | + order total   |
 * | cancel   | its cancelled_at                    | − order total   |
 * | return   | when it was marked returned (event) | − order total   |
 *
 * An order is a sale on the day the customer placed it (awaiting confirmation included), like a
 * bill on its bill date; a cancelled or returned order comes off on the day it was cancelled or
 * returned, as a cancelled bill does, so a day once closed keeps its figure. The order's total
 * includes its delivery fee: what the customer is charged. Its money in is already in the
 * ledger (decision 034: `order_payment`, `payment_void`), so Received needs nothing new.
 */

export type OrderSaleRow = {
  order_id: string;
  customer_id: string | null;
  at: string | Date;
  billed: number | string;
};

export type OrderSalesScope = {
  /** Only entries at or after this instant (ISO). */
  from?: string;
  /** Only entries before this instant (ISO). */
  before?: string;
};

function inScope(column: string, scope: OrderSalesScope) {
  const parts = [sql`${sql.ref(column)} is not null`];
  if (scope.from) parts.push(sql`${sql.ref(column)} >= ${scope.from}`);
  if (scope.before) parts.push(sql`${sql.ref(column)} < ${scope.before}`);
  return sql.join(parts, sql` and `);
}

/**
 * Every order's sale entries in scope, as a subquery to select from (alias it): columns
 * order_id, customer_id, at, billed (signed paise).
 */
export function orderSaleEntries(scope: OrderSalesScope = {}): RawBuilder<OrderSaleRow> {
  return sql<OrderSaleRow>`
    select o.id as order_id, o.customer_id, o.created_at as at, o.total_amount_paise as billed
    from orders o where ${inScope("o.created_at", scope)}
    union all
    select o.id, o.customer_id, o.cancelled_at, -o.total_amount_paise
    from orders o where o.order_status = 'cancelled' and ${inScope("o.cancelled_at", scope)}
    union all
    select o.id, o.customer_id, e.created_at, -o.total_amount_paise
    from order_events e join orders o on o.id = e.order_id
    where e.kind = 'status' and e.to_value = 'returned' and o.order_status = 'returned'
      and ${inScope("e.created_at", scope)}`;
}

/** The statuses whose goods stayed with the customer: every one but cancelled and returned. */
export const ORDER_NOT_SOLD = sql`('cancelled', 'returned')`;

export type OrderItemLine = {
  order_id: string;
  description: string;
  quantity_milli: number | string;
  unit: string;
  amount_paise: number | string;
  /** The order's created_at: the India day its items count on. */
  at: string | Date;
};

/**
 * The items of the orders placed in scope that were not cancelled or returned, as bill-line-like
 * rows (alias it): order_id, description (the product's name as ordered: "Gold Pack 500g"),
 * quantity_milli (whole packs × 1000), unit (what a bill line of the same product says: `packs`
 * for a product with a pack weight (tea), else `pcs`, as `productUnit` in
 * app/billing/bills/line-items.server.ts), amount_paise, at (when the order was placed).
 */
export function orderItemLines(scope: OrderSalesScope): RawBuilder<OrderItemLine> {
  return sql<OrderItemLine>`
    select i.order_id, i.product_name as description, i.quantity * 1000 as quantity_milli,
      case when p.weight is not null and p.weight <> '' then 'packs' else 'pcs' end as unit,
      i.total_price_paise as amount_paise, o.created_at as at
    from order_items i join orders o on o.id = i.order_id
    left join products p on p.id = i.product_id
    where o.order_status not in ${ORDER_NOT_SOLD} and ${inScope("o.created_at", scope)}`;
}
