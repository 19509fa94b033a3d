import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { action as contactRoute } from "~/intake/routes/contact";
import { intakeMessages } from "~/intake/content/messages";
import { MAX_ORDER_FILE_BYTES } from "~/intake/options";
import type { ToastText } from "~/intake/content/types";
import { action as orderRoute } from "~/intake/routes/place-order";
import { action as reviewsRoute, loader as reviewsLoader } from "~/intake/routes/reviews";
import { action as feedbackRoute } from "~/intake/routes/share-experience";
import type { FormFailure } from "~/lib/forms";
import { getBusiness } from "~/platform/business.server";
import { getDb } from "~/platform/db/db.server";
import { alertMailGivenUp } from "~/domain/notifications.server";
import { OUTBOX_MAX_ATTEMPTS, processOutbox, type Mailer } from "~/platform/email/outbox.server";
import { getEnv } from "~/platform/env.server";
import { uploadsRoot, uploadsTempDir } from "~/platform/storage.server";
import { action as homeRoute } from "~/site/routes/home";
import {
  callRoute,
  localeCookie,
  postRequest,
  toastOf,
  uniqueIp,
  getRequest,
  type RequestOptions,
  type RouteResult,
} from "./route-harness";

/**
 * The four public forms (order, contact, review, feedback) through their route actions, on a
 * real database and a real upload folder: validation, storage, notifications, the outbox
 * e-mail, uploads, the honeypot, the rate limit, double submits, and the public review list.
 */

const en = intakeMessages.en;
const ta = intakeMessages.ta;

// ---------------------------------------------------------------------------------------------
// Helpers

type FormName = "order" | "contact" | "review" | "feedback";
type SubmissionTable =
  "order_submissions" | "contact_submissions" | "customer_experiences" | "customer_reviews";
type Fields = Record<string, string>;
/** A complete post of a form: its fields and the hidden form token. */
type Post = Fields & { formToken: string };
type FormResult = RouteResult<FormFailure>;

const token = () => crypto.randomUUID();

type FormCase = {
  form: FormName;
  action: (args: never) => unknown;
  path: string;
  table: SubmissionTable;
  redirect: string;
  success: (m: typeof en) => ToastText;
  valid: () => Post;
  /** The inbox page of a record (the notification's and the e-mail's link). */
  inbox: string;
  /** The outbox `entity` of the business's notice; null: the form sends no e-mail. */
  entity: string | null;
  multipart: boolean;
};

const ORDER: FormCase = {
  form: "order",
  action: orderRoute,
  path: "/place-order",
  table: "order_submissions",
  redirect: "/thank-you",
  success: (m) => m.orderSuccess,
  valid: () => ({
    name: "Priya Raman",
    phone: "+91 98765 43210",
    email: "Priya@Example.test",
    service: "Business Cards",
    quantity: "500 cards",
    message: "Matte finish, both sides.",
    formToken: token(),
    website: "",
  }),
  inbox: "/admin/inbox/orders/",
  entity: "order_submission",
  multipart: true,
};

const CONTACT: FormCase = {
  form: "contact",
  action: contactRoute,
  path: "/contact",
  table: "contact_submissions",
  redirect: "/thank-you-contact",
  success: (m) => m.contactSuccess,
  valid: () => ({
    name: "Karthik S",
    email: "karthik@example.test",
    phone: "98765 43211",
    subject: "Bulk ID cards",
    message: "Do you print 200 PVC ID cards with lanyards?",
    formToken: token(),
    website: "",
  }),
  inbox: "/admin/inbox/contacts/",
  entity: "contact_submission",
  multipart: false,
};

const REVIEW: FormCase = {
  form: "review",
  action: reviewsRoute,
  path: "/reviews",
  table: "customer_reviews",
  redirect: "/reviews",
  success: (m) => m.reviewSuccess,
  valid: () => ({
    name: "Arun Kumar",
    company: "Kumar Textiles",
    location: "Tirunelveli",
    rating: "5",
    reviewText: "Excellent print quality and delivered a day early.",
    projectType: "Business Cards",
    formToken: token(),
    website: "",
  }),
  inbox: "/admin/inbox/reviews/",
  entity: null,
  multipart: false,
};

const FEEDBACK: FormCase = {
  form: "feedback",
  action: feedbackRoute,
  path: "/share-experience",
  table: "customer_experiences",
  redirect: "/thank-you-contact",
  success: (m) => m.feedbackSuccess,
  valid: () => ({
    name: "Fathima B",
    email: "fathima@example.test",
    phone: "9876543212",
    rating: "4",
    service: "Digital Printing",
    feedback: "Quick service and friendly staff.",
    wouldRecommend: "on",
    formToken: token(),
    website: "",
  }),
  inbox: "/admin/inbox/feedback/",
  entity: "customer_experience",
  multipart: false,
};

const FORMS = [ORDER, CONTACT, REVIEW, FEEDBACK];
const EMAILING_FORMS = FORMS.filter((f) => f.entity);

type SubmitOptions = RequestOptions & { files?: File[]; query?: string; path?: string };

