import type * as BillingIndex from "~/billing/index.server";
import type { Kysely } from "kysely";
import type { Database, Role } from "~/platform/db/schema";
import { createUserWithPassword } from "~/platform/auth/accounts.server";
import { linkProductStock } from "~/domain/stock.server";
import { indiaDateKey } from "~/lib/dates";

/** Demo accounts for a fresh install (README). Change or remove them before going live. */
export const DEMO_ACCOUNTS: { role: Role; email: string; password: string; name: string }[] = [
  { role: "admin", email: "admin@limra.local", password: "limra-admin-demo", name: "Demo Owner" },
  { role: "staff", email: "staff@limra.local", password: "limra-staff-demo", name: "Demo Staff" },
  {
    role: "customer",
    email: "customer@limra.local",
    password: "limra-customer-demo",
    name: "Demo Customer",
  },
];

/** Inserts the demo data that is missing; running it twice changes nothing. */
export async function seedDemo(db: Kysely<Database>): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const exists = await db
      .selectFrom("users")
      .select("id")
      .where("email", "=", account.email)
      .executeTakeFirst();
    if (exists) continue;
    await createUserWithPassword({ ...account, emailVerified: true });
  }
  await seedBilling(db);
}

type BillingModule = typeof BillingIndex;

/** Name, particulars, amount, discount, advance, received, phone: one customer per phone. */
const DEMO_BILLS: [string, string, string, string, string, string, string][] = [
  [
    "Kannan Traders",
    "Visiting cards, 500 nos, two sides",
    "1200",
    "100",
    "500",
    "600",
    "9876543210",
  ],
  ["Sri Murugan Stores", "Flex banner 10x4 ft", "1800", "", "1000", "", "9443056789"],
  [
    "Ayesha Fathima",
    "Wedding invitations, 300 nos (தமிழ்/English)",
    "9500",
    "500",
    "4000",
    "",
    "9003012345",
  ],
  ["செல்வம் ஸ்டோர்ஸ்", "Bill books, 10 nos, duplicate", "1500", "", "", "", "9443098765"],
  ["Kannan Traders", "Letterheads, 1000 nos", "2400", "", "", "", "98765 43210"],
];

const DEMO_LEDGER = [
  {
    type: "expense",
    category: "Rent",
    description: "Shop rent",
    amount: "8000",
    method: "bank",
    payee: "Landlord (Mr. Rajendran)",
  },
  {
    type: "expense",
    category: "Ink & Toner",
    description: "Cyan and magenta cartridges",
    amount: "2350.50",
    method: "upi",
    payee: "Sivakasi Papers",
  },
  {
    type: "expense",
    category: "Transport",
    description: "Auto fare, paper delivery",
    amount: "120",
    method: "cash",
    payee: "Auto driver",
  },
  {
    type: "income",
    category: "Design",
    description: "Logo design for a tea stall",
    amount: "1500",
  },
];

const DEMO_GODOWN = [
  {
    itemName: "Art paper 300 gsm (A3)",
    category: "Paper",
    quantity: "450",
    minimumStock: "100",
    unitPrice: "6.50",
    location: "Rack A1",
    supplier: "Sivakasi Papers",
  },
  {
    itemName: "Flex roll 4 ft",
    category: "Flex",
    quantity: "2",
    minimumStock: "3",
    unitPrice: "2400",
    location: "Back room",
    supplier: "Madurai Flex House",
  },
  {
    itemName: "Tea Talks Gold Pack 500 g",
    category: "Tea",
    quantity: "36",
    minimumStock: "12",
    unitPrice: "180",
    location: "Rack C2",
    supplier: "",
  },
  {
    itemName: "Tea Talks Trial Pouch",
    category: "Tea",
    quantity: "90",
    minimumStock: "20",
    unitPrice: "8",
    location: "Rack C1",
    supplier: "",
  },
  {
    itemName: "Tea Talks Family Pack",
    category: "Tea",
    quantity: "25",
    minimumStock: "5",
    unitPrice: "380",
    location: "Rack C3",
    supplier: "",
  },
];

/** The demo's teas that are one stock with a godown item (decision 036): shop slug, item name. */
const DEMO_TEA_LINKS: [string, string][] = [
  ["tea-talks-gold-pack", "Tea Talks Gold Pack 500 g"],
  ["tea-talks-trial-pouch", "Tea Talks Trial Pouch"],
  ["tea-talks-family-pack", "Tea Talks Family Pack"],
];

