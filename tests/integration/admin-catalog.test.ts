import { readdir } from "node:fs/promises";
import path from "node:path";
import { type MiddlewareFunction } from "react-router";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ADMIN_ACCESS_DENIED } from "~/admin/access";
import { action, loader } from "~/admin/catalog/routes/catalog";
import { middleware as adminLayoutMiddleware } from "~/admin/routes/layout";
import { createSessionCookie } from "~/platform/auth/accounts.server";
import { getDb } from "~/platform/db/db.server";
import { getEnv } from "~/platform/env.server";
import type { FormFailure } from "~/lib/forms";
import { loader as galleryLoader } from "~/site/routes/gallery";
import { loader as homeLoader } from "~/site/routes/home";
import { loader as servicesLoader } from "~/site/routes/services";
import { listServices } from "~/site/site.server";
import { createTestUser } from "../factories";
import {
  callRoute,
  getRequest,
  localeCookie,
  postRequest,
  redirectToast,
  toastOf,
  type RouteResult,
} from "./route-harness";

/**
 * The admin panel at /admin: access, the Services / Products / Gallery tabs, validation
 * messages, pictures, soft delete, the audit log, and what the public pages show afterwards.
 */

async function cookieFor(role: "admin" | "staff" | "customer") {
  const user = await createTestUser({ role });
  return { user, cookie: (await createSessionCookie(user.id)).header };
}

const post = (cookie: string | undefined, body: FormData | Record<string, string>, tab = "") =>
  callRoute(action, postRequest(`/admin${tab ? `?tab=${tab}` : ""}`, body, { cookie }));

const load = (cookie: string | undefined, query = "") =>
  callRoute(loader, getRequest(`/admin${query}`, { cookie }));

/** A multipart form (the browser sends the panel's forms so), with an optional picture. */
function multipart(fields: Record<string, string>, image?: File): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (image) form.set("image", image);
  return form;
}

async function pngFile(name = "photo.png", width = 1000, height = 800): Promise<File> {
  const bytes = new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: "#c2185b" } })
      .png()
      .toBuffer(),
  );
  return new File([bytes], name, { type: "image/png" });
}

async function mediaFiles(): Promise<string[]> {
  const dir = path.join(getEnv().DATA_DIR, "uploads", "media");
  return (await readdir(dir).catch(() => [] as string[])).sort();
}

async function tempFiles(): Promise<string[]> {
  return readdir(path.join(getEnv().DATA_DIR, "uploads", ".tmp")).catch(() => [] as string[]);
}

const failure = (result: RouteResult) => result.data as FormFailure;

async function serviceByName(name: string) {
  return getDb()
    .selectFrom("services")
    .select([
      "id",
      "slug",
      "name",
      "name_ta",
      "description",
      "features_json",
      "features_ta_json",
      "turnaround",
      "price_paise",
      "image_url",
      "sort_order",
      "is_active",
      "created_by",
    ])
    .where("name", "=", name)
    .executeTakeFirstOrThrow();
}

async function galleryByTitle(title: string) {
  return getDb()
    .selectFrom("gallery_items")
    .select([
      "id",
      "slug",
      "title",
      "title_ta",
      "category",
      "tags_json",
      "tags_ta_json",
      "image_url",
      "sort_order",
      "is_active",
    ])
    .where("title", "=", title)
    .executeTakeFirstOrThrow();
}

async function auditFor(entityId: string) {
  return getDb()
    .selectFrom("audit_log")
    .select(["action", "entity", "actor_id", "before_json", "after_json"])
    .where("entity_id", "=", entityId)
    .orderBy("created_at")
    .orderBy("action")
    .execute();
}

async function publicServiceNames() {
  const result = await callRoute(servicesLoader, getRequest("/services"));
  return (result.data as { services: { name: string }[] }).services.map((s) => s.name);
}

async function publicGalleryTitles(query = "?show=500") {
  const result = await callRoute(galleryLoader, getRequest(`/gallery${query}`));
  return (result.data as { gallery: { items: { title: string }[] } }).gallery.items.map(
    (i) => i.title,
  );
}

/** Creates a gallery item through the panel and returns its row. */
async function createGalleryItem(
  cookie: string,
  title: string,
  extra: Record<string, string> = {},
) {
  const result = await post(
    cookie,
    multipart(
      { intent: "gallery-save", title, category: "banners", active: "on", ...extra },
      await pngFile(),
    ),
  );
  expect(result.status, JSON.stringify(result.data)).toBe(302);
  return galleryByTitle(title);
}

