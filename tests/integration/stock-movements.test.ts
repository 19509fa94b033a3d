import { beforeAll, describe, expect, it } from "vitest";
import {
  BILL_MESSAGES,
  billSchema,
  cancelBill,
  createBill,
  updateBill,
} from "~/billing/bills/bills.server";
import { action as billFormAction } from "~/billing/bills/routes/bill-form";
import { createGodownItem, updateGodownItem } from "~/billing/godown/godown.server";
import { godownItemSchema } from "~/billing/godown/schema";
import { loader as movementsLoader } from "~/billing/godown/routes/movements";
import { getDb } from "~/platform/db/db.server";
import { godownItemLink } from "~/domain/low-stock.server";
import { PRODUCT_MESSAGES } from "~/shop/store-admin/catalog/product-actions.server";
import { saveProduct } from "~/shop/store-admin/catalog/catalog.server";
import { addToCart } from "~/shop/cart/cart.server";
import { placeOrder, type DeliveryDetails } from "~/shop/checkout/checkout.server";
import { cancelOwnOrder } from "~/shop/orders/cancel.server";
import { productSchema } from "~/shop/store-admin/catalog/schema";
import { createTestUser, signedIn } from "../factories";
import { callRoute, getRequest, postRequest, toastOf } from "./route-harness";

/**
 * One stock (decision 036): a shop product linked to a godown item and the item move one count;
 * every caller (checkout, order cancel, counter bills and their edits and cancels, the godown
 * form, the store admin's form) writes its movement in its own transaction; Σ movements = the
 * change of the count; the low-stock alert fires once per crossing; and checkouts and counter
 * bills racing for the last units never oversell.
 */

let staff: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  staff = await signedIn("staff", "Stock Staff");
  admin = await signedIn("admin", "Stock Owner");
});

let counter = 0;
const unique = (what: string) => `${what} ${++counter}-${crypto.randomUUID().slice(0, 6)}`;

async function newItem(quantity: number, minimumStock = 0) {
  const name = unique("Stock Tea");
  const id = await createGodownItem(
    godownItemSchema.parse({
      itemName: name,
      category: "Tea",
      quantity: String(quantity),
      minimumStock: String(minimumStock),
      unitPrice: "100",
    }),
    staff.user.id,
  );
  return { id, name };
}

const productForm = (over: Record<string, string> = {}) =>
  productSchema(PRODUCT_MESSAGES).parse({
    name: unique("Stock Product"),
    price: "150",
    stock: "5",
    categoryId: "seed-category-bill-books",
    active: "on",
    ...over,
  });

/** A product of the store admin's form, linked to `itemId` (the godown's count wins). */
async function linkedProduct(itemId: string) {
  const saved = await saveProduct(productForm({ godownItemId: itemId }), {
    actorId: admin.user.id,
  });
  if (!saved || saved === "link-taken") throw new Error("not saved");
  return saved.id;
}

async function counts(itemId: string, productId?: string) {
  const item = await getDb()
    .selectFrom("godown_items")
    .select(["quantity", "total_value_paise"])
    .where("id", "=", itemId)
    .executeTakeFirstOrThrow();
  const product = productId
    ? await getDb()
        .selectFrom("products")
        .select("stock_quantity")
        .where("id", "=", productId)
        .executeTakeFirstOrThrow()
    : null;
  return {
    item: Number(item.quantity),
    value: Number(item.total_value_paise),
    product: product ? Number(product.stock_quantity) : null,
  };
}

async function movementsOf(itemId: string) {
  const rows = await getDb()
    .selectFrom("stock_movements")
    .select([
      "delta",
      "quantity_after",
      "reason",
      "ref_type",
      "ref_id",
      "created_by",
      "note",
      "product_id",
    ])
    .where("godown_item_id", "=", itemId)
    .orderBy("created_at")
    .execute();
  return rows.map((r) => ({
    ...r,
    delta: Number(r.delta),
    quantity_after: Number(r.quantity_after),
  }));
}

/** Σ of an item's movements that move its quantity (a 'link' row moves the product's). */
async function movedSum(itemId: string) {
  return (await movementsOf(itemId))
    .filter((m) => m.reason !== "link")
    .reduce((sum, m) => sum + m.delta, 0);
}

const delivery = (): DeliveryDetails => ({
  name: "Meena Raj",
  phone: "+919876543210",
  email: "meena@example.test",
  address: "4 North Car Street, Tirunelveli",
  pinCode: "627006",
});