function formBody(c: FormCase, fields: Fields, files: File[] = []) {
  if (!c.multipart && !files.length) return new URLSearchParams(fields);
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) form.append("files", file);
  return form;
}

function submitRequest(c: FormCase, fields: Fields, opts: SubmitOptions = {}) {
  const url = `${opts.path ?? c.path}${opts.query ?? ""}`;
  return postRequest(url, formBody(c, fields, opts.files), opts);
}

/** Posts `fields` to the form's route action (a fresh client IP unless `ip` is given). */
async function submit(c: FormCase, fields: Fields, opts: SubmitOptions = {}): Promise<FormResult> {
  return (await callRoute(c.action, submitRequest(c, fields, opts))) as FormResult;
}

/** What the form echoes back: the typed values without the hidden fields. */
function typed(fields: Fields): Fields {
  const { formToken: _token, website: _website, ...rest } = fields;
  return rest;
}

async function rowsWithToken(table: SubmissionTable, formToken: string) {
  const result = await sql<Record<string, unknown> & { id: string }>`
    select * from ${sql.table(table)} where form_token = ${formToken}`.execute(getDb());
  return result.rows;
}

async function onlyRowWithToken(table: SubmissionTable, formToken: string) {
  const rows = await rowsWithToken(table, formToken);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

async function notificationsLinking(link: string) {
  return getDb().selectFrom("notifications").selectAll().where("link", "=", link).execute();
}

async function outboxFor(entity: string, id: string) {
  return getDb()
    .selectFrom("email_outbox")
    .selectAll()
    .where("entity", "=", entity)
    .where("entity_id", "=", id)
    .execute();
}

const COUNTED_TABLES = [
  "order_submissions",
  "order_files",
  "contact_submissions",
  "customer_experiences",
  "customer_reviews",
  "notifications",
  "email_outbox",
] as const;

/** Every file under `dir` (recursively), sorted; none when it does not exist. */
async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** Row counts of the intake tables and every file in DATA_DIR. */
async function snapshot() {
  const counts: Record<string, number> = {};
  for (const table of COUNTED_TABLES) {
    const result = await sql<{ n: number | string }>`
      select count(*) as n from ${sql.table(table)}`.execute(getDb());
    counts[table] = Number(result.rows[0]!.n);
  }
  return { counts, files: await filesUnder(getEnv().DATA_DIR) };
}

async function expectNothingStored(before: Awaited<ReturnType<typeof snapshot>>) {
  expect(await snapshot()).toEqual(before);
  expect(await filesUnder(uploadsTempDir())).toEqual([]);
}

async function expectSuccess(c: FormCase, result: FormResult, redirect = c.redirect) {
  expect(result.status).toBe(302);
  expect(result.location).toBe(redirect);
  const toast = await toastOf(result);
  const expected = c.success(en);
  expect(toast).toMatchObject({ title: expected.title, description: expected.description });
  return toast;
}

async function expectInvalid(result: FormResult, fields: Fields, errors: Record<string, string>) {
  expect(result.status).toBe(400);
  expect(result.location).toBeUndefined();
  expect(result.data?.ok).toBe(false);
  expect(result.data?.errors).toMatchObject(errors);
  expect(result.data?.values).toEqual(typed(fields));
}

// File contents whose first bytes are the real types' signatures.
const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    Buffer.concat(
      parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.from(p))),
    ),
  );
const PDF = bytes("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n");
const PNG = bytes(
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  "\x00\x00\x00\rIHDR",
  [1, 2, 3],
);
const JPG = bytes([0xff, 0xd8, 0xff, 0xe0], "\x00\x10JFIF\x00", [9, 8, 7, 6]);
const EXE = bytes(
  "MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff",
  "This program cannot be run",
);
const file = (content: Uint8Array<ArrayBuffer>, name: string) => new File([content], name);

// ---------------------------------------------------------------------------------------------

