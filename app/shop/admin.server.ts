import { type Kysely, sql, type SqlBool } from "kysely";
import { z } from "zod";
import { parseRupeesToPaise } from "~/lib/format";
import { writeAudit } from "~/platform/audit.server";
import type { Database, OrderStatus, PaymentStatus } from "~/platform/db/schema";
import { getDb } from "~/platform/db/db.server";
import { isUniqueViolation, nowIso, likePattern } from "~/platform/db/dialect";
import { enqueueEmail } from "~/platform/email/outbox.server";
import { layoutEmail } from "~/platform/email/templates.server";
import { getBusiness } from "~/platform/business.server";
import { getEnv } from "~/platform/env.server";
import { formatRupees } from "~/lib/format";

/**
 * The store admin's data: catalog management (products, categories) and order management along
 * the allowed workflow. Every change is audited; order changes e-mail the customer.
 */
import { LOW_STOCK_BELOW, ORDER_TRANSITIONS, PAYMENT_TRANSITIONS } from "./order-workflow";

export { LOW_STOCK_BELOW, ORDER_TRANSITIONS, PAYMENT_TRANSITIONS };

export async function storeStats() {
  const db = getDb();
  const products = await db
    .selectFrom("products")
    .select((eb) => [
      eb.fn.countAll<number>().as("total"),
      eb.fn.sum<number>(eb.case().when("is_active", "=", 1).then(1).else(0).end()).as("active"),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([eb("is_active", "=", 1), eb("stock_quantity", "<", LOW_STOCK_BELOW)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as("low"),
    ])
    .executeTakeFirstOrThrow();
  const categories = await db
    .selectFrom("product_categories")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return {
    totalProducts: Number(products.total),
    activeProducts: Number(products.active ?? 0),
    categories: Number(categories.n),
    lowStock: Number(products.low ?? 0),
  };
}

export type AdminProduct = {
  id: string;
  slug: string;
  name: string;
  nameTa: string;
  shortDescription: string;
  shortDescriptionTa: string;
  description: string;
  descriptionTa: string;
  pricePaise: number;
  stock: number;
  categoryId: string;
  categoryName: string;
  imageUrl: string | null;
  active: boolean;
  weight: string;
  shelfLifeMonths: number | null;
  paymentButtonId: string;
  route: string | null;
};

export async function listAdminProducts(): Promise<AdminProduct[]> {
  const rows = await getDb()
    .selectFrom("products as p")
    .innerJoin("product_categories as c", "c.id", "p.category_id")
    .select([
      "p.id",
      "p.slug",
      "p.name",
      "p.name_ta",
      "p.short_description",
      "p.short_description_ta",
      "p.description",
      "p.description_ta",
      "p.price_paise",
      "p.stock_quantity",
      "p.category_id",
      "c.name as category_name",
      "p.image_url",
      "p.is_active",
      "p.weight",
      "p.shelf_life_months",
      "p.payment_button_id",
      "p.route",
    ])
    .orderBy("p.name")
    .orderBy("p.id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    nameTa: r.name_ta ?? "",
    shortDescription: r.short_description ?? "",
    shortDescriptionTa: r.short_description_ta ?? "",
    description: r.description ?? "",
    descriptionTa: r.description_ta ?? "",
    pricePaise: r.price_paise,
    stock: r.stock_quantity,
    categoryId: r.category_id,
    categoryName: r.category_name,
    imageUrl: r.image_url,
    active: r.is_active === 1,
    weight: r.weight ?? "",
    shelfLifeMonths: r.shelf_life_months,
    paymentButtonId: r.payment_button_id ?? "",
    route: r.route,
  }));
}

export type ProductMessages = {
  nameRequired: string; // 'Product name is required'
  priceInvalid: string;
  categoryRequired: string;
  stockInvalid: string;
  shelfLifeInvalid: string;
  tooLong: string;
};

const optional = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => v || null);

/** The product form (both admin panels): price in rupees with up to two decimals → paise. */
export function productSchema(m: ProductMessages) {
  return z.object({
    name: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(150, m.tooLong),
    nameTa: optional(150, m.tooLong),
    shortDescription: optional(200, m.tooLong),
    shortDescriptionTa: optional(300, m.tooLong),
    description: optional(4000, m.tooLong),
    descriptionTa: optional(6000, m.tooLong),
    price: z.string({ error: m.priceInvalid }).transform((v, ctx) => {
      const paise = parseRupeesToPaise(v);
      if (paise === null) {
        ctx.addIssue({ code: "custom", message: m.priceInvalid });
        return z.NEVER;
      }
      return paise;
    }),
    stock: z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (!v?.trim()) return 0;
        if (!/^\d{1,7}$/.test(v.trim())) {
          ctx.addIssue({ code: "custom", message: m.stockInvalid });
          return z.NEVER;
        }
        return Number(v.trim());
      }),
    categoryId: z.string({ error: m.categoryRequired }).min(1, m.categoryRequired),
    active: z
      .string()
      .optional()
      .transform((v) => v === "on" || v === "true"),
    weight: optional(30, m.tooLong),
    shelfLifeMonths: z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (!v?.trim()) return null;
        if (!/^\d{1,3}$/.test(v.trim()) || Number(v) < 1) {
          ctx.addIssue({ code: "custom", message: m.shelfLifeInvalid });
          return z.NEVER;
        }
        return Number(v.trim());
      }),
    paymentButtonId: optional(100, m.tooLong),
  });
}

