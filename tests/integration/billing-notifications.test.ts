import { sql } from "kysely";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { action, loader } from "~/billing/notifications/routes/notifications";
import { NOTIFICATION_MESSAGES as M } from "~/billing/notifications/notifications.server";
import { getDb } from "~/platform/db/db.server";
import type { NotificationPriority, NotificationType } from "~/platform/db/schema";
import { signedIn } from "../factories";
import { callRoute, getRequest, postRequest, type RouteResult, toastOf } from "./route-harness";

/**
 * Pending Alerts & Updates (/billing/notifications): access, which notifications are listed
 * (unread alerts and updates, newest first, 25 a page), mark read, mark all read up to the
 * newest one the page showed, delete, and the answers for ids that do not exist.
 */

let staff: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  staff = await signedIn("staff");
});

type Loaded = Exclude<Awaited<ReturnType<typeof loader>>, Response>;

async function page(query = "", cookie = staff.cookie) {
  const r = await callRoute(loader, getRequest(`/billing/notifications${query}`, { cookie }));
  expect(r.status, query).toBe(200);
  return r.data as Loaded;
}

/** Posts as staff, or with `as.cookie` (undefined: a visitor). */
const post = (body: Record<string, string>, as: { cookie?: string } = staff) =>
  callRoute(action, postRequest("/billing/notifications", body, { cookie: as.cookie }));

const START = Date.parse("2026-03-01T04:00:00.000Z");
let clock = START;

/** A notification written directly, each one a second after the last unless `at` is given. */
async function notify(
  over: Partial<{
    title: string;
    type: NotificationType;
    priority: NotificationPriority;
    is_read: number;
    link: string | null;
    at: string;
  }> = {},
) {
  const id = crypto.randomUUID();
  if (!over.at) clock += 1000;
  await getDb()
    .insertInto("notifications")
    .values({
      id,
      title: over.title ?? `Notice ${id.slice(0, 6)}`,
      message: "Something to look at",
      type: over.type ?? "alert",
      priority: over.priority ?? "medium",
      is_read: over.is_read ?? 0,
      link: over.link ?? null,
      created_at: over.at ?? new Date(clock).toISOString(),
    })
    .execute();
  return id;
}

async function readFlag(id: string) {
  const row = await getDb()
    .selectFrom("notifications")
    .select("is_read")
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? Number(row.is_read) : undefined;
}

async function snapshot() {
  return getDb()
    .selectFrom("notifications")
    .select(["id", "is_read"])
    .orderBy("id")
    .execute()
    .then(async (rows) => ({
      rows,
      audit: Number(
        (
          await getDb()
            .selectFrom("audit_log")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    }));
}

beforeEach(async () => {
  await getDb().deleteFrom("notifications").execute();
  clock = START;
});

// ---------------------------------------------------------------------------------------------

describe("access", () => {
  it("sends visitors to sign in and customers home from the loader and every action, and changes nothing", async () => {
    const id = await notify();
    await notify();
    const before = await snapshot();
    const { newestAt } = await page();
    const customer = await signedIn("customer");
    const bodies: Record<string, string>[] = [
      { intent: "refresh" },
      { intent: "read", id },
      { intent: "read-all", asOf: newestAt! },
      { intent: "delete", id },
    ];
    const calls: [string, (cookie: string | undefined) => Promise<RouteResult>][] = [
      [
        "/billing/notifications?page=2",
        (c) => callRoute(loader, getRequest("/billing/notifications?page=2", { cookie: c })),
      ],
      ...bodies.map((body): [string, (cookie: string | undefined) => Promise<RouteResult>] => [
        "/billing/notifications",
        (c) => post(body, { cookie: c }),
      ]),
    ];
    for (const [path, run] of calls) {
      const visitor = await run(undefined);
      expect(visitor.status, `visitor ${path}`).toBe(302);
      expect(visitor.location, `visitor ${path}`).toBe(
        `/auth?redirectTo=${encodeURIComponent(path)}`,
      );
      const refused = await run(customer.cookie);
      expect(refused.status, `customer ${path}`).toBe(302);
      expect(refused.location, `customer ${path}`).toBe("/");
    }
    expect(await snapshot()).toEqual(before);
  });

  it("lets staff and admins in", async () => {
    const admin = await signedIn("admin");
    for (const { cookie } of [staff, admin]) {
      expect(await page("", cookie)).toMatchObject({ notifications: [], total: 0 });
    }
  });
});

describe("the list", () => {
  it("shows only unread alerts and updates, newest first, with the count and the newest time", async () => {
    const oldAlert = await notify({
      title: "Old alert",
      priority: "high",
      link: "/billing/godown",
    });
    await notify({ title: "Read alert", is_read: 1 });
    for (const type of ["stock", "payment", "system"] as const) {
      await notify({ title: `Hidden ${type}`, type });
    }
    await notify({ title: "Read update", type: "update", is_read: 1 });
    const update = await notify({ title: "An update", type: "update", priority: "low" });
    // Same time as the update: the id breaks the tie, the same way on every load.
    const twin = await notify({
      title: "Twin",
      at: new Date(clock).toISOString(),
    });

    const loaded = await page();
    expect(loaded.total).toBe(3);
    const expectedOrder = [update, twin].sort().reverse();
    expect(loaded.notifications.map((n) => n.id)).toEqual([...expectedOrder, oldAlert]);
    expect(loaded.notifications.find((n) => n.id === oldAlert)).toEqual({
      id: oldAlert,
      title: "Old alert",
      message: "Something to look at",
      type: "alert",
      priority: "high",
      link: "/billing/godown",
      createdAt: "2026-03-01T04:00:01.000Z",
    });
    expect(loaded.newestAt).toBe(new Date(clock).toISOString());
  });

  it("is empty (no bound for Mark All Read) when nothing is pending", async () => {
    await notify({ is_read: 1 });
    await notify({ type: "payment" });
    expect(await page()).toMatchObject({
      notifications: [],
      total: 0,
      page: 1,
      pageCount: 1,
      newestAt: null,
    });
  });

  it("answers 500 with 'Failed to fetch notifications' when they cannot be read", async () => {
    await sql`alter table notifications rename to notifications_away`.execute(getDb());
    try {
      const r = await callRoute(
        loader,
        getRequest("/billing/notifications", { cookie: staff.cookie }),
      );
      expect(r.status).toBe(500);
      expect(r.data).toEqual({ message: M.fetchFailed });
    } finally {
      await sql`alter table notifications_away rename to notifications`.execute(getDb());
    }
  });

  it("pages 25 at a time", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) ids.push(await notify({ title: `N${i}` }));
    const first = await page();
    expect(first).toMatchObject({ total: 30, page: 1, pageCount: 2 });
    expect(first.notifications).toHaveLength(25);
    expect(first.notifications[0]!.id).toBe(ids[29]);
    const second = await page("?page=2");
    expect(second.notifications.map((n) => n.id)).toEqual(ids.slice(0, 5).reverse());
    expect(second.newestAt).toBe(first.newestAt);
    expect((await page("?page=7")).page).toBe(2);
  });
});

