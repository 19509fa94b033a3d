import jsQR from "jsqr";
import { PNG } from "pngjs";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { getBusinessSettings, saveBusinessSettings } from "~/admin/index.server";
import { cancelBill, getBill } from "~/billing/bills/bills.server";
import { loader as billPdfLoader } from "~/billing/documents/routes/bill-pdf";
import { loader as previewLoader } from "~/billing/documents/routes/preview";
import { loader as receiptLoader } from "~/billing/documents/routes/receipt";
import { loader as receiptPdfLoader } from "~/billing/documents/routes/receipt-pdf";
import { shareText } from "~/billing/documents/components/preview-actions";
import { PAYMENT_MESSAGES } from "~/billing/payments/schema";
import { action as payAction, loader as payLoader } from "~/billing/payments/routes/pay";
import { action as voidAction } from "~/billing/payments/routes/void";
import { indiaDateKey } from "~/lib/dates";
import { getDb } from "~/platform/db/db.server";
import { createBill, signedIn } from "../factories";
import { pdfText } from "../helpers/pdf-text";
import { callRoute, getRequest, postRequest, redirectToast, toastOf } from "./route-harness";

/**
 * The payment screens (issue 19): Add payment (/billing/bills/:id/pay), Void
 * (/billing/payments/:id/void), the receipt page and PDF, and the bill's preview and PDF with
 * lines, payments, balance and the UPI QR. Each calls the real loader or action.
 */

let staff: Awaited<ReturnType<typeof signedIn>>;
let customer: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  staff = await signedIn("staff", "Selvi Counter");
  customer = await signedIn("customer");
});

/** Three lines, 10% off, rounded: 750.00 + 225.00 + 500.00 = 1,475.00 − 147.50 + 0.50 = 1,328.00. */
function linesBill(over: Record<string, string> = {}) {
  return createBill(staff.user.id, {
    customerName: "Kannan Traders",
    customerPhone: "98765 43210",
    "lines.1.description": "Visiting cards",
    "lines.1.quantity": "500",
    "lines.1.unit": "pcs",
    "lines.1.rate": "1.50",
    "lines.2.description": "Flex banner",
    "lines.2.quantity": "12.5",
    "lines.2.unit": "sq.ft",
    "lines.2.rate": "18",
    "lines.3.description": "Design work",
    "lines.3.quantity": "1.5",
    "lines.3.unit": "hours",
    "lines.3.rate": "333.33",
    discountKind: "percent",
    discount: "10",
    roundOff: "on",
    ...over,
  });
}

const payPath = (id: string) => `/billing/bills/${id}/pay`;
const today = () => indiaDateKey(new Date());

/** `cookie` null: a visitor (no session). */
function pay(id: string, body: Record<string, string>, cookie: string | null = staff.cookie) {
  return callRoute(
    payAction,
    postRequest(payPath(id), { date: today(), ...body }, { cookie: cookie ?? undefined }),
    {
      id,
    },
  );
}

function voidIt(id: string, body: Record<string, string>, cookie: string | null = staff.cookie) {
  return callRoute(
    voidAction,
    postRequest(`/billing/payments/${id}/void`, body, { cookie: cookie ?? undefined }),
    {
      id,
    },
  );
}

