import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { getDb } from "~/platform/db/db.server";
import { getPreferences, preferencesMiddleware } from "~/platform/preferences.server";
import { loader as robotsLoader } from "~/site/routes/robots";
import { loader as sitemapLoader } from "~/site/routes/sitemap";
import { PUBLIC_PAGES } from "~/site/public-pages";
import { GALLERY_CATEGORIES, listGallery, listServices } from "~/site/site.server";

describe("services (seeded, read from the database)", () => {
  it("lists the spec's six services in order, in English and Tamil", async () => {
    const en = await listServices("en");
    expect(en.map((s) => s.name)).toEqual([
      "Digital Printing",
      "Offset Printing",
      "Graphic Design",
      "ID Card Printing",
      "Flex & Banner Design",
      "Wedding Cards",
    ]);
    for (const s of en) expect(s.features.length).toBeGreaterThanOrEqual(3);
    const ta = await listServices("ta");
    expect(ta).toHaveLength(6);
    for (const s of ta) expect(s.name).toMatch(/[\u0B80-\u0BFF]/);
  });

  it("shows only active services, and only as many as asked", async () => {
    await getDb()
      .updateTable("services")
      .set({ is_active: 0 })
      .where("slug", "=", "offset-printing")
      .execute();
    const three = await listServices("en", 3);
    expect(three.map((s) => s.slug)).toEqual([
      "digital-printing",
      "graphic-design",
      "id-card-printing",
    ]);
    await getDb()
      .updateTable("services")
      .set({ is_active: 1 })
      .where("slug", "=", "offset-printing")
      .execute();
  });

  it("falls back to English where a Tamil text is missing", async () => {
    await getDb()
      .insertInto("services")
      .values({
        id: "svc-new",
        slug: "lamination",
        name: "Lamination",
        description: "Gloss and matte lamination.",
        sort_order: 999,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    const ta = await listServices("ta");
    expect(ta.at(-1)).toMatchObject({
      name: "Lamination",
      description: "Gloss and matte lamination.",
      features: [],
    });
    await getDb().deleteFrom("services").where("id", "=", "svc-new").execute();
  });
});

describe("gallery", () => {
  it("has twelve seeded items and real counts per category", async () => {
    const all = await listGallery("en", { limit: 100 });
    expect(all.total).toBe(12);
    expect(all.counts.all).toBe(12);
    const sum = GALLERY_CATEGORIES.reduce((n, c) => n + all.counts[c], 0);
    expect(sum).toBe(12);
    for (const c of GALLERY_CATEGORIES) {
      const page = await listGallery("en", { category: c, limit: 100 });
      expect(page.items).toHaveLength(all.counts[c]);
      expect(page.total).toBe(all.counts[c]);
      for (const item of page.items) expect(item.category).toBe(c);
    }
  });

  it("pages through items (Load More) and counts only active ones", async () => {
    const first = await listGallery("en", { limit: 8 });
    expect(first.items).toHaveLength(8);
    const more = await listGallery("en", { limit: 16 });
    expect(more.items.slice(0, 8)).toEqual(first.items);
    expect(more.items).toHaveLength(12);

    const hidden = first.items[0]!;
    await getDb()
      .updateTable("gallery_items")
      .set({ is_active: 0 })
      .where("slug", "=", hidden.slug)
      .execute();
    const after = await listGallery("en", { limit: 100 });
    expect(after.total).toBe(11);
    expect(after.counts[hidden.category]).toBe(first.counts[hidden.category] - 1);
    expect(after.items.map((i) => i.slug)).not.toContain(hidden.slug);
    await getDb()
      .updateTable("gallery_items")
      .set({ is_active: 1 })
      .where("slug", "=", hidden.slug)
      .execute();
  });

  it("gives Tamil titles in Tamil", async () => {
    const ta = await listGallery("ta", { limit: 12 });
    for (const item of ta.items) expect(item.title).toMatch(/[\u0B80-\u0BFF]/);
  });
});

describe("language in the URL", () => {
  async function run(url: string, cookie?: string) {
    const context = new RouterContextProvider();
    const request = new Request(url, { headers: cookie ? { Cookie: cookie } : {} });
    const response = (await preferencesMiddleware(
      { request, context, params: {} } as never,
      async () => new Response("ok"),
    )) as Response;
    return { prefs: getPreferences(context), response };
  }

  it("?lang=ta shows Tamil and remembers it", async () => {
    const { prefs, response } = await run("http://localhost:3000/services?lang=ta");
    expect(prefs.locale).toBe("ta");
    expect(response.headers.getSetCookie().join()).toMatch(/limra_lang=/);
  });

  it("without ?lang the cookie decides; an unknown value is ignored", async () => {
    const { response } = await run("http://localhost:3000/?lang=ta");
    const cookie = response.headers.getSetCookie()[0]!.split(";")[0]!;
    expect((await run("http://localhost:3000/about", cookie)).prefs.locale).toBe("ta");
    expect((await run("http://localhost:3000/about?lang=fr", cookie)).prefs.locale).toBe("ta");
    const same = await run("http://localhost:3000/about?lang=ta", cookie);
    expect(same.response.headers.getSetCookie()).toEqual([]);
    expect((await run("http://localhost:3000/about")).prefs.locale).toBe("en");
  });
});

describe("crawlers", () => {
  it("the sitemap lists every public page in both languages with hreflang", async () => {
    const response = sitemapLoader();
    expect(response.headers.get("Content-Type")).toContain("application/xml");
    const xml = await response.text();
    for (const page of PUBLIC_PAGES) {
      expect(xml).toContain(`<loc>http://localhost:3000${page.path}</loc>`);
      expect(xml).toContain(`<loc>http://localhost:3000${page.path}?lang=ta</loc>`);
    }
    expect(xml).toContain('hreflang="ta"');
    expect(xml).toContain('hreflang="x-default"');
    expect(xml).not.toContain("/billing");
  });

  it("robots.txt keeps crawlers out of staff and account areas", async () => {
    const text = await robotsLoader().text();
    for (const p of ["/billing", "/admin", "/limrakart/admin", "/settings"])
      expect(text).toContain(`Disallow: ${p}`);
    expect(text).toContain("Sitemap: http://localhost:3000/sitemap.xml");
  });
});
