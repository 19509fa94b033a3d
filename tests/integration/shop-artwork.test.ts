import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { FormFailure } from "~/lib/forms";
import { getDb } from "~/platform/db/db.server";
import { uploadsRoot, uploadsTempDir } from "~/platform/storage.server";
import { artworkFields } from "~/shop/artwork/artwork";
import { addToCart } from "~/shop/cart/cart.server";
import { placeOrder } from "~/shop/checkout/checkout.server";
import { artworkText } from "~/shop/content/artwork";
import { action as storeAdminAction } from "~/shop/store-admin/routes/store-admin";
import { loader as artworkFileLoader } from "~/shop/artwork/routes/artwork-file";
import {
  action as checkoutAction,
  loader as checkoutLoader,
} from "~/shop/checkout/routes/checkout";
import { loader as orderDetailLoader } from "~/shop/orders/routes/order-detail";
import type { OrderView } from "~/shop/orders/orders.server";
import { signedIn } from "../factories";
import { callRoute, getRequest, postRequest, toastOf, type RouteResult } from "./route-harness";

/**
 * Print products require artwork at checkout (decision 037), on SQLite and PostgreSQL: the
 * product's flag (set by migration 0021 for the print categories, and by the product form), the
 * checkout's refusal without a choice, a design request, an uploaded file checked by its content
 * and stored with the line, a disguised file refused, no file left behind when the order is not
 * placed, the staff and admin's download, and a tea-only cart as before (no multipart needed).
 */

const t = artworkText.en;
const PRINT = "standard-visiting-cards-500";
const TEA = "tea-talks-gold-pack";

async function product(slug: string) {
  return getDb()
    .selectFrom("products")
    .select(["id", "name", "stock_quantity", "requires_artwork", "category_id"])
    .where("slug", "=", slug)
    .executeTakeFirstOrThrow();
}

const stockOf = async (slug: string) => Number((await product(slug)).stock_quantity);

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3,
]);
const HTML = new TextEncoder().encode("<html><script>alert(1)</script></html>");

const delivery = () => ({
  name: "Meena Raj",
  phone: "98765 43210",
  email: "meena@example.test",
  address: "4 North Car Street, Tirunelveli",
  pinCode: "627006",
  paymentMethod: "cod",
  token: crypto.randomUUID(),
});

/** The checkout form as multipart, with `extra` fields and files. */
function multipart(extra: Record<string, string | File>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries({ ...delivery(), ...extra })) form.append(k, v);
  return form;
}

const post = (cookie: string, body: FormData | Record<string, string>) =>
  callRoute(checkoutAction, postRequest("/limrakart/checkout", body, { cookie }));

async function counts() {
  const n = async (table: "orders" | "order_items" | "email_outbox") =>
    Number(
      (
        await getDb()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    orders: await n("orders"),
    items: await n("order_items"),
    emails: await n("email_outbox"),
  };
}

/** Every file in the store's artwork folder and the temporary upload folder. */
async function artworkFiles(): Promise<string[]> {
  const out: string[] = [];
  for (const dir of [path.join(uploadsRoot(), "artwork"), uploadsTempDir()]) {
    if (!existsSync(dir)) continue;
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    out.push(...entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)));
  }
  return out.sort();
}

async function shopperWith(...slugs: string[]) {
  const shopper = await signedIn("customer", "Meena Raj");
  for (const slug of slugs) {
    expect((await addToCart(shopper.user.id, (await product(slug)).id, 1)).kind).toBe("ok");
  }
  return shopper;
}

async function lineOf(orderNumber: string, slug: string) {
  const p = await product(slug);
  return getDb()
    .selectFrom("order_items as i")
    .innerJoin("orders as o", "o.id", "i.order_id")
    .select(["i.id", "i.artwork_file", "i.artwork_name", "i.design_request", "i.artwork_note"])
    .where("o.order_number", "=", orderNumber)
    .where("i.product_id", "=", p.id)
    .executeTakeFirstOrThrow();
}

const orderNumberOf = (placed: RouteResult) => /order=(LK\d{9})$/.exec(placed.location ?? "")![1]!;

