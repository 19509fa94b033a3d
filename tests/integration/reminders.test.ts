import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  action as templatesAction,
  loader as templatesLoader,
} from "~/admin/reminders/routes/reminders";
import { loader as pendingLoader } from "~/billing/bills/routes/old-pending";
import { customerReminders } from "~/billing/reminders/index.server";
import { action as remindAction } from "~/billing/reminders/routes/remind";
import { loader as remindersLoader } from "~/billing/reminders/routes/reminders";
import { DEFAULT_REMINDER_TEMPLATES } from "~/billing/reminders/reminder";
import { getDb } from "~/platform/db/db.server";
import { signedIn, createBill } from "../factories";
import { callRoute, getRequest, postRequest, redirectToast, toastOf } from "./route-harness";

/**
 * Payment reminders (decision 028) on a real database: WhatsApp logs the reminder and redirects
 * to wa.me with the message (bills, balance, UPI link) in the customer's language; e-mail goes
 * to the outbox; refusals write nothing; the overdue list cuts at India midnight; the admin's
 * templates are checked on save; the guards hold.
 */

type Who = Awaited<ReturnType<typeof signedIn>>;
let staff: Who;
let admin: Who;
let customerUser: Who;

const UPI_ID = "limra.prints@okaxis";

afterEach(() => {
  vi.useRealTimers();
});

async function at<T>(iso: string, work: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(iso));
  try {
    return await work();
  } finally {
    vi.useRealTimers();
  }
}

/** A bill for `name` with `phone`, total `amount` rupees, `advance` paid; its customer's id. */
async function bill(name: string, phone: string, amount: string, advance = "0") {
  const made = await createBill(staff.user.id, {
    customerName: name,
    customerPhone: phone,
    particulars: "Cards",
    amount,
    advance,
  });
  const row = await getDb()
    .selectFrom("complaints")
    .select(["customer_id", "complaint_number"])
    .where("id", "=", made.id)
    .executeTakeFirstOrThrow();
  return { customerId: row.customer_id!, number: row.complaint_number, id: made.id };
}

const remind = (customerId: string, body: Record<string, string>, who: Who | null = staff) =>
  callRoute(
    remindAction,
    postRequest(`/billing/customers/${customerId}/remind`, body, { cookie: who?.cookie }),
    { id: customerId },
  );

async function reminderRows(customerId: string) {
  return getDb()
    .selectFrom("customer_reminders")
    .select(["channel", "language", "message", "balance_paise", "bill_numbers", "sent_by"])
    .where("customer_id", "=", customerId)
    .orderBy("sent_at")
    .execute();
}

