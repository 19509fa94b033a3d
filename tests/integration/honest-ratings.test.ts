import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loader as rootLoader } from "~/root";
import { loader as homeLoader } from "~/site/routes/home";
import { loader as contactLoader } from "~/intake/routes/contact";
import { loader as testimonialsLoader } from "~/site/routes/testimonials";
import { action as settingsAction } from "~/admin/settings/routes/settings";
import { moderateReview } from "~/admin/inbox/inbox.server";
import { submitReview } from "~/intake/intake.server";
import { localBusinessData } from "~/components/local-business-jsonld";
import { openingHoursLines } from "~/lib/business";
import { getDb } from "~/platform/db/db.server";
import { getPublicBusiness } from "~/domain/business-settings.server";
import { DEFAULT_HOURS, getBusiness } from "~/platform/business.server";
import { signedIn } from "../factories";
import { BASE_URL, callRoute, getRequest, postRequest } from "./route-harness";

/**
 * Issue 21: the rating shown (home, JSON-LD) is the approved reviews' or none; the footer's year
 * is India's, from the clock; the business details come from the settings saved on
 * /admin/settings (decision 032).
 */

async function review(rating: number, moderation: "approve" | "reject" | null, actorId: string) {
  const { id } = await submitReview(
    {
      name: `Reviewer ${rating}`,
      company: "Shop",
      location: "Tirunelveli",
      rating,
      reviewText: `Rated ${rating}: the printing was as agreed.`,
      projectType: "Flyers",
    },
    randomUUID(),
  );
  if (moderation) expect(await moderateReview(id, moderation, actorId)).toBe(true);
  return id;
}

const home = () => callRoute(homeLoader, getRequest("/"));
const root = () => callRoute(rootLoader, getRequest("/"));

async function jsonLd(rating: Parameters<typeof localBusinessData>[2]) {
  return localBusinessData(await getPublicBusiness(), BASE_URL, rating) as Record<string, unknown>;
}

beforeEach(async () => {
  await getDb().deleteFrom("customer_reviews").execute();
  await getDb().deleteFrom("business_settings").execute();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the rating is the approved reviews'", () => {
  it("no approved review: no rating in the home data, none in the JSON-LD or the stats", async () => {
    const admin = await signedIn("admin");
    await review(5, null, admin.user.id); // pending
    await review(5, "reject", admin.user.id);
    const page = await home();
    expect(page.status).toBe(200);
    expect(page.data?.rating).toBeNull();
    const data = await jsonLd(page.data!.rating);
    expect(data["@type"]).toBe("LocalBusiness");
    expect(data).not.toHaveProperty("aggregateRating");
    expect(JSON.stringify(data)).not.toContain("4.9");
    const contact = await callRoute(contactLoader, getRequest("/contact"));
    expect(contact.data?.rating).toBeNull();
    const testimonials = await callRoute(testimonialsLoader, getRequest("/testimonials"));
    expect(testimonials.data?.rating).toBeNull();
    expect(JSON.stringify(testimonials.data?.content.stats)).not.toMatch(/\/5/);
  });

  it("two approved (4 and 5) and one pending (1): 4.5 from 2, in the home data and the JSON-LD", async () => {
    const admin = await signedIn("admin");
    await review(4, "approve", admin.user.id);
    await review(5, "approve", admin.user.id);
    await review(1, null, admin.user.id);
    const page = await home();
    expect(page.data?.rating).toEqual({ average: 4.5, count: 2 });
    expect((await jsonLd(page.data!.rating)).aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: "4.5",
      bestRating: "5",
      worstRating: "1",
      reviewCount: "2",
    });
    const contact = await callRoute(contactLoader, getRequest("/contact"));
    expect(contact.data?.rating).toEqual({ average: 4.5, count: 2 });
  });
});

describe("the footer's year", () => {
  it("is the year in India: 31 Dec 18:30 UTC is already next year", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-31T18:29:59Z"));
    expect((await root()).data?.year).toBe(2026);
    vi.setSystemTime(new Date("2026-12-31T18:30:00Z"));
    expect((await root()).data?.year).toBe(2027);
    vi.setSystemTime(new Date("2031-06-01T00:00:00Z"));
    expect((await root()).data?.year).toBe(2031);
  });
});

