import { describe, expect, it } from "vitest";
import type { Locale } from "~/lib/i18n/i18n";
import { createSessionCookie } from "~/platform/auth/accounts.server";
import { getDb } from "~/platform/db/db.server";
import { loader as rootLoader } from "~/root";
import { CART_HREF } from "~/components/site-nav-links";
import { CART_DRAWER_HREF, productInStoreHref } from "~/shop";
import { addToCart, getCart } from "~/shop/cart/cart.server";
import { loader as storefrontLoader } from "~/shop/storefront/routes/storefront";
import { loader as welcomeLoader } from "~/site/routes/welcome";
import { findTea, TEA_ROUTES } from "~/tea/tea.server";
import { createProduct, createTestUser } from "../factories";
import { callRoute, getRequest, localeCookie } from "./route-harness";

/**
 * The shop joined to the site (issue 21, decision 031): the root loader's cart count behind the
 * header's cart icon, the tea pages' link to their pack in LimraKart, and /welcome telling a
 * visitor the truth.
 */

async function customer() {
  const user = await createTestUser({ role: "customer" });
  return { user, cookie: (await createSessionCookie(user.id)).header };
}

async function rootData(cookie?: string) {
  const result = await callRoute(rootLoader, getRequest("/", { cookie }));
  expect(result.status).toBe(200);
  return result.data!;
}

