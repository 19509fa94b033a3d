import { useState } from "react";
import { paiseToInput, parseRupeesToPaise } from "~/lib/format";
import type { Bill, BillLine } from "../schema";
import {
  blankRow,
  FILLED_MARK,
  initialRows,
  type LineField,
  type LineRow,
  rowFigures,
  rowKey,
} from "../lines";

/** The bill form's live state: its rows and the boxes the figures depend on. */
export type BillFormState = ReturnType<typeof useBillForm>;

/** The discount box as the bill has it: a percentage, or rupees (empty for none). */
function billDiscount(bill: Bill | null) {
  if (!bill) return { kind: "amount", text: "" };
  if (bill.discountPercentBp !== null)
    return { kind: "percent", text: String(bill.discountPercentBp / 100) };
  return { kind: "amount", text: bill.discountPaise ? paiseToInput(bill.discountPaise) : "" };
}

/**
 * The form's rows, discount, round-off and advance as typed — the refused form's values first,
 * else the bill's, else a new bill's defaults (round-off on) — and the figures they give, worked
 * out again on every key stroke with the server's arithmetic.
 */
export function useBillForm(
  bill: Bill | null,
  lines: readonly BillLine[],
  values: Record<string, string>,
) {
  const sent = Object.keys(values).length > 0;
  const discount = billDiscount(bill);
  const [rows, setRows] = useState<LineRow[]>(() => initialRows(values, lines));
  // An answer whose rows the server filled from their items replaces the rows as typed.
  const [filledFrom, setFilledFrom] = useState(values);
  if (values[FILLED_MARK] && values !== filledFrom) {
    setFilledFrom(values);
    setRows(initialRows(values, lines));
  }
  const [discountKind, setDiscountKind] = useState(values.discountKind ?? discount.kind);
  const [discountText, setDiscountText] = useState(values.discount ?? discount.text);
  const [round, setRound] = useState(
    sent ? values.roundOff === "on" : bill ? bill.roundOffPaise !== 0 : true,
  );
  const [advance, setAdvance] = useState(values.advance ?? "");
  const paidPaise = bill
    ? bill.advancePaise + bill.receivedPaise
    : (parseRupeesToPaise(advance.trim() || "0") ?? 0);
  const figures = rowFigures({ rows, discountKind, discount: discountText, round, paidPaise });
  return {
    rows,
    setCell: (index: number, field: LineField, value: string) =>
      setRows((rs) => rs.map((r, i) => (i === index ? { ...r, [field]: value } : r))),
    /** Changes row `index` from what it is now (several boxes at once, e.g. picking an item). */
    updateRow: (index: number, change: (row: LineRow) => LineRow) =>
      setRows((rs) => rs.map((r, i) => (i === index ? change(r) : r))),
    addRow: () => setRows((rs) => [...rs, blankRow(rowKey())]),
    removeRow: (index: number) =>
      setRows((rs) => {
        const left = rs.filter((_, i) => i !== index);
        return left.length ? left : [blankRow(rowKey())];
      }),
    discountKind,
    setDiscountKind,
    discountText,
    setDiscountText,
    round,
    setRound,
    advance,
    setAdvance,
    figures,
  };
}