async function counts() {
  const db = getDb();
  const [payments, entries] = await Promise.all([
    db.selectFrom("payments").select(db.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    db
      .selectFrom("transactions")
      .select(db.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { payments: Number(payments.n), entries: Number(entries.n) };
}

/** A download route's answer and its bytes. */
async function download(
  loader: typeof receiptPdfLoader | typeof billPdfLoader,
  path: string,
  params: Record<string, string> = {},
  cookie: string | null = staff.cookie,
) {
  let body: Uint8Array | undefined;
  const result = await callRoute(
    async (args: Parameters<typeof receiptPdfLoader>[0]) => {
      const response = await loader(args as never);
      body = new Uint8Array(await response.clone().arrayBuffer());
      return response;
    },
    getRequest(path, { cookie: cookie ?? undefined }),
    params,
  );
  return { result, body };
}

function decodeSvg(svg: string) {
  return sharp(Buffer.from(svg))
    .resize(400, 400)
    .png()
    .toBuffer()
    .then((png) => {
      const image = PNG.sync.read(png);
      return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
    });
}

async function setUpi(upiId: string, upiPayeeName = "Limra Prints") {
  const current = await getBusinessSettings();
  await saveBusinessSettings({ ...current, upiId, upiPayeeName }, staff.user.id);
}

// ---------------------------------------------------------------------------------------------

describe("Add payment", () => {
  it("shows the bill's figures and records a UPI payment with its reference", async () => {
    const bill = await linesBill();
    const page = await callRoute(
      payLoader,
      getRequest(payPath(bill.id), { cookie: staff.cookie }),
      {
        id: bill.id,
      },
    );
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({
      bill: {
        number: bill.number,
        customerName: "Kannan Traders",
        finalTotalPaise: 132800,
        paidPaise: 0,
        balancePaise: 132800,
      },
      today: today(),
    });

    const result = await pay(bill.id, { amount: "500", method: "upi", reference: "UTR4242" });
    expect(result.status).toBe(302);
    expect(result.location).toBe("/billing/receipts/RCPT0001");
    expect(await redirectToast(result)).toMatchObject({
      title: "Payment recorded",
      description: "Receipt RCPT0001 for ₹500.00",
    });
    const row = await getDb()
      .selectFrom("payments")
      .select(["receipt_number", "amount_paise", "method", "reference", "created_by", "bill_id"])
      .where("bill_id", "=", bill.id)
      .executeTakeFirstOrThrow();
    expect({ ...row, amount_paise: Number(row.amount_paise) }).toEqual({
      receipt_number: "RCPT0001",
      amount_paise: 50000,
      method: "upi",
      reference: "UTR4242",
      created_by: staff.user.id,
      bill_id: bill.id,
    });
    expect((await getBill(bill.id))?.balancePaise).toBe(82800);
  });

  it("goes back to a local redirectTo, never elsewhere", async () => {
    const bill = await linesBill();
    const back = `/billing/complaint-preview?id=${bill.id}`;
    const local = await pay(bill.id, { amount: "10", method: "cash", redirectTo: back });
    expect(local.location).toBe(back);
    const evil = await pay(bill.id, { amount: "10", method: "cash", redirectTo: "//evil.example" });
    expect(evil.location).toMatch(/^\/billing\/receipts\/RCPT\d{4}$/);
  });

  it("refuses UPI without a reference, a future date and a bad amount with 400; writes nothing", async () => {
    const bill = await linesBill();
    const before = await counts();
    const noRef = await pay(bill.id, { amount: "100", method: "upi", reference: " " });
    expect(noRef.status).toBe(400);
    expect(noRef.data).toMatchObject({ errors: { reference: PAYMENT_MESSAGES.referenceRequired } });
    expect((await toastOf(noRef))?.description).toBe(PAYMENT_MESSAGES.referenceRequired);
    const cheque = await pay(bill.id, { amount: "100", method: "cheque" });
    expect(cheque.status).toBe(400);
    const future = await pay(bill.id, { amount: "100", method: "cash", date: "2999-01-01" });
    expect(future.status).toBe(400);
    expect(future.data).toMatchObject({ errors: { date: PAYMENT_MESSAGES.dateFuture } });
    const zero = await pay(bill.id, { amount: "0", method: "cash" });
    expect(zero.status).toBe(400);
    expect(await counts()).toEqual(before);
    expect((await getBill(bill.id))?.balancePaise).toBe(132800);
  });

  it("refuses a date that is no calendar day, before 2000 or after today: 400, nothing written", async () => {
    const bill = await linesBill();
    const before = await counts();
    const tomorrow = indiaDateKey(new Date(Date.now() + 24 * 60 * 60 * 1000));
    const cases: [string, string][] = [
      ["2026-02-30", PAYMENT_MESSAGES.dateInvalid],
      ["2025-02-29", PAYMENT_MESSAGES.dateInvalid],
      ["2026-04-31", PAYMENT_MESSAGES.dateInvalid],
      ["0000-01-01", PAYMENT_MESSAGES.dateInvalid],
      ["11/21/2026", PAYMENT_MESSAGES.dateInvalid],
      ["31/02/2026", PAYMENT_MESSAGES.dateInvalid],
      ["0999-12-31", PAYMENT_MESSAGES.dateEarly],
      ["1999-12-31", PAYMENT_MESSAGES.dateEarly],
      [tomorrow, PAYMENT_MESSAGES.dateFuture],
    ];
    for (const [date, message] of cases) {
      const answer = await pay(bill.id, { amount: "100", method: "cash", date });
      expect(answer.status, date).toBe(400);
      expect(answer.data, date).toMatchObject({ errors: { date: message } });
      expect((await toastOf(answer))?.description, date).toBe(message);
    }
    expect(await counts()).toEqual(before);
    expect((await getBill(bill.id))?.balancePaise).toBe(132800);
  });

  it("reads the amount's commas only when grouped the Indian or international way", async () => {
    const bill = await linesBill();
    const before = await counts();
    for (const amount of ["1,0,0", "10,00", "1,50", "100,"]) {
      const answer = await pay(bill.id, { amount, method: "cash" });
      expect(answer.status, amount).toBe(400);
      expect(answer.data, amount).toMatchObject({
        errors: { amount: PAYMENT_MESSAGES.amountGrouping },
      });
    }
    expect(await counts()).toEqual(before);
    const indian = await pay(bill.id, { amount: "1,000.50", method: "cash" });
    expect(indian.status).toBe(302);
    expect((await getBill(bill.id))?.balancePaise).toBe(132800 - 100050);
  });

  it("answers 404 for an unknown bill and 409 for a cancelled one", async () => {
    const unknown = await callRoute(
      payLoader,
      getRequest(payPath("no-such-bill"), { cookie: staff.cookie }),
      { id: "no-such-bill" },
    );
    expect(unknown.status).toBe(404);
    expect((await pay("no-such-bill", { amount: "1", method: "cash" })).status).toBe(404);
    const bill = await linesBill();
    const cancelled = await cancelBill(
      bill.id,
      { reason: "Order withdrawn", refund: false, refundMethod: "cash" },
      staff.user.id,
    );
    expect(cancelled.ok).toBe(true);
    const page = await callRoute(
      payLoader,
      getRequest(payPath(bill.id), { cookie: staff.cookie }),
      {
        id: bill.id,
      },
    );
    expect(page.status).toBe(409);
    const before = await counts();
    const post = await pay(bill.id, { amount: "1", method: "cash" });
    expect(post.status).toBe(409);
    expect((await toastOf(post))?.description).toBe(PAYMENT_MESSAGES.billCancelled);
    expect(await counts()).toEqual(before);
  });
});

describe("access", () => {
  it("refuses customers and visitors on every payment route; nothing is written", async () => {
    const bill = await linesBill();
    await pay(bill.id, { amount: "50", method: "cash" });
    const payment = await getDb()
      .selectFrom("payments")
      .select(["id", "receipt_number"])
      .where("bill_id", "=", bill.id)
      .executeTakeFirstOrThrow();
    const before = await counts();
    for (const cookie of [customer.cookie, undefined]) {
      const who = cookie ? "customer" : "visitor";
      const answers = [
        await callRoute(payLoader, getRequest(payPath(bill.id), { cookie }), { id: bill.id }),
        await pay(bill.id, { amount: "50", method: "cash" }, cookie ?? null),
        await voidIt(payment.id, { reason: "Wrong bill" }, cookie ?? null),
        await callRoute(
          receiptLoader,
          getRequest(`/billing/receipts/${payment.receipt_number}`, { cookie }),
          { receiptNumber: payment.receipt_number },
        ),
        (
          await download(
            receiptPdfLoader,
            `/billing/receipts/${payment.receipt_number}/pdf`,
            { receiptNumber: payment.receipt_number },
            cookie ?? null,
          )
        ).result,
      ];
      for (const answer of answers) {
        expect(answer.status, who).toBe(302);
        expect(answer.location, who).toMatch(cookie ? /^\/$/ : /^\/auth\?redirectTo=/);
      }
    }
    expect(await counts()).toEqual(before);
  });
});

/** A bill with one UPI payment of ₹500 (balance ₹828.00): the bill and the payment's id and number. */
async function paidBill() {
  const bill = await linesBill();
  const paid = await pay(bill.id, {
    amount: "500",
    method: "upi",
    reference: "UTR777",
    note: "Part",
  });
  const receiptNumber = paid.location!.split("/").pop()!;
  const payment = await getDb()
    .selectFrom("payments")
    .select("id")
    .where("receipt_number", "=", receiptNumber)
    .executeTakeFirstOrThrow();
  return { bill, receiptNumber, paymentId: payment.id };
}

describe("Void", () => {
  it("refuses a missing or short reason with 400, voids with one, and refuses a second void with 409", async () => {
    const { bill, paymentId } = await paidBill();
    const back = `/billing/complaint-preview?id=${bill.id}`;
    const before = await counts();
    for (const reason of [undefined, "", "ab", "x".repeat(301)]) {
      const refused = await voidIt(
        paymentId,
        reason === undefined ? {} : { reason, redirectTo: back },
      );
      expect(refused.status, String(reason)).toBe(400);
    }
    expect(await counts()).toEqual(before);
    expect((await getBill(bill.id))?.balancePaise).toBe(82800);

    const done = await voidIt(paymentId, { reason: "Entered twice", redirectTo: back });
    expect(done.status).toBe(302);
    expect(done.location).toBe(back);
    expect((await redirectToast(done))?.title).toBe("Payment voided");
    const row = await getDb()
      .selectFrom("payments")
      .select(["voided_by", "void_reason"])
      .where("id", "=", paymentId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ voided_by: staff.user.id, void_reason: "Entered twice" });
    expect((await getBill(bill.id))?.balancePaise).toBe(132800);

    const again = await voidIt(paymentId, { reason: "Entered twice" });
    expect(again.status).toBe(409);
    expect((await toastOf(again))?.description).toBe("This payment is already voided.");
    expect((await voidIt("no-such-payment", { reason: "Whatever" })).status).toBe(404);
  });

  it("refuses to void a payment of a bill cancelled with a refund, with 409 and why", async () => {
    const { bill, paymentId } = await paidBill();
    const cancelled = await cancelBill(
      bill.id,
      { reason: "Customer withdrew", refund: true, refundMethod: "cash" },
      staff.user.id,
    );
    expect(cancelled.ok).toBe(true);
    const refused = await voidIt(paymentId, { reason: "Entered twice" });
    expect(refused.status).toBe(409);
    expect((await toastOf(refused))?.description).toBe(PAYMENT_MESSAGES.alreadyRefunded);
    const row = await getDb()
      .selectFrom("payments")
      .select("voided_at")
      .where("id", "=", paymentId)
      .executeTakeFirstOrThrow();
    expect(row.voided_at).toBeNull();
  });

  it("goes back to the bill's preview without redirectTo", async () => {
    const { bill, paymentId } = await paidBill();
    const done = await voidIt(paymentId, { reason: "Wrong amount" });
    expect(done.location).toBe(`/billing/complaint-preview?id=${bill.id}`);
  });
});

describe("receipts", () => {
  it("shows a receipt's details, the bill's figures and the balance after it; VOIDED once voided", async () => {
    const { bill, receiptNumber, paymentId } = await paidBill();
    const get = () =>
      callRoute(
        receiptLoader,
        getRequest(`/billing/receipts/${receiptNumber}`, { cookie: staff.cookie }),
        { receiptNumber },
      );
    const page = await get();
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({
      narrow: false,
      doc: {
        receipt: {
          payment: {
            receiptNumber,
            billNumber: bill.number,
            amountPaise: 50000,
            method: "upi",
            reference: "UTR777",
            note: "Part",
            createdByName: "Selvi Counter",
            voidedAt: null,
          },
          bill: { customerName: "Kannan Traders", finalTotalPaise: 132800 },
          paidToDatePaise: 50000,
          balanceAfterPaise: 82800,
        },
      },
    });
    await voidIt(paymentId, { reason: "Bounced" });
    expect((await get()).data).toMatchObject({
      doc: { receipt: { payment: { voidReason: "Bounced", voidedByName: "Selvi Counter" } } },
    });
    const missing = await callRoute(
      receiptLoader,
      getRequest("/billing/receipts/RCPT9999", { cookie: staff.cookie }),
      { receiptNumber: "RCPT9999" },
    );
    expect(missing.status).toBe(404);
  });

  it("counts only live payments before it in a later receipt's paid to date and balance", async () => {
    const { bill, paymentId } = await paidBill();
    await voidIt(paymentId, { reason: "Bounced" });
    const later = await pay(bill.id, { amount: "300", method: "cash" });
    const receiptNumber = later.location!.split("/").pop()!;
    const page = await callRoute(
      receiptLoader,
      getRequest(`/billing/receipts/${receiptNumber}`, { cookie: staff.cookie }),
      { receiptNumber },
    );
    expect(page.data).toMatchObject({
      doc: { receipt: { paidToDatePaise: 30000, balanceAfterPaise: 102800 } },
    });
  });

  it("serves the receipt as a PDF named after it, with ₹ amounts and the amount in words", async () => {
    const { bill, receiptNumber, paymentId } = await paidBill();
    const path = `/billing/receipts/${receiptNumber}/pdf`;
    const { result, body } = await download(receiptPdfLoader, path, { receiptNumber });
    expect(result.status).toBe(200);
    expect(result.headers.get("Content-Type")).toBe("application/pdf");
    expect(result.headers.get("Content-Disposition")).toBe(
      `attachment; filename="${receiptNumber}.pdf"`,
    );
    const text = await pdfText(body!);
    expect(text).toContain(receiptNumber);
    expect(text).toContain(bill.number);
    expect(text).toContain("Kannan Traders");
    expect(text).toContain("₹500.00");
    expect(text).toContain("Rupees Five Hundred Only");
    expect(text).toContain("UTR777");
    expect(text).toMatch(/Balance after this payment\s*₹828\.00/);
    expect(text).toContain("₹1,328.00");
    expect(text).not.toContain("VOIDED");

    await voidIt(paymentId, { reason: "Bounced" });
    const voided = await pdfText((await download(receiptPdfLoader, path, { receiptNumber })).body!);
    expect(voided).toContain("VOIDED — Bounced");
  });

  it("numbers the first receipt of a fresh database RCPT0001 in its PDF", async () => {
    const { body } = await download(receiptPdfLoader, "/billing/receipts/RCPT0001/pdf", {
      receiptNumber: "RCPT0001",
    });
    const text = await pdfText(body!);
    expect(text).toContain("RCPT0001");
    expect(text).toContain("UTR4242");
  });
});

describe("bill preview and PDF", () => {
  it("prints the lines, figures, payments, balance and amount in words in the PDF", async () => {
    const { bill, receiptNumber } = await paidBill();
    const { body } = await download(billPdfLoader, `/billing/complaint-preview/pdf?id=${bill.id}`);
    const text = await pdfText(body!);
    for (const expected of [
      "Visiting cards",
      "500 pcs",
      "₹1.50",
      "₹750.00",
      "Flex banner",
      "12.5 sq.ft",
      "₹225.00",
      "Design work",
      "1.5 hours",
      "₹333.33",
      "Discount (10%)",
      "−₹147.50",
      "Round off",
      "₹0.50",
      receiptNumber,
      "Rupees One Thousand Three Hundred Twenty Eight Only",
    ])
      expect(text, expected).toContain(expected);
    expect(text).toMatch(/Final Total\s*₹1,328\.00/);
    expect(text).toMatch(/Paid\s*₹500\.00/);
    expect(text).toMatch(/Balance\s*₹828\.00/);
  });

  it("shows a UPI QR that reads exactly the UPI link for the balance (preview, PDF, receipt), and none without a UPI ID or balance", async () => {
    const { bill, receiptNumber } = await paidBill();
    const preview = () =>
      callRoute(
        previewLoader,
        getRequest(`/billing/complaint-preview?id=${bill.id}`, { cookie: staff.cookie }),
      );
    await setUpi("");
    expect((await preview()).data).toMatchObject({ upi: null });

    await setUpi("limra.prints@okaxis", "Limra Prints & Co");
    const shown = await preview();
    const expected = `upi://pay?pa=limra.prints@okaxis&pn=Limra%20Prints%20%26%20Co&am=828.00&cu=INR&tn=${bill.number}`;
    expect(shown.data?.upi?.link).toBe(expected);
    expect(await decodeSvg(shown.data!.upi!.svg)).toBe(expected);
    expect(shown.data).toMatchObject({
      lines: [
        { description: "Visiting cards" },
        { description: "Flex banner" },
        { description: "Design work" },
      ],
      panel: { bill: { balancePaise: 82800, paidPaise: 50000 } },
    });
    const pdf = await pdfText(
      (await download(billPdfLoader, `/billing/complaint-preview/pdf?id=${bill.id}`)).body!,
    );
    expect(pdf).toContain("Scan to pay ₹828.00 by UPI");
    const receipt = await callRoute(
      receiptLoader,
      getRequest(`/billing/receipts/${receiptNumber}`, { cookie: staff.cookie }),
      { receiptNumber },
    );
    expect(receipt.data?.upi?.link).toBe(expected);
    const receiptPdf = await pdfText(
      (
        await download(receiptPdfLoader, `/billing/receipts/${receiptNumber}/pdf`, {
          receiptNumber,
        })
      ).body!,
    );
    expect(receiptPdf).toContain("Scan to pay ₹828.00 by UPI");

    const share = shareText("Limra Prints", shown.data!.bill!, shown.data!.upi!.link);
    expect(share).toContain("balance ₹828.00");
    expect(share).toContain(`Pay ₹828.00 by UPI: ${expected}`);

    await pay(bill.id, { amount: "828", method: "cash" });
    expect((await preview()).data).toMatchObject({ upi: null });
    await setUpi("");
  });

  it("marks a cancelled bill CANCELLED with the reason in the PDF", async () => {
    const bill = await linesBill();
    await cancelBill(
      bill.id,
      { reason: "Customer withdrew", refund: false, refundMethod: "cash" },
      staff.user.id,
    );
    const { body } = await download(billPdfLoader, `/billing/complaint-preview/pdf?id=${bill.id}`);
    expect(await pdfText(body!)).toContain("CANCELLED — Customer withdrew");
  });
});
