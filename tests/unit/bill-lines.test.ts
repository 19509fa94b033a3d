import { describe, expect, it } from "vitest";
import {
  filledFromItems,
  initialRows,
  type LineItem,
  pickItem,
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

describe("picking a catalog item on a line", () => {
  const cards: LineItem = {
    link: "product:cards",
    name: "Wedding Invitation Cards (100 pcs)",
    ratePaise: 150000,
    unit: "pcs",
  };
  const tea: LineItem = { link: "product:tea", name: "Gold Pack", ratePaise: 23000, unit: "packs" };

  it("fills the description, rate and unit still empty", () => {
    expect(pickItem(row({ quantity: "3" }), cards, null)).toMatchObject({
      link: "product:cards",
      description: "Wedding Invitation Cards (100 pcs)",
      quantity: "3",
      rate: "1500.00",
      unit: "pcs",
    });
  });

  it("keeps a rate and description typed before the item was picked", () => {
    const typed = row({ description: "Cards for Ravi", rate: "1400", unit: "sets" });
    expect(pickItem(typed, cards, null)).toMatchObject({
      description: "Cards for Ravi",
      rate: "1400",
      unit: "sets",
      link: "product:cards",
    });
  });

  it("a different item replaces the old item's rate, unit and name; '—' only unlinks", () => {
    const picked = pickItem(row({}), cards, null);
    const retyped = { ...picked, rate: "1400" };
    expect(pickItem(retyped, tea, cards)).toMatchObject({
      description: "Gold Pack",
      rate: "230.00",
      unit: "packs",
      link: "product:tea",
    });
    expect(pickItem({ ...retyped, description: "Cards for Ravi" }, tea, cards).description).toBe(
      "Cards for Ravi",
    );
    expect(pickItem(retyped, cards, cards).rate).toBe("1400");
    expect(pickItem(retyped, null, cards)).toEqual({ ...retyped, link: "" });
  });

  it("fills a form sent without JavaScript, only where its linked rows lack a description or rate", () => {
    const items = new Map([[cards.link, cards]]);
    const sent = {
      customerName: "X",
      "lines.0.description": "",
      "lines.0.quantity": "3",
      "lines.0.unit": "",
      "lines.0.rate": "",
      "lines.0.link": "product:cards",
      "lines.1.description": "Posters",
      "lines.1.rate": "30",
      "lines.1.link": "",
    };
    expect(filledFromItems(sent, items)).toMatchObject({
      "lines.0.description": cards.name,
      "lines.0.rate": "1500.00",
      "lines.0.unit": "pcs",
      "lines.1.description": "Posters",
      "lines.1.rate": "30",
    });
    const typed = { ...sent, "lines.0.description": "Cards", "lines.0.rate": "1400" };
    expect(filledFromItems(typed, items)).toBeNull();
  });
});
