import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { appDatabase, createUser, fetchPage, sessionCookieFor } from "./harness";
import { openApp } from "../helpers/e2e-app";

/**
 * Issue 36, "Staff can finish what they start": every kind of notification the app writes, read
 * on /billing/notifications by staff and by the admin, has an Open that leads to a page the
 * reader's role may open (200 — never 403, never a redirect away), or no Open at all. Links are
 * resolved for the reader when the page is drawn, so links stored before are handled too.
 */

const { app } = await openApp({ browser: false });
const cookies = {} as Record<"admin" | "staff" | "customer", string>;

/** Posts a form as a signed-in browser page would; answers the redirect's target. */
async function post(path: string, cookie: string, fields: Record<string, string>) {
  const res = await fetchPage(`${app.baseUrl}${path}`, {
    method: "POST",
    cookie,
    body: new URLSearchParams(fields),
    headers: { Origin: app.baseUrl },
  });
  if (res.status !== 302) throw new Error(`POST ${path} answered ${res.status}`);
  return res.headers.get("location") ?? "";
}

/** One of every notification the app writes, through the code that writes it. */
async function writeEveryKind() {
  const intake = await import("../../app/intake/intake.server");
  const schemas = await import("../../app/intake/schema");
  const { intakeMessages } = await import("../../app/intake/content/messages");
  const m = intakeMessages.en;
  // A website request (linked to its customer by phone), a contact message without a phone (no
  // customer), feedback and a review.
  await intake.submitOrder(
    schemas.orderSchema(m).parse({
      name: "Request Person",
      phone: "9876500071",
      email: "request@example.test",
      service: "Business Cards",
      quantity: "500",
      message: "Matte finish.",
    }),
    [],
    { token: randomUUID(), locale: "en" },
  );
  await intake.submitContact(
    schemas.contactSchema(m).parse({
      name: "Contact Person",
      email: "contact@example.test",
      subject: "Banner sizes",
      message: "Which banner sizes do you print?",
    }),
    randomUUID(),
  );
  await intake.submitFeedback(
    schemas.feedbackSchema(m).parse({
      name: "Feedback Person",
      email: "feedback@example.test",
      rating: "4",
      service: "Visiting Cards",
      feedback: "Quick and neat work.",
      wouldRecommend: "on",
    }),
    randomUUID(),
  );
  await intake.submitReview(
    schemas.reviewSchema(m).parse({
      name: "Review Person",
      company: "Review Co",
      location: "Palayamkottai",
      rating: "5",
      reviewText: "Excellent printing and on time.",
      projectType: "Business Cards",
    }),
    randomUUID(),
  );
  // A staff access request.
  const asker = await createUser("customer");
  const { requestStaffAccess } = await import("../../app/account/staff-access.server");
  await requestStaffAccess(asker.email, asker.password, "127.0.0.1");
  // Two shop orders through the shop's forms; the customer cancels the second.
  const order = async (phone: string) => {
    await post("/limrakart/cart", cookies.customer, {
      intent: "add",
      productId: "seed-product-tea-talks-gold-pack",
      redirectTo: "/limrakart",
    });
    const to = await post("/limrakart/checkout", cookies.customer, {
      name: "Shop Person",
      phone,
      email: "shopper@example.test",
      address: "3, East Street, Tirunelveli",
      pinCode: "627001",
      token: randomUUID(),
    });
    return /[?&]order=(LK\d+)/.exec(to)?.[1] ?? "";
  };
  await order("9876500072");
  const second = await order("9876500073");
  const db = await appDatabase();
  const { id: secondId } = await db
    .selectFrom("orders")
    .select("id")
    .where("order_number", "=", second)
    .executeTakeFirstOrThrow();
  await post("/limrakart/orders", cookies.customer, { intent: "cancel", orderId: secondId });
  // The rest with the links their writers store: the auto-cancel (the order link), a low-stock
  // alert, the import's two alerts, an e-mail that failed for each kind of record e-mails are
  // about, and links stored before this change.
  const { createNotification, entityLink } = await import("../../app/domain/notifications.server");
  const { godownItemLink } = await import("../../app/domain/low-stock.server");
  const { customer_id: customerId } = await db
    .selectFrom("orders")
    .select("customer_id")
    .where("id", "=", secondId)
    .executeTakeFirstOrThrow();
  const request = await db.selectFrom("order_submissions").select("id").executeTakeFirstOrThrow();
  const feedback = await db
    .selectFrom("customer_experiences")
    .select("id")
    .executeTakeFirstOrThrow();
  const review = await db.selectFrom("customer_reviews").select("id").executeTakeFirstOrThrow();
  const contact = await db.selectFrom("contact_submissions").select("id").executeTakeFirstOrThrow();
  const links: [string, string | null][] = [
    ["Unconfirmed order cancelled", entityLink("order", secondId)],
    ["Low stock: A4 paper", godownItemLink("A4 paper")],
    ["Import failed", "/billing/import-export"],
    ["Low stock after import", "/billing/godown"],
    ["Email failed: order", entityLink("order", secondId)],
    ["Email failed: reminder", entityLink("customers", customerId)],
    ["Email failed: request", entityLink("order_submission", request.id)],
    ["Email failed: contact", entityLink("contact_submission", contact.id)],
    ["Email failed: feedback", entityLink("customer_experience", feedback.id)],
    ["Email failed: review", entityLink("customer_review", review.id)],
    ["Email failed: account", entityLink("users", "x")],
    ["Old: shop orders", "/limrakart/admin?tab=orders"],
    ["Old: store admin", "/limrakart/admin"],
    ["Old: admin users", "/admin/users?filter=pending"],
  ];
  for (const [title, link] of links) {
    await createNotification(db, { type: "alert", title, message: "A check", link });
  }
}

