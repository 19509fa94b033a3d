import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import {
  action as adminAction,
  loader as adminLoader,
} from "~/shop/store-admin/routes/store-admin";
import { middleware as storeAdminMiddleware } from "~/shop/store-admin/routes/layout";
import { sessionMiddleware } from "~/platform/auth/guards.server";
import { listProducts } from "~/shop/storefront/catalog.server";
import { addToCart } from "~/shop/cart/cart.server";
import { placeOrder } from "~/shop/checkout/checkout.server";
import { createSessionCookie } from "~/platform/auth/accounts.server";
import { getDb } from "~/platform/db/db.server";
import { getEnv } from "~/platform/env.server";
import { createTestUser, requestAs } from "../factories";
import {
  callRoute,
  getRequest,
  localeCookie,
  postRequest,
  redirectToast,
  toastOf,
} from "./route-harness";

/** /limrakart/admin: access, products (with pictures), categories and the order workflow. */

async function cookieFor(role: "admin" | "staff" | "customer") {
  const user = await createTestUser({ role });
  return { user, cookie: (await createSessionCookie(user.id)).header };
}

const post = (cookie: string | undefined, body: FormData | Record<string, string>) =>
  callRoute(adminAction, postRequest("/limrakart/admin", body, { cookie }));

async function productBySlug(slug: string) {
  return getDb()
    .selectFrom("products")
    .select([
      "id",
      "name",
      "price_paise",
      "stock_quantity",
      "is_active",
      "image_url",
      "category_id",
    ])
    .where("slug", "=", slug)
    .executeTakeFirstOrThrow();
}

const categoryId = async (slug: string) =>
  (
    await getDb()
      .selectFrom("product_categories")
      .select("id")
      .where("slug", "=", slug)
      .executeTakeFirstOrThrow()
  ).id;

async function png(width = 1200, height = 900): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: "#1d4ed8" } })
      .png()
      .toBuffer(),
  );
}

async function mediaFiles(): Promise<string[]> {
  const dir = path.join(getEnv().DATA_DIR, "uploads", "media");
  return existsSync(dir) ? (await readdir(dir)).sort() : [];
}

describe("access", () => {
  it("shows 'Access Denied' to visitors (401) and 'Admin Access Required' to customers (403); the catalog's actions to staff too", async () => {
    const visitor = await callRoute(adminLoader, getRequest("/limrakart/admin"));
    expect(visitor.status).toBe(401);
    const before = await productBySlug("tea-talks-gold-pack");
    for (const role of ["customer", "staff"] as const) {
      const { cookie } = await cookieFor(role);
      // Staff have the orders desk (decision 064; tests/integration/orders-desk.test.ts).
      expect(
        (await callRoute(adminLoader, getRequest("/limrakart/admin", { cookie }))).status,
      ).toBe(role === "staff" ? 200 : 403);
      const bodies: Record<string, string>[] = [
        { intent: "product-delete", id: before.id },
        { intent: "product-save", name: "X", price: "1", categoryId: before.category_id },
        { intent: "category-save", name: "Sneaky" },
        { intent: "category-toggle", id: before.category_id, active: "0" },
      ];
      for (const body of bodies) {
        expect((await post(cookie, body)).status, `${role} ${body.intent}`).toBe(403);
      }
    }
    expect((await post(undefined, { intent: "product-delete", id: before.id })).status).toBe(401);
    expect(await productBySlug("tea-talks-gold-pack")).toEqual(before);
    const sneaky = await getDb()
      .selectFrom("product_categories")
      .select("id")
      .where("name", "=", "Sneaky")
      .execute();
    expect(sneaky).toEqual([]);
  });
});

/** The layout routes (by module file) above `path` in app/routes.ts, outermost first. */
function layoutsAbove(
  path: string,
  entries = routes as RouteConfigEntry[],
  above: string[] = [],
): string[] | null {
  for (const e of entries) {
    if (e.path === path) return above;
    const inner: string[] | null | undefined =
      e.children && layoutsAbove(path, e.children, e.path ? above : [...above, e.file]);
    if (inner) return inner;
  }
  return null;
}