async function snapshot() {
  const db = getDb();
  const [services, gallery, products, audit] = await Promise.all([
    db.selectFrom("services").select(["id", "name", "is_active"]).orderBy("id").execute(),
    db.selectFrom("gallery_items").select(["id", "title", "is_active"]).orderBy("id").execute(),
    db.selectFrom("products").select(["id", "name", "is_active"]).orderBy("id").execute(),
    db
      .selectFrom("audit_log")
      .select("id")
      .where("entity", "in", ["service", "gallery_item", "product"])
      .execute(),
  ]);
  return { services, gallery, products, audit: audit.length, media: await mediaFiles() };
}

describe("access", () => {
  it("sends a visitor to sign in, from the page and from every action", async () => {
    const page = await load(undefined, "?tab=gallery");
    expect(page.status).toBe(302);
    expect(page.location).toBe("/auth?redirectTo=%2Fadmin%3Ftab%3Dgallery");
    const posted = await post(undefined, { intent: "service-save", name: "Visitor Service" });
    expect(posted.status).toBe(302);
    expect(posted.location).toMatch(/^\/auth\?redirectTo=/);
  });

  it("refuses customers and staff (403) on the loader and on every action, changing nothing", async () => {
    const { cookie: adminCookie } = await cookieFor("admin");
    const item = await createGalleryItem(adminCookie, "Guarded Banner");
    const serviceId = (
      await getDb()
        .selectFrom("services")
        .select("id")
        .where("slug", "=", "offset-printing")
        .executeTakeFirstOrThrow()
    ).id;
    const productId = (
      await getDb()
        .selectFrom("products")
        .select("id")
        .where("is_active", "=", 1)
        .executeTakeFirstOrThrow()
    ).id;
    const before = await snapshot();

    for (const role of ["customer", "staff"] as const) {
      const { cookie } = await cookieFor(role);
      for (const tab of ["", "?tab=services", "?tab=products", "?tab=gallery&edit=new"]) {
        expect((await load(cookie, tab)).status, `${role} GET /admin${tab}`).toBe(403);
      }
      const actions: Record<string, string>[] = [
        { intent: "service-save", name: "Sneaky Service" },
        { intent: "service-save", id: serviceId, name: "Renamed" },
        { intent: "service-delete", id: serviceId },
        { intent: "gallery-save", title: "Sneaky Item", category: "banners" },
        { intent: "gallery-save", id: item.id, title: "Renamed", category: "banners" },
        { intent: "gallery-delete", id: item.id },
        { intent: "product-save", name: "Sneaky Product", price: "10", categoryId: "x" },
        { intent: "product-delete", id: productId },
        { intent: "nonsense" },
      ];
      for (const fields of actions) {
        const result = await post(cookie, multipart(fields, await pngFile()));
        expect(result.status, `${role} ${fields.intent}`).toBe(403);
      }
    }
    expect(await snapshot()).toEqual(before);
    expect(await tempFiles()).toEqual([]);
  });

  it("the admin layout's middleware answers non-admins with the spec's message", async () => {
    const run = (cookie?: string) =>
      callRoute(
        async (args: Parameters<MiddlewareFunction<Response>>[0]) => {
          await adminLayoutMiddleware[0]!(args as never, async () => new Response(null));
          return { passed: true };
        },
        getRequest("/admin/users", { cookie }),
      );

    const visitor = await run();
    expect(visitor.status).toBe(302);
    expect(visitor.location).toBe("/auth?redirectTo=%2Fadmin%2Fusers");
    for (const role of ["customer", "staff"] as const) {
      const denied = await run((await cookieFor(role)).cookie);
      expect(denied.status).toBe(403);
      // The refusal carries the page's theme and language, so the 403 screen keeps them (issue 23).
      expect(denied.data).toEqual({ ...ADMIN_ACCESS_DENIED, theme: "light", locale: "en" });
    }
    expect(ADMIN_ACCESS_DENIED).toEqual({
      title: "Access Denied",
      message: "You must be an admin to access this panel.",
    });
    const admin = await run((await cookieFor("admin")).cookie);
    expect(admin.data).toEqual({ passed: true });
  });
});

