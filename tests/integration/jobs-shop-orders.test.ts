import { describe, expect, it, vi } from "vitest";
import { loader as jobLoader } from "~/jobs/board/routes/job";
import { getDb } from "~/platform/db/db.server";
import type * as Outbox from "~/platform/email/outbox.server";
import { artworkFields } from "~/shop/artwork/artwork";
import { addToCart } from "~/shop/cart/cart.server";
import { placeOrder } from "~/shop/checkout/checkout.server";
import { action as checkoutAction } from "~/shop/checkout/routes/checkout";
import { signedIn } from "../factories";
import { callRoute, getRequest, postRequest, type RouteResult } from "./route-harness";

/**
 * A LimraKart order with a print line opens a print job in the order's own transaction
 * (issue 39, decision 104), on SQLite and PostgreSQL: an order with artwork or a design request
 * opens exactly one job linked to it, with the order's customer and the product's name; an
 * order of tea opens none; a checkout that fails after the job was written leaves no job and
 * gives its reference back.
 */

const outbox = vi.hoisted(() => ({ fail: false }));
vi.mock("~/platform/email/outbox.server", async (importOriginal) => {
  const real = await importOriginal<typeof Outbox>();
  return {
    ...real,
    enqueueEmail: (...args: Parameters<typeof real.enqueueEmail>) => {
      if (outbox.fail) throw new Error("outbox down");
      return real.enqueueEmail(...args);
    },
  };
});

const PRINT = "standard-visiting-cards-500";
const TEA = "tea-talks-gold-pack";
const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3,
]);

const productOf = (slug: string) =>
  getDb()
    .selectFrom("products")
    .select(["id", "name"])
    .where("slug", "=", slug)
    .executeTakeFirstOrThrow();

const delivery = (phone: string) => ({
  name: "Meena Raj",
  phone,
  email: "meena.jobs@example.test",
  address: "4 North Car Street, Tirunelveli",
  pinCode: "627006",
  paymentMethod: "cod" as const,
  token: crypto.randomUUID(),
});

async function shopperWith(...slugs: string[]) {
  const shopper = await signedIn("customer", "Meena Raj");
  for (const slug of slugs) {
    const p = await productOf(slug);
    expect((await addToCart(shopper.user.id, p.id, 2)).kind).toBe("ok");
  }
  return shopper;
}

function checkout(cookie: string, body: FormData | Record<string, string>): Promise<RouteResult> {
  return callRoute(checkoutAction, postRequest("/limrakart/checkout", body, { cookie }));
}

const jobOfOrder = (orderNumber: string) =>
  getDb()
    .selectFrom("print_jobs as j")
    .innerJoin("orders as o", "o.id", "j.shop_order_id")
    .select([
      "j.id",
      "j.source",
      "j.reference",
      "j.stage",
      "j.service",
      "j.name",
      "j.phone",
      "j.email",
      "j.details",
      "j.customer_id",
      "o.customer_id as order_customer",
    ])
    .where("o.order_number", "=", orderNumber)
    .execute();

const orderNumberOf = (placed: RouteResult) => /order=(LK\d{9})$/.exec(placed.location ?? "")![1]!;

const jobCount = async () =>
  Number(
    (
      await getDb()
        .selectFrom("print_jobs")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("a LimraKart order with a print line", () => {
  it("with an uploaded file: one job linked to the order, its customer, the product's name", async () => {
    const { cookie } = await shopperWith(PRINT, TEA);
    const print = await productOf(PRINT);
    const f = artworkFields(print.id);
    const form = new FormData();
    for (const [k, v] of Object.entries(delivery("98765 40001"))) form.append(k, v);
    form.append(f.choice, "upload");
    form.append(f.file, new File([PNG], "card.png"));
    const placed = await checkout(cookie, form);
    expect(placed.status).toBe(302);
    const number = orderNumberOf(placed);

    const jobs = await jobOfOrder(number);
    expect(jobs).toHaveLength(1);
    const job = jobs[0]!;
    expect(job).toMatchObject({
      source: "shop_order",
      stage: "request",
      service: print.name,
      name: "Meena Raj",
      email: "meena.jobs@example.test",
    });
    expect(job.reference).toMatch(/^Q-\d{4}-\d{4,}$/);
    expect(job.customer_id).not.toBeNull();
    expect(job.customer_id).toBe(job.order_customer);
    expect(job.details).toContain(`LimraKart ${number}`);
    expect(job.details).toContain("Artwork received: card.png");

    // Staff open it on the Jobs page; its money is the order's.
    const staff = await signedIn("staff");
    const page = await callRoute(
      jobLoader,
      getRequest(`/billing/jobs/${job.id}`, { cookie: staff.cookie }),
      { id: job.id },
    );
    expect(page.status).toBe(200);
    const data = page.data as { job: { reference: string }; money: { shopOrder: boolean } };
    expect(data.job.reference).toBe(job.reference);
    expect(data.money.shopOrder).toBe(true);
  });

  it("with a design request: one job too, carrying the note", async () => {
    const { cookie } = await shopperWith(PRINT);
    const f = artworkFields((await productOf(PRINT)).id);
    const note = "Name: Meena Stores, blue and white, our logo from the shop board";
    const placed = await checkout(cookie, {
      ...delivery("98765 40002"),
      [f.choice]: "design",
      [f.note]: note,
    });
    expect(placed.status).toBe(302);
    const jobs = await jobOfOrder(orderNumberOf(placed));
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.details).toContain(`Design requested: ${note}`);
  });
});

describe("orders that open no job", () => {
  it("an order of tea only opens none", async () => {
    const { cookie } = await shopperWith(TEA);
    const before = await jobCount();
    const placed = await checkout(cookie, delivery("98765 40003"));
    expect(placed.status).toBe(302);
    expect(await jobOfOrder(orderNumberOf(placed))).toEqual([]);
    expect(await jobCount()).toBe(before);
  });

  it("a checkout failing after the job was written leaves no job, no order, its reference back", async () => {
    const shopper = await shopperWith(PRINT);
    const print = await productOf(PRINT);
    const artwork = new Map([
      [print.id, { kind: "design" as const, note: "A plain card, please" }],
    ]);
    const before = await jobCount();
    const orders = () =>
      getDb().selectFrom("orders").select("id").where("user_id", "=", shopper.user.id).execute();

    outbox.fail = true;
    try {
      await expect(
        placeOrder(shopper.user.id, delivery("98765 40004"), crypto.randomUUID(), artwork),
      ).rejects.toThrow("outbox down");
    } finally {
      outbox.fail = false;
    }
    expect(await jobCount()).toBe(before);
    expect(await orders()).toEqual([]);

    const last = await getDb()
      .selectFrom("print_jobs")
      .select("reference")
      .orderBy("reference", "desc")
      .executeTakeFirst();
    const placed = await placeOrder(
      shopper.user.id,
      delivery("98765 40004"),
      crypto.randomUUID(),
      artwork,
    );
    expect(placed.kind).toBe("placed");
    const [job] = await getDb()
      .selectFrom("print_jobs as j")
      .innerJoin("orders as o", "o.id", "j.shop_order_id")
      .select("j.reference")
      .where("o.user_id", "=", shopper.user.id)
      .execute();
    const next = (ref: string | undefined) => Number(ref?.split("-")[2] ?? 0) + 1;
    expect(Number(job!.reference.split("-")[2])).toBe(next(last?.reference));
  });
});