describe("actions", () => {
  it("refreshes with a toast, back to the page it came from", async () => {
    const r = await post({ intent: "refresh", redirectTo: "/billing/notifications?page=2" });
    expect(r.status).toBe(302);
    expect(r.location).toBe("/billing/notifications?page=2");
    expect(await toastOf(r)).toMatchObject({ title: M.refreshed });
    const away = await post({ intent: "refresh", redirectTo: "//evil.example" });
    expect(away.location).toBe("/billing/notifications");
  });

  it("marks one read: it leaves the list", async () => {
    const a = await notify({ title: "Mark me" });
    const b = await notify({ title: "Keep me" });
    const r = await post({ intent: "read", id: a, redirectTo: "/billing/notifications" });
    expect(r.status).toBe(302);
    expect(await toastOf(r)).toMatchObject({ title: M.markedRead });
    expect(await readFlag(a)).toBe(1);
    expect(await readFlag(b)).toBe(0);
    expect((await page()).notifications.map((n) => n.id)).toEqual([b]);
    // Again (another tab did it first): still fine.
    expect((await post({ intent: "read", id: a })).status).toBe(302);
  });

  it("marks all read only the pending ones up to the newest the page showed", async () => {
    const a = await notify({ title: "A" });
    const b = await notify({ title: "B", type: "update" });
    const stock = await notify({ title: "Stock", type: "stock" });
    const { newestAt, total } = await page();
    expect(total).toBe(2);
    // Arrives after the page was loaded.
    const late = await notify({ title: "Late" });

    const r = await post({ intent: "read-all", asOf: newestAt! });
    expect(r.status).toBe(302);
    expect(r.location).toBe("/billing/notifications");
    expect(await toastOf(r)).toMatchObject({ title: M.allMarkedRead });
    expect(await readFlag(a)).toBe(1);
    expect(await readFlag(b)).toBe(1);
    expect(await readFlag(stock)).toBe(0);
    expect(await readFlag(late)).toBe(0);
    expect((await page()).notifications.map((n) => n.id)).toEqual([late]);
    const audit = await getDb()
      .selectFrom("audit_log")
      .select(["actor_id", "after_json"])
      .where("action", "=", "notification.read_all")
      .execute();
    expect(audit.map((x) => [x.actor_id, JSON.parse(x.after_json!) as unknown])).toContainEqual([
      staff.user.id,
      { asOf: newestAt, count: 2 },
    ]);
  });

  it("refuses Mark All Read without a valid bound, changing nothing", async () => {
    await notify();
    const before = await snapshot();
    for (const asOf of [undefined, "", "yesterday", "2026-13-45T99:00:00Z", "1' or '1'='1"]) {
      const r = await post(
        asOf === undefined ? { intent: "read-all" } : { intent: "read-all", asOf },
      );
      expect(r.status, String(asOf)).toBe(400);
      expect(await toastOf(r)).toMatchObject({
        title: "Error",
        description: M.markAllFailed,
        variant: "destructive",
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it("deletes one, audited", async () => {
    const a = await notify({ title: "Delete me" });
    const b = await notify({ title: "Stay" });
    const r = await post({ intent: "delete", id: a, redirectTo: "/billing/notifications" });
    expect(r.status).toBe(302);
    expect(await toastOf(r)).toMatchObject({ title: M.deleted });
    expect(await readFlag(a)).toBeUndefined();
    expect(await readFlag(b)).toBe(0);
    const audit = await getDb()
      .selectFrom("audit_log")
      .select(["actor_id", "before_json"])
      .where("action", "=", "notification.delete")
      .where("entity_id", "=", a)
      .executeTakeFirstOrThrow();
    expect(audit.actor_id).toBe(staff.user.id);
    expect(JSON.parse(audit.before_json!)).toMatchObject({ title: "Delete me" });
  });

  it("answers 404 with the failure toast for an id that does not exist, and 400 for an unknown action", async () => {
    await notify();
    const before = await snapshot();
    const read = await post({ intent: "read", id: "no-such-id" });
    expect(read.status).toBe(404);
    expect(await toastOf(read)).toMatchObject({ description: M.markReadFailed });
    const del = await post({ intent: "delete", id: "no-such-id" });
    expect(del.status).toBe(404);
    expect(await toastOf(del)).toMatchObject({ description: M.deleteFailed });
    const noId = await post({ intent: "delete" });
    expect(noId.status).toBe(404);
    const unknown = await post({ intent: "explode" });
    expect(unknown.status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});

describe("links for the reader's role (issue 36)", () => {
  it("gives staff a website request's customer page, and no Open for what only the admin sees", async () => {
    const intake = await import("~/intake/intake.server");
    const schemas = await import("~/intake/schema");
    const { intakeMessages } = await import("~/intake/content/messages");
    const m = intakeMessages.en;
    const request = await intake.submitOrder(
      schemas.orderSchema(m).parse({
        name: "Linked Request",
        phone: "9876500081",
        email: "linked@example.test",
        service: "Business Cards",
      }),
      [],
      { token: crypto.randomUUID(), locale: "en" },
    );
    const contact = await intake.submitContact(
      schemas.contactSchema(m).parse({
        name: "No Phone",
        email: "nophone@example.test",
        subject: "Hello",
        message: "A question without a phone number.",
      }),
      crypto.randomUUID(),
    );
    const { customer_id: customerId } = await getDb()
      .selectFrom("order_submissions")
      .select("customer_id")
      .where("id", "=", request.id)
      .executeTakeFirstOrThrow();
    expect(customerId).toBeTruthy();
    await notify({ title: "Old admin link", link: "/admin/users?filter=pending" });
    await notify({ title: "Outside", link: "https://evil.example/" });
    await notify({ title: "Godown", link: "/billing/godown?q=Ink" });
    const admin = await signedIn("admin");
    const linkOf = (list: Loaded, title: string) =>
      list.notifications.find((n) => n.title === title)?.link;
    const asStaff = await page();
    const asAdmin = await page("", admin.cookie);
    // Staff land on the request's print job (decision 104); the admin on the inbox, which links to it.
    const job = await getDb()
      .selectFrom("print_jobs")
      .select("id")
      .where("order_submission_id", "=", request.id)
      .executeTakeFirstOrThrow();
    expect(linkOf(asStaff, "New order request")).toBe(`/billing/jobs/${job.id}`);
    expect(linkOf(asAdmin, "New order request")).toBe(`/admin/inbox/orders/${request.id}`);
    expect(linkOf(asStaff, "New contact message")).toBeNull();
    expect(linkOf(asAdmin, "New contact message")).toBe(`/admin/inbox/contacts/${contact.id}`);
    expect(linkOf(asStaff, "Old admin link")).toBeNull();
    expect(linkOf(asAdmin, "Old admin link")).toBe("/admin/users?filter=pending");
    expect(linkOf(asStaff, "Outside")).toBeNull();
    expect(linkOf(asAdmin, "Outside")).toBeNull();
    expect(linkOf(asStaff, "Godown")).toBe("/billing/godown?q=Ink");
    // A request without a job (unlinked): its customer's page, as before.
    await getDb()
      .updateTable("print_jobs")
      .set({ order_submission_id: null })
      .where("id", "=", job.id)
      .execute();
    expect(linkOf(await page(), "New order request")).toBe(`/billing/customers/${customerId}`);
  });
});