describe("the page", () => {
  it("shows the tab's list with totals and opens the add/edit panel from the URL", async () => {
    const { cookie } = await cookieFor("admin");
    const first = await load(cookie);
    expect(first.status).toBe(200);
    const d = first.data as Awaited<ReturnType<typeof loader>>;
    expect(d.tab).toBe("services");
    expect(d.services.map((s) => s.slug).slice(0, 6)).toEqual([
      "digital-printing",
      "offset-printing",
      "graphic-design",
      "id-card-printing",
      "flex-banner-design",
      "wedding-cards",
    ]);
    expect(d.gallery).toEqual([]);
    expect(d.edit).toBeNull();
    const counts = await getDb()
      .selectFrom("services")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(d.counts.services.total).toBe(Number(counts.n));
    expect(d.counts.gallery.total).toBeGreaterThanOrEqual(12);
    expect(d.counts.products.total).toBeGreaterThan(0);

    const gallery = (await load(cookie, "?tab=gallery&edit=new")).data as typeof d;
    expect(gallery.tab).toBe("gallery");
    expect(gallery.edit).toBe("new");
    expect(gallery.gallery.length).toBeGreaterThanOrEqual(12);

    const id = d.services[1]!.id;
    expect(((await load(cookie, `?tab=services&edit=${id}`)).data as typeof d).edit).toBe(id);
    // An id of another tab or of nothing leaves the panel closed.
    expect(((await load(cookie, `?tab=gallery&edit=${id}`)).data as typeof d).edit).toBeNull();
    expect(((await load(cookie, "?tab=services&edit=missing")).data as typeof d).edit).toBeNull();

    const products = (await load(cookie, "?tab=products")).data as typeof d;
    expect(products.products.length).toBe(products.counts.products.total);
    expect(products.categories.length).toBeGreaterThan(0);
    expect(((await load(cookie, "?tab=bogus")).data as typeof d).tab).toBe("services");
  });
});

describe("validation", () => {
  it("services: a name is required; price and position must be numbers", async () => {
    const { cookie } = await cookieFor("admin");
    const before = await snapshot();
    for (const name of ["", "   "]) {
      const result = await post(cookie, multipart({ intent: "service-save", name }));
      expect(result.status).toBe(400);
      expect(failure(result).errors.name).toBe("Service name is required");
      expect((await toastOf(result))?.description).toBe("Failed to save service");
    }
    const missing = await post(cookie, { intent: "service-save" });
    expect(failure(missing).errors.name).toBe("Service name is required");

    const numbers = await post(
      cookie,
      multipart({ intent: "service-save", name: "Numbers", price: "12.345", sortOrder: "first" }),
    );
    expect(numbers.status).toBe(400);
    expect(failure(numbers).errors).toEqual({
      price: "Please enter the price in rupees, e.g. 250 or 249.50",
      sortOrder: "Position must be a whole number, e.g. 10",
    });
    // The values typed come back for the form.
    expect(failure(numbers).values).toMatchObject({ name: "Numbers", price: "12.345" });
    expect(await snapshot()).toEqual(before);
  });

  it("gallery: title, one of the five categories and (for a new item) a picture", async () => {
    const { cookie } = await cookieFor("admin");
    const before = await snapshot();
    const empty = await post(cookie, multipart({ intent: "gallery-save", title: "" }));
    expect(empty.status).toBe(400);
    expect(failure(empty).errors).toEqual({
      title: "Gallery title is required",
      category: "Please choose a category",
      image: "Please choose an image",
    });
    expect((await toastOf(empty))?.description).toBe("Failed to save gallery item");

    const badCategory = await post(
      cookie,
      multipart({ intent: "gallery-save", title: "Poster", category: "posters" }, await pngFile()),
    );
    expect(failure(badCategory).errors).toEqual({ category: "Please choose a category" });

    const noImage = await post(
      cookie,
      multipart({ intent: "gallery-save", title: "No Picture", category: "wedding" }),
    );
    expect(noImage.status).toBe(400);
    expect(failure(noImage).errors).toEqual({ image: "Please choose an image" });
    expect((await toastOf(noImage))?.description).toBe("Failed to save gallery item");
    expect(await snapshot()).toEqual(before);
    expect(await tempFiles()).toEqual([]);
  });

  it("products: the shared product form's 'Product name is required'", async () => {
    const { cookie } = await cookieFor("admin");
    const result = await post(cookie, multipart({ intent: "product-save", name: "", price: "10" }));
    expect(result.status).toBe(400);
    expect(failure(result).errors.name).toBe("Product name is required");
  });

  it("answers an unknown intent with 400", async () => {
    const { cookie } = await cookieFor("admin");
    const result = await post(cookie, { intent: "drop-tables" });
    expect(result.status).toBe(400);
  });
});

