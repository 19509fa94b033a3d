import { beforeAll, describe, expect, it } from "vitest";
import { action as formAction } from "~/billing/bills/routes/bill-form";
import { BILL_MESSAGES } from "~/billing/bills/bills.server";
import { getDb } from "~/platform/db/db.server";
import { signedIn } from "../factories";
import { callRoute, postRequest, redirectToast, type RouteResult } from "./route-harness";

/**
 * A new bill sent again with its form's key is one bill (issue 23, decision 050): the offline
 * draft replayed when the network returns, a second tab, a double click. The same key answers
 * exactly as the first save did (the redirect to the same preview, the same toast) and books
 * nothing more; another key is another bill; the key is per user.
 */

let staff: Awaited<ReturnType<typeof signedIn>>;
let other: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  staff = await signedIn("staff");
  other = await signedIn("staff");
});

/** The new-bill form as the page sends it: a customer of its own, 500 rupees, 200 advance. */
function formFor(customer: string, key: string | null): Record<string, string> {
  return {
    intent: "save",
    customerName: customer,
    customerPhone: "",
    customerAddress: "",
    particulars: "Wedding cards, 200 nos",
    amount: "500",
    discount: "",
    advance: "200",
    paymentMethod: "cash",
    received: "",
    ...(key === null ? {} : { idempotencyKey: key }),
  };
}

const save = (cookie: string, body: Record<string, string>) =>
  callRoute(formAction, postRequest("/billing/new-complaint", body, { cookie }));

/** What the browser sees of an answer: status, where it goes, the toast it shows (its words). */
async function answer(result: RouteResult) {
  const toast = await redirectToast(result);
  return {
    status: result.status,
    location: result.location,
    toast: toast && { title: toast.title, description: toast.description },
  };
}

/** The bills of `customer`, with what each booked: payments and cash-book entries. */
async function booked(customer: string) {
  const db = getDb();
  const bills = await db
    .selectFrom("complaints")
    .select(["id", "complaint_number", "idempotency_key", "advance_paise", "balance_paise"])
    .where("customer_name", "=", customer)
    .execute();
  const ids = bills.map((b) => b.id);
  const payments = ids.length
    ? await db.selectFrom("payments").select("id").where("bill_id", "in", ids).execute()
    : [];
  const ledger = ids.length
    ? await db
        .selectFrom("transactions")
        .select(["amount_paise"])
        .where("complaint_id", "in", ids)
        .execute()
    : [];
  return { bills, payments: payments.length, ledger: ledger.map((l) => Number(l.amount_paise)) };
}

describe("saving a new bill with its form key", () => {
  it("the same submit replayed three times is one bill, one posting, the same answer", async () => {
    const key = crypto.randomUUID();
    const body = formFor("Replay Traders", key);
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await answer(await save(staff.cookie, body)));

    const { bills, payments, ledger } = await booked("Replay Traders");
    expect(bills).toHaveLength(1);
    const [bill] = bills;
    expect(bill!.idempotency_key).toBe(key);
    expect(Number(bill!.advance_paise)).toBe(20000);
    expect(Number(bill!.balance_paise)).toBe(30000);
    expect(payments).toBe(1);
    expect(ledger).toEqual([20000]);

    const first = answers[0]!;
    expect(first.status).toBe(302);
    expect(first.location).toBe(`/billing/complaint-preview?id=${bill!.id}`);
    expect(first.toast?.title).toBe(`Bill ${bill!.complaint_number} created successfully!`);
    expect(answers[1]).toEqual(first);
    expect(answers[2]).toEqual(first);
  });

  it("three saves of one key at the same moment are one bill", async () => {
    const body = formFor("Race Traders", crypto.randomUUID());
    const answers = await Promise.all([1, 2, 3].map(() => save(staff.cookie, body)));
    const { bills, payments, ledger } = await booked("Race Traders");
    expect(bills).toHaveLength(1);
    expect(payments).toBe(1);
    expect(ledger).toEqual([20000]);
    for (const a of answers) {
      expect(a.status).toBe(302);
      expect(a.location).toBe(`/billing/complaint-preview?id=${bills[0]!.id}`);
    }
  });

  it("a different key is a second bill with a number of its own", async () => {
    const first = await save(staff.cookie, formFor("Two Keys Traders", crypto.randomUUID()));
    const second = await save(staff.cookie, formFor("Two Keys Traders", crypto.randomUUID()));
    const { bills, payments, ledger } = await booked("Two Keys Traders");
    expect(bills).toHaveLength(2);
    expect(new Set(bills.map((b) => b.complaint_number)).size).toBe(2);
    expect(payments).toBe(2);
    expect(ledger).toEqual([20000, 20000]);
    expect(first.location).not.toBe(second.location);
  });

  it("without a key every save is a bill (forms opened before the key existed)", async () => {
    await save(staff.cookie, formFor("No Key Traders", null));
    await save(staff.cookie, formFor("No Key Traders", ""));
    const { bills } = await booked("No Key Traders");
    expect(bills).toHaveLength(2);
    expect(bills.map((b) => b.idempotency_key)).toEqual([null, null]);
  });

  it("the key is the user's own: another person's save with it is their own bill", async () => {
    const key = crypto.randomUUID();
    const mine = await save(staff.cookie, formFor("Shared Key Traders", key));
    const theirs = await save(other.cookie, formFor("Shared Key Traders", key));
    expect((await booked("Shared Key Traders")).bills).toHaveLength(2);
    expect(theirs.location).not.toBe(mine.location);
  });

  it("a key that is not a form's key is refused with a message, and nothing is written", async () => {
    const result = await save(staff.cookie, formFor("Bad Key Traders", "not-a-uuid"));
    expect(result.status).toBe(400);
    const data = result.data as { errors: Record<string, string> };
    expect(data.errors.idempotencyKey).toBe(BILL_MESSAGES.keyInvalid);
    expect((await booked("Bad Key Traders")).bills).toHaveLength(0);
  });
});