describe("the Requires artwork flag", () => {
  it("is set by migration 0021 on the print products and not on tea", async () => {
    expect((await product(PRINT)).requires_artwork).toBe(1);
    expect((await product("flex-banner-6x3-ft")).requires_artwork).toBe(1);
    expect((await product(TEA)).requires_artwork).toBe(0);
  });

  it("is saved by the store admin's product form, ticked and unticked", async () => {
    const { cookie } = await signedIn("admin");
    const tea = await product(TEA);
    const save = (extra: Record<string, string>) =>
      callRoute(
        storeAdminAction,
        postRequest(
          "/limrakart/admin",
          {
            intent: "product-save",
            id: tea.id,
            name: tea.name,
            price: "230",
            stock: String(tea.stock_quantity),
            categoryId: tea.category_id,
            active: "on",
            ...extra,
          },
          { cookie },
        ),
      );
    expect((await save({ requiresArtwork: "on" })).status).toBe(302);
    expect((await product(TEA)).requires_artwork).toBe(1);
    expect((await save({})).status).toBe(302);
    expect((await product(TEA)).requires_artwork).toBe(0);
  });
});

describe("checkout with a print product", () => {
  it("shows the artwork choice for the print line only", async () => {
    const { cookie } = await shopperWith(PRINT, TEA);
    const page = await callRoute(checkoutLoader, getRequest("/limrakart/checkout", { cookie }));
    const lines = (page.data as { artworkLines: { productId: string }[] }).artworkLines;
    expect(lines.map((l) => l.productId)).toEqual([(await product(PRINT)).id]);
  });

  it("without a choice: 400 with the message at the line, nothing written, no stock taken", async () => {
    const { cookie } = await shopperWith(PRINT);
    const print = await product(PRINT);
    const f = artworkFields(print.id);
    const before = { counts: await counts(), stock: await stockOf(PRINT) };

    const refused = await post(cookie, multipart({}));
    expect(refused.status).toBe(400);
    expect((refused.data as FormFailure).errors).toEqual({
      [f.choice]: t.choiceRequired.replace("{name}", print.name),
    });
    expect(await toastOf(refused)).toMatchObject({ description: t.missingText });

    // "Upload" with no file, and a design request with a note too short, are refused too.
    const noFile = await post(cookie, multipart({ [f.choice]: "upload" }));
    expect((noFile.data as FormFailure).errors).toEqual({
      [f.file]: t.fileRequired.replace("{name}", print.name),
    });
    const short = await post(cookie, multipart({ [f.choice]: "design", [f.note]: "logo pls" }));
    expect((short.data as FormFailure).errors).toEqual({ [f.note]: t.noteLength });
    expect(short.status).toBe(400);

    expect({ counts: await counts(), stock: await stockOf(PRINT) }).toEqual(before);
    expect(await artworkFiles()).toEqual([]);
  });

  it("with a design request: the line keeps it, the customer's order and the e-mail say so", async () => {
    const { cookie } = await shopperWith(PRINT, TEA);
    const f = artworkFields((await product(PRINT)).id);
    const note = "Name: Meena Stores, blue and white, our logo from the shop board";
    const stock = await stockOf(PRINT);

    const placed = await post(cookie, { ...delivery(), [f.choice]: "design", [f.note]: note });
    expect(placed.status).toBe(302);
    const number = orderNumberOf(placed);
    expect(await lineOf(number, PRINT)).toMatchObject({
      design_request: 1,
      artwork_note: note,
      artwork_file: null,
    });
    expect(await lineOf(number, TEA)).toMatchObject({ design_request: 0, artwork_note: null });
    // Print work is made to order: it takes no stock (decision 063).
    expect(await stockOf(PRINT)).toBe(stock);

    const detail = await callRoute(
      orderDetailLoader,
      getRequest(`/limrakart/orders/${number}`, { cookie }),
      { orderNumber: number },
    );
    const items = (detail.data as { order: OrderView }).order.items;
    expect(items.map((i) => i.artwork)).toEqual(
      expect.arrayContaining([{ kind: "design", note }, null]),
    );
    const email = await getDb()
      .selectFrom("email_outbox as e")
      .innerJoin("orders as o", "o.id", "e.entity_id")
      .select("e.text_body")
      .where("o.order_number", "=", number)
      .where("e.to_address", "=", "meena@example.test")
      .executeTakeFirstOrThrow();
    expect(email.text_body).toContain(`Design requested: ${note}`);
  });

  it("with a PNG: stored under a random key, linked to the line, downloadable by the admin only", async () => {
    const { cookie } = await shopperWith(PRINT);
    const f = artworkFields((await product(PRINT)).id);
    const placed = await post(
      cookie,
      multipart({ [f.choice]: "upload", [f.file]: new File([PNG], "my card.png") }),
    );
    expect(placed.status).toBe(302);
    const line = await lineOf(orderNumberOf(placed), PRINT);
    expect(line).toMatchObject({ artwork_name: "my card.png", design_request: 0 });
    expect(line.artwork_file).toMatch(/^artwork\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    const onDisk = await readFile(path.join(uploadsRoot(), line.artwork_file!));
    expect(new Uint8Array(onDisk)).toEqual(PNG);
    expect(await artworkFiles()).toEqual([path.join(uploadsRoot(), line.artwork_file!)]);

    const download = (who: string | undefined) =>
      callRoute(
        artworkFileLoader,
        getRequest(`/limrakart/admin/artwork/${line.id}`, { cookie: who }),
        { itemId: line.id },
      );
    const admin = await signedIn("admin");
    const got = await download(admin.cookie);
    expect(got.status).toBe(200);
    expect(got.headers.get("Content-Disposition")).toMatch(/^attachment; filename="my card.png"/);
    expect(got.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(got.headers.get("Content-Type")).toBe("application/octet-stream");
    expect((await download(cookie)).status).toBe(403);
    // Staff print the orders they confirm: the orders desk's artwork too (decision 064).
    expect((await download((await signedIn("staff")).cookie)).status).toBe(200);
    const anonymous = await download(undefined);
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toMatch(/^\/auth/);
  });

  it("refuses a disguised file (HTML named .pdf) with 400, keeping nothing", async () => {
    const { cookie } = await shopperWith(PRINT);
    const f = artworkFields((await product(PRINT)).id);
    const before = await counts();
    const files = await artworkFiles();
    const refused = await post(
      cookie,
      multipart({ [f.choice]: "upload", [f.file]: new File([HTML], "design.pdf") }),
    );
    expect(refused.status).toBe(400);
    expect((refused.data as FormFailure).errors).toEqual({
      [f.file]: t.fileType.replace("{name}", "design.pdf"),
    });
    expect(await counts()).toEqual(before);
    expect(await artworkFiles()).toEqual(files);
  });

  it("removes the stored file when the order is not placed (a shortage: 409)", async () => {
    const { user, cookie } = await shopperWith(PRINT);
    const print = await product(PRINT);
    await addToCart(user.id, print.id, 1); // two in the cart
    await getDb()
      .updateTable("products")
      // A print product kept in stock (decision 063: made to order has no count to run short).
      .set({ stock_quantity: 1, tracks_stock: 1 })
      .where("id", "=", print.id)
      .execute();
    const f = artworkFields(print.id);
    const before = await counts();
    const files = await artworkFiles();
    const refused = await post(
      cookie,
      multipart({ [f.choice]: "upload", [f.file]: new File([PNG], "card.png") }),
    );
    expect(refused.status).toBe(409);
    expect(await counts()).toEqual(before);
    expect(await artworkFiles()).toEqual(files);
    await getDb()
      .updateTable("products")
      .set({ stock_quantity: print.stock_quantity, tracks_stock: 0 })
      .where("id", "=", print.id)
      .execute();
  });

  it("the order's transaction refuses a print line that reached it without artwork", async () => {
    const { user } = await shopperWith(PRINT);
    const before = { counts: await counts(), stock: await stockOf(PRINT) };
    const { token, paymentMethod: _cod, ...details } = delivery();
    const result = await placeOrder(user.id, details, token);
    expect(result).toEqual({ kind: "artwork-missing", names: [(await product(PRINT)).name] });
    expect({ counts: await counts(), stock: await stockOf(PRINT) }).toEqual(before);
  });
});

describe("a tea-only cart", () => {
  it("asks for no artwork and checks out with a plain url-encoded form", async () => {
    const { cookie } = await shopperWith(TEA);
    const page = await callRoute(checkoutLoader, getRequest("/limrakart/checkout", { cookie }));
    expect((page.data as { artworkLines: unknown[] }).artworkLines).toEqual([]);
    const placed = await post(cookie, delivery());
    expect(placed.status).toBe(302);
    expect(await lineOf(orderNumberOf(placed), TEA)).toMatchObject({
      artwork_file: null,
      design_request: 0,
    });
  });
});