describe("review form (/reviews and the home page)", () => {
  it.each([
    ["a one-letter name", { name: "A" }, "name", "Name must be at least 2 characters"],
    ["no company", { company: "" }, "company", "Company is required"],
    ["a blank location", { location: "   " }, "location", "Location is required"],
    ["no rating", { rating: "" }, "rating", en.ratingRequired],
    ["rating 0", { rating: "0" }, "rating", en.ratingRequired],
    ["rating 6", { rating: "6" }, "rating", en.ratingRequired],
    [
      "a 9-character review",
      { reviewText: "Too short" },
      "reviewText",
      "Review must be at least 10 characters",
    ],
    ["no project type", { projectType: "" }, "projectType", "Project type is required"],
    [
      "an unknown project type",
      { projectType: "Spaceships" },
      "projectType",
      "Project type is required",
    ],
  ])("refuses %s with the spec's message and stores nothing", async (_, change, field, message) => {
    const before = await snapshot();
    const fields = { ...REVIEW.valid(), ...change };
    const result = await submit(REVIEW, fields);
    await expectInvalid(result, fields, { [field]: message });
    expect(Object.keys(result.data!.errors)).toEqual([field]);
    await expectNothingStored(before);
  });

  it("stores a pending review, notifies the staff, sends no e-mail and redirects to /reviews", async () => {
    const fields = { ...REVIEW.valid(), rating: "4" };
    const result = await submit(REVIEW, fields);
    await expectSuccess(REVIEW, result);
    expect(await toastOf(result)).toMatchObject({
      title: "Review Submitted!",
      description: "Thank you for your feedback. Your review will be published after approval.",
      variant: "default",
    });

    const row = await onlyRowWithToken("customer_reviews", fields.formToken);
    expect(row).toMatchObject({
      name: "Arun Kumar",
      company: "Kumar Textiles",
      location: "Tirunelveli",
      project_type: "Business Cards",
      review_text: "Excellent print quality and delivered a day early.",
      status: "pending",
      moderated_by: null,
    });
    expect(Number(row.rating)).toBe(4);
    expect(Number(row.is_approved)).toBe(0);

    const notes = await notificationsLinking(`/admin/inbox/reviews/${row.id}`);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: "update", title: "New review awaiting approval" });
    expect(
      await getDb()
        .selectFrom("email_outbox")
        .select("id")
        .where("entity_id", "=", row.id)
        .execute(),
    ).toEqual([]);
  });

  it("answers the home page's form with a redirect back to its section", async () => {
    const fields = REVIEW.valid();
    const result = await submit({ ...REVIEW, action: homeRoute }, fields, { path: "/" });
    await expectSuccess(REVIEW, result, "/#share-experience");
    await onlyRowWithToken("customer_reviews", fields.formToken);
  });
});

