import {
  billSchema,
  createBill as saveBill,
  paymentSchema,
  recordPayment,
} from "~/billing/index.server";
import {
  addToCart,
  placeOrder,
  PRODUCT_MESSAGES,
  productSchema,
  saveProduct,
} from "~/shop/index.server";
import { createUserWithPassword } from "~/platform/auth/accounts.server";
import { linkCustomer } from "~/domain/customers.server";
import { getDb } from "~/platform/db/db.server";
import {
  answerProof,
  createRequest,
  saveProof,
  saveQuoteVersion,
  type QuoteInput,
} from "~/jobs/index.server";
import { uploadsTempDir } from "~/platform/storage.server";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Factories for the shop's records (decision 092): customers, bills with lines, payments,
 * orders and products, each made the way a user makes it — through the app's own forms'
 * schemas and model functions, so a factory cannot write a record the app could not — with
 * realistic defaults, unique where the app wants them unique, and returning the stored record.
 * The demo seed and the tests use them (`createBill(staffId, { customerName: "…" })`).
 */

let serial = 0;
/** A number no other call in this process got, mixed with a random start (parallel test files). */
const start = Math.floor(Math.random() * 900_000_000);
const nextSerial = () => start + ++serial;

/** A mobile number (10 digits, starting with 9) no other factory call in this process made. */
export function uniqueMobile(): string {
  return `9${String(nextSerial() % 1_000_000_000).padStart(9, "0")}`;
}

/** The form's values, as the counter types them (strings). */
export type Form = Record<string, string>;

const hasLines = (form: Form) => Object.keys(form).some((k) => k.startsWith("lines."));

/**
 * A bill as the New Bill form saves it, by `actorId` (staff). Defaults: a new customer with a
 * mobile number and one line of ₹500; `form` goes on top (its own `lines.N.*` replace the one
 * line; `customerPhone: ""` makes a bill without a customer). Throws when the app refuses it.
 */
export async function createBill(actorId: string, form: Form = {}) {
  const n = nextSerial();
  const defaults: Form = {
    customerName: `Customer ${n}`,
    customerPhone: uniqueMobile(),
    ...(hasLines(form) ? {} : { particulars: "Visiting cards, 500 nos", amount: "500" }),
  };
  const made = await saveBill(billSchema.parse({ ...defaults, ...form }), actorId);
  if (!made.ok) throw new Error(`createBill: the app refused the bill (${made.reason})`);
  const db = getDb();
  const [bill, lines] = await Promise.all([
    db.selectFrom("complaints").selectAll().where("id", "=", made.id).executeTakeFirstOrThrow(),
    db
      .selectFrom("bill_lines")
      .selectAll()
      .where("bill_id", "=", made.id)
      .orderBy("position")
      .execute(),
  ]);
  return { ...bill, number: made.number, lines };
}

/**
 * A payment against a bill as the Add payment form records it, by `actorId`. Defaults: ₹100 in
 * cash (a UPI or cheque payment gets a unique reference unless `form` gives one).
 */
export async function createPayment(actorId: string, billId: string, form: Form = {}) {
  const values: Form = { amount: "100", method: "cash", ...form };
  if ((values.method === "upi" || values.method === "cheque") && values.reference === undefined)
    values.reference = `REF${nextSerial()}`;
  const paid = await recordPayment(billId, paymentSchema.parse(values), actorId);
  if (!paid.ok) throw new Error(`createPayment: the app refused the payment (${paid.reason})`);
  const payment = await getDb()
    .selectFrom("payments")
    .selectAll()
    .where("id", "=", paid.id)
    .executeTakeFirstOrThrow();
  return { ...payment, receiptNumber: paid.receiptNumber };
}

/**
 * A customer, made as the app makes one when a record with a new phone number arrives (a bill,
 * an order): by its mobile number. Defaults: a unique name and mobile.
 */
