import { beforeAll, describe, expect, it } from "vitest";
import { customerAgeing } from "~/billing/customers/index.server";
import { getDb } from "~/platform/db/db.server";
import { signedIn, createBill, createPayment } from "../factories";

/**
 * A customer's balance by age at the buckets' edges, in Asia/Kolkata: a bill's age is whole India
 * days from its India date to today's India date, so 18:29:59Z and 18:30:00Z (23:59:59 and
 * 00:00:00 IST) on the same UTC day are a day apart; 30, 60 and 90 days are the last days of
 * their buckets. On SQLite and PostgreSQL (timestamps come back as text on one and as dates on
 * the other).
 */

let staffId: string;
let phone = 7_300_000_000;

beforeAll(async () => {
  staffId = (await signedIn("staff", "Ageing Staff")).user.id;
});

/** A customer of their own with one bill of `amount` rupees dated `at`; the customer's id. */
async function customerWithBillAt(at: string, amount = "1000"): Promise<string> {
  phone += 1;
  const made = await createBill(staffId, {
    customerName: `Edge ${phone}`,
    customerPhone: String(phone),
    particulars: "Printing",
    amount,
  });
  const row = await getDb()
    .updateTable("complaints")
    .set({ created_at: at })
    .where("id", "=", made.id)
    .returning("customer_id")
    .executeTakeFirstOrThrow();
  return row.customer_id!;
}

type Bucket = "current" | "days31to60" | "days61to90" | "over90";

async function bucketOf(customerId: string, now: string): Promise<Bucket> {
  const ageing = await customerAgeing(customerId, new Date(now));
  const buckets: Bucket[] = ["current", "days31to60", "days61to90", "over90"];
  const filled = buckets.filter((b) => ageing[b] !== 0);
  expect(filled).toHaveLength(1);
  expect(ageing[filled[0]!]).toBe(ageing.balancePaise);
  return filled[0]!;
}

// 00:00:00 IST on 1 April 2026.
const NOW = "2026-03-31T18:30:00.000Z";

describe("ageing at the edges of the buckets (Asia/Kolkata)", () => {
  const cases: [string, string, Bucket][] = [
    // 1 March IST is 31 days before 1 April; 2 March is 30.
    ["23:59:59 IST on 1 March", "2026-03-01T18:29:59.000Z", "days31to60"],
    ["00:00:00 IST on 2 March", "2026-03-01T18:30:00.000Z", "current"],
    // 30 January: 61 days; 31 January: 60.
    ["23:59:59 IST on 30 January", "2026-01-30T18:29:59.000Z", "days61to90"],
    ["00:00:00 IST on 31 January", "2026-01-30T18:30:00.000Z", "days31to60"],
    // 31 December 2025: 91 days; 1 January 2026: 90.
    ["23:59:59 IST on 31 December", "2025-12-31T18:29:59.000Z", "over90"],
    ["00:00:00 IST on 1 January", "2025-12-31T18:30:00.000Z", "days61to90"],
  ];
  for (const [what, at, bucket] of cases) {
    it(`puts a bill of ${what} in ${bucket} on 1 April`, async () => {
      expect(await bucketOf(await customerWithBillAt(at), NOW)).toBe(bucket);
    });
  }

  it("moves a bill to the next bucket at India midnight, not UTC midnight", async () => {
    const id = await customerWithBillAt("2026-03-01T10:00:00.000Z"); // 1 March, 15:30 IST
    expect(await bucketOf(id, "2026-03-31T18:29:59.000Z")).toBe("current"); // 31 March IST: 30 days
    expect(await bucketOf(id, "2026-03-31T18:30:00.000Z")).toBe("days31to60"); // 1 April: 31
  });

  it("lays what is owed on the newest bills: money received pays the oldest first", async () => {
    const id = await customerWithBillAt("2025-12-01T06:00:00.000Z", "1000"); // 121 days
    const phoneOf = await getDb()
      .selectFrom("customers")
      .select("phone")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const more = async (at: string, amount: string) => {
      const made = await createBill(staffId, {
        customerName: "Edge Again",
        customerPhone: phoneOf.phone!,
        particulars: "Cards",
        amount,
      });
      await getDb()
        .updateTable("complaints")
        .set({ created_at: at })
        .where("id", "=", made.id)
        .execute();
      return made.id;
    };
    await more("2026-02-15T06:00:00.000Z", "500"); // 45 days
    const recent = await more("2026-03-27T06:00:00.000Z", "300"); // 5 days
    // ₹1,800 billed; ₹1,200 received on the newest bill still leaves ₹600 laid on the newest.
    await createPayment(staffId, recent, { amount: "300", method: "cash" });
    const oldest = await getDb()
      .selectFrom("complaints")
      .select("id")
      .where("customer_id", "=", id)
      .orderBy("created_at")
      .executeTakeFirstOrThrow();
    await createPayment(staffId, oldest.id, {
      amount: "900",
      method: "upi",
      reference: "UTR77",
    });
    const ageing = await customerAgeing(id, new Date(NOW));
    expect(ageing).toMatchObject({
      balancePaise: 60_000,
      current: 30_000,
      days31to60: 30_000,
      days61to90: 0,
      over90: 0,
      oldestDueAt: "2026-02-15T06:00:00.000Z",
    });
  });
});