describe("order form (/place-order)", () => {
  it.each([
    ["no name", { name: "" }, { name: en.nameRequired }],
    ["no phone", { phone: "" }, { phone: en.phoneRequired }],
    ["no service", { service: "" }, { service: en.serviceRequired }],
    [
      "nothing at all",
      { name: "", phone: "", service: "" },
      {
        name: en.nameRequired,
        phone: en.phoneRequired,
        service: en.serviceRequired,
      },
    ],
  ])("answers %s with 400 'Missing Information'", async (_, change, errors) => {
    const before = await snapshot();
    const fields = { ...ORDER.valid(), ...change };
    const result = await submit(ORDER, fields);
    await expectInvalid(result, fields, errors);
    expect(await toastOf(result)).toMatchObject({
      title: "Missing Information",
      description: "Please fill in all required fields.",
      variant: "destructive",
    });
    expect(result.data?.toast).toMatchObject({ title: "Missing Information" });
    await expectNothingStored(before);
  });

  it.each([
    ["a 9-digit phone", { phone: "987654321" }, { phone: en.phoneInvalid }],
    ["letters in the phone", { phone: "98765abcde" }, { phone: en.phoneInvalid }],
    ["an 11-digit phone", { phone: "98765432101" }, { phone: en.phoneInvalid }],
    ["a bad e-mail", { email: "priya@" }, { email: en.emailInvalid }],
    ["an unknown service", { service: "Rocket Printing" }, { service: en.serviceRequired }],
  ])("refuses %s with its message", async (_, change, errors) => {
    const before = await snapshot();
    const fields = { ...ORDER.valid(), ...change };
    const result = await submit(ORDER, fields);
    await expectInvalid(result, fields, errors);
    expect(await toastOf(result)).toMatchObject({ title: en.checkForm.title });
    await expectNothingStored(before);
  });

  it.each(["+91 98765 43210", "9876543210", "+91-98765-43210"])(
    "accepts the phone %s and stores it as +919876543210",
    async (phone) => {
      const fields = { ...ORDER.valid(), phone };
      await expectSuccess(ORDER, await submit(ORDER, fields));
      const row = await onlyRowWithToken("order_submissions", fields.formToken);
      expect(row.phone).toBe("+919876543210");
    },
  );

  it("stores the order, notifies the staff and queues the spec's e-mail to the business", async () => {
    const fields = ORDER.valid();
    const result = await submit(ORDER, fields, { files: [file(PDF, "visiting-card.pdf")] });
    const toast = await expectSuccess(ORDER, result);
    expect(toast).toMatchObject({
      title: "Request Sent Successfully!",
      description: "We'll contact you within 24 hours with a detailed quote.",
      variant: "default",
    });

    const row = await onlyRowWithToken("order_submissions", fields.formToken);
    expect(row).toMatchObject({
      name: "Priya Raman",
      phone: "+919876543210",
      email: "priya@example.test",
      service: "Business Cards",
      quantity: "500 cards",
      message: "Matte finish, both sides.",
      locale: "en",
      read_at: null,
      handled_at: null,
    });

    const link = `/admin/inbox/orders/${row.id}`;
    const notes = await notificationsLinking(link);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: "update", title: "New order request" });
    expect(notes[0]!.message).toContain("Business Cards");

    const mails = await outboxFor("order_submission", row.id);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toMatchObject({
      to_address: getBusiness().notifyEmail,
      reply_to: "priya@example.test",
      status: "pending",
    });
    for (const line of [
      "Service: Business Cards",
      "Quantity: 500 cards",
      "Phone: +91 98765 43210",
      "Email: priya@example.test",
      "Message: Matte finish, both sides.",
      "Attached files: visiting-card.pdf",
      `http://localhost:3000${link}`,
    ]) {
      expect(mail.text_body).toContain(line);
    }
    expect(mail.html_body).toContain(`href="http://localhost:3000${link}"`);
  });

  it("writes the spec's placeholders for the optional fields left empty", async () => {
    const fields = { ...ORDER.valid(), email: "", quantity: "", message: "  " };
    await expectSuccess(ORDER, await submit(ORDER, fields));
    const row = await onlyRowWithToken("order_submissions", fields.formToken);
    expect(row).toMatchObject({ email: null, quantity: null, message: null, files_info: null });
    const [mail] = await outboxFor("order_submission", row.id);
    expect(mail!.reply_to).toBeNull();
    for (const line of [
      "Quantity: Not specified",
      "Email: Not provided",
      "Message: No additional message",
      "Attached files: None",
    ]) {
      expect(mail!.text_body).toContain(line);
    }
  });

  describe("design files", () => {
    it("stores PDF, PNG and JPG files under random keys with identical bytes", async () => {
      const fields = ORDER.valid();
      const sent = [
        { name: "design final.pdf", content: PDF, type: "application/pdf", ext: "pdf" },
        { name: "logo.png", content: PNG, type: "image/png", ext: "png" },
        { name: "Photo.JPG", content: JPG, type: "image/jpeg", ext: "jpg" },
      ];
      const result = await submit(ORDER, fields, {
        files: sent.map((f) => file(f.content, f.name)),
      });
      await expectSuccess(ORDER, result);

      const order = await onlyRowWithToken("order_submissions", fields.formToken);
      expect(JSON.parse(order.files_info as string)).toEqual(
        sent.map((f) => ({ name: f.name, size: f.content.length, type: f.type })),
      );
      const stored = await getDb()
        .selectFrom("order_files")
        .selectAll()
        .where("submission_id", "=", order.id)
        .execute();
      expect(stored).toHaveLength(3);
      for (const f of sent) {
        const row = stored.find((r) => r.original_name === f.name);
        expect(row).toMatchObject({ mime_type: f.type });
        expect(Number(row!.size_bytes)).toBe(f.content.length);
        expect(row!.storage_key).toMatch(
          new RegExp(`^orders/\\d{4}/\\d{2}/[0-9a-f-]{36}\\.${f.ext}$`),
        );
        expect(row!.storage_key).not.toContain(path.parse(f.name).name);
        const onDisk = await readFile(path.join(uploadsRoot(), row!.storage_key));
        expect(Buffer.compare(onDisk, Buffer.from(f.content))).toBe(0);
      }
      const [mail] = await outboxFor("order_submission", order.id);
      expect(mail!.text_body).toContain("Attached files: design final.pdf, logo.png, Photo.JPG");
      expect(await filesUnder(uploadsTempDir())).toEqual([]);
    });

    it("refuses a file over 10 MB with 413 and keeps nothing", async () => {
      const before = await snapshot();
      const big = new Uint8Array(10 * 1024 * 1024 + 1);
      big.set(PDF);
      const fields = ORDER.valid();
      const result = await submit(ORDER, fields, {
        files: [file(PDF, "small.pdf"), file(big, "huge-banner.pdf")],
      });
      expect(result.status).toBe(413);
      expect(result.data?.errors.files).toBe("huge-banner.pdf is larger than 10MB.");
      expect(result.data?.values).toEqual(typed(fields));
      expect(await toastOf(result)).toMatchObject({
        title: en.orderFailed.title,
        description: "huge-banner.pdf is larger than 10MB.",
      });
      await expectNothingStored(before);
    });

    it("takes a file of exactly 10 MB (the limit is inclusive) with its bytes intact", async () => {
      const exact = new Uint8Array(MAX_ORDER_FILE_BYTES);
      exact.set(PDF);
      const fields = ORDER.valid();
      const result = await submit(ORDER, fields, { files: [file(exact, "exact-banner.pdf")] });
      await expectSuccess(ORDER, result);
      const order = await onlyRowWithToken("order_submissions", fields.formToken);
      const [stored] = await getDb()
        .selectFrom("order_files")
        .selectAll()
        .where("submission_id", "=", order.id)
        .execute();
      const onDisk = await readFile(path.join(uploadsRoot(), stored!.storage_key));
      expect(onDisk.length).toBe(10 * 1024 * 1024);
      expect(Buffer.compare(onDisk, Buffer.from(exact))).toBe(0);
      expect(await filesUnder(uploadsTempDir())).toEqual([]);
    });

    it("refuses an 11th file and keeps none of them", async () => {
      const before = await snapshot();
      const files = Array.from({ length: 11 }, (_, i) => file(PDF, `page-${i + 1}.pdf`));
      const result = await submit(ORDER, ORDER.valid(), { files });
      expect(result.status).toBe(400);
      expect(result.data?.errors.files).toBe("You can attach at most 10 files.");
      await expectNothingStored(before);
    });

    it("refuses a program renamed to .pdf (checked by content)", async () => {
      const before = await snapshot();
      const result = await submit(ORDER, ORDER.valid(), {
        files: [file(PDF, "ok.pdf"), file(EXE, "invoice.pdf")],
      });
      expect(result.status).toBe(400);
      expect(result.data?.errors.files).toBe(
        "invoice.pdf is not a supported file. Please attach JPG, PNG, PDF, AI, PSD or CDR files.",
      );
      await expectNothingStored(before);
    });

    it("refuses a file type that is not a design file, even with matching content", async () => {
      const before = await snapshot();
      const result = await submit(ORDER, ORDER.valid(), { files: [file(EXE, "setup.exe")] });
      expect(result.status).toBe(400);
      expect(result.data?.errors.files).toMatch(/^setup\.exe is not a supported file/);
      await expectNothingStored(before);
    });

    it("refuses an empty file", async () => {
      const before = await snapshot();
      const result = await submit(ORDER, ORDER.valid(), {
        files: [file(new Uint8Array(0), "blank.pdf")],
      });
      expect(result.status).toBe(400);
      expect(result.data?.errors.files).toBe("blank.pdf is empty.");
      await expectNothingStored(before);
    });

    it("drops valid files when the fields are invalid, leaving no temporary files", async () => {
      const before = await snapshot();
      const fields = { ...ORDER.valid(), phone: "12345" };
      const result = await submit(ORDER, fields, {
        files: [file(PDF, "a.pdf"), file(PNG, "b.png")],
      });
      await expectInvalid(result, fields, { phone: en.phoneInvalid });
      await expectNothingStored(before);
    });

    it("keeps only the last segment of a path in a file name and writes inside uploads only", async () => {
      const before = await snapshot();
      const fields = ORDER.valid();
      const result = await submit(ORDER, fields, {
        files: [file(PDF, "../../../etc/passwd.pdf"), file(PNG, "..\\..\\windows\\evil.png")],
      });
      await expectSuccess(ORDER, result);
      const order = await onlyRowWithToken("order_submissions", fields.formToken);
      const stored = await getDb()
        .selectFrom("order_files")
        .selectAll()
        .where("submission_id", "=", order.id)
        .orderBy("original_name")
        .execute();
      expect(stored.map((f) => f.original_name)).toEqual(["evil.png", "passwd.pdf"]);
      expect(JSON.parse(order.files_info as string)).toEqual([
        { name: "passwd.pdf", size: PDF.length, type: "application/pdf" },
        { name: "evil.png", size: PNG.length, type: "image/png" },
      ]);

      // The only new files are the two stored under their random keys.
      const after = await snapshot();
      const added = after.files.filter((f) => !before.files.includes(f));
      expect(added.sort()).toEqual(
        stored.map((f) => path.join(uploadsRoot(), f.storage_key)).sort(),
      );
      for (const from of [uploadsRoot(), uploadsTempDir()]) {
        expect(existsSync(path.resolve(from, "../../../etc/passwd.pdf"))).toBe(false);
      }
      expect(await filesUnder(uploadsTempDir())).toEqual([]);
    });
  });
});

