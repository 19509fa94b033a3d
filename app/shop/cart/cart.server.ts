import { getDb } from "~/platform/db/db.server";
import { nowIso } from "~/platform/db/dialect";
import type { Locale } from "~/lib/i18n/i18n";

/**
 * The signed-in user's cart (one row per product). Quantities are checked against stock on the
 * server: adding more than is left, or setting a quantity above stock, is refused; a quantity of
 * 0 or less removes the line. Prices always come from the catalog, never from the browser.
 */
export type CartLine = {
  id: string;
  productId: string;
  slug: string;
  name: string;
  imageUrl: string | null;
  route: string | null;
  unitPricePaise: number;
  quantity: number;
  /** What may be in the cart: the stock, or MADE_TO_ORDER_LIMIT for a product made to order. */
  stock: number;
  madeToOrder: boolean;
  lineTotalPaise: number;
  /** False once the product (or its category) is taken off sale: shown, not sold. */
  available: boolean;
};

export type Cart = { lines: CartLine[]; count: number; totalPaise: number };

/** The most of one product made to order (print work) one cart may hold: it has no stock. */
export const MADE_TO_ORDER_LIMIT = 1_000;

/** How many of a product a cart may hold: its stock, or for one made to order (decision 063) the limit. */
function cartLimit(p: { stock_quantity: number; tracks_stock: number }): number {
  return Number(p.tracks_stock) === 0 ? MADE_TO_ORDER_LIMIT : Number(p.stock_quantity);
}

export const EMPTY_CART: Cart = { lines: [], count: 0, totalPaise: 0 };

export async function getCart(userId: string, locale: Locale): Promise<Cart> {
  const rows = await getDb()
    .selectFrom("cart_items as i")
    .innerJoin("products as p", "p.id", "i.product_id")
    .innerJoin("product_categories as c", "c.id", "p.category_id")
    .select([
      "p.is_active",
      "c.is_active as category_active",
      "i.id",
      "i.product_id",
      "i.quantity",
      "p.slug",
      "p.name",
      "p.name_ta",
      "p.image_url",
      "p.route",
      "p.price_paise",
      "p.stock_quantity",
      "p.tracks_stock",
    ])
    .where("i.user_id", "=", userId)
    .orderBy("i.created_at")
    .orderBy("i.id")
    .execute();
  const lines = rows.map((r) => ({
    id: r.id,
    productId: r.product_id,
    slug: r.slug,
    name: (locale === "ta" && r.name_ta) || r.name,
    imageUrl: r.image_url,
    route: r.route,
    unitPricePaise: r.price_paise,
    quantity: r.quantity,
    stock: cartLimit(r),
    madeToOrder: Number(r.tracks_stock) === 0,
    lineTotalPaise: r.price_paise * r.quantity,
    available: r.is_active === 1 && r.category_active === 1,
  }));
  const onSale = lines.filter((l) => l.available);
  return {
    lines,
    count: onSale.reduce((n, l) => n + l.quantity, 0),
    totalPaise: onSale.reduce((n, l) => n + l.lineTotalPaise, 0),
  };
}

/**
 * The header badge: how many items the cart holds, counted like `getCart` (products on sale
 * only), in one query on the cart's user index without reading names.
 */
export async function cartCount(userId: string): Promise<number> {
  const row = await getDb()
    .selectFrom("cart_items as i")
    .innerJoin("products as p", "p.id", "i.product_id")
    .innerJoin("product_categories as c", "c.id", "p.category_id")
    .select((eb) => eb.fn.sum<number>("i.quantity").as("n"))
    .where("i.user_id", "=", userId)
    .where("p.is_active", "=", 1)
    .where("c.is_active", "=", 1)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export type CartChange =
  | { kind: "ok"; productName: string }
  | { kind: "not-found" }
  | { kind: "out-of-stock"; productName: string }
  | { kind: "over-stock"; productName: string; stock: number; inCart: number };

/** Adds `quantity` of a product (raising an existing line), never beyond the stock. */
export async function addToCart(
  userId: string,
  productId: string,
  quantity = 1,
): Promise<CartChange> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const product = await trx
        .selectFrom("products as p")
        .innerJoin("product_categories as c", "c.id", "p.category_id")
        .select(["p.name", "p.stock_quantity", "p.tracks_stock"])
        .where("p.id", "=", productId)
        .where("p.is_active", "=", 1)
        .where("c.is_active", "=", 1)
        .executeTakeFirst();
      if (!product) return { kind: "not-found" } as const;
      const limit = cartLimit(product);
      if (limit <= 0) return { kind: "out-of-stock", productName: product.name } as const;
      const line = await trx
        .selectFrom("cart_items")
        .select(["id", "quantity"])
        .where("user_id", "=", userId)
        .where("product_id", "=", productId)
        .executeTakeFirst();
      const inCart = line?.quantity ?? 0;
      if (inCart + quantity > limit) {
        return {
          kind: "over-stock",
          productName: product.name,
          stock: limit,
          inCart,
        } as const;
      }
      const now = nowIso();
      await trx
        .insertInto("cart_items")
        .values({
          id: crypto.randomUUID(),
          user_id: userId,
          product_id: productId,
          quantity,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc.columns(["user_id", "product_id"]).doUpdateSet((eb) => ({
            quantity: eb("cart_items.quantity", "+", eb.ref("excluded.quantity")),
            updated_at: now,
          })),
        )
        .execute();
      return { kind: "ok", productName: product.name } as const;
    });
}

/** Sets a line's quantity (0 or less removes it); refuses more than the stock. */
export async function setCartQuantity(
  userId: string,
  itemId: string,
  quantity: number,
): Promise<CartChange | { kind: "removed"; productName: string }> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const line = await trx
        .selectFrom("cart_items as i")
        .innerJoin("products as p", "p.id", "i.product_id")
        .select(["i.id", "i.quantity", "p.name", "p.stock_quantity", "p.tracks_stock"])
        .where("i.id", "=", itemId)
        .where("i.user_id", "=", userId)
        .executeTakeFirst();
      if (!line) return { kind: "not-found" } as const;
      if (quantity <= 0) {
        await trx.deleteFrom("cart_items").where("id", "=", itemId).execute();
        return { kind: "removed", productName: line.name } as const;
      }
      if (quantity > cartLimit(line)) {
        return {
          kind: "over-stock",
          productName: line.name,
          stock: cartLimit(line),
          inCart: line.quantity,
        } as const;
      }
      await trx
        .updateTable("cart_items")
        .set({ quantity, updated_at: nowIso() })
        .where("id", "=", itemId)
        .execute();
      return { kind: "ok", productName: line.name } as const;
    });
}

export async function removeCartItem(userId: string, itemId: string): Promise<boolean> {
  const result = await getDb()
    .deleteFrom("cart_items")
    .where("id", "=", itemId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function clearCart(userId: string): Promise<void> {
  await getDb().deleteFrom("cart_items").where("user_id", "=", userId).execute();
}