export type ProductInput = z.output<ReturnType<typeof productSchema>>;

export function slugify(text: string): string {
  const slug = text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return slug || "item";
}

async function categoryExists(id: string) {
  return Boolean(
    await getDb()
      .selectFrom("product_categories")
      .select("id")
      .where("id", "=", id)
      .executeTakeFirst(),
  );
}

/**
 * Creates a product, or updates one (`id`). A new image replaces the old one; without one the
 * old stays (a new product without one shows the placeholder). Returns null when the category
 * does not exist.
 */
export async function saveProduct(
  input: ProductInput,
  opts: { id?: string; imageUrl?: string | null; actorId: string },
): Promise<{ id: string; created: boolean } | null> {
  if (!(await categoryExists(input.categoryId))) return null;
  const values = {
    name: input.name,
    name_ta: input.nameTa,
    short_description: input.shortDescription,
    short_description_ta: input.shortDescriptionTa,
    description: input.description,
    description_ta: input.descriptionTa,
    price_paise: input.price,
    stock_quantity: input.stock,
    category_id: input.categoryId,
    is_active: input.active ? 1 : 0,
    weight: input.weight,
    shelf_life_months: input.shelfLifeMonths,
    payment_button_id: input.paymentButtonId,
    updated_at: nowIso(),
    ...(opts.imageUrl ? { image_url: opts.imageUrl } : {}),
  };
  return getDb()
    .transaction()
    .execute(async (trx) => {
      if (opts.id) {
        const before = await trx
          .selectFrom("products")
          .select([
            "name",
            "price_paise",
            "stock_quantity",
            "is_active",
            "category_id",
            "image_url",
          ])
          .where("id", "=", opts.id)
          .executeTakeFirst();
        if (!before) return null;
        await trx.updateTable("products").set(values).where("id", "=", opts.id).execute();
        await writeAudit(trx, {
          actorId: opts.actorId,
          action: "product.update",
          entity: "product",
          entityId: opts.id,
          before,
          after: values,
        });
        return { id: opts.id, created: false };
      }
      const id = crypto.randomUUID();
      const base = slugify(input.name);
      let slug = base;
      for (
        let n = 2;
        await trx.selectFrom("products").select("id").where("slug", "=", slug).executeTakeFirst();
        n++
      ) {
        slug = `${base}-${n}`;
      }
      await trx
        .insertInto("products")
        .values({
          id,
          slug,
          ...values,
          image_url: opts.imageUrl ?? null,
          route: null,
          created_by: opts.actorId,
          created_at: values.updated_at,
        })
        .execute();
      await writeAudit(trx, {
        actorId: opts.actorId,
        action: "product.create",
        entity: "product",
        entityId: id,
        after: values,
      });
      return { id, created: true };
    });
}

/** Soft delete: the product leaves the store (orders keep it). */
export async function deactivateProduct(id: string, actorId: string): Promise<boolean> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const result = await trx
        .updateTable("products")
        .set({ is_active: 0, updated_at: nowIso() })
        .where("id", "=", id)
        .where("is_active", "=", 1)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      // A deactivated product cannot be bought: take it out of every cart.
      await trx.deleteFrom("cart_items").where("product_id", "=", id).execute();
      await writeAudit(trx, {
        actorId,
        action: "product.deactivate",
        entity: "product",
        entityId: id,
        before: { is_active: 1 },
        after: { is_active: 0 },
      });
      return true;
    });
}

export type AdminCategory = {
  id: string;
  slug: string;
  name: string;
  nameTa: string;
  active: boolean;
  productCount: number;
};

export async function listAdminCategories(): Promise<AdminCategory[]> {
  const rows = await getDb()
    .selectFrom("product_categories as c")
    .leftJoin("products as p", "p.category_id", "c.id")
    .select((eb) => [
      "c.id",
      "c.slug",
      "c.name",
      "c.name_ta",
      "c.is_active",
      "c.sort_order",
      eb.fn.count<number>("p.id").as("n"),
    ])
    .groupBy(["c.id", "c.slug", "c.name", "c.name_ta", "c.is_active", "c.sort_order"])
    .orderBy("c.sort_order")
    .orderBy("c.name")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    nameTa: r.name_ta ?? "",
    active: r.is_active === 1,
    productCount: Number(r.n),
  }));
}