describe("contact form (/contact)", () => {
  it.each([
    ["no name", { name: "" }, { name: en.nameRequired }],
    ["no e-mail", { email: "" }, { email: en.emailRequired }],
    ["a bad e-mail", { email: "karthik.example.test" }, { email: en.emailInvalid }],
    ["no message", { message: "  " }, { message: en.messageRequired }],
    ["an invalid optional phone", { phone: "12345" }, { phone: en.phoneInvalid }],
    [
      "everything missing",
      { name: "", email: "", message: "" },
      {
        name: en.nameRequired,
        email: en.emailRequired,
        message: en.messageRequired,
      },
    ],
  ])("refuses %s with 400 and stores nothing", async (_, change, errors) => {
    const before = await snapshot();
    const fields = { ...CONTACT.valid(), ...change };
    const result = await submit(CONTACT, fields);
    await expectInvalid(result, fields, errors);
    expect(Object.keys(result.data!.errors).sort()).toEqual(Object.keys(errors).sort());
    await expectNothingStored(before);
  });

  it("stores the message and queues the spec's e-mail", async () => {
    const fields = CONTACT.valid();
    const result = await submit(CONTACT, fields);
    expect(await expectSuccess(CONTACT, result)).toMatchObject({
      title: "Message Sent Successfully!",
      description: "We'll get back to you within 24 hours.",
    });
    const row = await onlyRowWithToken("contact_submissions", fields.formToken);
    expect(row).toMatchObject({
      name: "Karthik S",
      email: "karthik@example.test",
      phone: "+919876543211",
      subject: "Bulk ID cards",
      message: "Do you print 200 PVC ID cards with lanyards?",
    });
    const link = `/admin/inbox/contacts/${row.id}`;
    const notes = await notificationsLinking(link);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: "update", title: "New contact message" });

    const mails = await outboxFor("contact_submission", row.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to_address: getBusiness().notifyEmail,
      reply_to: "karthik@example.test",
    });
    for (const line of [
      "Subject: Bulk ID cards",
      "Phone: +91 98765 43211",
      "Message: Do you print 200 PVC ID cards with lanyards?",
      `http://localhost:3000${link}`,
    ]) {
      expect(mails[0]!.text_body).toContain(line);
    }
  });

  it("writes 'No subject' and 'Not provided' for the optional fields (multipart post)", async () => {
    const fields = { ...CONTACT.valid(), subject: "", phone: "" };
    const result = await submit({ ...CONTACT, multipart: true }, fields);
    await expectSuccess(CONTACT, result);
    const row = await onlyRowWithToken("contact_submissions", fields.formToken);
    expect(row).toMatchObject({ subject: null, phone: null });
    const [mail] = await outboxFor("contact_submission", row.id);
    expect(mail!.text_body).toContain("Subject: No subject");
    expect(mail!.text_body).toContain("Phone: Not provided");
  });
});