/** A bill's form values with one line: `quantity` of `link` ("product:<id>" / "godown:<id>"). */
const billForm = (link: string, quantity: string) => ({
  customerName: "Stock Counter Customer",
  "lines.0.description": "Tea packet",
  "lines.0.quantity": quantity,
  "lines.0.unit": "pcs",
  "lines.0.rate": "150",
  "lines.0.link": link,
});

async function billFor(link: string, quantity: string) {
  const created = await createBill(billSchema.parse(billForm(link, quantity)), staff.user.id);
  if (!created.ok) throw new Error(`refused: ${JSON.stringify(created)}`);
  return created;
}

async function tableCount(table: "complaints" | "orders" | "stock_movements" | "bill_lines") {
  const row = await getDb()
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("one stock", () => {
  it("linking: the godown's count wins and a 'link' movement keeps the shop's old count", async () => {
    const item = await newItem(12);
    const productId = await linkedProduct(item.id);
    expect(await counts(item.id, productId)).toMatchObject({ item: 12, product: 12 });
    const link = (await movementsOf(item.id)).find((m) => m.reason === "link");
    expect(link).toMatchObject({
      delta: 12,
      quantity_after: 12,
      product_id: productId,
      created_by: admin.user.id,
      note: "Linked; the shop's count was 0",
    });
    // One product per godown item.
    const second = await saveProduct(productForm({ godownItemId: item.id }), {
      actorId: admin.user.id,
    });
    expect(second).toBe("link-taken");
  });

  it("a checkout of a linked product takes the item's units; cancelling returns them once", async () => {
    const item = await newItem(10);
    const productId = await linkedProduct(item.id);
    const user = await createTestUser();
    expect((await addToCart(user.id, productId, 3)).kind).toBe("ok");
    const placed = await placeOrder(user.id, delivery(), crypto.randomUUID());
    expect(placed.kind).toBe("placed");
    expect(await counts(item.id, productId)).toMatchObject({ item: 7, value: 70_000, product: 7 });
    const order = await getDb()
      .selectFrom("orders")
      .select("id")
      .where("order_number", "=", placed.kind === "placed" ? placed.orderNumber : "")
      .executeTakeFirstOrThrow();
    expect((await movementsOf(item.id)).filter((m) => m.reason === "order")).toEqual([
      expect.objectContaining({
        delta: -3,
        quantity_after: 7,
        reason: "order",
        ref_type: "order",
        ref_id: order.id,
        created_by: null,
      }),
    ]);

    expect(await cancelOwnOrder(user.id, order.id)).toBe(true);
    expect(await cancelOwnOrder(user.id, order.id)).toBe(false);
    expect(await counts(item.id, productId)).toMatchObject({ item: 10, product: 10 });
    const back = (await movementsOf(item.id)).filter((m) => m.reason === "order_cancel");
    expect(back).toEqual([
      expect.objectContaining({ delta: 3, quantity_after: 10, ref_id: order.id }),
    ]);
    expect(await movedSum(item.id)).toBe(10);
  });

  it("a counter bill takes stock, an edit moves the difference, cancelling returns it", async () => {
    const item = await newItem(20);
    const productId = await linkedProduct(item.id);
    const bill = await billFor(`product:${productId}`, "2");
    expect(await counts(item.id, productId)).toMatchObject({ item: 18, product: 18 });

    const edit = (quantity: string) =>
      updateBill(
        bill.id,
        billSchema.parse(billForm(`product:${productId}`, quantity)),
        staff.user.id,
      );
    expect((await edit("5")).ok).toBe(true);
    expect(await counts(item.id, productId)).toMatchObject({ item: 15, product: 15 });
    expect((await edit("1")).ok).toBe(true);
    expect(await counts(item.id, productId)).toMatchObject({ item: 19, product: 19 });
    // An edit that changes nothing else moves nothing.
    const before = (await movementsOf(item.id)).length;
    expect((await edit("1")).ok).toBe(true);
    expect(await movementsOf(item.id)).toHaveLength(before);

    const cancelled = await cancelBill(
      bill.id,
      { reason: "Customer changed mind", refund: false, refundMethod: "cash" },
      staff.user.id,
    );
    expect(cancelled.ok).toBe(true);
    expect(await counts(item.id, productId)).toMatchObject({ item: 20, product: 20 });

    const billMoves = (await movementsOf(item.id)).filter((m) => m.ref_type === "bill");
    // (Rows of one millisecond have no order: compared as a set; quantity_after tells the story.)
    const billSteps = billMoves.map((m) => [m.reason, m.delta, m.quantity_after]);
    expect(billSteps).toHaveLength(4);
    expect(billSteps).toEqual(
      expect.arrayContaining([
        ["bill", -2, 18],
        ["bill_edit", -3, 15],
        ["bill_edit", 4, 19],
        ["bill_cancel", 1, 20],
      ]),
    );
    for (const m of billMoves) {
      expect(m).toMatchObject({ ref_id: bill.id, created_by: staff.user.id });
    }
    expect(await movedSum(item.id)).toBe(20);
  });

  it("a line linked to the godown item directly moves the same count", async () => {
    const item = await newItem(6);
    const productId = await linkedProduct(item.id);
    await billFor(`godown:${item.id}`, "4");
    expect(await counts(item.id, productId)).toMatchObject({ item: 2, product: 2 });
  });

  it("refuses a fraction on a linked line (400) and writes nothing", async () => {
    const item = await newItem(6);
    const parsed = billSchema.safeParse(billForm(`godown:${item.id}`, "1.5"));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join("."), i.message])).toContainEqual([
      "lines.0.quantity",
      BILL_MESSAGES.wholeUnits,
    ]);
    // An unlinked line may still be 1.5 (hours, sq.ft…).
    expect(billSchema.safeParse(billForm("", "1.5")).success).toBe(true);
    const bills = await tableCount("complaints");
    const answer = await callRoute(
      billFormAction,
      postRequest("/billing/new-complaint", billForm(`godown:${item.id}`, "1.5"), {
        cookie: staff.cookie,
      }),
    );
    expect(answer.status).toBe(400);
    expect(await tableCount("complaints")).toBe(bills);
    expect(await counts(item.id)).toMatchObject({ item: 6 });
  });

  it("refuses a counter bill wanting more than the stock (409), naming the item and what is left", async () => {
    const item = await newItem(3);
    const productId = await linkedProduct(item.id);
    const before = await Promise.all([tableCount("complaints"), tableCount("stock_movements")]);
    const answer = await callRoute(
      billFormAction,
      postRequest("/billing/new-complaint", billForm(`product:${productId}`, "5"), {
        cookie: staff.cookie,
      }),
    );
    expect(answer.status).toBe(409);
    expect((await toastOf(answer))?.description).toBe(
      `Not enough stock: ${item.name} has 3 left, 5 asked. Nothing was saved.`,
    );
    expect(await Promise.all([tableCount("complaints"), tableCount("stock_movements")])).toEqual(
      before,
    );
    expect(await counts(item.id, productId)).toMatchObject({ item: 3, product: 3 });
  });

  it("godown and store admin edits are 'adjust' movements with who and why", async () => {
    const item = await newItem(10);
    const productId = await linkedProduct(item.id);
    await updateGodownItem(
      item.id,
      godownItemSchema.parse({
        itemName: item.name,
        category: "Tea",
        quantity: "4",
        unitPrice: "100",
        note: "Two packets damaged, recounted",
      }),
      staff.user.id,
    );
    expect(await counts(item.id, productId)).toMatchObject({ item: 4, value: 40_000, product: 4 });
    // The store admin types the stock of the linked product: the godown item moves.
    const saved = await saveProduct(productForm({ godownItemId: item.id, stock: "9" }), {
      id: productId,
      actorId: admin.user.id,
    });
    expect(saved).toMatchObject({ id: productId });
    expect(await counts(item.id, productId)).toMatchObject({ item: 9, product: 9 });
    const adjusts = (await movementsOf(item.id)).filter((m) => m.reason === "adjust");
    const adjustRows = adjusts.map((m) => [m.delta, m.quantity_after, m.created_by, m.note]);
    expect(adjustRows).toHaveLength(3);
    expect(adjustRows).toEqual(
      expect.arrayContaining([
        [10, 10, staff.user.id, null],
        [-6, 4, staff.user.id, "Two packets damaged, recounted"],
        [5, 9, admin.user.id, "Store admin"],
      ]),
    );
    expect(await movedSum(item.id)).toBe(9);

    // The movements page lists them newest first, with who and the quantity after.
    const page = await callRoute(
      movementsLoader,
      getRequest(`/billing/godown/movements?item=${item.id}`, { cookie: staff.cookie }),
    );
    expect(page.status).toBe(200);
    const listed = (page.data as { movements: { delta: number; by: string | null }[] }).movements;
    expect(listed.map((m) => [m.delta, m.by])).toHaveLength(4);
    expect(listed.map((m) => [m.delta, m.by])).toEqual(
      expect.arrayContaining([
        [5, "Stock Owner"],
        [10, "Stock Owner"],
        [-6, "Stock Staff"],
        [10, "Stock Staff"],
      ]),
    );
    // Newest first: the store admin's change (the last) leads.
    expect(listed[0]).toMatchObject({ delta: 5, by: "Stock Owner" });
  });

  it("raises the low-stock alert once per crossing", async () => {
    const item = await newItem(10, 5);
    const alerts = async () =>
      Number(
        (
          await getDb()
            .selectFrom("notifications")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .where("link", "=", godownItemLink(item.name))
            .executeTakeFirstOrThrow()
        ).n,
      );
    await billFor(`godown:${item.id}`, "6"); // 10 -> 4: crosses
    expect(await alerts()).toBe(1);
    await billFor(`godown:${item.id}`, "1"); // 4 -> 3: still low, no second alert
    expect(await alerts()).toBe(1);
    await updateGodownItem(
      item.id,
      godownItemSchema.parse({
        itemName: item.name,
        category: "Tea",
        quantity: "10",
        minimumStock: "5",
        unitPrice: "100",
      }),
      staff.user.id,
    ); // back up: re-armed
    expect(await alerts()).toBe(1);
    await billFor(`godown:${item.id}`, "5"); // 10 -> 5: crosses again
    expect(await alerts()).toBe(2);
  });
});

