import { beforeAll, describe, expect, it } from "vitest";
import { action as billFormAction } from "~/billing/bills/routes/bill-form";
import { getDb } from "~/platform/db/db.server";
import { action as storeAdminAction } from "~/shop/store-admin/routes/store-admin";
import { signedIn } from "../factories";
import { callRoute, postRequest, toastOf } from "./route-harness";

/**
 * Only stocked goods carry stock (issue 36, decision 063): a counter bill for print work made to
 * order (the seed's Wedding Invitation Cards, 60 "in stock" from the sample catalog) saves
 * whatever the quantity and moves no count, while a stocked tea pack asked beyond its stock is
 * still refused with the stock's message (decision 036). Through the New Bill form's action.
 */

const WEDDING_CARDS = "seed-product-wedding-invitation-cards-100";
const GOLD_PACK = "seed-product-tea-talks-gold-pack";

let staff: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  staff = await signedIn("staff", "Counter Clerk");
  admin = await signedIn("admin", "Shop Owner");
});

/** New Bill's form: one line of `quantity` × the product `productId`. */
const billForm = (productId: string, description: string, quantity: string, rate: string) => ({
  customerName: "Made To Order Customer",
  "lines.0.description": description,
  "lines.0.quantity": quantity,
  "lines.0.unit": "pcs",
  "lines.0.rate": rate,
  "lines.0.link": `product:${productId}`,
});

const postBill = (form: Record<string, string>) =>
  callRoute(billFormAction, postRequest("/billing/new-complaint", form, { cookie: staff.cookie }));

async function stockOf(productId: string) {
  const row = await getDb()
    .selectFrom("products")
    .select(["stock_quantity", "tracks_stock"])
    .where("id", "=", productId)
    .executeTakeFirstOrThrow();
  return { stock: Number(row.stock_quantity), tracks: Number(row.tracks_stock) };
}

async function movementsOf(productId: string) {
  const row = await getDb()
    .selectFrom("stock_movements")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("product_id", "=", productId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function billCount() {
  const row = await getDb()
    .selectFrom("complaints")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("bills and made-to-order products", () => {
  it("the seed marks print work made to order and tea as stocked", async () => {
    expect(await stockOf(WEDDING_CARDS)).toEqual({ stock: 60, tracks: 0 });
    expect((await stockOf(GOLD_PACK)).tracks).toBe(1);
  });

  it("saves a bill of 300 Wedding Invitation Cards and moves no stock", async () => {
    const bills = await billCount();
    const answer = await postBill(
      billForm(WEDDING_CARDS, "Wedding Invitation Cards (100 pcs)", "300", "1500"),
    );
    expect(answer.status).toBe(302);
    expect(answer.location).toMatch(/^\/billing\/complaint-preview\?id=/);
    expect(await billCount()).toBe(bills + 1);
    const line = await getDb()
      .selectFrom("bill_lines")
      .select(["product_id", "quantity_milli"])
      .where("bill_id", "=", new URL(answer.location!, "http://x").searchParams.get("id")!)
      .executeTakeFirstOrThrow();
    // The line still names what it sold (for the reports); only the count is left alone.
    expect(line).toMatchObject({ product_id: WEDDING_CARDS });
    expect(Number(line.quantity_milli)).toBe(300_000);
    expect(await stockOf(WEDDING_CARDS)).toEqual({ stock: 60, tracks: 0 });
    expect(await movementsOf(WEDDING_CARDS)).toBe(0);
  });

  it("still refuses a stocked tea pack beyond its stock (409), naming what is left", async () => {
    const { stock } = await stockOf(GOLD_PACK);
    const bills = await billCount();
    const answer = await postBill(
      billForm(GOLD_PACK, "Tea Talks Gold Pack", String(stock + 1), "250"),
    );
    expect(answer.status).toBe(409);
    expect((await toastOf(answer))?.description).toBe(
      `Not enough stock: Tea Talks Gold Pack has ${stock} left, ${stock + 1} asked. Nothing was saved.`,
    );
    expect(await billCount()).toBe(bills);
    expect((await stockOf(GOLD_PACK)).stock).toBe(stock);
  });

  it("a stocked tea pack within its stock takes its units", async () => {
    const { stock } = await stockOf(GOLD_PACK);
    const answer = await postBill(billForm(GOLD_PACK, "Tea Talks Gold Pack", "2", "250"));
    expect(answer.status).toBe(302);
    expect((await stockOf(GOLD_PACK)).stock).toBe(stock - 2);
  });
});

describe("the catalog admin's 'Kept in stock?'", () => {
  /** The store admin's product form for the seed's Wedding Invitation Cards. */
  const saveCards = (over: Record<string, string>) =>
    callRoute(
      storeAdminAction,
      postRequest(
        "/limrakart/admin",
        {
          intent: "product-save",
          id: WEDDING_CARDS,
          name: "Wedding Invitation Cards (100 pcs)",
          price: "1500",
          stock: "60",
          categoryId: "seed-category-invitation-cards",
          active: "on",
          requiresArtwork: "on",
          ...over,
        },
        { cookie: admin.cookie },
      ),
    );

  it("counts a product kept in stock again, and a bill beyond it is refused", async () => {
    expect((await saveCards({ tracksStock: "1" })).status).toBe(302);
    expect(await stockOf(WEDDING_CARDS)).toEqual({ stock: 60, tracks: 1 });
    const answer = await postBill(
      billForm(WEDDING_CARDS, "Wedding Invitation Cards (100 pcs)", "61", "1500"),
    );
    expect(answer.status).toBe(409);

    expect((await saveCards({ tracksStock: "0" })).status).toBe(302);
    expect((await stockOf(WEDDING_CARDS)).tracks).toBe(0);
    expect((await postBill(billForm(WEDDING_CARDS, "Cards", "61", "1500"))).status).toBe(302);
  });
});