describe("the store-admin layout", () => {
  it("holds /limrakart/admin", () => {
    expect(layoutsAbove("limrakart/admin")).toContain("shop/store-admin/routes/layout.tsx");
  });

  it("refuses a visitor (401) and a customer (403) before any child runs, even one that checks nothing", async () => {
    const url = "http://localhost:3000/limrakart/admin";
    for (const [role, status] of [
      [null, 401],
      ["customer", 403],
      ["staff", 200],
      ["admin", 200],
    ] as const) {
      const user = role ? await createTestUser({ role }) : null;
      const request = await requestAs(user?.id ?? null, url);
      const context = new RouterContextProvider();
      const args = { request, context, params: {}, unstable_pattern: "" } as never;
      await sessionMiddleware(args, async () => new Response());
      // A child route whose loader does not check access: only the layout stands in the way.
      let reached = false;
      const uncheckedChild = async () => {
        reached = true;
        return new Response("the store's secrets");
      };
      let answer: number;
      try {
        // As React Router does: each middleware in turn, then the child (unless one called next).
        for (const middleware of storeAdminMiddleware) await middleware(args, uncheckedChild);
        if (!reached) await uncheckedChild();
        answer = 200;
      } catch (error) {
        answer = (error as { init?: { status?: number } }).init?.status ?? -1;
      }
      expect(answer, `${role ?? "visitor"}`).toBe(status);
      expect(reached, `${role ?? "visitor"} reached the child`).toBe(status === 200);
    }
  });
});

