/**
 * A quote's sums (docs/decisions/095), the same arithmetic as a bill's lines: quantity in
 * thousandths × rate in paise, half up, exact for any size; the total is the subtotal less the
 * discount, never below 0.
 */
export function quoteLineAmount(quantityMilli: number, ratePaise: number): number {
  return Number((BigInt(quantityMilli) * BigInt(ratePaise) + 500n) / 1000n);
}

/** "1.5" -> 1500 thousandths; null unless a number above 0 with at most 3 decimals. */
export function readQuantity(input: string): number | null {
  const match = /^(\d{1,7})(?:\.(\d{0,3}))?$/.exec(input.trim().replace(/,/g, ""));
  if (!match) return null;
  const milli = Number(match[1]) * 1000 + Number((match[2] ?? "").padEnd(3, "0"));
  return milli > 0 && milli <= 1_000_000_000 ? milli : null;
}

/** 1500 -> "1.5", 2000 -> "2". */
export function quantityLabel(milli: number): string {
  const whole = Math.floor(milli / 1000);
  const rest = milli % 1000;
  return rest ? `${whole}.${String(rest).padStart(3, "0").replace(/0+$/, "")}` : String(whole);
}