export type CategoryResult = "ok" | "duplicate" | "not-found";

export async function saveCategory(
  input: { id?: string; name: string; nameTa: string | null },
  actorId: string,
): Promise<CategoryResult> {
  const db = getDb();
  try {
    return await db.transaction().execute(async (trx) => {
      const now = nowIso();
      if (input.id) {
        const result = await trx
          .updateTable("product_categories")
          .set({ name: input.name, name_ta: input.nameTa, updated_at: now })
          .where("id", "=", input.id)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return "not-found";
        await writeAudit(trx, {
          actorId,
          action: "category.rename",
          entity: "product_category",
          entityId: input.id,
          after: input,
        });
        return "ok";
      }
      const same = await trx
        .selectFrom("product_categories")
        .select("id")
        .where(sql<SqlBool>`lower(name) = ${input.name.toLowerCase()}`)
        .executeTakeFirst();
      if (same) return "duplicate";
      const max = await trx
        .selectFrom("product_categories")
        .select((eb) => eb.fn.max<number>("sort_order").as("m"))
        .executeTakeFirst();
      const id = crypto.randomUUID();
      await trx
        .insertInto("product_categories")
        .values({
          id,
          slug: `${slugify(input.name)}-${id.slice(0, 4)}`,
          name: input.name,
          name_ta: input.nameTa,
          sort_order: Number(max?.m ?? 0) + 1,
          is_active: 1,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await writeAudit(trx, {
        actorId,
        action: "category.create",
        entity: "product_category",
        entityId: id,
        after: input,
      });
      return "ok";
    });
  } catch (error) {
    if (isUniqueViolation(error)) return "duplicate";
    throw error;
  }
}

export async function setCategoryActive(
  id: string,
  active: boolean,
  actorId: string,
): Promise<boolean> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const result = await trx
        .updateTable("product_categories")
        .set({ is_active: active ? 1 : 0, updated_at: nowIso() })
        .where("id", "=", id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await writeAudit(trx, {
        actorId,
        action: active ? "category.activate" : "category.deactivate",
        entity: "product_category",
        entityId: id,
      });
      return true;
    });
}

// ---------------------------------------------------------------------------------------------
// Orders

export const ORDERS_PAGE_SIZE = 20;
const ORDER_STATUSES = Object.keys(ORDER_TRANSITIONS) as OrderStatus[];

export type AdminOrderRow = {
  id: string;
  orderNumber: string;
  createdAt: string;
  customerName: string;
  customerPhone: string;
  totalPaise: number;
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
};

export async function listAdminOrders(opts: { status: string; q: string; page: number }) {
  let query = getDb().selectFrom("orders");
  if (ORDER_STATUSES.includes(opts.status as OrderStatus)) {
    query = query.where("order_status", "=", opts.status as OrderStatus);
  }
  if (opts.q) {
    const pattern = likePattern(opts.q);
    query = query.where(
      sql<SqlBool>`(lower(order_number) like ${pattern} escape '\\' or lower(customer_name) like ${pattern} escape '\\' or customer_phone like ${pattern} escape '\\')`,
    );
  }
  const total = Number(
    (await query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n,
  );
  const pageCount = Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE));
  const page = Math.min(Math.max(1, opts.page), pageCount);
  const rows = await query
    .select([
      "id",
      "order_number",
      "created_at",
      "customer_name",
      "customer_phone",
      "total_amount_paise",
      "order_status",
      "payment_status",
    ])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(ORDERS_PAGE_SIZE)
    .offset((page - 1) * ORDERS_PAGE_SIZE)
    .execute();
  return {
    total,
    page,
    pageCount,
    orders: rows.map((r): AdminOrderRow => ({
      id: r.id,
      orderNumber: r.order_number,
      createdAt: r.created_at,
      customerName: r.customer_name,
      customerPhone: r.customer_phone,
      totalPaise: r.total_amount_paise,
      orderStatus: r.order_status,
      paymentStatus: r.payment_status,
    })),
  };
}