describe("services", () => {
  it("creates, edits and soft-deletes a service, and /services follows", async () => {
    const { user, cookie } = await cookieFor("admin");
    const created = await post(
      cookie,
      multipart(
        {
          intent: "service-save",
          name: "Lamination",
          nameTa: "லேமினேஷன்",
          description: "Gloss and matte lamination.",
          features: "Gloss\n\n  Matte  \nGloss",
          featuresTa: "பளபளப்பு",
          turnaround: "Same day",
          price: "₹1,249.50",
          active: "on",
          redirectTo: "/admin?tab=services",
        },
        await pngFile(),
      ),
    );
    expect(created.status).toBe(302);
    expect(created.location).toBe("/admin?tab=services");
    expect(await redirectToast(created)).toMatchObject({
      title: "Service saved",
      description: "Lamination has been added.",
    });
    const row = await serviceByName("Lamination");
    expect(row).toMatchObject({
      slug: "lamination",
      name_ta: "லேமினேஷன்",
      description: "Gloss and matte lamination.",
      features_json: JSON.stringify(["Gloss", "Matte"]),
      features_ta_json: JSON.stringify(["பளபளப்பு"]),
      turnaround: "Same day",
      price_paise: 124950,
      is_active: 1,
      created_by: user.id,
    });
    expect(row.image_url).toMatch(/^\/media\/[0-9a-f-]+-card\.webp$/);
    // After the others by default.
    const names = await publicServiceNames();
    expect(names.at(-1)).toBe("Lamination");
    const ta = await listServices("ta");
    expect(ta.find((s) => s.slug === "lamination")).toMatchObject({
      name: "லேமினேஷன்",
      features: ["பளபளப்பு"],
      description: "Gloss and matte lamination.",
    });

    // A second service of the same name gets its own slug.
    await post(cookie, multipart({ intent: "service-save", name: "Lamination!", active: "on" }));
    expect((await serviceByName("Lamination!")).slug).toBe("lamination-2");

    // Edit: a new name, no price, first position; the picture stays when none is sent.
    const edited = await post(
      cookie,
      multipart({
        intent: "service-save",
        id: row.id,
        name: "Lamination & Binding",
        description: "Now with binding.",
        features: "Spiral binding",
        price: "",
        sortOrder: "1",
        active: "on",
      }),
    );
    expect(edited.status).toBe(302);
    expect(await redirectToast(edited)).toMatchObject({
      title: "Service saved",
      description: "Lamination & Binding has been updated.",
    });
    const after = await serviceByName("Lamination & Binding");
    expect(after).toMatchObject({
      slug: "lamination",
      price_paise: null,
      sort_order: 1,
      image_url: row.image_url,
      features_json: JSON.stringify(["Spiral binding"]),
      name_ta: null,
    });
    expect((await publicServiceNames())[0]).toBe("Lamination & Binding");
    const home = await callRoute(homeLoader, getRequest("/"));
    expect((home.data as { services: { name: string }[] }).services[0]!.name).toBe(
      "Lamination & Binding",
    );

    // The picture can be removed.
    await post(
      cookie,
      multipart({
        intent: "service-save",
        id: row.id,
        name: "Lamination & Binding",
        sortOrder: "1",
        active: "on",
        removeImage: "on",
      }),
    );
    expect((await serviceByName("Lamination & Binding")).image_url).toBeNull();

    // Delete (soft): gone from the public page, still listed in the panel as inactive.
    const deleted = await post(cookie, {
      intent: "service-delete",
      id: row.id,
      redirectTo: "/admin?tab=services",
    });
    expect(deleted.status).toBe(302);
    expect(deleted.location).toBe("/admin?tab=services");
    expect(await redirectToast(deleted)).toMatchObject({
      title: "Service deleted",
      description: "Service has been deactivated",
    });
    expect((await serviceByName("Lamination & Binding")).is_active).toBe(0);
    expect(await publicServiceNames()).not.toContain("Lamination & Binding");
    const panel = (await load(cookie, "?tab=services")).data as Awaited<ReturnType<typeof loader>>;
    expect(panel.services.find((s) => s.id === row.id)).toMatchObject({ active: false });
    expect(panel.counts.services.total - panel.counts.services.active).toBeGreaterThanOrEqual(1);

    // Deleting again (or an unknown id) fails.
    const again = await post(cookie, { intent: "service-delete", id: row.id });
    expect(again.status).toBe(404);
    expect((await toastOf(again))?.description).toBe("Failed to delete service");

    // Switching it back on by editing brings it back.
    await post(
      cookie,
      multipart({ intent: "service-save", id: row.id, name: "Lamination & Binding", active: "on" }),
    );
    expect(await publicServiceNames()).toContain("Lamination & Binding");

    const audit = await auditFor(row.id);
    expect(audit.map((a) => a.action)).toEqual([
      "service.create",
      "service.update",
      "service.update",
      "service.deactivate",
      "service.update",
    ]);
    for (const entry of audit) {
      expect(entry).toMatchObject({ entity: "service", actor_id: user.id });
    }
    expect(JSON.parse(audit[1]!.before_json!)).toMatchObject({ name: "Lamination" });
    expect(JSON.parse(audit[1]!.after_json!)).toMatchObject({ name: "Lamination & Binding" });
  });

  it("an edit of a service that does not exist fails without creating one", async () => {
    const { cookie } = await cookieFor("admin");
    const result = await post(
      cookie,
      multipart({ intent: "service-save", id: "no-such-id", name: "Ghost Service" }),
    );
    expect(result.status).toBe(404);
    expect((await toastOf(result))?.description).toBe("Failed to save service");
    const ghost = await getDb()
      .selectFrom("services")
      .select("id")
      .where("name", "=", "Ghost Service")
      .execute();
    expect(ghost).toEqual([]);
  });
});

