import { beforeAll, describe, expect, it } from "vitest";
import { cancelBill } from "~/billing/bills/bills.server";
import { loader as previewLoader } from "~/billing/documents/routes/preview";
import { getDb } from "~/platform/db/db.server";
import { signedIn, createBill } from "../factories";
import { callRoute, getRequest } from "./route-harness";

/**
 * Issue 23: the Bill Preview tile and menu link (/billing/complaint-preview, no id) open the
 * newest bill not cancelled; with no bill yet, the page says so and leads to New Bill. This
 * file's database starts without bills.
 */

let staff: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  staff = await signedIn("staff");
});

/** A bill written at `createdAt` (set after the fact, so the order does not hang on the clock). */
async function billAt(createdAt: string, customerName: string) {
  const created = await createBill(staff.user.id, {
    customerName,
    customerPhone: "",
    particulars: "Visiting cards",
    amount: "500",
  });
  await getDb()
    .updateTable("complaints")
    .set({ created_at: createdAt })
    .where("id", "=", created.id)
    .execute();
  return created.id;
}

const preview = (query = "") =>
  callRoute(
    previewLoader,
    getRequest(`/billing/complaint-preview${query}`, { cookie: staff.cookie }),
  );

const previewOf = (id: string, layout = "") =>
  `/billing/complaint-preview?id=${encodeURIComponent(id)}${layout}`;

describe("Bill Preview without an id", () => {
  it("with no bill yet: the empty page (no redirect to Old Bills)", async () => {
    const answer = await preview();
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ bill: null });
  });

  it("opens the newest bill, passing over a cancelled newer one", async () => {
    const older = await billAt("2026-11-01T05:00:00.000Z", "Older Bill");
    const newest = await billAt("2026-11-03T05:00:00.000Z", "Newest Bill");
    expect((await preview()).location).toBe(previewOf(newest));

    const later = await billAt("2026-11-05T05:00:00.000Z", "Cancelled Bill");
    expect((await preview()).location).toBe(previewOf(later));
    const cancelled = await cancelBill(
      later,
      { reason: "Wrong customer", refund: false, refundMethod: "cash" },
      staff.user.id,
    );
    expect(cancelled.ok).toBe(true);
    const answer = await preview();
    expect([answer.status, answer.location]).toEqual([302, previewOf(newest)]);
    // The 80 mm layout is kept.
    expect((await preview("?layout=receipt")).location).toBe(previewOf(newest, "&layout=receipt"));

    const cancelNewest = { reason: "Duplicate", refund: false, refundMethod: "cash" } as const;
    expect((await cancelBill(newest, cancelNewest, staff.user.id)).ok).toBe(true);
    expect((await preview()).location).toBe(previewOf(older));
  });
});
