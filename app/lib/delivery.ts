/**
 * The one LimraKart delivery rule (docs/decisions/033): a fee below a subtotal, free from it, the
 * PIN codes served and the largest total paid cash on delivery. The owner sets it on
 * /admin/settings (business_settings rows, as text); this module turns those settings into the
 * rule and the rule into the charge, for the cart, the checkout page, the server's order total,
 * the e-mails and the shipping policy alike. Pure and browser-safe.
 */

export type DeliveryRule = {
  /** Charged below `freeFromPaise`; 0: delivery is always free. */
  feePaise: number;
  /** A subtotal at or above this is delivered free. */
  freeFromPaise: number;
  /** 6-digit PIN codes or prefixes of them; empty: every PIN code in India. */
  pinCodes: string[];
  /** The largest order total paid cash on delivery; null: no limit. */
  codMaxPaise: number | null;
};

/** The settings holding the rule, as stored (rupees as typed, PIN codes comma-separated). */
export type DeliverySettingValues = {
  deliveryFee: string;
  deliveryFreeFrom: string;
  deliveryPinCodes: string;
  codMaxTotal: string;
};

/** Before the owner saves anything: ₹50 below ₹500, free from ₹500, all of India, no COD limit. */
export const DEFAULT_DELIVERY_SETTINGS: DeliverySettingValues = {
  deliveryFee: "50",
  deliveryFreeFrom: "500",
  deliveryPinCodes: "",
  codMaxTotal: "",
};

/** Rupees as the settings hold them ("50", "49.50"). */
export const RUPEES_PATTERN = /^[0-9]{1,7}(\.[0-9]{1,2})?$/;
/** One PIN code or prefix of one: 1 to 6 digits, not starting with 0. */
export const PIN_PREFIX_PATTERN = /^[1-9][0-9]{0,5}$/;

/** Rupees as typed to paise; null for anything else (empty too). */
export function rupeesToPaise(text: string): number | null {
  const value = text.trim();
  if (!RUPEES_PATTERN.test(value)) return null;
  const [whole, fraction = ""] = value.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** The PIN codes of a list typed with commas, spaces or new lines, in order, without repeats. */
export function splitPinCodes(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).filter(Boolean))];
}

/** The rule of the settings; a value that does not read falls back to the default. */
export function deliveryRuleOf(values: DeliverySettingValues): DeliveryRule {
  const d = DEFAULT_DELIVERY_SETTINGS;
  return {
    feePaise: rupeesToPaise(values.deliveryFee) ?? rupeesToPaise(d.deliveryFee)!,
    freeFromPaise: rupeesToPaise(values.deliveryFreeFrom) ?? rupeesToPaise(d.deliveryFreeFrom)!,
    pinCodes: splitPinCodes(values.deliveryPinCodes).filter((p) => PIN_PREFIX_PATTERN.test(p)),
    codMaxPaise: rupeesToPaise(values.codMaxTotal),
  };
}

/** The delivery charge of a subtotal: free at or above the threshold (and for an empty cart). */
export function deliveryFeePaise(subtotalPaise: number, rule: DeliveryRule): number {
  if (subtotalPaise <= 0 || subtotalPaise >= rule.freeFromPaise) return 0;
  return rule.feePaise;
}

export type OrderTotals = { subtotalPaise: number; deliveryPaise: number; totalPaise: number };

/** Subtotal, delivery and total (= subtotal + delivery) of a cart or an order. */
export function orderTotals(subtotalPaise: number, rule: DeliveryRule): OrderTotals {
  const deliveryPaise = deliveryFeePaise(subtotalPaise, rule);
  return { subtotalPaise, deliveryPaise, totalPaise: subtotalPaise + deliveryPaise };
}

/** Whether the rule delivers to a PIN code: every code when it names none, else by prefix. */
export function servesPinCode(pinCode: string, rule: DeliveryRule): boolean {
  if (rule.pinCodes.length === 0) return true;
  return rule.pinCodes.some((prefix) => pinCode.startsWith(prefix));
}

/** Whether an order of this total may be paid cash on delivery. */
export function codAllowed(totalPaise: number, rule: DeliveryRule): boolean {
  return rule.codMaxPaise === null || totalPaise <= rule.codMaxPaise;
}