describe("gallery", () => {
  it("creates, edits and soft-deletes a gallery item, and / and /gallery follow", async () => {
    const { user, cookie } = await cookieFor("admin");
    const created = await post(
      cookie,
      multipart(
        {
          intent: "gallery-save",
          title: "Gold Foil Cards",
          titleTa: "தங்க அட்டைகள்",
          description: "Foil-stamped visiting cards.",
          category: "business-cards",
          tags: "foil, premium\nfoil",
          tagsTa: "தங்கம்",
          active: "on",
          redirectTo: "/admin?tab=gallery",
        },
        await pngFile(),
      ),
    );
    expect(created.status).toBe(302);
    expect(created.location).toBe("/admin?tab=gallery");
    expect(await redirectToast(created)).toMatchObject({
      title: "Gallery item saved",
      description: "Gold Foil Cards has been added.",
    });
    const row = await galleryByTitle("Gold Foil Cards");
    expect(row).toMatchObject({
      slug: "gold-foil-cards",
      title_ta: "தங்க அட்டைகள்",
      category: "business-cards",
      tags_json: JSON.stringify(["foil", "premium"]),
      tags_ta_json: JSON.stringify(["தங்கம்"]),
      sort_order: 0,
      is_active: 1,
    });
    expect(row.image_url).toMatch(/^\/media\/[0-9a-f-]+-card\.webp$/);

    // New items come first on /gallery (all and their category) and on the home page.
    expect((await publicGalleryTitles("?show=8"))[0]).toBe("Gold Foil Cards");
    expect((await publicGalleryTitles("?category=business-cards"))[0]).toBe("Gold Foil Cards");
    const home = await callRoute(homeLoader, getRequest("/"));
    expect((home.data as { gallery: { title: string }[] }).gallery[0]!.title).toBe(
      "Gold Foil Cards",
    );
    const tamil = await callRoute(
      galleryLoader,
      getRequest("/gallery", { cookie: await localeCookie("ta") }),
    );
    expect(
      (tamil.data as { gallery: { items: { title: string; tags: string[] }[] } }).gallery.items[0],
    ).toMatchObject({ title: "தங்க அட்டைகள்", tags: ["தங்கம்"] });

    // Edit without a picture keeps the picture; the category moves it to another filter.
    const edited = await post(
      cookie,
      multipart({
        intent: "gallery-save",
        id: row.id,
        title: "Gold Foil Wedding Cards",
        category: "wedding",
        tags: "",
        active: "on",
      }),
    );
    expect(edited.status).toBe(302);
    expect(await redirectToast(edited)).toMatchObject({
      title: "Gallery item saved",
      description: "Gold Foil Wedding Cards has been updated.",
    });
    const after = await galleryByTitle("Gold Foil Wedding Cards");
    expect(after).toMatchObject({
      slug: "gold-foil-cards",
      category: "wedding",
      image_url: row.image_url,
      tags_json: "[]",
      sort_order: 0,
    });
    expect(await publicGalleryTitles("?category=business-cards")).not.toContain(
      "Gold Foil Wedding Cards",
    );
    expect(await publicGalleryTitles("?category=wedding")).toContain("Gold Foil Wedding Cards");

    // A new picture replaces the old one.
    await post(
      cookie,
      multipart(
        {
          intent: "gallery-save",
          id: row.id,
          title: "Gold Foil Wedding Cards",
          category: "wedding",
          active: "on",
        },
        await pngFile("new.png", 700, 700),
      ),
    );
    const replaced = await galleryByTitle("Gold Foil Wedding Cards");
    expect(replaced.image_url).toMatch(/^\/media\/[0-9a-f-]+-card\.webp$/);
    expect(replaced.image_url).not.toBe(row.image_url);

    // Delete (soft): gone from / and /gallery, counted as inactive.
    const deleted = await post(cookie, { intent: "gallery-delete", id: row.id });
    expect(deleted.status).toBe(302);
    expect(deleted.location).toBe("/admin?tab=gallery");
    expect(await redirectToast(deleted)).toMatchObject({
      title: "Gallery item deleted",
      description: "Gallery item has been deactivated",
    });
    expect((await galleryByTitle("Gold Foil Wedding Cards")).is_active).toBe(0);
    expect(await publicGalleryTitles()).not.toContain("Gold Foil Wedding Cards");
    const homeAfter = await callRoute(homeLoader, getRequest("/"));
    expect(
      (homeAfter.data as { gallery: { title: string }[] }).gallery.map((g) => g.title),
    ).not.toContain("Gold Foil Wedding Cards");
    const again = await post(cookie, { intent: "gallery-delete", id: row.id });
    expect(again.status).toBe(404);
    expect((await toastOf(again))?.description).toBe("Failed to delete gallery item");

    const audit = await auditFor(row.id);
    expect(audit.map((a) => a.action)).toEqual([
      "gallery_item.create",
      "gallery_item.update",
      "gallery_item.update",
      "gallery_item.deactivate",
    ]);
    for (const entry of audit) {
      expect(entry).toMatchObject({ entity: "gallery_item", actor_id: user.id });
    }
  });

  it("an inactive item can be saved and stays off the public pages", async () => {
    const { cookie } = await cookieFor("admin");
    await createGalleryItem(cookie, "Hidden Draft", { active: "" });
    expect((await galleryByTitle("Hidden Draft")).is_active).toBe(0);
    expect(await publicGalleryTitles()).not.toContain("Hidden Draft");
  });
});