const countRows = async (table: "customer_reminders" | "email_outbox" | "audit_log") =>
  Number(
    (
      await getDb()
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

let meena: Awaited<ReturnType<typeof bill>>;
let meenaSecond: Awaited<ReturnType<typeof bill>>;

beforeAll(async () => {
  staff = await signedIn("staff", "Priya Staff");
  admin = await signedIn("admin", "Owner Admin");
  customerUser = await signedIn("customer", "Some Customer");
  const now = new Date().toISOString();
  for (const [key, value] of [
    ["name", "Limra Graphics"],
    ["phone", "+919443322110"],
    ["upiId", UPI_ID],
  ]) {
    await getDb()
      .insertInto("business_settings")
      .values({ key: key!, value: value!, updated_by: null, updated_at: now })
      .execute();
  }
  // Meena owes ₹1,500 on an older bill and ₹234.50 on a newer one: ₹1,734.50.
  meena = await at("2025-09-01T05:00:00.000Z", () =>
    bill("Meena Stores", "98765 43210", "2000", "500"),
  );
  meenaSecond = await at("2025-09-20T05:00:00.000Z", () =>
    bill("Meena Stores", "9876543210", "234.50"),
  );
});

describe("sending a reminder on WhatsApp", () => {
  it("logs the message naming the bills, balance and UPI link, and redirects to wa.me with it", async () => {
    const audits = await countRows("audit_log");
    const result = await remind(meena.customerId, { channel: "whatsapp" });
    expect(result.status).toBe(302);
    const location = new URL(result.location!);
    expect(`${location.origin}${location.pathname}`).toBe("https://wa.me/919876543210");
    expect(result.location).toMatch(/^https:\/\/wa\.me\/919876543210\?text=[^&]+$/);
    const text = location.searchParams.get("text")!;
    expect(text).toContain("Dear Meena Stores,");
    expect(text).toContain(`• Bill ${meena.number} of 01/09/2025: ₹1,500.00 due`);
    expect(text).toContain(`• Bill ${meenaSecond.number} of 20/09/2025: ₹234.50 due`);
    expect(text.indexOf(meena.number)).toBeLessThan(text.indexOf(meenaSecond.number));
    expect(text).toContain("Balance due: ₹1,734.50");
    expect(text).toContain(
      `Pay by UPI: upi://pay?pa=${UPI_ID}&pn=Limra%20Graphics&am=1734.50&cu=INR&tn=${meena.number}%20${meenaSecond.number}`,
    );
    expect(result.location).toBe(`https://wa.me/919876543210?text=${encodeURIComponent(text)}`);
    const rows = await reminderRows(meena.customerId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      channel: "whatsapp",
      language: "en",
      message: text,
      bill_numbers: `${meena.number},${meenaSecond.number}`,
      sent_by: staff.user.id,
    });
    expect(Number(rows[0]!.balance_paise)).toBe(173450);
    expect(await countRows("audit_log")).toBe(audits + 1);
    const log = await customerReminders(meena.customerId);
    expect(log[0]).toMatchObject({
      label: "Opened in WhatsApp by Priya Staff",
      balancePaise: 173450,
    });
  });

  it("writes Tamil for a customer whose language is Tamil", async () => {
    const selvi = await bill("செல்வி டெக்ஸ்டைல்ஸ்", "9123456780", "999");
    await getDb()
      .updateTable("customers")
      .set({ language: "ta" })
      .where("id", "=", selvi.customerId)
      .execute();
    const result = await remind(selvi.customerId, { channel: "whatsapp" });
    expect(result.status).toBe(302);
    const text = new URL(result.location!).searchParams.get("text")!;
    expect(text).toContain("அன்புள்ள செல்வி டெக்ஸ்டைல்ஸ்,");
    expect(text).toContain(`• பில் ${selvi.number}`);
    expect(text).toContain("செலுத்த வேண்டிய நிலுவைத் தொகை: ₹999.00");
    expect(text).toContain(`UPI மூலம் செலுத்த: upi://pay?pa=${UPI_ID}`);
    expect((await reminderRows(selvi.customerId))[0]).toMatchObject({
      language: "ta",
      message: text,
    });
  });

  it("refuses, writing nothing: no mobile (422), nothing owed (422), unknown (404), bad channel (400)", async () => {
    const landline = await bill("Landline Traders", "044 2345 6789", "500");
    const paid = await bill("Paid Up", "9000000001", "500", "500");
    const before = [await countRows("customer_reminders"), await countRows("audit_log")];
    const cases: [string, Record<string, string>, number, string][] = [
      [landline.customerId, { channel: "whatsapp" }, 422, "no mobile number"],
      [paid.customerId, { channel: "whatsapp" }, 422, "owes nothing"],
      ["no-such-customer", { channel: "whatsapp" }, 404, "Customer not found"],
      [meena.customerId, { channel: "sms" }, 400, "WhatsApp or e-mail"],
    ];
    for (const [id, body, status, words] of cases) {
      const result = await remind(id, body);
      expect(result.status).toBe(status);
      expect((await toastOf(result))?.description).toContain(words);
    }
    expect([await countRows("customer_reminders"), await countRows("audit_log")]).toEqual(before);
  });
});

describe("sending a reminder by e-mail", () => {
  it("queues the mail to the customer's address, logs it and goes back with a toast", async () => {
    await getDb()
      .updateTable("customers")
      .set({ email: "meena@example.test" })
      .where("id", "=", meena.customerId)
      .execute();
    const result = await remind(meena.customerId, {
      channel: "email",
      redirectTo: "/billing/old-pending",
    });
    expect(result.status).toBe(302);
    expect(result.location).toBe("/billing/old-pending");
    expect((await redirectToast(result))?.title).toBe("Reminder e-mail queued");
    const mail = await getDb()
      .selectFrom("email_outbox")
      .select(["to_address", "subject", "text_body", "html_body", "entity_id"])
      .where("to_address", "=", "meena@example.test")
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe("Payment reminder from Limra Graphics");
    expect(mail.text_body).toContain("Balance due: ₹1,734.50");
    expect(mail.text_body).toContain(`upi://pay?pa=${UPI_ID}`);
    expect(mail.html_body).toContain(`Bill ${meena.number} of 01/09/2025: ₹1,500.00 due`);
    expect(mail.entity_id).toBe(meena.customerId);
    const rows = await reminderRows(meena.customerId);
    expect(rows.map((r) => r.channel)).toEqual(["whatsapp", "email"]);
    const log = await customerReminders(meena.customerId);
    expect(log[0]!.label).toBe("E-mail queued by Priya Staff");
  });

  it("refuses a customer without an address (422), queueing nothing", async () => {
    const noMail = await bill("No Mail Co", "9000000002", "100");
    const mails = await countRows("email_outbox");
    const result = await remind(noMail.customerId, { channel: "email" });
    expect(result.status).toBe(422);
    expect((await toastOf(result))?.description).toBe("This customer has no e-mail address.");
    expect(await countRows("email_outbox")).toBe(mails);
  });
});

describe("the guards", () => {
  it("sends a visitor to sign in and a customer home; neither logs anything", async () => {
    const before = await countRows("customer_reminders");
    const visitor = await remind(meena.customerId, { channel: "whatsapp" }, null);
    expect(visitor.status).toBe(302);
    expect(visitor.location).toMatch(/^\/auth\?redirectTo=/);
    const customer = await remind(meena.customerId, { channel: "whatsapp" }, customerUser);
    expect([customer.status, customer.location]).toEqual([302, "/"]);
    const list = await callRoute(
      remindersLoader,
      getRequest("/billing/reminders", { cookie: customerUser.cookie }),
    );
    expect([list.status, list.location]).toEqual([302, "/"]);
    expect(await countRows("customer_reminders")).toBe(before);
  });
});

describe("the overdue list", () => {
  // Now: 30 Nov 2025, 11:30 IST. Over 30 days: a bill dated 30 Oct (India) or earlier, i.e.
  // before 31 Oct 00:00 IST = 2025-10-30T18:30:00Z.
  const NOW = "2025-11-30T06:00:00.000Z";
  let older: Awaited<ReturnType<typeof bill>>;
  let newer: Awaited<ReturnType<typeof bill>>;

  beforeAll(async () => {
    older = await at("2025-10-30T18:29:59.000Z", () =>
      bill("Last Second Ltd", "9000000010", "300"),
    );
    newer = await at("2025-10-30T18:30:00.000Z", () =>
      bill("First Second Ltd", "9000000011", "300"),
    );
  });

  const list = (query: string) =>
    at(NOW, () =>
      callRoute(
        remindersLoader,
        getRequest(`/billing/reminders${query}`, { cookie: staff.cookie }),
      ),
    );

  it("takes a bill from 23:59:59 IST 30 days ago, not one from the next India midnight", async () => {
    const result = await list("?overdue=30");
    expect(result.status).toBe(200);
    const data = result.data as { view: "list"; customers: { id: string; name: string }[] };
    const ids = data.customers.map((c) => c.id);
    expect(ids).toContain(older.customerId);
    expect(ids).not.toContain(newer.customerId);
    // Oldest debt first: Meena (September) before the October customer.
    expect(ids.indexOf(meena.customerId)).toBeLessThan(ids.indexOf(older.customerId));
    const sixty = (await list("?overdue=60")).data as { customers: { id: string }[] };
    expect(sixty.customers.map((c) => c.id)).toContain(meena.customerId);
    expect(sixty.customers.map((c) => c.id)).not.toContain(older.customerId);
  });

  it("steps through the list one customer at a time with the message, and marks who was reminded today", async () => {
    const first = await list("?overdue=30&step=1");
    const step = first.data as {
      view: "step";
      total: number;
      current: {
        customer: { id: string; remindedTodayAt: string | null };
        reminder: { message: string };
      };
    };
    expect(step.view).toBe("step");
    expect(step.current.customer.id).toBe(meena.customerId);
    expect(step.current.reminder.message).toContain("Balance due: ₹1,734.50");
    // Meena's reminders were sent in real time (2026 or later), not on 30 Nov 2025.
    expect(step.current.customer.remindedTodayAt).toBeNull();
    await at(NOW, () => remind(older.customerId, { channel: "whatsapp" }));
    const listed = (await list("?overdue=30")).data as {
      customers: { id: string; remindedTodayAt: string | null }[];
      remindedCount: number;
    };
    const row = listed.customers.find((c) => c.id === older.customerId)!;
    expect(row.remindedTodayAt).toBe(NOW);
    expect(listed.remindedCount).toBe(1);
    const past = (await list(`?overdue=30&step=${step.total + 1}`)).data as { current: unknown };
    expect(past.current).toBeNull();
  });

  it("answers a bad query with 400", async () => {
    for (const query of ["?overdue=45", "?overdue=30&step=0", "?page=abc"]) {
      expect((await list(query)).status).toBe(400);
    }
  });
});

describe("Old Pending", () => {
  it("gives each bill's customer how they can be reminded", async () => {
    const result = await callRoute(
      pendingLoader,
      getRequest("/billing/old-pending?q=Meena", { cookie: staff.cookie }),
    );
    const data = result.data as { reminders: Record<string, { mobile: boolean; email: boolean }> };
    expect(data.reminders[meena.customerId]).toEqual({ mobile: true, email: true });
  });
});

describe("the admin's templates", () => {
  const save = (body: Record<string, string>, who: Who = admin) =>
    callRoute(templatesAction, postRequest("/admin/reminders", body, { cookie: who.cookie }));

  it("refuses an unknown placeholder and a missing {balance} with 400, naming them", async () => {
    const unknown = await save({ intent: "save", en: "Pay {balance}", ta: "{name} {amount}" });
    expect(unknown.status).toBe(400);
    const errors = (unknown.data as { errors: Record<string, string> }).errors;
    expect(errors.ta).toMatch(/^Unknown placeholder \{amount\}/);
    expect(errors.en).toBeUndefined();
    const missing = await save({ intent: "save", en: "Dear {name}, please pay.", ta: "{balance}" });
    expect(missing.status).toBe(400);
    expect((missing.data as { errors: Record<string, string> }).errors.en).toContain("{balance}");
    const unbalanced = await save({ intent: "save", en: "Pay {balance", ta: "{balance}" });
    expect(unbalanced.status).toBe(400);
    const tamil = await callRoute(
      templatesAction,
      postRequest(
        "/admin/reminders?lang=ta",
        { intent: "save", en: "Pay {balance}", ta: "{name} {amount}" },
        { cookie: admin.cookie },
      ),
    );
    expect(tamil.status).toBe(400);
    const refused = tamil.data as { errors: Record<string, string>; toast: { title: string } };
    expect(refused.errors.ta).toMatch(/^தெரியாத இடநிரப்பி \{amount\}/);
    expect(refused.toast.title).toBe("வார்ப்புருக்கள் சேமிக்கப்படவில்லை");
    const stored = await getDb()
      .selectFrom("business_settings")
      .select("key")
      .where("key", "like", "reminder_template_%")
      .execute();
    expect(stored).toEqual([]);
  });

  it("refuses staff (403) and saves nothing", async () => {
    const result = await save({ intent: "save", en: "Hacked {balance}", ta: "{balance}" }, staff);
    expect(result.status).toBe(403);
    const loaded = await callRoute(
      templatesLoader,
      getRequest("/admin/reminders", { cookie: staff.cookie }),
    );
    expect(loaded.status).toBe(403);
    const templates = await callRoute(
      templatesLoader,
      getRequest("/admin/reminders", { cookie: admin.cookie }),
    );
    expect((templates.data as { templates: { en: { text: string } } }).templates.en.text).toBe(
      DEFAULT_REMINDER_TEMPLATES.en,
    );
  });

  it("saves both templates (audited) and the next reminder uses them; reset brings the default back", async () => {
    const audits = await countRows("audit_log");
    const saved = await save({
      intent: "save",
      en: "Hello {name}, {business} asks for {balance}.\n{bills}",
      ta: "வணக்கம் {name}, நிலுவை {balance}",
    });
    expect(saved.status).toBe(302);
    expect(await countRows("audit_log")).toBe(audits + 1);
    const result = await remind(meena.customerId, { channel: "whatsapp" });
    const text = new URL(result.location!).searchParams.get("text")!;
    expect(text.split("\n")[0]).toBe("Hello Meena Stores, Limra Graphics asks for ₹1,734.50.");
    const reset = await save({ intent: "reset", language: "en" });
    expect(reset.status).toBe(302);
    // The save, the reminder, the reset.
    expect(await countRows("audit_log")).toBe(audits + 3);
    const loaded = await callRoute(
      templatesLoader,
      getRequest("/admin/reminders", { cookie: admin.cookie }),
    );
    const templates = (
      loaded.data as { templates: Record<string, { text: string; custom: boolean }> }
    ).templates;
    expect(templates.en).toEqual({ text: DEFAULT_REMINDER_TEMPLATES.en, custom: false });
    expect(templates.ta).toEqual({ text: "வணக்கம் {name}, நிலுவை {balance}", custom: true });
  });

  it("previews typed templates without saving them", async () => {
    const result = await save({
      intent: "preview",
      en: "Owed: {balance}\n{upi_link}",
      ta: "{balance}",
    });
    expect(result.status).toBe(200);
    const data = result.data as { previews: { en: string }; hasUpi: boolean };
    expect(data.previews.en).toMatch(/^Owed: ₹1,850\.50\nupi:\/\/pay\?pa=limra\.prints@okaxis/);
    expect(data.hasUpi).toBe(true);
    expect((await save({ intent: "nothing" })).status).toBe(400);
  });
});

describe("a template that could become an empty message (issue 35)", () => {
  const save = (body: Record<string, string>, path = "/admin/reminders") =>
    callRoute(templatesAction, postRequest(path, body, { cookie: admin.cookie }));
  const EN =
    "Put {balance} on a line without {upi_link}: while no UPI ID is set, a line holding {upi_link} is left out, and the message would go without the amount, or empty.";
  const TA =
    "{balance}-ஐ {upi_link} இல்லாத ஒரு வரியில் வையுங்கள்: UPI ID அமைக்கப்படாதபோது {upi_link} உள்ள வரி விடப்படும், அப்போது செய்தி தொகை இல்லாமல், அல்லது காலியாகச் செல்லும்.";
  const storedTemplates = () =>
    getDb()
      .selectFrom("business_settings")
      .select(["key", "value"])
      .where("key", "like", "reminder_template_%")
      .orderBy("key")
      .execute();

  it("is refused with 400 in English and Tamil when {balance} is only on a line with {upi_link}", async () => {
    const stored = await storedTemplates();
    for (const en of ["{balance} {upi_link}", "Dear {name},\nPay {balance} here: {upi_link}"]) {
      const refused = await save({ intent: "save", en, ta: "{balance}" });
      expect(refused.status, en).toBe(400);
      const answer = refused.data as { errors: Record<string, string>; toast: unknown };
      expect(answer.errors.en).toBe(EN);
      expect(answer.toast).toMatchObject({ description: `English: ${EN}` });
    }
    const tamil = await save(
      { intent: "save", en: "{balance}", ta: "{upi_link} — {balance}" },
      "/admin/reminders?lang=ta",
    );
    expect(tamil.status).toBe(400);
    expect((tamil.data as { errors: Record<string, string> }).errors.ta).toBe(TA);
    expect(
      (await save({ intent: "preview", en: "{balance} {upi_link}", ta: "{balance}" })).status,
    ).toBe(400);
    expect(await storedTemplates()).toEqual(stored);
  });

  it("saved before this check, it is never sent empty: WhatsApp, e-mail and the round use the default", async () => {
    const now = new Date().toISOString();
    await getDb()
      .insertInto("business_settings")
      .values({
        key: "reminder_template_en",
        value: "{balance} {upi_link}",
        updated_by: null,
        updated_at: now,
      })
      .execute();
    await getDb().deleteFrom("business_settings").where("key", "=", "upiId").execute();
    try {
      const result = await remind(meena.customerId, { channel: "whatsapp" });
      expect(result.status).toBe(302);
      const text = new URL(result.location!).searchParams.get("text")!;
      expect(text.startsWith("Dear Meena Stores,\n")).toBe(true);
      expect(text).toContain("Balance due: ₹1,734.50");
      expect(text).not.toContain("UPI");
      const rows = await reminderRows(meena.customerId);
      expect(rows.at(-1)).toMatchObject({ channel: "whatsapp", message: text });

      const emailed = await remind(meena.customerId, { channel: "email" });
      expect(emailed.status).toBe(302);
      const mail = await getDb()
        .selectFrom("email_outbox")
        .select("text_body")
        .where("to_address", "=", "meena@example.test")
        .orderBy("created_at", "desc")
        .executeTakeFirstOrThrow();
      expect(mail.text_body).toContain("Balance due: ₹1,734.50");

      const round = await callRoute(
        remindersLoader,
        getRequest("/billing/reminders?overdue=30&step=1", { cookie: staff.cookie }),
      );
      const step = round.data as { current: { reminder: { message: string } } };
      expect(step.current.reminder.message).toContain("Balance due: ₹");

      const loaded = await callRoute(
        templatesLoader,
        getRequest("/admin/reminders", { cookie: admin.cookie }),
      );
      expect((loaded.data as { previews: { en: string } }).previews.en).toContain(
        "Balance due: ₹1,850.50",
      );
    } finally {
      await getDb()
        .deleteFrom("business_settings")
        .where("key", "=", "reminder_template_en")
        .execute();
      await getDb()
        .insertInto("business_settings")
        .values({ key: "upiId", value: UPI_ID, updated_by: null, updated_at: now })
        .execute();
    }
  });
});
