import { beforeAll, describe, expect, it } from "vitest";
import { BILL_MESSAGES, billSchema, getBill } from "~/billing/bills/bills.server";
import { action as historyAction } from "~/billing/bills/routes/history";
import { action as oldAction } from "~/billing/bills/routes/old-complaint";
import { action as pendingAction } from "~/billing/bills/routes/old-pending";
import { action as formAction } from "~/billing/bills/routes/bill-form";
import { getDb } from "~/platform/db/db.server";
import { signedIn, createBill } from "../factories";
import { callRoute, postRequest, redirectToast, toastOf } from "./route-harness";

/**
 * Cancelling a bill from the lists (Old Bills, History, Old Pending: `intent=cancel`): who may,
 * the reason's limits (a 400 otherwise), the refund, where it goes back to; and the bill form's
 * "Add line" without JavaScript and its rule for UPI/cheque advances.
 */

let staff: Awaited<ReturnType<typeof signedIn>>;
let customer: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  staff = await signedIn("staff");
  customer = await signedIn("customer");
});

async function newBill(over: Record<string, string> = {}) {
  const created = await createBill(staff.user.id, {
    customerName: "Kannan Traders",
    customerPhone: "",
    particulars: "Visiting cards",
    amount: "500",
    ...over,
  });
  return created;
}

const cancel = (path: string, body: Record<string, string>, cookie = staff.cookie) =>
  postRequest(path, { intent: "cancel", ...body }, { cookie });

async function refunds(billId: string) {
  return getDb()
    .selectFrom("transactions")
    .select(["amount_paise", "payment_method", "type"])
    .where("complaint_id", "=", billId)
    .where("transaction_type", "=", "refund")
    .execute();
}

describe("cancelling a bill from the lists", () => {
  it("cancels with a reason, refunds what was paid and goes back to the list", async () => {
    const bill = await newBill({ advance: "200" });
    const answer = await callRoute(
      oldAction,
      cancel("/billing/old-complaint", {
        id: bill.id,
        reason: "  Wrong size ordered  ",
        refund: "on",
        refundMethod: "upi",
        redirectTo: "/billing/old-complaint?q=Kannan",
      }),
    );
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/billing/old-complaint?q=Kannan");
    expect(await redirectToast(answer)).toMatchObject({ title: `Bill ${bill.number} cancelled` });
    const after = await getBill(bill.id);
    expect(after).toMatchObject({
      cancelReason: "Wrong size ordered",
      paymentStatus: "cancelled",
      balancePaise: 0,
    });
    expect(after?.cancelledAt).toBeTruthy();
    expect(await refunds(bill.id)).toEqual([
      { amount_paise: 20000, payment_method: "upi", type: "expense" },
    ]);
  });

  it("keeps the money when the refund box is left unticked, and refuses a second cancel", async () => {
    const bill = await newBill({ advance: "100" });
    const first = await callRoute(
      pendingAction,
      cancel("/billing/old-pending", {
        id: bill.id,
        reason: "Customer never came",
        redirectTo: "https://evil.example/",
      }),
    );
    expect(first.location).toBe("/billing/old-pending");
    expect(await refunds(bill.id)).toEqual([]);
    const again = await callRoute(
      historyAction,
      cancel("/billing/history", { id: bill.id, reason: "Again" }),
    );
    expect(again.status).toBe(409);
    expect(await toastOf(again)).toMatchObject({ description: "This bill is already cancelled." });
  });

  it("answers a missing or too short / too long reason with a 400 and changes nothing", async () => {
    const bill = await newBill();
    for (const reason of [undefined, "", "  x ", "ab", "y".repeat(301)]) {
      const body: Record<string, string> = { id: bill.id };
      if (reason !== undefined) body.reason = reason;
      const answer = await callRoute(oldAction, cancel("/billing/old-complaint", body));
      expect(answer.status, JSON.stringify(reason)).toBe(400);
      expect(await toastOf(answer)).toMatchObject({ description: BILL_MESSAGES.cancelReason });
    }
    const wrongMethod = await callRoute(
      oldAction,
      cancel("/billing/old-complaint", {
        id: bill.id,
        reason: "Fine reason",
        refundMethod: "gold",
      }),
    );
    expect(wrongMethod.status).toBe(400);
    expect((await getBill(bill.id))?.cancelledAt).toBeNull();
    const missing = await callRoute(
      oldAction,
      cancel("/billing/old-complaint", { id: crypto.randomUUID(), reason: "Fine reason" }),
    );
    expect(missing.status).toBe(404);
  });

  it("lets only billing staff cancel", async () => {
    const bill = await newBill();
    const refused = await callRoute(
      oldAction,
      cancel("/billing/old-complaint", { id: bill.id, reason: "Not mine" }, customer.cookie),
    );
    expect([302, 401, 403]).toContain(refused.status);
    expect(refused.location ?? "").not.toBe("/billing/old-complaint");
    const anonymous = await callRoute(
      oldAction,
      cancel("/billing/old-complaint", { id: bill.id, reason: "Not mine" }, ""),
    );
    expect([302, 401, 403]).toContain(anonymous.status);
    expect((await getBill(bill.id))?.cancelledAt).toBeNull();
  });
});

describe("the bill form's lines", () => {
  it("answers Add line with the form again, a row more, values kept, nothing saved", async () => {
    const before = await getDb()
      .selectFrom("complaints")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const answer = await callRoute(
      formAction,
      postRequest(
        "/billing/new-complaint",
        {
          intent: "add-line",
          customerName: "Meena Prints",
          "lines.0.description": "Posters",
          "lines.0.quantity": "2.5",
          "lines.0.rate": "40",
          "lines.1.description": "",
          "lines.1.rate": "",
        },
        { cookie: staff.cookie },
      ),
    );
    expect(answer.status).toBe(200);
    const values = (answer.data as { values: Record<string, string> }).values;
    expect(values.customerName).toBe("Meena Prints");
    expect(values["lines.0.quantity"]).toBe("2.5");
    expect(Object.keys(values).filter((k) => k.endsWith(".description"))).toEqual([
      "lines.0.description",
      "lines.1.description",
      "lines.2.description",
    ]);
    expect(values.intent).toBeUndefined();
    const after = await getDb()
      .selectFrom("complaints")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("refuses a UPI or cheque advance without its reference", async () => {
    for (const paymentMethod of ["upi", "cheque"]) {
      const parsed = billSchema.safeParse({
        customerName: "Meena Prints",
        particulars: "Posters",
        amount: "100",
        advance: "50",
        paymentMethod,
      });
      expect(parsed.success, paymentMethod).toBe(false);
      expect(parsed.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
        ["paymentReference", BILL_MESSAGES.referenceRequired],
      ]);
    }
    const cash = billSchema.safeParse({
      customerName: "Meena Prints",
      particulars: "Posters",
      amount: "100",
      advance: "50",
      paymentMethod: "cash",
    });
    expect(cash.success).toBe(true);
  });
});