describe("products", () => {
  it("counts the stats the panel shows", async () => {
    const { cookie } = await cookieFor("admin");
    const page = await callRoute(adminLoader, getRequest("/limrakart/admin", { cookie }));
    const stats = (page.data as { stats: Record<string, number> }).stats;
    const low = await getDb()
      .selectFrom("products")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("is_active", "=", 1)
      .where("stock_quantity", "<", 10)
      .executeTakeFirstOrThrow();
    expect(stats).toEqual({
      totalProducts: 37,
      activeProducts: 37,
      categories: 13,
      lowStock: Number(low.n),
    });
  });

  it("adds a product with a picture (converted to two WebP sizes) that the store then shows", async () => {
    const { user, cookie } = await cookieFor("admin");
    const before = await mediaFiles();
    const form = new FormData();
    form.set("intent", "product-save");
    form.set("name", "Glossy Photo Prints (10 pcs)");
    form.set("price", "149.50");
    form.set("stock", "25");
    form.set("categoryId", await categoryId("posters-flex-banners"));
    form.set("active", "on");
    form.set("shortDescription", "Bright photo prints on glossy paper");
    form.append("image", new File([await png()], "photo.png", { type: "image/png" }));
    const result = await post(cookie, form);
    expect(result.status).toBe(302);
    expect(await redirectToast(result)).toMatchObject({ title: "Product added" });

    const product = await productBySlug("glossy-photo-prints-10-pcs");
    expect(product).toMatchObject({ price_paise: 14950, stock_quantity: 25, is_active: 1 });
    expect(product.image_url).toMatch(/^\/media\/[0-9a-f-]{36}-card\.webp$/);
    const added = (await mediaFiles()).filter((f) => !before.includes(f));
    expect(added).toHaveLength(2);
    const dir = path.join(getEnv().DATA_DIR, "uploads", "media");
    const card = await sharp(
      path.join(
        dir,
        added.find((f) => f.endsWith("-card.webp"))!,
      ),
    ).metadata();
    const full = await sharp(
      path.join(
        dir,
        added.find((f) => f.endsWith("-full.webp"))!,
      ),
    ).metadata();
    expect([card.format, card.width, card.height]).toEqual(["webp", 640, 480]);
    expect([full.format, full.width]).toEqual(["webp", 1200]);
    expect(full.exif).toBeUndefined();

    const store = await listProducts("en", { q: "Glossy Photo" });
    expect(store.products.map((p) => p.name)).toEqual(["Glossy Photo Prints (10 pcs)"]);
    const audit = await getDb()
      .selectFrom("audit_log")
      .select(["action", "actor_id"])
      .where("entity_id", "=", product.id)
      .execute();
    expect(audit).toEqual([{ action: "product.create", actor_id: user.id }]);
  });

  it("refuses bad input with the messages and stores nothing", async () => {
    const { cookie } = await cookieFor("admin");
    const count = async () =>
      Number(
        (
          await getDb()
            .selectFrom("products")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const start = await count();
    const missing = await post(cookie, {
      intent: "product-save",
      name: "",
      price: "",
      categoryId: "",
    });
    expect(missing.status).toBe(400);
    expect((missing.data as { errors: Record<string, string> }).errors).toMatchObject({
      name: "Product name is required",
      price: expect.stringContaining("price"),
      categoryId: "Please choose a category",
    });
    const badStock = await post(cookie, {
      intent: "product-save",
      name: "A",
      price: "10",
      stock: "-3",
      categoryId: await categoryId("tea"),
    });
    expect((badStock.data as { errors: Record<string, string> }).errors.stock).toMatch(
      /whole number/,
    );

    // A program renamed .png, and a picture over 5 MB, are refused by their content and size.
    const exe = new FormData();
    for (const [k, v] of Object.entries({
      intent: "product-save",
      name: "B",
      price: "10",
      categoryId: await categoryId("tea"),
    })) {
      exe.set(k, v);
    }
    exe.append("image", new File([new TextEncoder().encode("MZ\x90\x00 not a picture")], "x.png"));
    const refused = await post(cookie, exe);
    expect(refused.status).toBe(400);
    expect(await toastOf(refused)).toMatchObject({
      description: "The image must be a JPEG, PNG or WebP picture.",
    });

    const big = new FormData();
    for (const [k, v] of Object.entries({
      intent: "product-save",
      name: "C",
      price: "10",
      categoryId: await categoryId("tea"),
    })) {
      big.set(k, v);
    }
    const huge = new Uint8Array(5 * 1024 * 1024 + 10);
    huge.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    big.append("image", new File([huge], "big.png"));
    const tooBig = await post(cookie, big);
    expect(tooBig.status).toBe(400);
    expect(await toastOf(tooBig)).toMatchObject({ description: "The image is larger than 5 MB." });
    expect(await count()).toBe(start);
  });

  it("edits a product and soft-deletes it: it leaves the store and every cart", async () => {
    const { cookie } = await cookieFor("admin");
    const shopper = await createTestUser();
    const tea = await productBySlug("tea-talks-family-pack");
    expect((await addToCart(shopper.id, tea.id, 1)).kind).toBe("ok");

    const edit = await post(cookie, {
      intent: "product-save",
      id: tea.id,
      name: "Tea Talks Family Pack",
      price: "135",
      stock: "50",
      categoryId: tea.category_id,
      active: "on",
      weight: "250g",
    });
    expect(edit.status).toBe(302);
    expect(await productBySlug("tea-talks-family-pack")).toMatchObject({
      price_paise: 13500,
      stock_quantity: 50,
    });

    const del = await post(cookie, { intent: "product-delete", id: tea.id });
    expect(await redirectToast(del)).toMatchObject({
      title: "Product deleted",
      description: "Product has been deactivated",
    });
    expect((await productBySlug("tea-talks-family-pack")).is_active).toBe(0);
    expect((await listProducts("en", { q: "Family Pack" })).products).toEqual([]);
    expect(
      await getDb()
        .selectFrom("cart_items")
        .select("id")
        .where("user_id", "=", shopper.id)
        .execute(),
    ).toEqual([]);
    expect((await post(cookie, { intent: "product-delete", id: tea.id })).status).toBe(404);
  });
});

describe("categories", () => {
  it("adds, renames, refuses duplicates, and (de)activates", async () => {
    const { cookie } = await cookieFor("admin");
    expect(
      (
        await post(cookie, {
          intent: "category-save",
          name: "Photo Frames",
          nameTa: "புகைப்படச் சட்டங்கள்",
        })
      ).status,
    ).toBe(302);
    const frames = await getDb()
      .selectFrom("product_categories")
      .select(["id", "is_active"])
      .where("name", "=", "Photo Frames")
      .executeTakeFirstOrThrow();
    expect((await post(cookie, { intent: "category-save", name: "photo frames" })).status).toBe(
      409,
    );
    expect((await post(cookie, { intent: "category-save", name: "" })).status).toBe(400);
    await post(cookie, { intent: "category-save", id: frames.id, name: "Frames & Albums" });
    expect(
      (
        await getDb()
          .selectFrom("product_categories")
          .select("name")
          .where("id", "=", frames.id)
          .executeTakeFirstOrThrow()
      ).name,
    ).toBe("Frames & Albums");

    const tea = await categoryId("tea");
    const teas = (await listProducts("en", { category: "tea" })).total;
    expect(teas).toBeGreaterThan(0);
    await post(cookie, { intent: "category-toggle", id: tea, active: "0" });
    expect((await listProducts("en", { category: "tea" })).total).toBe(0);
    await post(cookie, { intent: "category-toggle", id: tea, active: "1" });
    expect((await listProducts("en", { category: "tea" })).total).toBe(teas);
  });
});

describe("order workflow", () => {
  async function order(quantity = 2) {
    const shopper = await createTestUser();
    const tea = await productBySlug("tea-talks-gold-pack");
    await addToCart(shopper.id, tea.id, quantity);
    const placed = await placeOrder(
      shopper.id,
      {
        name: "Kavya",
        phone: "+919876543210",
        email: shopper.email,
        address: "1 Car Street",
        pinCode: "627006",
      },
      crypto.randomUUID(),
    );
    if (placed.kind !== "placed") throw new Error("order not placed");
    const row = await getDb()
      .selectFrom("orders")
      .select(["id", "order_status", "payment_status"])
      .where("order_number", "=", placed.orderNumber)
      .executeTakeFirstOrThrow();
    return { ...row, shopper, teaId: tea.id };
  }

  const status = async (id: string) =>
    getDb()
      .selectFrom("orders")
      .select(["order_status", "payment_status"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();

  it("moves awaiting confirmation → pending → processing → shipped → delivered, e-mailing and auditing each step", async () => {
    const { user, cookie } = await cookieFor("admin");
    const o = await order();
    const mailsBefore = await getDb()
      .selectFrom("email_outbox")
      .select("id")
      .where("entity_id", "=", o.id)
      .execute();
    expect(o.order_status).toBe("awaiting_confirmation");
    for (const to of ["pending", "processing", "shipped", "delivered"]) {
      const shipped = { courier: "India Post", trackingNumber: "EM123456789IN" };
      const r = await post(cookie, { intent: "order-status", orderId: o.id, to, ...shipped });
      expect(r.status, to).toBe(302);
    }
    expect(await status(o.id)).toEqual({ order_status: "delivered", payment_status: "pending" });
    expect(
      (await post(cookie, { intent: "payment-status", orderId: o.id, to: "paid", method: "cash" }))
        .status,
    ).toBe(302);
    expect((await status(o.id)).payment_status).toBe("paid");

    const mails = await getDb()
      .selectFrom("email_outbox")
      .select(["to_address", "subject"])
      .where("entity_id", "=", o.id)
      .orderBy("created_at")
      .execute();
    expect(mails.length - mailsBefore.length).toBe(5);
    expect(mails.slice(-5).every((m) => m.to_address === o.shopper.email)).toBe(true);
    const audit = await getDb()
      .selectFrom("audit_log")
      .select(["action", "before_json", "after_json", "actor_id"])
      .where("entity_id", "=", o.id)
      .orderBy("created_at")
      .execute();
    expect(audit.map((a) => [a.action, JSON.parse(a.after_json!)])).toEqual([
      ["order.status", { order_status: "pending" }],
      ["order.status", { order_status: "processing" }],
      [
        "order.status",
        { order_status: "shipped", courier: "India Post", tracking_number: "EM123456789IN" },
      ],
      ["order.status", { order_status: "delivered" }],
      ["order.payment", { payment_status: "paid", method: "cash" }],
    ]);
    expect(audit.every((a) => a.actor_id === user.id)).toBe(true);
  });

  it("refuses moves the workflow does not allow, and changes nothing", async () => {
    const { cookie } = await cookieFor("admin");
    const o = await order();
    for (const to of ["processing", "shipped", "delivered", "returned"]) {
      const reason = "Customer asked";
      const courier = "Hand delivery";
      expect(
        (await post(cookie, { intent: "order-status", orderId: o.id, to, reason, courier })).status,
        to,
      ).toBe(409);
    }
    expect(
      (await post(cookie, { intent: "order-status", orderId: o.id, to: "bogus" })).status,
    ).toBe(400);
    await post(cookie, { intent: "order-status", orderId: o.id, to: "pending" });
    await post(cookie, { intent: "order-status", orderId: o.id, to: "processing" });
    await post(cookie, {
      intent: "order-status",
      orderId: o.id,
      to: "shipped",
      courier: "Hand delivery",
    });
    expect(
      (
        await post(cookie, {
          intent: "order-status",
          orderId: o.id,
          to: "cancelled",
          reason: "Customer asked",
        })
      ).status,
    ).toBe(409);
    expect(
      (await post(cookie, { intent: "payment-status", orderId: o.id, to: "pending" })).status,
    ).toBe(409);
    expect(await status(o.id)).toEqual({ order_status: "shipped", payment_status: "pending" });
    expect(
      (await post(cookie, { intent: "order-status", orderId: "nope", to: "processing" })).status,
    ).toBe(404);
  });

  it("answers an order form without its reason or method in the staff member's language", async () => {
    const { cookie } = await cookieFor("admin");
    const o = await order();
    const cancel = { intent: "order-status", orderId: o.id, to: "cancelled", reason: "" };
    const paid = { intent: "payment-status", orderId: o.id, to: "paid" };
    const answers = async (lang: "en" | "ta") => {
      const withLang = `${cookie}; ${await localeCookie(lang)}`;
      const results = [await post(withLang, cancel), await post(withLang, paid)];
      return Promise.all(
        results.map(async (r) => {
          const errors = (r.data as { errors: Record<string, string> }).errors;
          return [r.status, (await toastOf(r))?.description, errors] as const;
        }),
      );
    };
    expect(await answers("ta")).toEqual([
      [
        400,
        "ஆர்டரை ரத்து செய்வதற்கான காரணத்தைக் குறிப்பிடவும்",
        { reason: "ஆர்டரை ரத்து செய்வதற்கான காரணத்தைக் குறிப்பிடவும்" },
      ],
      [400, "ரொக்கம் அல்லது UPI-ஐத் தேர்ந்தெடுக்கவும்", { method: "ரொக்கம் அல்லது UPI-ஐத் தேர்ந்தெடுக்கவும்" }],
    ]);
    expect(await answers("en")).toEqual([
      [
        400,
        "Give the reason for cancelling the order",
        { reason: "Give the reason for cancelling the order" },
      ],
      [400, "Choose cash or UPI", { method: "Choose cash or UPI" }],
    ]);
    expect(await status(o.id)).toEqual({
      order_status: "awaiting_confirmation",
      payment_status: "pending",
    });
  });

  it("marks shipped only with the courier, and its tracking number unless it is a hand delivery", async () => {
    const { cookie } = await cookieFor("admin");
    const ready = async () => {
      const o = await order();
      for (const to of ["pending", "processing"])
        expect((await post(cookie, { intent: "order-status", orderId: o.id, to })).status).toBe(
          302,
        );
      return o;
    };
    const shipment = (id: string) =>
      getDb()
        .selectFrom("orders")
        .select(["order_status", "courier", "tracking_number"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
    const lastMail = (id: string) =>
      getDb()
        .selectFrom("email_outbox")
        .select(["subject", "text_body"])
        .where("entity_id", "=", id)
        .orderBy("created_at", "desc")
        .executeTakeFirstOrThrow();
    const ship = (id: string, fields: Record<string, string>, lang: "en" | "ta" = "en") =>
      localeCookie(lang).then((l) =>
        post(`${cookie}; ${l}`, { intent: "order-status", orderId: id, to: "shipped", ...fields }),
      );
    const refusal = async (r: Awaited<ReturnType<typeof post>>) => [
      r.status,
      (await toastOf(r))?.description,
      (r.data as { errors: Record<string, string> }).errors,
    ];

    const o = await ready();
    const tracking = "Enter the tracking number the courier gave (not needed for hand delivery)";
    expect(await refusal(await ship(o.id, { courier: "DTDC" }))).toEqual([
      400,
      tracking,
      { trackingNumber: tracking },
    ]);
    expect(await refusal(await ship(o.id, { courier: "", trackingNumber: "D1" }))).toEqual([
      400,
      "Enter the courier (or Hand delivery)",
      { courier: "Enter the courier (or Hand delivery)" },
    ]);
    expect((await ship(o.id, { courier: "DTDC", trackingNumber: "D1#2" })).status).toBe(400);
    expect((await refusal(await ship(o.id, { courier: "DTDC" }, "ta")))[1]).toBe(
      "கூரியர் தந்த டிராக்கிங் எண்ணை உள்ளிடவும் (கையால் டெலிவரிக்குத் தேவையில்லை)",
    );
    expect(await shipment(o.id)).toEqual({
      order_status: "processing",
      courier: null,
      tracking_number: null,
    });

    // A courier with its tracking number (spaces dropped, upper case); the e-mail names both.
    expect((await ship(o.id, { courier: " DTDC ", trackingNumber: " d12 345 " })).status).toBe(302);
    expect(await shipment(o.id)).toEqual({
      order_status: "shipped",
      courier: "DTDC",
      tracking_number: "D12345",
    });
    const mail = await lastMail(o.id);
    expect(mail.subject).toMatch(/order LK\d+: Shipped$/);
    expect(mail.text_body).toContain("is now: Shipped.");
    expect(mail.text_body).toContain("Courier: DTDC");
    expect(mail.text_body).toContain("Tracking number: D12345");

    // Hand delivery, typed in Tamil, needs no tracking number; a Tamil customer reads Tamil.
    const hand = await ready();
    await getDb()
      .updateTable("users")
      .set({ locale: "ta" })
      .where("email", "=", hand.shopper.email)
      .execute();
    expect((await ship(hand.id, { courier: "கையால் டெலிவரி" }, "ta")).status).toBe(302);
    expect(await shipment(hand.id)).toEqual({
      order_status: "shipped",
      courier: "Hand delivery",
      tracking_number: null,
    });
    const tamil = await lastMail(hand.id);
    expect(tamil.subject).toMatch(/ஆர்டர் LK\d+: அனுப்பப்பட்டது$/);
    expect(tamil.text_body).toContain("கூரியர்: கையால் டெலிவரி");
    expect(tamil.text_body).not.toContain("டிராக்கிங் எண்:");
  });

  it("cancelling returns the stock, once", async () => {
    const { cookie } = await cookieFor("admin");
    const o = await order(3);
    const stock = async () => (await productBySlug("tea-talks-gold-pack")).stock_quantity;
    const before = await stock();
    await post(cookie, { intent: "order-status", orderId: o.id, to: "pending" });
    await post(cookie, { intent: "order-status", orderId: o.id, to: "processing" });
    const cancel = {
      intent: "order-status",
      orderId: o.id,
      to: "cancelled",
      reason: "Out of area",
    };
    const [a, b] = await Promise.all([post(cookie, cancel), post(cookie, cancel)]);
    expect([a.status, b.status].sort()).toEqual([302, 409]);
    expect(await stock()).toBe(before + 3);
    expect((await status(o.id)).order_status).toBe("cancelled");
  });

  it("does not e-mail a customer who switched notifications off", async () => {
    const { cookie } = await cookieFor("admin");
    const o = await order();
    await getDb()
      .updateTable("users")
      .set({ notifications_enabled: 0 })
      .where("id", "=", o.shopper.id)
      .execute();
    const before = await getDb()
      .selectFrom("email_outbox")
      .select("id")
      .where("entity_id", "=", o.id)
      .execute();
    const r = await post(cookie, { intent: "order-status", orderId: o.id, to: "pending" });
    expect(r.status).toBe(302);
    const after = await getDb()
      .selectFrom("email_outbox")
      .select("id")
      .where("entity_id", "=", o.id)
      .execute();
    expect(after.length).toBe(before.length);
  });

  it("lists, filters and searches orders", async () => {
    const { cookie } = await cookieFor("admin");
    const o = await order();
    const number = (
      await getDb()
        .selectFrom("orders")
        .select("order_number")
        .where("id", "=", o.id)
        .executeTakeFirstOrThrow()
    ).order_number;
    const found = await callRoute(
      adminLoader,
      getRequest(`/limrakart/admin?tab=orders&q=${number}&order=${o.id}`, { cookie }),
    );
    const d = found.data as {
      orders: { orders: { orderNumber: string }[] };
      detail: { items: unknown[] };
    };
    expect(d.orders.orders.map((x) => x.orderNumber)).toEqual([number]);
    expect(d.detail.items).toHaveLength(1);
    const delivered = await callRoute(
      adminLoader,
      getRequest("/limrakart/admin?tab=orders&status=delivered&q=%25", { cookie }),
    );
    expect((delivered.data as { orders: { orders: unknown[] } }).orders.orders.every(Boolean)).toBe(
      true,
    );
  });
});