/** A category and a product of this test's own, so switching them off touches no seed row. */
async function offSaleCandidate() {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  await getDb()
    .insertInto("product_categories")
    .values({
      id: `nav-category-${id}`,
      slug: `nav-category-${id}`,
      name: "Navigation Test",
      name_ta: null,
      sort_order: 99,
      is_active: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const admin = await createTestUser({ role: "admin" });
  const product = await createProduct(admin.id, {
    name: "Navigation Test Item",
    price: "10",
    stock: "50",
    categoryId: `nav-category-${id}`,
  });
  return { productId: product.id, categoryId: `nav-category-${id}` };
}

describe("the root loader's cart count (the header's cart icon)", () => {
  it("is 0 for a visitor, and for a customer with an empty cart", async () => {
    expect((await rootData()).cartCount).toBe(0);
    const { cookie } = await customer();
    expect((await rootData(cookie)).cartCount).toBe(0);
  });

  it("counts the items of the signed-in customer's cart, not another's", async () => {
    const { user, cookie } = await customer();
    const other = await customer();
    expect((await addToCart(user.id, "seed-product-tea-talks-gold-pack", 2)).kind).toBe("ok");
    expect((await addToCart(user.id, "seed-product-tea-talks-family-pack", 1)).kind).toBe("ok");
    expect((await addToCart(other.user.id, "seed-product-tea-talks-gold-pack", 5)).kind).toBe("ok");
    expect((await rootData(cookie)).cartCount).toBe(3);
    expect((await rootData(other.cookie)).cartCount).toBe(5);
    expect((await rootData()).cartCount).toBe(0);
  });

  it("agrees with the cart drawer when a product or its category goes off sale", async () => {
    const { user, cookie } = await customer();
    const item = await offSaleCandidate();
    expect((await addToCart(user.id, item.productId, 4)).kind).toBe("ok");
    expect((await addToCart(user.id, "seed-product-tea-talks-trial-pouch", 1)).kind).toBe("ok");
    expect((await rootData(cookie)).cartCount).toBe(5);

    const db = getDb();
    await db
      .updateTable("product_categories")
      .set({ is_active: 0 })
      .where("id", "=", item.categoryId)
      .execute();
    expect((await rootData(cookie)).cartCount).toBe(1);
    expect((await getCart(user.id, "en")).count).toBe(1);

    await db
      .updateTable("product_categories")
      .set({ is_active: 1 })
      .where("id", "=", item.categoryId)
      .execute();
    await db
      .updateTable("products")
      .set({ is_active: 0 })
      .where("id", "=", item.productId)
      .execute();
    expect((await rootData(cookie)).cartCount).toBe(1);
    expect((await getCart(user.id, "en")).count).toBe(1);
  });
});

describe("a tea page's link to its pack in LimraKart", () => {
  it("and its View cart lead where the header's cart icon does: the open cart drawer", async () => {
    expect(CART_DRAWER_HREF).toBe(CART_HREF);
    const { user, cookie } = await customer();
    expect((await addToCart(user.id, "seed-product-tea-talks-trial-pouch", 1)).kind).toBe("ok");
    const store = await callRoute(storefrontLoader, getRequest(CART_DRAWER_HREF, { cookie }));
    expect(store.data!.drawer).not.toBeNull();
    // Its totals follow the delivery rule the owner saved (read for the open drawer only).
    const feeBefore = store.data!.drawer!.totals.deliveryPaise;
    await getDb()
      .insertInto("business_settings")
      .values({ key: "deliveryFee", value: "77", updated_at: new Date().toISOString() })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value: "77" }))
      .execute();
    try {
      const again = await callRoute(storefrontLoader, getRequest(CART_DRAWER_HREF, { cookie }));
      expect(again.data!.drawer!.totals.deliveryPaise).toBe(7700);
      expect(feeBefore).not.toBe(7700);
    } finally {
      await getDb().deleteFrom("business_settings").where("key", "=", "deliveryFee").execute();
    }
    // Closed, the page does not carry the drawer's texts and totals (issue 22).
    const closed = await callRoute(storefrontLoader, getRequest("/limrakart", { cookie }));
    expect(closed.data!.drawer).toBeNull();
  });

  it("sends each product card's fields only, not the whole product (issue 22)", async () => {
    const store = await callRoute(storefrontLoader, getRequest("/limrakart?category=tea"));
    expect(store.status).toBe(200);
    expect(store.data!.products.length).toBeGreaterThan(0);
    for (const p of store.data!.products) {
      expect(Object.keys(p).sort()).toEqual(
        [
          "categoryName",
          "id",
          "imageUrl",
          "name",
          "pricePaise",
          "route",
          "shortDescription",
          "stock",
        ].sort(),
      );
    }
    // The side column's categories: by slug, without their ids.
    for (const c of store.data!.categories) {
      expect(Object.keys(c).sort()).toEqual(["name", "productCount", "slug"]);
    }
  });

  it.each(["en", "ta"] as const)("finds exactly that tea in the store (%s)", async (locale) => {
    const cookie = await localeCookie(locale as Locale);
    for (const slug of TEA_ROUTES) {
      const tea = await findTea(locale, slug);
      expect(tea, slug).not.toBeNull();
      const href = productInStoreHref(tea!);
      expect(href, slug).toMatch(/^\/limrakart\?category=tea&q=/);
      const store = await callRoute(storefrontLoader, getRequest(href, { cookie }));
      expect(store.status).toBe(200);
      expect(
        store.data!.products.map((p) => p.id),
        slug,
      ).toEqual([tea!.id]);
    }
  });
});

describe("/welcome", () => {
  it("knows a visitor is not signed in", async () => {
    const result = await callRoute(welcomeLoader, getRequest("/welcome"));
    expect(result.status).toBe(200);
    expect(result.data!.signedIn).toBe(false);
    expect(result.data!.content.visitor.text).toMatch(/^You are not signed in\./);
    expect(result.data!.content.meta.description).not.toMatch(/you are signed in/i);
  });

  it("knows a signed-in user is, in English and Tamil", async () => {
    const { cookie } = await customer();
    const result = await callRoute(welcomeLoader, getRequest("/welcome", { cookie }));
    expect(result.data!.signedIn).toBe(true);
    expect(result.data!.content.text).toMatch(/^You are signed in\./);
    const ta = await callRoute(
      welcomeLoader,
      getRequest("/welcome", { cookie: `${cookie}; ${await localeCookie("ta")}` }),
    );
    expect(ta.data!.signedIn).toBe(true);
    expect(ta.data!.content.visitor.title).toBe("Limra Graphics-க்கு வருக");
  });
});