/** Each notification on the alerts page (every page of it): its title and its Open link. */
async function notificationsAs(cookie: string) {
  const found: { title: string; open: string | null }[] = [];
  for (let page = 1; page < 10; page++) {
    const res = await fetchPage(`${app.baseUrl}/billing/notifications?page=${page}`, { cookie });
    expect(res.status).toBe(200);
    const items = res.html.split('data-testid="notification"').slice(1);
    for (const item of items) {
      const body = item.split("</li>")[0]!;
      const title = /<h2[^>]*>([\s\S]*?)<\/h2>/.exec(body)?.[1] ?? "";
      const text = title.replace(/<[^>]+>/g, "").replace("Unread: ", "");
      const open = /<a [^>]*href="([^"]+)"/.exec(body)?.[1]?.replaceAll("&amp;", "&") ?? null;
      found.push({ title: text.trim(), open });
    }
    if (!res.html.includes(`page=${page + 1}`)) break;
  }
  return found;
}

beforeAll(async () => {
  for (const role of ["admin", "staff", "customer"] as const) {
    const user = await createUser(role);
    cookies[role] = (await sessionCookieFor(user.id)).header;
  }
  await writeEveryKind();
}, 120_000);

describe("a notification's Open", () => {
  it.each(["staff", "admin"] as const)(
    "leads %s to a page they may open, for every kind",
    async (role) => {
      const seen = await notificationsAs(cookies[role]);
      // Every kind is there: 4 website forms, the staff request, 2 orders + the cancel, 14 more.
      expect(seen.length, JSON.stringify(seen)).toBe(22);
      for (const { title, open } of seen) {
        if (!open) continue;
        const res = await fetchPage(`${app.baseUrl}${open}`, { cookie: cookies[role] });
        expect(res.status, `${role}: "${title}" → ${open}`).toBe(200);
      }
      const openOf = (title: string) => seen.find((n) => n.title.includes(title))?.open;
      if (role === "admin") {
        expect(openOf("New order request")).toMatch(/^\/admin\/inbox\/orders\//);
        expect(openOf("Staff access request")).toBe("/admin/users?filter=pending");
        expect(openOf("New review")).toMatch(/^\/admin\/inbox\/reviews\//);
      } else {
        // A website request: its print job (decision 104); what only the owner sees: no Open.
        expect(openOf("New order request")).toMatch(/^\/billing\/jobs\//);
        expect(openOf("New contact message")).toBeNull();
        expect(openOf("Staff access request")).toBeNull();
        expect(openOf("New review")).toBeNull();
        expect(openOf("New customer feedback")).toBeNull();
        expect(openOf("Old: admin users")).toBeNull();
        expect(openOf("Email failed: request")).toMatch(/^\/billing\/jobs\//);
        expect(openOf("Email failed: reminder")).toMatch(/^\/billing\/customers\//);
      }
      // A shop order: the orders desk, open to staff and the admin (decision 064).
      expect(openOf("New LimraKart order")).toMatch(/^\/limrakart\/admin\?tab=orders&order=/);
      expect(openOf("Order cancelled by the customer")).toMatch(/&order=/);
      expect(openOf("Old: shop orders")).toBe("/limrakart/admin?tab=orders");
      expect(openOf("Low stock: A4 paper")).toBe("/billing/godown?q=A4%20paper");
    },
  );
});