describe("feedback form (/share-experience)", () => {
  it.each([
    ["no rating", { rating: "" }, { rating: en.ratingRequired }],
    ["rating 0", { rating: "0" }, { rating: en.ratingRequired }],
    ["rating 6", { rating: "6" }, { rating: en.ratingRequired }],
    ["no service", { service: "" }, { service: en.serviceRequired }],
    ["no name", { name: "" }, { name: en.nameRequired }],
    ["no e-mail", { email: "" }, { email: en.emailRequired }],
    ["no feedback", { feedback: "" }, { feedback: en.feedbackRequired }],
  ])("refuses %s with 400 and stores nothing", async (_, change, errors) => {
    const before = await snapshot();
    const fields = { ...FEEDBACK.valid(), ...change };
    const result = await submit(FEEDBACK, fields);
    await expectInvalid(result, fields, errors);
    await expectNothingStored(before);
  });

  it("refuses a post without the rating and service fields at all (no browser check)", async () => {
    const before = await snapshot();
    const { rating: _rating, service: _service, ...fields } = FEEDBACK.valid();
    const result = await submit(FEEDBACK, fields);
    await expectInvalid(result, fields, {
      rating: en.ratingRequired,
      service: en.serviceRequired,
    });
    await expectNothingStored(before);
  });

  it.each([
    ["on", 1, "Yes"],
    ["", 0, "No"],
  ])(
    "stores wouldRecommend=%j as %i and e-mails 'Would recommend: %s'",
    async (value, stored, shown) => {
      const fields = { ...FEEDBACK.valid(), wouldRecommend: value };
      const result = await submit(FEEDBACK, fields);
      expect(await expectSuccess(FEEDBACK, result)).toMatchObject({
        title: "Thank you for your feedback!",
        description: "Your experience has been successfully submitted.",
      });
      const row = await onlyRowWithToken("customer_experiences", fields.formToken);
      expect(row).toMatchObject({
        name: "Fathima B",
        email: "fathima@example.test",
        phone: "+919876543212",
        service_used: "Digital Printing",
        feedback_message: "Quick service and friendly staff.",
      });
      expect(Number(row.experience_rating)).toBe(4);
      expect(Number(row.would_recommend)).toBe(stored);

      const link = `/admin/inbox/feedback/${row.id}`;
      expect(await notificationsLinking(link)).toMatchObject([{ type: "update" }]);
      const mails = await outboxFor("customer_experience", row.id);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.to_address).toBe(getBusiness().notifyEmail);
      for (const line of [
        "Rating: 4/5",
        "Service: Digital Printing",
        "Feedback: Quick service and friendly staff.",
        `Would recommend: ${shown}`,
        "Phone: +91 98765 43212",
        `http://localhost:3000${link}`,
      ]) {
        expect(mails[0]!.text_body).toContain(line);
      }
    },
  );
});

