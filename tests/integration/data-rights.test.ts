import { existsSync, writeFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { dataRightsContent } from "~/account/content/data-rights";
import { DELETED_NAME } from "~/account/data-export.server";
import { loader as exportLoader } from "~/account/routes/data-export";
import { action as settingsAction } from "~/account/routes/settings";
import { action as userDataAction } from "~/admin/users/routes/user-data";
import { ledgerTotals } from "~/billing/ledger/ledger.server";
import { submitContact, submitOrder } from "~/intake/intake.server";
import { verifyCredentials } from "~/platform/auth/sessions.server";
import { getDb } from "~/platform/db/db.server";
import { getFileStore, uploadsRoot, uploadsTempDir } from "~/platform/storage.server";
import { action as storeAdminAction } from "~/shop/store-admin/routes/store-admin";
import { createTestUser, signedIn, createOrder } from "../factories";
import { callRoute, getRequest, postRequest, redirectToast, toastOf } from "./route-harness";

/**
 * A person's data rights (decision 051), on SQLite and PostgreSQL: the JSON download holds the
 * person's account, orders and requests and nobody else's, and no secret; deleting the account
 * keeps the orders' money and the books as they were with the personal fields cleared, removes
 * the uploaded files from disk, the sessions and the password, and writes one audit entry;
 * staff, the last admin, a wrong password and an open order are refused; an admin downloads and
 * deletes another person's data on request.
 */

const d = dataRightsContent.en;
let admin: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  admin = await signedIn("admin", "Owner Admin");
});

const storeAdmin = (body: Record<string, string>) =>
  callRoute(storeAdminAction, postRequest("/limrakart/admin", body, { cookie: admin.cookie }));

