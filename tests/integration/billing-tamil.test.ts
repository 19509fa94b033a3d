import { beforeAll, describe, expect, it } from "vitest";
import { action as customerAction } from "~/billing/customers/routes/customer";
import { action as godownAction } from "~/billing/godown/routes/godown";
import { getDb } from "~/platform/db/db.server";
import { signedIn, createBill } from "../factories";
import { callRoute, postRequest, type RouteResult, toastOf } from "./route-harness";

/**
 * The billing pages answer in the request's language: a refused godown item and a refused
 * customer edit come back with Tamil field errors and a Tamil toast under ?lang=ta, and nothing
 * is written.
 */

let staff: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  staff = await signedIn("staff", "Tamil Staff");
});

type Failure = { errors: Record<string, string> };
const errorsOf = (result: RouteResult) => (result.data as Failure).errors;

describe("Tamil validation messages", () => {
  it("refuses a godown item in Tamil", async () => {
    const before = await getDb()
      .selectFrom("godown_items")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const result = await callRoute(
      godownAction,
      postRequest(
        "/billing/godown?lang=ta",
        { intent: "add", itemName: " ", category: "Paper", quantity: "1.5", unitPrice: "-5" },
        { cookie: staff.cookie },
      ),
    );
    expect(result.status).toBe(400);
    expect(errorsOf(result)).toEqual({
      itemName: "பொருளின் பெயர் தேவை",
      quantity: "0 அல்லது அதற்கு மேற்பட்ட முழு எண்ணை உள்ளிடுங்கள்",
      unitPrice: "விலையை ரூபாயில் உள்ளிடுங்கள், எ.கா. 25 அல்லது 24.50 (எதிர்மறை கூடாது)",
    });
    expect(await toastOf(result)).toMatchObject({
      title: "பிழை",
      description: "பொருளைச் சேர்க்க முடியவில்லை",
    });
    const after = await getDb()
      .selectFrom("godown_items")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("refuses a customer's wrong GSTIN in Tamil, and in English without ?lang=ta", async () => {
    const made = await createBill(staff.user.id, {
      customerName: "Tamil Thendral",
      customerPhone: "7555500001",
      particulars: "Printing",
      amount: "100",
    });
    const bill = await getDb()
      .selectFrom("complaints")
      .select("customer_id")
      .where("id", "=", made.id)
      .executeTakeFirstOrThrow();
    const id = bill.customer_id!;
    const edit = (query: string) =>
      callRoute(
        customerAction,
        postRequest(
          `/billing/customers/${id}${query}`,
          { intent: "edit", name: "Tamil Thendral", language: "ta", gstin: "33AAPFU0939F1Z3" },
          { cookie: staff.cookie },
        ),
        { id },
      );
    const ta = await edit("?lang=ta");
    expect(ta.status).toBe(400);
    expect(errorsOf(ta)).toEqual({
      gstin: "சரியான 15 எழுத்து GSTIN-ஐ உள்ளிடுங்கள், எ.கா. 33AAPFU0939F1Z2",
    });
    const en = await edit("?lang=en");
    expect(errorsOf(en)).toEqual({
      gstin: "Enter a valid 15-character GSTIN, e.g. 33AAPFU0939F1Z2",
    });
  });
});