export async function getAdminOrder(id: string) {
  const db = getDb();
  const order = await db
    .selectFrom("orders")
    .select([
      "id",
      "order_number",
      "created_at",
      "updated_at",
      "customer_name",
      "customer_email",
      "customer_phone",
      "delivery_address",
      "pin_code",
      "total_amount_paise",
      "payment_method",
      "order_status",
      "payment_status",
    ])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!order) return null;
  const items = await db
    .selectFrom("order_items")
    .select(["id", "product_name", "quantity", "unit_price_paise", "total_price_paise"])
    .where("order_id", "=", id)
    .orderBy("product_name")
    .execute();
  const history = await db
    .selectFrom("audit_log")
    .leftJoin("users", "users.id", "audit_log.actor_id")
    .select([
      "audit_log.action",
      "audit_log.after_json",
      "audit_log.created_at",
      "users.name as actor",
    ])
    .where("audit_log.entity", "=", "order")
    .where("audit_log.entity_id", "=", id)
    .orderBy("audit_log.created_at")
    .execute();
  return { order, items, history };
}

export type StatusChange = "ok" | "not-found" | "not-allowed";

/** Order updates go by e-mail unless the customer switched notifications off in /settings. */
async function wantsEmail(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("users")
    .select("notifications_enabled")
    .where("id", "=", userId)
    .executeTakeFirst();
  return row?.notifications_enabled !== 0;
}

function statusEmail(
  o: { id: string; order_number: string; customer_name: string; customer_email: string },
  what: string,
) {
  return {
    to: o.customer_email,
    ...layoutEmail({
      subject: `Your ${getBusiness().name} order ${o.order_number}: ${what}`,
      greeting: `Hello ${o.customer_name},`,
      paragraphs: [
        `Your order ${o.order_number} is now: ${what}.`,
        "Thank you for shopping with us.",
      ],
      action: {
        label: "View my orders",
        url: `${getEnv().APP_URL}/limrakart/orders/${o.order_number}`,
      },
    }),
    entity: "order",
    entityId: o.id,
  };
}

const ORDER_STATUS_WORDS: Record<OrderStatus, string> = {
  pending: "pending",
  processing: "being prepared (processing)",
  shipped: "shipped",
  delivered: "delivered",
  cancelled: "cancelled",
};

/**
 * Moves an order to `to` if the workflow allows it from its current status (checked in the same
 * conditional update, so two admins cannot both move it). Cancelling returns the stock.
 */
export async function changeOrderStatus(
  id: string,
  to: OrderStatus,
  actorId: string,
): Promise<StatusChange> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const order = await trx
        .selectFrom("orders")
        .select([
          "id",
          "order_number",
          "customer_name",
          "customer_email",
          "order_status",
          "user_id",
        ])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!order) return "not-found";
      const from = order.order_status;
      if (!ORDER_TRANSITIONS[from].includes(to)) return "not-allowed";
      const now = nowIso();
      const result = await trx
        .updateTable("orders")
        .set({
          order_status: to,
          updated_at: now,
          ...(to === "cancelled" ? { cancelled_at: now } : {}),
        })
        .where("id", "=", id)
        .where("order_status", "=", from)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return "not-allowed";
      if (to === "cancelled") {
        const items = await trx
          .selectFrom("order_items")
          .select(["product_id", "quantity"])
          .where("order_id", "=", id)
          .orderBy("product_id")
          .execute();
        for (const item of items) {
          await trx
            .updateTable("products")
            .set((eb) => ({
              stock_quantity: eb("stock_quantity", "+", item.quantity),
              updated_at: now,
            }))
            .where("id", "=", item.product_id)
            .execute();
        }
      }
      await writeAudit(trx, {
        actorId,
        action: "order.status",
        entity: "order",
        entityId: id,
        before: { order_status: from },
        after: { order_status: to },
      });
      if (await wantsEmail(trx, order.user_id)) {
        await enqueueEmail(trx, statusEmail(order, ORDER_STATUS_WORDS[to]));
      }
      return "ok";
    });
}

export async function changePaymentStatus(
  id: string,
  to: PaymentStatus,
  actorId: string,
): Promise<StatusChange> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const order = await trx
        .selectFrom("orders")
        .select([
          "id",
          "order_number",
          "customer_name",
          "customer_email",
          "payment_status",
          "total_amount_paise",
          "user_id",
        ])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!order) return "not-found";
      const from = order.payment_status;
      if (!PAYMENT_TRANSITIONS[from].includes(to)) return "not-allowed";
      const result = await trx
        .updateTable("orders")
        .set({ payment_status: to, updated_at: nowIso() })
        .where("id", "=", id)
        .where("payment_status", "=", from)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return "not-allowed";
      await writeAudit(trx, {
        actorId,
        action: "order.payment",
        entity: "order",
        entityId: id,
        before: { payment_status: from },
        after: { payment_status: to },
      });
      const what =
        to === "paid"
          ? `payment of ${formatRupees(order.total_amount_paise)} received`
          : "payment failed";
      if (await wantsEmail(trx, order.user_id)) await enqueueEmail(trx, statusEmail(order, what));
      return "ok";
    });
}
