import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * Seeds a running app's database for the profile part (scripts/bench/profile.ts) with the app
 * code of the checkout it runs in, so that the "before" commit's tables get rows written by the
 * "before" code: a staff member, SEED bills by them (as load.ts seeds them), and a session.
 * Run with the app's environment (DATABASE_URL, DATA_DIR, AUTH_SECRET, APP_URL) and the checkout
 * as the working directory: `tsx scripts/bench/profile-seed.ts <checkout> <bills>`; prints the
 * session's Cookie header as its last line.
 */

const [root, count] = process.argv.slice(2);
if (!root || !count) throw new Error("usage: profile-seed.ts <checkout> <bills>");
const load = (file: string) => import(pathToFileURL(path.join(root, file)).href);

const accounts = await load("app/platform/auth/accounts.server.ts");
const bills = await load("app/billing/bills/bills.server.ts");
const staff = await accounts.createUserWithPassword({
  email: "staff-profile@example.test",
  name: "Profile Staff",
  password: `pw-${crypto.randomUUID()}`,
  role: "staff",
});
for (let i = 0; i < Number(count); i++) {
  await bills.createBill(
    bills.billSchema.parse({
      customerName: `Customer ${i}`,
      customerPhone: "9876543210",
      customerAddress: "Tirunelveli",
      particulars: `Visiting cards, ${i} nos`,
      amount: String(100 + (i % 900)),
      discount: "",
      advance: i % 3 === 0 ? "50" : "",
      received: "",
    }),
    staff.id,
  );
}
const cookie = await accounts.createSessionCookie(staff.id);
const { closeDb } = await load("app/platform/db/db.server.ts");
await closeDb();
console.log(cookie.header);
process.exit(0);