describe("the business details come from the settings", () => {
  it("without saved settings: the environment's, with the default hours", async () => {
    const business = (await root()).data!.business;
    expect(business.name).toBe(getBusiness().name);
    expect(business.address).toBe(getBusiness().address);
    expect(business.phone).toBe("+91 98765 43210");
    expect(business.whatsappNumber).toBe("919876543210");
    expect(business.hours).toEqual(DEFAULT_HOURS);
    expect(business.mapUrl).toBe(getBusiness().mapUrl);
  });

  it("saved on /admin/settings: in the root data (footer, contact page) and the JSON-LD", async () => {
    const admin = await signedIn("admin");
    const saved = await callRoute(
      settingsAction,
      postRequest(
        "/admin/settings",
        {
          name: "Limra Prints & Tea",
          address: "7, North Car Street, Palayamkottai, Tirunelveli 627002",
          phone: "090000 12345",
          email: "shop@limra.example",
          whatsappNumber: "+91 91234 56780",
          hours: "Mon–Sat: 10 AM–9 PM; Sunday: 10 AM–1 PM",
          hoursTa: "திங்கள்–சனி: காலை 10–இரவு 9; ஞாயிறு: காலை 10–மதியம் 1",
          mapUrl: "https://maps.app.goo.gl/LimraPrints",
          gstin: "",
          upiId: "",
          upiPayeeName: "",
          deliveryFee: "50",
          deliveryFreeFrom: "500",
        },
        { cookie: admin.cookie },
      ),
    );
    expect(saved.status).toBe(302);

    const business = (await root()).data!.business;
    expect(business).toMatchObject({
      name: "Limra Prints & Tea",
      address: "7, North Car Street, Palayamkottai, Tirunelveli 627002",
      phone: "+91 90000 12345",
      email: "shop@limra.example",
      whatsappNumber: "919123456780",
      mapUrl: "https://maps.app.goo.gl/LimraPrints",
    });
    expect(openingHoursLines(business.hours, "en")).toEqual([
      "Mon–Sat: 10 AM–9 PM",
      "Sunday: 10 AM–1 PM",
    ]);
    expect(openingHoursLines(business.hours, "ta")).toEqual([
      "திங்கள்–சனி: காலை 10–இரவு 9",
      "ஞாயிறு: காலை 10–மதியம் 1",
    ]);

    const data = await jsonLd(null);
    expect(data).toMatchObject({
      name: "Limra Prints & Tea",
      telephone: "+919000012345",
      email: "shop@limra.example",
      hasMap: "https://maps.app.goo.gl/LimraPrints",
      address: { postalCode: "627002", addressLocality: "Palayamkottai" },
    });
  });

  it("an owner who clears the e-mail, map link and WhatsApp: none shown, WhatsApp is the phone", async () => {
    const admin = await signedIn("admin");
    const saved = await callRoute(
      settingsAction,
      postRequest(
        "/admin/settings",
        {
          name: "Limra",
          phone: "98765 01234",
          hours: "Every day 9–9",
          deliveryFee: "50",
          deliveryFreeFrom: "500",
        },
        { cookie: admin.cookie },
      ),
    );
    expect(saved.status).toBe(302);
    const business = (await root()).data!.business;
    expect(business).toMatchObject({ email: "", mapUrl: "", whatsappNumber: "919876501234" });
    expect(openingHoursLines(business.hours, "ta")).toEqual(["Every day 9–9"]);
    const data = await jsonLd(null);
    expect(data).not.toHaveProperty("email");
    expect(data).not.toHaveProperty("hasMap");
  });

  it("refuses a bad WhatsApp number or map link with 400, nothing written", async () => {
    const admin = await signedIn("admin");
    const refused = await callRoute(
      settingsAction,
      postRequest(
        "/admin/settings",
        { name: "Limra", phone: "98765 01234", whatsappNumber: "12345", mapUrl: "javascript:x" },
        { cookie: admin.cookie },
      ),
    );
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      errors: {
        whatsappNumber: expect.stringContaining("WhatsApp"),
        mapUrl: expect.stringContaining("https://"),
      },
    });
    expect((await root()).data!.business.mapUrl).toBe(getBusiness().mapUrl);
  });
});