describe("races for the last units", () => {
  it("checkouts and counter bills wanting 2 of the last 3: one wins, nobody oversells", async () => {
    const item = await newItem(50);
    const productId = await linkedProduct(item.id);
    const users: string[] = [];
    for (let i = 0; i < 6; i++) {
      const user = await createTestUser();
      expect((await addToCart(user.id, productId, 2)).kind).toBe("ok");
      users.push(user.id);
    }
    await updateGodownItem(
      item.id,
      godownItemSchema.parse({
        itemName: item.name,
        category: "Tea",
        quantity: "3",
        unitPrice: "100",
      }),
      staff.user.id,
    );
    const before = await Promise.all([tableCount("orders"), tableCount("complaints")]);

    const [checkouts, bills] = await Promise.all([
      Promise.all(users.map((id) => placeOrder(id, delivery(), crypto.randomUUID()))),
      Promise.all(
        Array.from({ length: 4 }, () =>
          createBill(billSchema.parse(billForm(`product:${productId}`, "2")), staff.user.id),
        ),
      ),
    ]);

    const placed = checkouts.filter((r) => r.kind === "placed").length;
    const billed = bills.filter((r) => r.ok).length;
    expect(placed + billed).toBe(1);
    for (const r of checkouts.filter((c) => c.kind !== "placed")) {
      expect(r).toEqual({ kind: "shortage", items: [expect.objectContaining({ wanted: 2 })] });
      if (r.kind === "shortage") expect(r.items[0]!.left).toBeLessThan(2);
    }
    for (const r of bills.filter((b) => !b.ok)) {
      expect(r).toMatchObject({
        ok: false,
        reason: "short",
        items: [{ name: item.name, wanted: 2 }],
      });
    }
    // Losers wrote nothing: one order or one bill more, and the count is 1, never below 0.
    expect(await Promise.all([tableCount("orders"), tableCount("complaints")])).toEqual([
      before[0]! + placed,
      before[1]! + billed,
    ]);
    expect(await counts(item.id, productId)).toMatchObject({ item: 1, product: 1 });
    const sold = (await movementsOf(item.id)).filter(
      (m) => m.reason === "order" || m.reason === "bill",
    );
    expect(sold.map((m) => m.delta)).toEqual([-2]);
    expect(await movedSum(item.id)).toBe(1);
  });

  it("store admin saves racing checkouts of a linked product neither deadlock nor split the count", async () => {
    const item = await newItem(100);
    const productId = await linkedProduct(item.id);
    const users: string[] = [];
    for (let i = 0; i < 6; i++) {
      const user = await createTestUser();
      await addToCart(user.id, productId, 1);
      users.push(user.id);
    }
    const start = await movedSum(item.id);
    const results = await Promise.all([
      ...users.map((id) => placeOrder(id, delivery(), crypto.randomUUID())),
      ...["90", "95", "80"].map((stock) =>
        saveProduct(productForm({ godownItemId: item.id, stock }), {
          id: productId,
          actorId: admin.user.id,
        }),
      ),
    ]);
    expect(results.slice(0, 6).every((r) => (r as { kind: string }).kind === "placed")).toBe(true);
    expect(results.slice(6)).toEqual(Array(3).fill({ id: productId, created: false }));
    const now = await counts(item.id, productId);
    expect(now.product).toBe(now.item);
    expect(await movedSum(item.id)).toBe(now.item);
    expect(start).toBe(100);
  });
});
