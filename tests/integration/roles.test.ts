import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { hasBillingAccess, lookupRole, setRole } from "~/platform/auth/roles.server";
import { createDb, getDb } from "~/platform/db/db.server";
import { createTestUser } from "../factories";

describe("role lookup (the spec's rules)", () => {
  it("gives no role when there is no user", async () => {
    expect(await lookupRole(getDb(), null)).toBeNull();
    expect(await lookupRole(getDb(), undefined)).toBeNull();
  });

  it("reads the user's one role row", async () => {
    const user = await createTestUser({ role: "staff" });
    expect(await lookupRole(getDb(), user.id)).toBe("staff");
  });

  it("treats a user without a row as a customer", async () => {
    const user = await createTestUser();
    expect(await lookupRole(getDb(), user.id)).toBe("customer");
  });

  it("falls back to customer when the lookup fails, and logs it", async () => {
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    // A database without the user_roles table: the query fails for real.
    const broken = createDb(
      `file:${path.join(mkdtempSync(path.join(tmpdir(), "limra-broken-")), "x.db")}`,
    );
    try {
      expect(await lookupRole(broken, "some-user")).toBe("customer");
      const logged = stderr.mock.calls.map((c) => String(c[0])).join("");
      expect(logged).toContain("role lookup failed");
    } finally {
      stderr.mockRestore();
      await broken.destroy();
    }
  });

  it("keeps at most one role row per user", async () => {
    const user = await createTestUser({ role: "customer" });
    await setRole(getDb(), user.id, "staff");
    await setRole(getDb(), user.id, "admin");
    const rows = await getDb()
      .selectFrom("user_roles")
      .select("role")
      .where("user_id", "=", user.id)
      .execute();
    expect(rows).toEqual([{ role: "admin" }]);
  });

  it("refuses a role outside admin/staff/customer at the database", async () => {
    const user = await createTestUser();
    const now = new Date().toISOString();
    await expect(
      getDb()
        .insertInto("user_roles")
        .values({ user_id: user.id, role: "owner" as never, created_at: now, updated_at: now })
        .execute(),
    ).rejects.toThrow();
  });

  it("grants billing access to admin and staff only", () => {
    expect(hasBillingAccess("admin")).toBe(true);
    expect(hasBillingAccess("staff")).toBe(true);
    expect(hasBillingAccess("customer")).toBe(false);
    expect(hasBillingAccess(null)).toBe(false);
  });
});
