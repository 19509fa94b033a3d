import {
  createSessionCookie,
  createUserWithPassword,
} from "../../app/platform/auth/accounts.server";
import { billSchema, createBill } from "../../app/billing/bills/bills.server";
import { closeDb, getDb } from "../../app/platform/db/db.server";

/**
 * The load bench's data (scripts/bench/load.ts), written by the app's own code into a running
 * app's database: a staff member, `bills` bills by them spread over `customers` customers (each
 * bill linked to its customer by phone, as New Bill links it), one bill in three with an advance
 * taken today (so today's day book has entries), and a session. Run with the app's environment
 * (DATABASE_URL, DATA_DIR, AUTH_SECRET, APP_URL): `tsx scripts/bench/load-seed.ts <bills>
 * <customers>`; prints, as its last line, JSON: the session's Cookie header and the first
 * customer's id and name.
 */

const [bills, customers] = process.argv.slice(2).map(Number);
if (!bills || !customers) throw new Error("usage: load-seed.ts <bills> <customers>");

const customerName = (k: number) => `Load Customer ${k}`;

const staff = await createUserWithPassword({
  email: "staff-load@example.test",
  name: "Load Staff",
  password: `pw-${crypto.randomUUID()}`,
  role: "staff",
});
let firstBill = "";
for (let i = 0; i < bills; i++) {
  const k = i % customers;
  const created = await createBill(
    billSchema.parse({
      customerName: customerName(k),
      customerPhone: `984${String(1_000_000 + k).padStart(7, "0")}`,
      customerAddress: "Tirunelveli",
      particulars: `Visiting cards, ${i} nos`,
      amount: String(100 + (i % 900)),
      discount: "",
      advance: i % 3 === 0 ? "50" : "",
      received: "",
    }),
    staff.id,
  );
  if (!created.ok) throw new Error(`load-seed: bill ${i} was not saved`);
  if (i === 0) firstBill = created.id;
}
const row = await getDb()
  .selectFrom("complaints")
  .select("customer_id")
  .where("id", "=", firstBill)
  .executeTakeFirstOrThrow();
if (!row.customer_id) throw new Error("load-seed: the first bill has no customer");
const cookie = await createSessionCookie(staff.id);
await closeDb();
console.log(
  JSON.stringify({
    cookie: cookie.header,
    customerId: row.customer_id,
    customerName: customerName(0),
  }),
);
process.exit(0);