describe("pictures", () => {
  it("converts a PNG into two WebP files under DATA_DIR/uploads/media", async () => {
    const { cookie } = await cookieFor("admin");
    const before = await mediaFiles();
    const row = await createGalleryItem(cookie, "Converted Picture");
    const added = (await mediaFiles()).filter((f) => !before.includes(f));
    const id = /^\/media\/([0-9a-f-]+)-card\.webp$/.exec(row.image_url)![1];
    expect(added).toEqual([`${id}-card.webp`, `${id}-full.webp`]);
    const dir = path.join(getEnv().DATA_DIR, "uploads", "media");
    const card = await sharp(path.join(dir, `${id}-card.webp`)).metadata();
    expect(card).toMatchObject({ format: "webp", width: 640, height: 480 });
    const full = await sharp(path.join(dir, `${id}-full.webp`)).metadata();
    expect(full).toMatchObject({ format: "webp", width: 1000, height: 800 });
    expect(await tempFiles()).toEqual([]);
  });

  it("refuses a renamed program, a text file and a picture over 5 MB, storing nothing", async () => {
    const { cookie } = await cookieFor("admin");
    const exe = new Uint8Array(4096);
    exe.set([0x4d, 0x5a, 0x90, 0x00, 0x03]); // "MZ": a Windows program
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const cases: [File, string][] = [
      [
        new File([exe], "holiday.png", { type: "image/png" }),
        "The image must be a JPEG, PNG or WebP picture.",
      ],
      [
        new File(["just some text\n"], "notes.txt", { type: "text/plain" }),
        "The image must be a JPEG, PNG or WebP picture.",
      ],
      [new File([big], "huge.png", { type: "image/png" }), "The image is larger than 5 MB."],
    ];
    const before = await snapshot();
    for (const [file, message] of cases) {
      const gallery = await post(
        cookie,
        multipart({ intent: "gallery-save", title: "Bad Picture", category: "banners" }, file),
      );
      expect(gallery.status, file.name).toBe(400);
      expect(failure(gallery).errors).toEqual({ image: message });
      expect((await toastOf(gallery))?.description).toBe(message);

      const service = await post(
        cookie,
        multipart({ intent: "service-save", name: "Bad Picture Service" }, file),
      );
      expect(service.status, file.name).toBe(400);
      expect(failure(service).errors).toEqual({ image: message });
    }
    expect(await snapshot()).toEqual(before);
    expect(await tempFiles()).toEqual([]);
  });

  it("an edit with a refused picture keeps the item as it was", async () => {
    const { cookie } = await cookieFor("admin");
    const row = await createGalleryItem(cookie, "Keeps Its Picture");
    const result = await post(
      cookie,
      multipart(
        { intent: "gallery-save", id: row.id, title: "Changed Title", category: "banners" },
        new File(["not a picture"], "x.jpg", { type: "image/jpeg" }),
      ),
    );
    expect(result.status).toBe(400);
    expect(await galleryByTitle("Keeps Its Picture")).toEqual(row);
  });
});