describe.each(FORMS.map((c) => [c.form, c] as const))("every public form: %s", (_, c) => {
  const nameMessage = (m: typeof en) => (c.form === "review" ? m.nameMin2 : m.nameRequired);

  it("answers in Tamil when the language cookie says so", async () => {
    const fields = { ...c.valid(), name: "" };
    const result = await submit(c, fields, { cookie: await localeCookie("ta") });
    expect(result.status).toBe(400);
    expect(result.data?.errors.name).toBe(nameMessage(ta));
    expect(nameMessage(ta)).not.toBe(nameMessage(en));
  });

  it("answers in Tamil when the address has ?lang=ta", async () => {
    const result = await submit(c, c.valid(), { query: "?lang=ta" });
    expect(result.status).toBe(302);
    const toast = await toastOf(result);
    expect(toast?.title).toBe(c.success(ta).title);
    expect(toast?.title).not.toBe(c.success(en).title);
  });

  it("pretends success to a bot that fills the honeypot, and stores nothing", async () => {
    const before = await snapshot();
    const fields = { ...c.valid(), website: "https://spam.example" };
    const files = c.form === "order" ? [file(PDF, "spam.pdf")] : [];
    const result = await submit(c, fields, { files });
    await expectSuccess(c, result);
    expect(await rowsWithToken(c.table, fields.formToken)).toEqual([]);
    await expectNothingStored(before);
  });

  it("answers the 11th to 20th post of a minute from one IP with 429", async () => {
    const ip = uniqueIp();
    for (let i = 1; i <= 10; i++) {
      const result = await submit(c, { ...c.valid(), name: "" }, { ip });
      expect(result.status, `post ${i}`).toBe(400);
    }
    const before = await snapshot();
    for (let i = 11; i <= 20; i++) {
      const fields = c.valid();
      const files = c.form === "order" ? [file(PDF, "late.pdf")] : [];
      const result = await submit(c, fields, { ip, files });
      expect(result.status, `post ${i}`).toBe(429);
      const retry = Number(result.headers.get("Retry-After"));
      expect(retry).toBeGreaterThanOrEqual(1);
      expect(retry).toBeLessThanOrEqual(60);
      expect(await toastOf(result)).toMatchObject({ title: "Too many submissions" });
      // The order form is refused before its (possibly large) body is read, so nothing is echoed;
      // the small forms are read first and show what was typed.
      expect(result.data?.values).toEqual(c.form === "order" ? {} : typed(fields));
    }
    await expectNothingStored(before);

    // Another client is not affected.
    const other = c.valid();
    await expectSuccess(c, await submit(c, other, { ip: uniqueIp() }));
    await onlyRowWithToken(c.table, other.formToken);
  });

  const expectOneRecord = async (formToken: string) => {
    const row = await onlyRowWithToken(c.table, formToken);
    expect(await notificationsLinking(`${c.inbox}${row.id}`)).toHaveLength(1);
    if (c.entity) expect(await outboxFor(c.entity, row.id)).toHaveLength(1);
    if (c.form === "order") {
      const files = await getDb()
        .selectFrom("order_files")
        .select("storage_key")
        .where("submission_id", "=", row.id)
        .execute();
      expect(files).toHaveLength(1);
    }
    return row;
  };
  const files = () => (c.form === "order" ? [file(PDF, "twice.pdf")] : []);

  it("stores one record when the same form is posted twice in a row", async () => {
    const before = await snapshot();
    const fields = c.valid();
    await expectSuccess(c, await submit(c, fields, { files: files() }));
    await expectSuccess(c, await submit(c, fields, { files: files() }));
    await expectOneRecord(fields.formToken);
    const after = await snapshot();
    // One new stored file for an order (the duplicate's copy is removed), none otherwise.
    const newFiles = after.files.filter((f) => !before.files.includes(f));
    expect(newFiles).toHaveLength(c.form === "order" ? 1 : 0);
  });

  it("stores one record when the same form is posted twice at once", async () => {
    const before = await snapshot();
    const fields = c.valid();
    const results = await Promise.all([
      submit(c, fields, { files: files() }),
      submit(c, fields, { files: files() }),
    ]);
    for (const result of results) await expectSuccess(c, result);
    await expectOneRecord(fields.formToken);
    const after = await snapshot();
    const newFiles = after.files.filter((f) => !before.files.includes(f));
    expect(newFiles).toHaveLength(c.form === "order" ? 1 : 0);
    expect(await filesUnder(uploadsTempDir())).toEqual([]);
  });
});

describe.each(EMAILING_FORMS.map((c) => [c.form, c] as const))(
  "when the e-mail cannot be queued: %s",
  (_, c) => {
    it("saves the record and says 'Email Notification Failed'", async () => {
      const fields = c.valid();
      await sql`alter table email_outbox rename to email_outbox_off`.execute(getDb());
      let result: FormResult;
      try {
        result = await submit(c, fields);
      } finally {
        await sql`alter table email_outbox_off rename to email_outbox`.execute(getDb());
      }
      expect(result.status).toBe(302);
      expect(result.location).toBe(c.redirect);
      expect(await toastOf(result)).toMatchObject({
        title: "Email Notification Failed",
        description:
          "Your form was saved but email notification failed. We'll still contact you soon.",
        variant: "destructive",
      });
      const row = await onlyRowWithToken(c.table, fields.formToken);
      expect(await notificationsLinking(`${c.inbox}${row.id}`)).toHaveLength(1);
      expect(await outboxFor(c.entity!, row.id)).toEqual([]);
    });
  },
);

describe("hostile input", () => {
  const script = "<script>alert(1)</script>";
  const img = '"><img src=x onerror=alert(1)>';

  it("stores a review exactly as typed", async () => {
    const fields = {
      ...REVIEW.valid(),
      name: img,
      company: script,
      reviewText: `${script} ${img}`,
    };
    await expectSuccess(REVIEW, await submit(REVIEW, fields));
    const row = await onlyRowWithToken("customer_reviews", fields.formToken);
    expect(row).toMatchObject({ name: img, company: script, review_text: `${script} ${img}` });
  });

  it("stores a contact message as typed and escapes it in the e-mail's HTML", async () => {
    const fields = { ...CONTACT.valid(), name: img, subject: script, message: `${script}\n${img}` };
    await expectSuccess(CONTACT, await submit(CONTACT, fields));
    const row = await onlyRowWithToken("contact_submissions", fields.formToken);
    expect(row).toMatchObject({ name: img, subject: script, message: `${script}\n${img}` });

    const [mail] = await outboxFor("contact_submission", row.id);
    const html = mail!.html_body!;
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    // The plain-text part is not HTML: it carries the text as typed.
    expect(mail!.text_body).toContain(`Subject: ${script}`);
  });

  it("escapes an order's message in the e-mail's HTML", async () => {
    const fields = { ...ORDER.valid(), name: img, message: script };
    await expectSuccess(ORDER, await submit(ORDER, fields));
    const row = await onlyRowWithToken("order_submissions", fields.formToken);
    expect(row).toMatchObject({ name: img, message: script });
    const [mail] = await outboxFor("order_submission", row.id);
    expect(mail!.html_body).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail!.html_body).not.toContain("<script");
    expect(mail!.html_body).not.toContain("<img");
  });
});

