import { describe, expect, it } from "vitest";
import { BILL_MESSAGES, billSchema } from "~/billing/bills/schema";
import {
  billFigures,
  discountPaise,
  lineAmount,
  parseQuantity,
  paymentStatusFor,
  quantityText,
  roundOff,
} from "~/billing/money";

/**
 * The bill's arithmetic (app/billing/money.ts) in integer paise, and the bill form's schema with
 * line items (decision 023).
 */

describe("line amounts", () => {
  it("multiplies quantity (thousandths) by rate to the paisa, half up", () => {
    expect(lineAmount(2500, 1240)).toBe(3100); // 2.5 × ₹12.40 = ₹31.00
    expect(lineAmount(1000, 25000)).toBe(25000);
    expect(lineAmount(1500, 1)).toBe(2); // 1.5 paise → 2
    expect(lineAmount(1499, 1)).toBe(1); // 1.499 paise → 1
    expect(lineAmount(333, 100)).toBe(33); // 0.333 × ₹1
    expect(lineAmount(1, 500)).toBe(1); // 0.001 × ₹5 = 0.5 paise → 1
    expect(lineAmount(1, 499)).toBe(0);
    expect(lineAmount(1000, 0)).toBe(0);
  });

  it("is exact for huge values (no floating point)", () => {
    const q = 999_999_999;
    const rate = 2_147_483_647;
    expect(BigInt(lineAmount(q, rate))).toBe((BigInt(q) * BigInt(rate) + 500n) / 1000n);
    // Float arithmetic would be off here.
    expect(lineAmount(1_000_000_000, rate)).toBe(2_147_483_647_000_000);
    expect(lineAmount(1_234_567_891, 7_777_777)).toBe(
      Number((1_234_567_891n * 7_777_777n + 500n) / 1000n),
    );
  });
});

describe("discount and round-off", () => {
  it("takes a percentage of the subtotal half up, or the amount itself", () => {
    expect(discountPaise(1005, { kind: "percent", bp: 1000 })).toBe(101); // 100.5 → 101
    expect(discountPaise(1004, { kind: "percent", bp: 1000 })).toBe(100); // 100.4 → 100
    expect(discountPaise(12345, { kind: "percent", bp: 1250 })).toBe(1543); // 1543.125
    expect(discountPaise(10000, { kind: "percent", bp: 10000 })).toBe(10000);
    expect(discountPaise(10000, { kind: "percent", bp: 0 })).toBe(0);
    expect(discountPaise(10000, { kind: "amount", paise: 2500 })).toBe(2500);
  });

  it("rounds to the nearest rupee: .49 down, .50 up", () => {
    expect(roundOff(1049)).toBe(-49);
    expect(roundOff(1050)).toBe(50);
    expect(roundOff(1051)).toBe(49);
    expect(roundOff(1099)).toBe(1);
    expect(roundOff(1001)).toBe(-1);
    expect(roundOff(1000)).toBe(0);
    expect(roundOff(0)).toBe(0);
    for (let p = 0; p < 300; p++) {
      const r = roundOff(p);
      expect((p + r) % 100, String(p)).toBe(0);
      expect(r >= -49 && r <= 50, String(p)).toBe(true);
    }
  });
});

describe("bill figures", () => {
  it("subtotal − discount + round-off = final total; balance = final total − paid", () => {
    expect(
      billFigures({
        lineAmounts: [3100, 50000],
        discount: { kind: "percent", bp: 1000 },
        round: true,
        paidPaise: 20000,
      }),
    ).toEqual({
      subtotalPaise: 53100,
      discountPaise: 5310,
      roundOffPaise: 10,
      finalTotalPaise: 47800,
      paidPaise: 20000,
      balancePaise: 27800,
    });
    expect(
      billFigures({ lineAmounts: [1250000], discount: { kind: "amount", paise: 0 }, round: false }),
    ).toMatchObject({ finalTotalPaise: 1250000, paidPaise: 0, balancePaise: 1250000 });
    // Round-off off: the paise stay.
    expect(
      billFigures({ lineAmounts: [10049], discount: { kind: "amount", paise: 0 }, round: false }),
    ).toMatchObject({ roundOffPaise: 0, finalTotalPaise: 10049 });
    expect(
      billFigures({ lineAmounts: [10049], discount: { kind: "amount", paise: 0 }, round: true }),
    ).toMatchObject({ roundOffPaise: -49, finalTotalPaise: 10000 });
  });

  it("never discounts more than the subtotal, and shows an overpayment as a negative balance (credit)", () => {
    expect(
      billFigures({ lineAmounts: [5000], discount: { kind: "amount", paise: 9000 }, round: true }),
    ).toMatchObject({ discountPaise: 5000, finalTotalPaise: 0, balancePaise: 0 });
    expect(
      billFigures({
        lineAmounts: [5000],
        discount: { kind: "amount", paise: 0 },
        round: false,
        paidPaise: 6000,
      }),
    ).toMatchObject({ finalTotalPaise: 5000, balancePaise: -1000 });
  });
});