describe("products (the store's catalog)", () => {
  it("adds, edits and deletes a product through /admin, and the store follows", async () => {
    const { user, cookie } = await cookieFor("admin");
    const category = await getDb()
      .selectFrom("product_categories")
      .select("id")
      .where("is_active", "=", 1)
      .executeTakeFirstOrThrow();
    const created = await post(
      cookie,
      multipart(
        {
          intent: "product-save",
          name: "Panel Mug",
          price: "250",
          stock: "5",
          categoryId: category.id,
          active: "on",
          redirectTo: "/admin?tab=products",
        },
        await pngFile(),
      ),
    );
    expect(created.status).toBe(302);
    expect(created.location).toBe("/admin?tab=products");
    expect(await redirectToast(created)).toMatchObject({ title: "Product added" });
    const product = await getDb()
      .selectFrom("products")
      .select(["id", "price_paise", "is_active", "image_url"])
      .where("name", "=", "Panel Mug")
      .executeTakeFirstOrThrow();
    expect(product).toMatchObject({ price_paise: 25000, is_active: 1 });
    expect(product.image_url).toMatch(/^\/media\/.+-card\.webp$/);

    const panel = (await load(cookie, "?tab=products")).data as Awaited<ReturnType<typeof loader>>;
    expect(panel.products.find((p) => p.id === product.id)).toMatchObject({ name: "Panel Mug" });

    const edited = await post(
      cookie,
      multipart({
        intent: "product-save",
        id: product.id,
        name: "Panel Mug XL",
        price: "300",
        categoryId: category.id,
        active: "on",
        redirectTo: "/admin?tab=products",
      }),
    );
    expect(edited.status).toBe(302);
    expect(await redirectToast(edited)).toMatchObject({ title: "Product updated" });

    const deleted = await post(cookie, {
      intent: "product-delete",
      id: product.id,
      redirectTo: "/admin?tab=products",
    });
    expect(deleted.status).toBe(302);
    expect(deleted.location).toBe("/admin?tab=products");
    expect(await redirectToast(deleted)).toMatchObject({
      title: "Product deleted",
      description: "Product has been deactivated",
    });
    const audit = await auditFor(product.id);
    expect(audit.map((a) => a.action)).toEqual([
      "product.create",
      "product.update",
      "product.deactivate",
    ]);
    for (const entry of audit) expect(entry.actor_id).toBe(user.id);
  });
});