describe("the reviews page loader", () => {
  it("shows only approved reviews, newest first, at most six, with their figures", async () => {
    const db = getDb();
    const ratings = [5, 5, 5, 4, 4, 4, 4, 4]; // average 4.375 → 4.4, three five-star
    const approved = ratings.map((rating, i) => ({
      id: `approved-${i + 1}-${token()}`,
      name: `Approved ${i + 1}`,
      company: `Company ${i + 1}`,
      location: "Melapalayam",
      project_type: "Posters",
      rating,
      review_text: `Approved review number ${i + 1}.`,
      is_approved: 1,
      status: "approved" as const,
      moderated_by: null,
      moderated_at: null,
      form_token: token(),
      created_at: `2021-01-0${i + 1}T10:00:00.000Z`,
    }));
    const hidden = (["pending", "rejected"] as const).map((status, i) => ({
      ...approved[0]!,
      id: `${status}-${token()}`,
      name: `Hidden ${status}`,
      rating: 1,
      is_approved: 0,
      status,
      form_token: token(),
      created_at: `2022-06-0${i + 1}T10:00:00.000Z`, // newer than every approved one
    }));
    await db
      .insertInto("customer_reviews")
      .values([...approved, ...hidden])
      .execute();

    const result = await callRoute(reviewsLoader, getRequest("/reviews"));
    expect(result.status).toBe(200);
    const page = result.data!;
    expect(page.stats).toEqual({ count: 8, average: 4.4, fiveStar: 3 });
    const reviews = await page.reviews;
    expect(reviews.map((r) => r.name)).toEqual([
      "Approved 8",
      "Approved 7",
      "Approved 6",
      "Approved 5",
      "Approved 4",
      "Approved 3",
    ]);
    expect(reviews[0]).toMatchObject({
      company: "Company 8",
      location: "Melapalayam",
      projectType: "Posters",
      rating: 4,
      text: "Approved review number 8.",
    });
    expect(page.messages).toBe(en);
    expect(page.token).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("the outbox giving up on a notice", () => {
  it("marks the e-mail failed after 8 attempts and alerts the owner with the record's link", async () => {
    const fields = CONTACT.valid();
    await expectSuccess(CONTACT, await submit(CONTACT, fields));
    const row = await onlyRowWithToken("contact_submissions", fields.formToken);
    const [queued] = await outboxFor("contact_submission", row.id);
    // The notices of the other tests wait: this run is about one mail.
    await getDb()
      .updateTable("email_outbox")
      .set({ next_attempt_at: "9999-01-01T00:00:00.000Z" })
      .where("id", "<>", queued!.id)
      .where("status", "=", "pending")
      .execute();

    const failing: Mailer = {
      async send() {
        throw new Error("SMTP server unreachable");
      },
    };
    let clock = Date.now() + 1000;
    for (let attempt = 1; attempt <= OUTBOX_MAX_ATTEMPTS; attempt++) {
      await processOutbox(getDb(), failing, {
        from: "Limra Test <no-reply@limra.test>",
        batchSize: 1000,
        now: () => new Date(clock),
        onGaveUp: alertMailGivenUp,
      });
      const [mail] = await outboxFor("contact_submission", row.id);
      expect(mail).toMatchObject({
        id: queued!.id,
        attempts: attempt,
        status: attempt < OUTBOX_MAX_ATTEMPTS ? "pending" : "failed",
        last_error: "SMTP server unreachable",
      });
      clock += 2 * 60 * 60 * 1000; // past the longest backoff
    }
    expect(OUTBOX_MAX_ATTEMPTS).toBe(8);

    const alerts = (await notificationsLinking(`/admin/inbox/contacts/${row.id}`)).filter(
      (n) => n.type === "alert",
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ priority: "high", title: "Email notification failed" });
    expect(alerts[0]!.message).toContain("after 8 attempts");

    // A failed mail is not tried again.
    await processOutbox(getDb(), failing, {
      from: "Limra Test <no-reply@limra.test>",
      batchSize: 1000,
      now: () => new Date(clock),
    });
    const [final] = await outboxFor("contact_submission", row.id);
    expect(final).toMatchObject({ status: "failed", attempts: 8 });
  });
});

describe("request size", () => {
  it("refuses a url-encoded post larger than the form's fields may weigh (413)", async () => {
    const big = "x".repeat(4 * 1024 * 1024);
    const result = await callRoute(
      contactRoute,
      postRequest("/contact", new URLSearchParams({ name: "A", email: "a@b.test", message: big })),
    );
    expect(result.status).toBe(413);
  });
});