async function teaId() {
  const row = await getDb()
    .selectFrom("products")
    .select("id")
    .where("slug", "=", "tea-talks-gold-pack")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A customer with a session, one order (delivered and paid unless `open`), with an artwork file. */
async function customerWithOrder(name: string, phone: string, opts: { open?: boolean } = {}) {
  const shopper = await signedIn("customer", name);
  const order = await createOrder({
    userId: shopper.user.id,
    productId: await teaId(),
    quantity: 2,
    delivery: {
      name,
      phone,
      address: `${name}'s house, 4 North Car Street`,
      pinCode: "627006",
      paymentMethod: "cod",
    },
  });
  // The line's artwork, stored as checkout stores it.
  const key = `artwork/${crypto.randomUUID()}.png`;
  await getFileStore().saveBuffer(key, new Uint8Array([1, 2, 3]));
  await getDb()
    .updateTable("order_items")
    .set({ artwork_file: key, artwork_name: `${name} logo.png`, artwork_note: `${name} brief` })
    .where("order_id", "=", order.id)
    .execute();
  if (!opts.open) {
    for (const to of ["pending", "processing", "shipped", "delivered"]) {
      const r = await storeAdmin({
        intent: "order-status",
        orderId: order.id,
        to,
        reason: "Moved",
        courier: "Hand delivery",
      });
      expect(r.status, to).toBe(302);
    }
    const paid = await storeAdmin({
      intent: "payment-status",
      orderId: order.id,
      to: "paid",
      method: "cash",
    });
    expect(paid.status).toBe(302);
  }
  return { ...shopper, name, phone, order, artworkKey: key };
}

/** A quote request with one design file, and a contact message, sent with `email`. */
async function requestsFrom(name: string, phone: string, email: string) {
  await mkdir(uploadsTempDir(), { recursive: true });
  const temp = path.join(uploadsTempDir(), `upload-${crypto.randomUUID()}`);
  writeFileSync(temp, "%PDF-1.4 design");
  await submitOrder(
    {
      name,
      phone,
      email,
      service: "Visiting Cards",
      quantity: "500",
      message: `${name} wants blue`,
    } as never,
    [{ name: `${name} card.pdf`, size: 15, mimeType: "application/pdf", tempPath: temp }],
    { token: crypto.randomUUID(), locale: "en" },
  );
  await submitContact(
    {
      name,
      email: email.toUpperCase(),
      phone,
      subject: "Hello",
      message: `${name} says hi`,
    } as never,
    crypto.randomUUID(),
  );
  const file = await getDb()
    .selectFrom("order_files")
    .innerJoin("order_submissions", "order_submissions.id", "order_files.submission_id")
    .select(["order_files.storage_key", "order_files.id"])
    .where("order_submissions.name", "=", name)
    .executeTakeFirstOrThrow();
  return { fileKey: file.storage_key, fileId: file.id };
}

const onDisk = (key: string) => existsSync(path.join(uploadsRoot(), ...key.split("/")));

const deleteForm = (cookie: string, fields: Record<string, string>) =>
  callRoute(
    settingsAction,
    postRequest("/settings", { intent: "delete-account", ...fields }, { cookie }),
  );

async function auditEntries(action: string, entityId: string) {
  return getDb()
    .selectFrom("audit_log")
    .select(["actor_id", "after_json", "before_json"])
    .where("action", "=", action)
    .where("entity_id", "=", entityId)
    .execute();
}

describe("Download my data", () => {
  it("is one JSON attachment, not stored, with the person's data and nobody else's", async () => {
    const meena = await customerWithOrder("Meena Raj", "+919876500011");
    const ravi = await customerWithOrder("Ravi Kumar", "+919876500022");
    await requestsFrom("Meena Raj", "+919876500011", meena.user.email);
    await requestsFrom("Ravi Kumar", "+919876500022", ravi.user.email);
    await getDb()
      .updateTable("users")
      .set({ totp_secret: "JBSWY3DPEHPK3PXPSECRET" })
      .where("id", "=", meena.user.id)
      .execute();

    const res = await callRoute(
      exportLoader,
      getRequest("/settings/data", { cookie: meena.cookie }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="limra-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const data = res.data as {
      account: { name: string; email: string; phone: string | null };
      orders: {
        orderNumber: string;
        totalPaise: number;
        lines: unknown[];
        history: { by: string }[];
      }[];
      requests: { quoteRequests: { files: { name: string }[] }[]; contactMessages: unknown[] };
    };
    expect(data.account).toMatchObject({ name: "Meena Raj", email: meena.user.email });
    expect(data.orders.map((o) => o.orderNumber)).toEqual([meena.order.order_number]);
    expect(data.orders[0]!.totalPaise).toBe(Number(meena.order.total_amount_paise));
    expect(data.orders[0]!.lines).toHaveLength(1);
    // The status changes by the admin are "shop", never the staff member's name.
    expect(new Set(data.orders[0]!.history.map((h) => h.by))).toEqual(new Set(["you", "shop"]));
    expect(data.requests.quoteRequests[0]!.files.map((f) => f.name)).toEqual([
      "Meena Raj card.pdf",
    ]);
    // The contact message was sent with the address in capitals: still hers.
    expect(data.requests.contactMessages).toHaveLength(1);

    const text = JSON.stringify(data);
    for (const other of [
      "Ravi",
      ravi.user.email,
      "500022",
      ravi.order.order_number,
      "Owner Admin",
    ]) {
      expect(text, other).not.toContain(other);
    }
    const secrets = await getDb()
      .selectFrom("sessions")
      .select("token")
      .where("user_id", "=", meena.user.id)
      .execute();
    const hash = await getDb()
      .selectFrom("accounts")
      .select("password")
      .where("user_id", "=", meena.user.id)
      .executeTakeFirstOrThrow();
    for (const secret of [
      ...secrets.map((s) => s.token),
      hash.password!,
      "JBSWY3DPEHPK3PXPSECRET",
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it("sends a visitor to sign in", async () => {
    const res = await callRoute(exportLoader, getRequest("/settings/data"));
    expect(res.status).toBe(302);
    expect(res.location).toMatch(/^\/auth\?redirectTo=/);
  });
});

describe("Delete my account", () => {
  it("keeps the orders and the books, clears the personal fields, removes files, sessions and password", async () => {
    const meena = await customerWithOrder("Kala Devi", "+919876500033");
    const other = await customerWithOrder("Other Person", "+919876500044");
    const files = await requestsFrom("Kala Devi", "+919876500033", meena.user.email);
    expect(onDisk(meena.artworkKey)).toBe(true);
    expect(onDisk(files.fileKey)).toBe(true);
    const money = () =>
      getDb()
        .selectFrom("transactions")
        .select(["id", "amount_paise", "type", "order_id", "description"])
        .orderBy("id")
        .execute();
    const lines = (orderId: string) =>
      getDb()
        .selectFrom("order_items")
        .select(["product_name", "quantity", "unit_price_paise", "total_price_paise"])
        .where("order_id", "=", orderId)
        .execute();
    const before = {
      money: await money(),
      totals: await ledgerTotals(),
      lines: await lines(meena.order.id),
    };

    const res = await deleteForm(meena.cookie, {
      deletePassword: meena.user.password,
      deleteConfirm: "delete",
    });
    expect(res.status).toBe(302);
    expect(res.location).toBe("/");
    expect(await redirectToast(res)).toMatchObject({ title: d.toasts.deleted.title });
    expect(res.headers.getSetCookie().some((c) => /session_token=;/.test(c))).toBe(true);

    const order = await getDb()
      .selectFrom("orders")
      .select([
        "order_number",
        "customer_name",
        "customer_email",
        "customer_phone",
        "delivery_address",
        "pin_code",
        "total_amount_paise",
        "order_status",
        "payment_status",
        "anonymised_at",
      ])
      .where("id", "=", meena.order.id)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      order_number: meena.order.order_number,
      customer_name: DELETED_NAME,
      customer_email: "",
      customer_phone: "",
      delivery_address: "",
      pin_code: "",
      order_status: "delivered",
      payment_status: "paid",
    });
    expect(Number(order.total_amount_paise)).toBe(Number(meena.order.total_amount_paise));
    expect(order.anonymised_at).not.toBeNull();
    expect({
      money: await money(),
      totals: await ledgerTotals(),
      lines: await lines(meena.order.id),
    }).toEqual(before);

    // The files are gone from disk, their rows marked.
    expect(onDisk(meena.artworkKey)).toBe(false);
    expect(onDisk(files.fileKey)).toBe(false);
    expect(onDisk(other.artworkKey)).toBe(true);
    const item = await getDb()
      .selectFrom("order_items")
      .select(["artwork_file", "artwork_name", "artwork_note", "artwork_removed_at"])
      .where("order_id", "=", meena.order.id)
      .executeTakeFirstOrThrow();
    expect(item).toMatchObject({ artwork_file: null, artwork_name: null, artwork_note: null });
    expect(item.artwork_removed_at).not.toBeNull();
    const fileRow = await getDb()
      .selectFrom("order_files")
      .select("removed_at")
      .where("id", "=", files.fileId)
      .executeTakeFirstOrThrow();
    expect(fileRow.removed_at).not.toBeNull();

    // The requests are anonymised.
    const quote = await getDb()
      .selectFrom("order_submissions")
      .select(["name", "phone", "email", "message"])
      .where("form_token", "is not", null)
      .where("name", "in", ["Kala Devi", DELETED_NAME])
      .execute();
    expect(quote).toEqual([{ name: DELETED_NAME, phone: "", email: null, message: null }]);
    const contact = await getDb()
      .selectFrom("contact_submissions")
      .select(["name", "email", "phone", "message"])
      .where("name", "in", ["Kala Devi", DELETED_NAME])
      .execute();
    expect(contact).toEqual([{ name: DELETED_NAME, email: "", phone: null, message: "" }]);

    // Signed out, no password, no sign-in; the user row holds nothing personal.
    const count = async (table: "sessions" | "accounts") =>
      (await getDb().selectFrom(table).select("id").where("user_id", "=", meena.user.id).execute())
        .length;
    expect(await count("sessions")).toBe(0);
    expect(await count("accounts")).toBe(0);
    expect(await verifyCredentials(meena.user.email, meena.user.password)).toBeNull();
    const user = await getDb()
      .selectFrom("users")
      .select(["name", "email", "phone", "deleted_at"])
      .where("id", "=", meena.user.id)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ name: DELETED_NAME, phone: null });
    expect(user.email).toBe(`deleted-${meena.user.id}@deleted.invalid`);
    expect(user.deleted_at).not.toBeNull();

    // One audit entry, by the person, with counts and no personal data.
    const audit = await auditEntries("account.deleted", meena.user.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_id).toBe(meena.user.id);
    expect(JSON.parse(audit[0]!.after_json!)).toEqual({
      by: "self",
      ordersAnonymised: 1,
      requestsAnonymised: 2,
      filesRemoved: 2,
    });
    expect(audit[0]!.before_json).toBeNull();

    // The other customer's order is untouched.
    const untouched = await getDb()
      .selectFrom("orders")
      .select(["customer_name", "customer_phone"])
      .where("id", "=", other.order.id)
      .executeTakeFirstOrThrow();
    expect(untouched).toEqual({ customer_name: "Other Person", customer_phone: "+919876500044" });
  });

  it("refuses a wrong password or a missing confirmation with 400, changing nothing", async () => {
    const shopper = await signedIn("customer", "Careful Customer");
    const wrong = await deleteForm(shopper.cookie, {
      deletePassword: "not-the-password",
      deleteConfirm: "DELETE",
    });
    expect(wrong.status).toBe(400);
    expect((wrong.data as { errors: Record<string, string> }).errors).toEqual({
      deletePassword: d.messages.passwordWrong,
    });
    const unconfirmed = await deleteForm(shopper.cookie, {
      deletePassword: shopper.user.password,
      deleteConfirm: "yes",
    });
    expect(unconfirmed.status).toBe(400);
    expect((unconfirmed.data as { errors: Record<string, string> }).errors).toEqual({
      deleteConfirm: d.messages.confirmMismatch,
    });
    expect(await auditEntries("account.deleted", shopper.user.id)).toEqual([]);
    expect(await verifyCredentials(shopper.user.email, shopper.user.password)).not.toBeNull();
  });

  it("refuses staff, the last admin and a customer with an open order (409)", async () => {
    const staff = await signedIn("staff", "Counter Staff");
    const asStaff = await deleteForm(staff.cookie, {
      deletePassword: staff.user.password,
      deleteConfirm: "DELETE",
    });
    expect(asStaff.status).toBe(409);
    expect(await toastOf(asStaff)).toMatchObject({ title: d.toasts.privileged.title });

    // The only admin left.
    await getDb()
      .deleteFrom("user_roles")
      .where("role", "=", "admin")
      .where("user_id", "!=", admin.user.id)
      .execute();
    const asAdmin = await deleteForm(admin.cookie, {
      deletePassword: admin.user.password,
      deleteConfirm: "DELETE",
    });
    expect(asAdmin.status).toBe(409);
    expect(await toastOf(asAdmin)).toMatchObject({ title: d.toasts.lastAdmin.title });

    const open = await customerWithOrder("Waiting Wanda", "+919876500055", { open: true });
    const asOpen = await deleteForm(open.cookie, {
      deletePassword: open.user.password,
      deleteConfirm: "DELETE",
    });
    expect(asOpen.status).toBe(409);
    expect(await toastOf(asOpen)).toMatchObject({ title: d.toasts.openOrders.title });
    expect(onDisk(open.artworkKey)).toBe(true);
    for (const who of [staff, admin, open]) {
      expect(await auditEntries("account.deleted", who.user.id)).toEqual([]);
    }
  });
});

describe("an admin on a person's request", () => {
  const post = (cookie: string, userId: string, body: Record<string, string>) =>
    callRoute(
      userDataAction,
      postRequest(
        `/admin/users/${userId}/data`,
        { redirectTo: "/admin/users", ...body },
        { cookie },
      ),
      { userId },
    );

  it("downloads their data with a reason, in the audit log", async () => {
    const person = await customerWithOrder("Asked By Phone", "+919876500066");
    const res = await post(admin.cookie, person.user.id, {
      intent: "export",
      reason: "Asked by phone on 27/11",
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; /);
    expect((res.data as { account: { email: string } }).account.email).toBe(person.user.email);
    const audit = await auditEntries("account.data-exported", person.user.id);
    expect(audit.map((a) => [a.actor_id, JSON.parse(a.after_json!)])).toEqual([
      [admin.user.id, { by: "admin", reason: "Asked by phone on 27/11" }],
    ]);
  });

  it("refuses a post without a reason, and anyone but an admin", async () => {
    const person = await createTestUser({ name: "Not Yet" });
    const noReason = await post(admin.cookie, person.id, { intent: "delete", reason: " " });
    expect(noReason.status).toBe(302);
    expect(await redirectToast(noReason)).toMatchObject({ variant: "destructive" });
    const staff = await signedIn("staff");
    const asStaff = await post(staff.cookie, person.id, { intent: "delete", reason: "Because" });
    expect(asStaff.status).toBe(403);
    expect(await verifyCredentials(person.email, person.password)).not.toBeNull();
  });

  it("deletes their account: anonymised, signed out, audited with the admin and the reason", async () => {
    const person = await customerWithOrder("Deleted On Request", "+919876500077");
    const res = await post(admin.cookie, person.user.id, {
      intent: "delete",
      reason: "E-mail of 26/11",
    });
    expect(res.status).toBe(302);
    expect(res.location).toBe("/admin/users");
    expect(await redirectToast(res)).toMatchObject({ title: "Account deleted" });
    const order = await getDb()
      .selectFrom("orders")
      .select(["customer_name", "customer_phone"])
      .where("id", "=", person.order.id)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ customer_name: DELETED_NAME, customer_phone: "" });
    expect(onDisk(person.artworkKey)).toBe(false);
    const sessions = await getDb()
      .selectFrom("sessions")
      .select("id")
      .where("user_id", "=", person.user.id)
      .execute();
    expect(sessions).toEqual([]);
    const audit = await auditEntries("account.deleted", person.user.id);
    expect(audit.map((a) => [a.actor_id, JSON.parse(a.after_json!)])).toEqual([
      [
        admin.user.id,
        {
          by: "admin",
          reason: "E-mail of 26/11",
          ordersAnonymised: 1,
          requestsAnonymised: 0,
          filesRemoved: 1,
        },
      ],
    ]);
    // A second request finds no such account.
    const again = await post(admin.cookie, person.user.id, { intent: "export", reason: "Again" });
    expect(await redirectToast(again)).toMatchObject({ title: "No such user." });
  });
});
