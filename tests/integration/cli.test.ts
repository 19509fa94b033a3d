import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { getDb } from "~/platform/db/db.server";
import { seedDemo, DEMO_ACCOUNTS } from "~/seed.server";
import { getAuth } from "~/platform/auth/auth.server";

function adminCreate(...args: string[]) {
  return spawnSync(process.execPath, ["--import", "tsx", "scripts/admin-create.ts", ...args], {
    env: { ...process.env, LOG_LEVEL: "error" },
    encoding: "utf8",
  });
}

async function roleOf(email: string) {
  return getDb()
    .selectFrom("users")
    .leftJoin("user_roles", "user_roles.user_id", "users.id")
    .select(["users.id", "users.name", "user_roles.role"])
    .where("users.email", "=", email)
    .executeTakeFirst();
}

describe("npm run admin:create", () => {
  it("creates an admin who can sign in", async () => {
    const run = adminCreate(
      "--email",
      "Owner@Example.test",
      "--password",
      "s3cret-pass",
      "--name",
      "Owner",
    );
    expect(run.stderr).toBe("");
    expect(run.stdout).toContain("Created admin owner@example.test");
    expect(await roleOf("owner@example.test")).toMatchObject({ name: "Owner", role: "admin" });
    const signIn = await getAuth().api.signInEmail({
      body: { email: "owner@example.test", password: "s3cret-pass" },
      asResponse: true,
    });
    expect(signIn.status).toBe(200);
  });

  it("promotes an existing account without touching its password", async () => {
    adminCreate("--email", "staffer@example.test", "--password", "first-pass", "--name", "Staffer");
    await getDb().updateTable("user_roles").set({ role: "staff" }).execute();
    const run = adminCreate("--email", "staffer@example.test", "--password", "other-pass");
    expect(run.stdout).toContain("is now an admin (password unchanged)");
    expect(await roleOf("staffer@example.test")).toMatchObject({ role: "admin" });
    const audit = await getDb()
      .selectFrom("audit_log")
      .select(["action", "entity"])
      .where("action", "=", "role.grant")
      .execute();
    expect(audit).toHaveLength(1);
  });

  it("refuses bad input with a clear message and no account", async () => {
    const missing = adminCreate("--email", "x@example.test");
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("usage: npm run admin:create");
    const short = adminCreate("--email", "short@example.test", "--password", "123");
    expect(short.stderr).toContain("Password must be at least 6 characters long.");
    const bad = adminCreate("--email", "not-an-email", "--password", "123456");
    expect(bad.stderr).toContain("is not an e-mail address");
    expect(await roleOf("short@example.test")).toBeUndefined();
  });
});

describe("demo seed", () => {
  it("creates the demo accounts once, with their roles", async () => {
    await seedDemo(getDb());
    await seedDemo(getDb());
    for (const account of DEMO_ACCOUNTS) {
      expect(await roleOf(account.email)).toMatchObject({ role: account.role });
    }
    const count = await getDb()
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("email", "like", "%@limra.local")
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(DEMO_ACCOUNTS.length);
  });

  it("seeds a bill of three lines with a % discount, round-off and a UPI advance", async () => {
    await seedDemo(getDb());
    const bill = await getDb()
      .selectFrom("complaints")
      .selectAll()
      .where("customer_name", "=", "Selvi Textiles")
      .executeTakeFirstOrThrow();
    const lines = await getDb()
      .selectFrom("bill_lines")
      .select(["quantity_milli", "amount_paise"])
      .where("bill_id", "=", bill.id)
      .orderBy("position")
      .execute();
    // 2 × ₹1,450 + 24.5 × ₹18.40 + 1.5 × ₹600 = ₹2,900 + ₹450.80 + ₹900 = ₹4,250.80;
    // 10 % off = ₹425.08 → ₹3,825.72, rounded to ₹3,826 (+28 paise).
    expect(lines.map((l) => [Number(l.quantity_milli), Number(l.amount_paise)])).toEqual([
      [2000, 290000],
      [24500, 45080],
      [1500, 90000],
    ]);
    expect(Number(bill.discount_paise)).toBe(42508);
    expect(Number(bill.round_off_paise)).toBe(28);
    expect(Number(bill.estimated_cost_paise)).toBe(382600);
    expect(Number(bill.balance_paise)).toBe(182600);
    expect(bill.payment_status).toBe("part_paid");
    const payment = await getDb()
      .selectFrom("payments")
      .selectAll()
      .where("bill_id", "=", bill.id)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ method: "upi", reference: "432198765012", kind: "advance" });
  });

  it("links the demo teas to godown items: one stock, the godown's count", async () => {
    await seedDemo(getDb());
    const linked = await getDb()
      .selectFrom("products as p")
      .innerJoin("godown_items as g", "g.id", "p.godown_item_id")
      .select(["p.slug", "p.stock_quantity", "g.quantity"])
      .orderBy("p.slug")
      .execute();
    expect(linked.map((r) => [r.slug, Number(r.stock_quantity), Number(r.quantity)])).toEqual([
      ["tea-talks-family-pack", 25, 25],
      ["tea-talks-gold-pack", 36, 36],
      ["tea-talks-trial-pouch", 90, 90],
    ]);
  });
});
