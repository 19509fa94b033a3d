import { describe, expect, it } from "vitest";
import {
  initialRows,
  reshapedValues,
  rowAmount,
  rowFigures,
  type LineRow,
} from "~/billing/bills/lines";
import { billAge } from "~/billing/bills/components/bills-table";

/** The bill form's rows: where they start, "Add line" / "Remove" without JavaScript, figures. */

const row = (over: Partial<LineRow>): LineRow => ({
  key: "k",
  description: "",
  quantity: "",
  unit: "",
  rate: "",
  link: "",
  ...over,
});

describe("bill form lines", () => {
  it("opens with the bill's lines and two spare rows, or the rows as sent", () => {
    const lines = [
      {
        id: "l1",
        position: 1,
        description: "Flex",
        quantityMilli: 2500,
        unit: "sq.ft",
        ratePaise: 4550,
        amountPaise: 11375,
        productId: null,
        godownItemId: "g1",
      },
    ];
    const rows = initialRows({}, lines);
    expect(rows.map((r) => [r.description, r.quantity, r.rate, r.link])).toEqual([
      ["Flex", "2.5", "45.50", "godown:g1"],
      ["", "", "", ""],
      ["", "", "", ""],
    ]);
    const sent = initialRows({ "lines.0.description": "Cards", "lines.0.rate": "5" }, lines);
    expect(sent.map((r) => r.description)).toEqual(["Cards"]);
  });

  it("adds a blank row, or leaves one out, renumbering from 0 and keeping the rest", () => {
    const values = {
      intent: "add-line",
      customerName: "Meena",
      "lines.0.description": "A",
      "lines.0.rate": "1",
      "lines.3.description": "B",
      "lines.3.rate": "2",
    };
    const added = reshapedValues(values, { add: true });
    expect(added.intent).toBeUndefined();
    expect(added.customerName).toBe("Meena");
    expect(added["lines.1.description"]).toBe("B");
    expect(added["lines.2.description"]).toBe("");
    expect(added["lines.3.description"]).toBeUndefined();
    const removed = reshapedValues(values, { remove: 0 });
    expect(removed["lines.0.description"]).toBe("B");
    expect(removed["lines.1.description"]).toBeUndefined();
    // Removing the last row leaves one blank row to type in.
    const last = reshapedValues({ "lines.0.description": "A" }, { remove: 0 });
    expect(last["lines.0.description"]).toBe("");
  });

  it("works out the figures as the server does, skipping blank rows and unreadable boxes", () => {
    expect(rowAmount(row({ quantity: "2.5", rate: "45.50" }))).toBe(11375);
    expect(rowAmount(row({ rate: "250" }))).toBe(25000);
    expect(rowAmount(row({ quantity: "abc", rate: "250" }))).toBe(0);
    const figures = rowFigures({
      rows: [
        row({ description: "Flex", quantity: "2.5", rate: "45.50" }),
        row({ description: "Cards", quantity: "3", rate: "99.99" }),
        row({ description: "Lamination", rate: "250" }),
        row({ quantity: "4" }),
      ],
      discountKind: "percent",
      discount: "10",
      round: true,
      paidPaise: 20000,
    });
    expect(figures).toEqual({
      subtotalPaise: 66372,
      discountPaise: 6637,
      roundOffPaise: -35,
      finalTotalPaise: 59700,
      paidPaise: 20000,
      balancePaise: 39700,
    });
  });

  it("counts a bill's age in India's calendar days", () => {
    // 23:00 in India on the 13th is 17:30 UTC: one day before the 14th.
    expect(billAge("2026-11-13T17:30:00.000Z", "2026-11-14")).toBe("1 day");
    expect(billAge("2026-11-13T18:30:00.000Z", "2026-11-14")).toBe("0 days");
    expect(billAge("2026-11-02T06:00:00.000Z", "2026-11-14")).toBe("12 days");
  });
});