export async function createCustomer(
  contact: { name?: string; phone?: string; address?: string; email?: string } = {},
) {
  const n = nextSerial();
  const db = getDb();
  const id = await db.transaction().execute((trx) =>
    linkCustomer(trx, {
      name: contact.name ?? `Customer ${n}`,
      phone: contact.phone ?? uniqueMobile(),
      address: contact.address ?? "4 North Car Street, Tirunelveli",
      email: contact.email,
    }),
  );
  if (!id) throw new Error("createCustomer: no customer for that phone number");
  return db.selectFrom("customers").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

/**
 * A product as the store admin's product form saves it, by `actorId` (admin). Defaults: a
 * unique name, ₹250, 20 in stock, active, in the first category unless `form.categoryId`, no
 * image unless `opts.imageUrl` (the URL the form's image upload would have stored).
 */
export async function createProduct(
  actorId: string,
  form: Form = {},
  opts: { imageUrl?: string | null } = {},
) {
  const db = getDb();
  const categoryId =
    form.categoryId ??
    (
      await db
        .selectFrom("product_categories")
        .select("id")
        .where("is_active", "=", 1)
        .orderBy("sort_order")
        .executeTakeFirstOrThrow()
    ).id;
  const values: Form = {
    name: `Product ${nextSerial()}`,
    price: "250",
    stock: "20",
    active: "on",
    categoryId,
    ...form,
  };
  const saved = await saveProduct(productSchema(PRODUCT_MESSAGES).parse(values), {
    actorId,
    imageUrl: opts.imageUrl,
  });
  if (!saved || saved === "link-taken")
    throw new Error(`createProduct: the app refused the product (${saved})`);
  return db.selectFrom("products").selectAll().where("id", "=", saved.id).executeTakeFirstOrThrow();
}

type OrderOptions = {
  /** The shopper's account; a new customer account when left out. */
  userId?: string;
  /** What is in the cart; the demo's tea (Tea Talks Gold Pack) when left out. */
  productId?: string;
  quantity?: number;
  /** The checkout form's delivery details on top of the defaults (COD unless paymentMethod). */
  delivery?: Partial<Parameters<typeof placeOrder>[1]>;
};

/** The demo's tea that the shop sells from stock. */
async function demoTeaId(): Promise<string> {
  const row = await getDb()
    .selectFrom("products")
    .select("id")
    .where("slug", "=", "tea-talks-gold-pack")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * An order as a shopper places it: the product put in their cart, then checkout (cash on
 * delivery unless `delivery.paymentMethod`). Returns the stored order and its items.
 */
export async function createOrder(opts: OrderOptions = {}) {
  const n = nextSerial();
  const userId =
    opts.userId ??
    (
      await createUserWithPassword({
        email: `shopper-${n}@example.test`,
        name: `Shopper ${n}`,
        password: `shopper-${crypto.randomUUID()}`,
        role: "customer",
      })
    ).id;
  const email =
    opts.delivery?.email ??
    (
      await getDb()
        .selectFrom("users")
        .select("email")
        .where("id", "=", userId)
        .executeTakeFirstOrThrow()
    ).email;
  await addToCart(userId, opts.productId ?? (await demoTeaId()), opts.quantity ?? 1);
  const placed = await placeOrder(
    userId,
    {
      name: `Shopper ${n}`,
      phone: `+91${uniqueMobile()}`,
      address: "1 Car Street, Tirunelveli",
      pinCode: "627006",
      ...opts.delivery,
      email,
    },
    crypto.randomUUID(),
  );
  if (placed.kind !== "placed")
    throw new Error(`createOrder: the order was not placed (${placed.kind})`);
  const db = getDb();
  const order = await db
    .selectFrom("orders")
    .selectAll()
    .where("order_number", "=", placed.orderNumber)
    .executeTakeFirstOrThrow();
  const items = await db
    .selectFrom("order_items")
    .selectAll()
    .where("order_id", "=", order.id)
    .execute();
  return { ...order, items };
}

/**
 * A print job (a phone request) with a quote version saved by `actorId` (staff): by default a
 * new mobile, English, no e-mail, one line of 300 cards at ₹12.50 less ₹250 (total ₹3,500),
 * valid to 2099. `job` and `quote` go on top. Returns the job (its one status link's token too).
 */
export async function createQuotedJob(
  actorId: string,
  opts: { job?: Partial<Parameters<typeof createRequest>[1]>; quote?: Partial<QuoteInput> } = {},
) {
  const job = await getDb()
    .transaction()
    .execute((trx) =>
      createRequest(trx, {
        source: "phone",
        name: "Latha Prints",
        phone: `+91${uniqueMobile()}`,
        email: null,
        locale: "en",
        service: "Wedding cards",
        quantity: "300",
        details: null,
        customerId: null,
        ...opts.job,
      }),
    );
  await createQuote(actorId, job.id, opts.quote);
  return job;
}

/**
 * A quote version on the job `jobId`, saved by `actorId` (staff) as the quote form saves it: by
 * default one line of 300 cards at ₹12.50 less ₹250 (total ₹3,500), valid to 2099; `quote` goes
 * on top. Returns the quote's id and total.
 */
export async function createQuote(actorId: string, jobId: string, over: Partial<QuoteInput> = {}) {
  const quote: QuoteInput = {
    lines: [
      {
        description: "Wedding card, 2 colours",
        quantityMilli: 300_000,
        unit: "pcs",
        ratePaise: 1250,
        amountPaise: 375_000,
      },
    ],
    discountPaise: 25_000,
    validUntil: "2099-12-31",
    turnaroundDays: 5,
    notes: "Envelopes included.",
    ...over,
  };
  const saved = await saveQuoteVersion(jobId, quote, actorId);
  if (!saved.ok) throw new Error(`createQuote: the quote was not saved (${saved.reason})`);
  return saved;
}

/** The first bytes of each proof type the app accepts, padded to `size` (decision 100). */
const PROOF_BYTES = {
  "image/png": [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  "image/jpeg": [0xff, 0xd8, 0xff, 0xe0],
  "application/pdf": [...Buffer.from("%PDF-1.4\n")],
} as const;

export type ProofOptions = {
  /** The job; a new phone request (stage 'design') when not given. */
  jobId?: string;
  type?: keyof typeof PROOF_BYTES;
  note?: string | null;
  email?: string | null;
  locale?: "en" | "ta";
  /** Bytes of the file (at least its signature). */
  size?: number;
};

/**
 * A proof version uploaded by `userId` the way the job page's upload saves it (saveProof: the file
 * in the store, the next version, the stage move and the timeline), with no e-mail or link.
 * Returns the job (its id and status link token when made here) and the version.
 */
export async function createProof(userId: string, opts: ProofOptions = {}) {
  let job: { id: string; token: string | null } = { id: opts.jobId ?? "", token: null };
  if (!opts.jobId) {
    const made = await getDb()
      .transaction()
      .execute((trx) =>
        createRequest(trx, {
          source: "phone",
          name: `Proof customer ${nextSerial()}`,
          phone: uniqueMobile(),
          email: opts.email ?? null,
          locale: opts.locale ?? "en",
          service: "Visiting cards",
          quantity: "100",
          details: null,
          customerId: null,
        }),
      );
    await getDb()
      .updateTable("print_jobs")
      .set({ stage: "design" })
      .where("id", "=", made.id)
      .execute();
    job = { id: made.id, token: made.token };
  }
  const type = opts.type ?? "image/png";
  const head = Buffer.from(PROOF_BYTES[type]);
  const content = Buffer.concat([head, Buffer.alloc(Math.max(0, (opts.size ?? 64) - head.length))]);
  await mkdir(uploadsTempDir(), { recursive: true });
  const tempPath = path.join(uploadsTempDir(), crypto.randomUUID());
  await writeFile(tempPath, content);
  const ext = type === "application/pdf" ? "pdf" : type === "image/png" ? "png" : "jpg";
  const file = { name: `proof.${ext}`, size: content.length, type, tempPath };
  const saved = await saveProof(
    { jobId: job.id, userId, file, note: opts.note ?? null },
    async () => {},
  );
  if (!saved.ok) throw new Error(`createProof: the proof was not saved (${saved.reason})`);
  return { jobId: job.id, token: job.token, version: saved.version };
}

/** The customer's answer to a proof version on the status link (approve, or changes with a comment). */
export async function answerProofOnLink(jobId: string, version: number, comment?: string) {
  const result = await answerProof({
    jobId,
    version,
    answer: comment ? "changes" : "accept",
    message: comment ?? null,
    via: "link",
    ip: "10.0.0.1",
    userAgent: "Factory browser",
  });
  if (!result.ok) throw new Error(`answerProofOnLink: refused (${result.reason})`);
}