/** Links the demo teas to their godown items: the godown's count becomes the shop's. */
async function linkDemoTea(db: Kysely<Database>, staffId: string) {
  for (const [slug, itemName] of DEMO_TEA_LINKS) {
    const [product, item] = await Promise.all([
      db.selectFrom("products").select("id").where("slug", "=", slug).executeTakeFirst(),
      db
        .selectFrom("godown_items")
        .select("id")
        .where("item_name", "=", itemName)
        .executeTakeFirst(),
    ]);
    if (!product || !item) continue;
    await db
      .transaction()
      .execute((trx) => linkProductStock(trx, product.id, item.id, { by: staffId }));
  }
}

/**
 * A print job of several lines as the counter writes it: 10 % off, rounded to the rupee, an
 * advance by UPI with its reference (decision 023).
 */
const DEMO_LINE_BILL = {
  customerName: "Selvi Textiles",
  customerPhone: "9443012345",
  customerAddress: "Town Hall Road, Madurai",
  "lines.0.description": "Visiting cards, 1000 nos, matt lamination",
  "lines.0.quantity": "2",
  "lines.0.unit": "sets",
  "lines.0.rate": "1450",
  "lines.1.description": "Flex banner 8x3 ft",
  "lines.1.quantity": "24.5",
  "lines.1.unit": "sq.ft",
  "lines.1.rate": "18.40",
  "lines.2.description": "Logo redesign",
  "lines.2.quantity": "1.5",
  "lines.2.unit": "hours",
  "lines.2.rate": "600",
  discountKind: "percent",
  discount: "10",
  roundOff: "on",
  advance: "2000",
  paymentMethod: "upi",
  paymentReference: "432198765012",
};

/** The demo's bills, made by the record factories (decision 092) as the New Bill form makes them. */
async function seedDemoBills(staffId: string) {
  const { createBill } = await import("~/factories.server");
  await createBill(staffId, DEMO_LINE_BILL);
  for (const [
    customerName,
    particulars,
    amount,
    discount,
    advance,
    received,
    phone,
  ] of DEMO_BILLS) {
    await createBill(staffId, {
      customerName,
      customerPhone: phone,
      customerAddress: "Melapalayam, Tirunelveli",
      particulars,
      amount,
      discount,
      advance,
      received,
    });
  }
}

/** The cash in the drawer when the demo's books start (today): no demo day closes below zero. */
const DEMO_OPENING_CASH_PAISE = 5_000_00;

async function seedDemoLedger(billing: BillingModule, staffId: string, adminId: string | null) {
  if (adminId) {
    await billing.setBooksOpening(
      { day: indiaDateKey(new Date()), amount: DEMO_OPENING_CASH_PAISE, note: "Demo: the drawer" },
      adminId,
    );
  }
  for (const record of DEMO_LEDGER) {
    await billing.addLedgerRecord(billing.ledgerRecordSchema.parse(record), staffId);
  }
}

async function seedDemoGodown(billing: BillingModule, staffId: string) {
  for (const item of DEMO_GODOWN) {
    await billing.createGodownItem(billing.godownItemSchema.parse(item), staffId);
  }
}

/**
 * A few bills, ledger records and godown items for the demo staff member, so the back office's
 * screens show something (only into an empty back office: never next to real data).
 */
async function seedBilling(db: Kysely<Database>): Promise<void> {
  const staff = await db
    .selectFrom("users")
    .select("id")
    .where("email", "=", "staff@limra.local")
    .executeTakeFirst();
  if (!staff) return;
  const admin = await db
    .selectFrom("users")
    .select("id")
    .where("email", "=", "admin@limra.local")
    .executeTakeFirst();
  const [bills, items, ledger] = await Promise.all(
    (["complaints", "godown_items", "income_expenses"] as const).map((table) =>
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow(),
    ),
  );
  const billing = await import("~/billing/index.server");
  if (Number(bills!.n) === 0 && Number(ledger!.n) === 0) {
    await seedDemoBills(staff.id);
    await seedDemoLedger(billing, staff.id, admin?.id ?? null);
  }
  if (Number(items!.n) === 0) {
    await seedDemoGodown(billing, staff.id);
    await linkDemoTea(db, staff.id);
  }
}