describe("payment status", () => {
  it("follows the money", () => {
    const s = (finalTotalPaise: number, paidPaise: number, cancelled = false) =>
      paymentStatusFor({ finalTotalPaise, paidPaise, cancelled });
    expect(s(1250000, 0)).toBe("unpaid");
    expect(s(1250000, 670000)).toBe("part_paid");
    expect(s(1250000, 1249999)).toBe("part_paid");
    expect(s(1250000, 1250000)).toBe("paid"); // balance 0
    expect(s(1250000, 1300000)).toBe("paid"); // credit
    expect(s(0, 0)).toBe("paid"); // nothing to pay
    expect(s(1250000, 0, true)).toBe("cancelled");
    expect(s(1250000, 1250000, true)).toBe("cancelled");
  });
});

describe("quantities", () => {
  it("reads decimals up to three places, above 0", () => {
    expect(parseQuantity("1.5")).toBe(1500);
    expect(parseQuantity("2")).toBe(2000);
    expect(parseQuantity(" 2.25 ")).toBe(2250);
    expect(parseQuantity("0.001")).toBe(1);
    expect(parseQuantity("1,000")).toBe(1_000_000);
    expect(parseQuantity("1.")).toBe(1000);
    expect(parseQuantity("1000000")).toBe(1_000_000_000);
    for (const bad of [
      "0",
      "0.000",
      "0.0001",
      "1.2345",
      "-1",
      "abc",
      "",
      " ",
      ".5",
      "1e3",
      "1.2.3",
      "10000000",
      "1000000.001",
    ]) {
      expect(parseQuantity(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it("writes thousandths back without trailing zeros", () => {
    expect(quantityText(1500)).toBe("1.5");
    expect(quantityText(2000)).toBe("2");
    expect(quantityText(1)).toBe("0.001");
    expect(quantityText(10)).toBe("0.01");
    expect(quantityText(1250)).toBe("1.25");
    expect(quantityText(1_000_000_000)).toBe("1000000");
    for (const text of ["0.5", "2.25", "3", "12.125", "0.07"]) {
      expect(quantityText(parseQuantity(text)!)).toBe(text);
    }
  });
});

/** The flat field errors of a form post (errors["lines.2.rate"] …), as the form shows them. */
function errorsOf(values: Record<string, string>): Record<string, string> {
  const parsed = billSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}

const customer = { customerName: "Kannan Traders" };

describe("bill form schema", () => {
  it("still reads the one-line form (particulars + amount) as one line", () => {
    const bill = billSchema.parse({ ...customer, particulars: "Visiting cards", amount: "250" });
    expect(bill.lines).toEqual([
      {
        description: "Visiting cards",
        quantityMilli: 1000,
        unit: "pcs",
        ratePaise: 25000,
        amountPaise: 25000,
        productId: null,
        godownItemId: null,
      },
    ]);
    expect(bill.particulars).toBe("Visiting cards");
    expect(bill.figures).toMatchObject({ subtotalPaise: 25000, finalTotalPaise: 25000 });
    expect(bill).toMatchObject({ advance: 0, received: 0, paymentMethod: "cash" });
    expect(errorsOf({ ...customer, particulars: "", amount: "" })).toEqual({
      particulars: BILL_MESSAGES.particularsRequired,
      amount: BILL_MESSAGES.amountRequired,
    });
    expect(errorsOf({ customerName: "", particulars: "", amount: "abc" })).toEqual({
      customerName: BILL_MESSAGES.customerRequired,
      particulars: BILL_MESSAGES.particularsRequired,
      amount: BILL_MESSAGES.moneyInvalid,
    });
  });

  it("reads lines, skipping the spare empty rows, with discount % and round-off", () => {
    const bill = billSchema.parse({
      ...customer,
      "lines.1.description": "Visiting cards",
      "lines.1.quantity": "2.5",
      "lines.1.unit": "sheets",
      "lines.1.rate": "12.40",
      "lines.2.description": "",
      "lines.2.quantity": "1",
      "lines.2.unit": "",
      "lines.2.rate": "",
      "lines.3.description": "Lamination",
      "lines.3.rate": "100.05",
      "lines.4.description": "",
      "lines.4.rate": "",
      discountKind: "percent",
      discount: "10",
      roundOff: "on",
    });
    expect(
      bill.lines.map((l) => [l.description, l.quantityMilli, l.unit, l.ratePaise, l.amountPaise]),
    ).toEqual([
      ["Visiting cards", 2500, "sheets", 1240, 3100],
      ["Lamination", 1000, "pcs", 10005, 10005],
    ]);
    expect(bill.particulars).toBe("Visiting cards; Lamination");
    expect(bill.discount).toEqual({ kind: "percent", bp: 1000 });
    // 131.05 − 13.11 (13.105 half up) = 117.94, rounded to 118.00.
    expect(bill.figures).toMatchObject({
      subtotalPaise: 13105,
      discountPaise: 1311,
      roundOffPaise: 6,
      finalTotalPaise: 11800,
    });
    // Only empty rows: no line at all.
    expect(errorsOf({ ...customer, "lines.1.description": "", "lines.1.rate": "" })).toEqual({
      lines: BILL_MESSAGES.linesRequired,
    });
  });

  it("keys a bad line's errors by its field", () => {
    const errors = errorsOf({
      ...customer,
      "lines.1.description": "Cards",
      "lines.1.rate": "100",
      "lines.2.description": "Flex",
      "lines.2.rate": "12abc",
      "lines.3.description": "Hours",
      "lines.3.quantity": "0",
      "lines.3.rate": "300",
      "lines.4.rate": "5",
      "lines.5.description": "No rate",
    });
    expect(errors).toEqual({
      "lines.2.rate": BILL_MESSAGES.moneyInvalid,
      "lines.3.quantity": BILL_MESSAGES.quantityInvalid,
      "lines.4.description": BILL_MESSAGES.lineDescriptionRequired,
      "lines.5.rate": BILL_MESSAGES.rateRequired,
    });
    expect(
      errorsOf({
        ...customer,
        "lines.1.description": "x",
        "lines.1.rate": "1",
        "lines.1.quantity": "1.2345",
      }),
    ).toEqual({ "lines.1.quantity": BILL_MESSAGES.quantityInvalid });
  });

  it("refuses a discount over the subtotal and a percentage over 100", () => {
    const line = { ...customer, "lines.1.description": "Cards", "lines.1.rate": "100" };
    expect(errorsOf({ ...line, discount: "100.01" })).toEqual({
      discount: BILL_MESSAGES.discountTooHigh,
    });
    expect(billSchema.parse({ ...line, discount: "100" }).figures.finalTotalPaise).toBe(0);
    for (const bad of ["100.01", "101", "150", "-5", "abc", "12.345"]) {
      expect(errorsOf({ ...line, discountKind: "percent", discount: bad }), bad).toEqual({
        discount: BILL_MESSAGES.percentInvalid,
      });
    }
    expect(
      billSchema.parse({ ...line, discountKind: "percent", discount: "100" }).figures,
    ).toMatchObject({ discountPaise: 10000, finalTotalPaise: 0 });
    expect(
      billSchema.parse({ ...line, discountKind: "percent", discount: "12.5%" }).discount,
    ).toEqual({ kind: "percent", bp: 1250 });
  });
});
