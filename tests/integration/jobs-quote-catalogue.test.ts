import { describe, expect, it } from "vitest";
import { action as formAction, loader as formLoader } from "~/jobs/quotes/routes/quote-form";
import { getDb } from "~/platform/db/db.server";
import { nowIso } from "~/platform/db/dialect";
import { createProduct, createQuotedJob, signedIn } from "../factories";
import { callRoute, getRequest, postRequest } from "./route-harness";

/**
 * Quote lines from the catalogue (issue 39, decision 098): a row's "From the catalogue" box
 * names a product or service; the server fills the name, unit and rate the row leaves empty and
 * stores the link; free text still works; an unknown item or a service without a price and no
 * rate typed is a 400 with nothing written; a customer cannot save.
 */

async function service(pricePaise: number | null) {
  const id = crypto.randomUUID();
  await getDb()
    .insertInto("services")
    .values({
      id,
      slug: `svc-${id.slice(0, 8)}`,
      name: `Flex banner ${id.slice(0, 4)}`,
      description: "Flex printing",
      price_paise: pricePaise,
      created_at: nowIso(),
      updated_at: nowIso(),
    })
    .execute();
  return id;
}

const base = { validUntil: "2099-12-31", turnaround: "4" };

const save = (jobId: string, body: Record<string, string>, cookie?: string) =>
  callRoute(
    formAction,
    postRequest(`/billing/jobs/${jobId}/quote`, { ...base, ...body }, { cookie }),
    { id: jobId },
  );

async function latestLines(jobId: string) {
  return getDb()
    .selectFrom("print_job_quote_lines as l")
    .innerJoin("print_job_quotes as q", "q.id", "l.quote_id")
    .select([
      "q.version",
      "l.description",
      "l.unit",
      "l.rate_paise",
      "l.amount_paise",
      "l.product_id",
      "l.service_id",
    ])
    .where("q.job_id", "=", jobId)
    .orderBy("q.version", "desc")
    .orderBy("l.position")
    .execute();
}

describe("a quote line from the catalogue", () => {
  it("takes the item's name, unit and rate, keeps typed ones, and stores the link", async () => {
    const { cookie, user } = await signedIn("staff");
    const admin = await signedIn("admin");
    const product = await createProduct(admin.user.id, { name: "Tea Talks Sampler", price: "180" });
    const banner = await service(45_000);
    const job = await createQuotedJob(user.id);
    const page = await callRoute(
      formLoader,
      getRequest(`/billing/jobs/${job.id}/quote`, { cookie }),
      {
        id: job.id,
      },
    );
    expect(page.data!.choices.products).toContainEqual([`product:${product.id}`, product.name]);
    expect(page.data!.choices.services.map(([v]) => v)).toContain(`service:${banner}`);
    const result = await save(
      job.id,
      {
        "lines.0.item": `product:${product.id}`,
        "lines.0.quantity": "2",
        "lines.1.item": `service:${banner}`,
        "lines.1.description": "Banner 6x3 ft",
        "lines.1.rate": "400",
        "lines.2.description": "Design (free text)",
        "lines.2.rate": "300",
      },
      cookie,
    );
    expect(result.status).toBe(302);
    expect(result.location).toBe(`/billing/jobs/${job.id}`);
    const lines = (await latestLines(job.id)).filter((l) => l.version === 2);
    expect(
      lines.map((l) => ({
        ...l,
        rate_paise: Number(l.rate_paise),
        amount_paise: Number(l.amount_paise),
      })),
    ).toEqual([
      {
        version: 2,
        description: "Tea Talks Sampler",
        unit: "pcs",
        rate_paise: 18_000,
        amount_paise: 36_000,
        product_id: product.id,
        service_id: null,
      },
      {
        version: 2,
        description: "Banner 6x3 ft",
        unit: "pcs",
        rate_paise: 40_000,
        amount_paise: 40_000,
        product_id: null,
        service_id: banner,
      },
      {
        version: 2,
        description: "Design (free text)",
        unit: "pcs",
        rate_paise: 30_000,
        amount_paise: 30_000,
        product_id: null,
        service_id: null,
      },
    ]);
    // The form opens again from the saved version, its catalogue boxes chosen.
    const again = await callRoute(
      formLoader,
      getRequest(`/billing/jobs/${job.id}/quote`, { cookie }),
      {
        id: job.id,
      },
    );
    expect(again.data!.values["lines.0.item"]).toBe(`product:${product.id}`);
    expect(again.data!.values["lines.1.item"]).toBe(`service:${banner}`);
  });

  it("refuses an unknown item, or a service without a price and no rate (400, nothing written)", async () => {
    const { cookie, user } = await signedIn("staff");
    const unpriced = await service(null);
    const job = await createQuotedJob(user.id);
    const before = await latestLines(job.id);
    const bodies: Record<string, string>[] = [
      { "lines.0.item": "product:no-such-product" },
      { "lines.0.item": `service:${unpriced}` },
      { "lines.0.item": "nonsense" },
      { "lines.0.item": "product:gone", "lines.0.description": "Cards", "lines.0.rate": "5" },
    ];
    for (const body of bodies) {
      const result = await save(job.id, body, cookie);
      expect(result.status, JSON.stringify(body)).toBe(400);
    }
    expect(await latestLines(job.id)).toEqual(before);
    const { cookie: customer } = await signedIn("customer");
    const refused = await save(
      job.id,
      { "lines.0.description": "x", "lines.0.rate": "1" },
      customer,
    );
    expect([302, 403]).toContain(refused.status);
    expect(await latestLines(job.id)).toEqual(before);
  });
});
