import { describe, expect, it } from "vitest";
import {
  DEFAULT_DELIVERY_SETTINGS,
  codAllowed,
  deliveryFeePaise,
  deliveryRuleOf,
  orderTotals,
  rupeesToPaise,
  servesPinCode,
  splitPinCodes,
  type DeliveryRule,
} from "~/lib/delivery";
import { businessSettingsSchema } from "~/admin/settings/schema";
import { deliveryRuleSentences, policyRupees } from "~/site/delivery-policy";
import { deliveryRuleText } from "~/site/content/policies";

/** The one delivery rule (docs/decisions/033): the charge, the PIN codes, the COD limit. */

const rule = (over: Partial<DeliveryRule> = {}): DeliveryRule => ({
  feePaise: 5000,
  freeFromPaise: 50_000,
  pinCodes: [],
  codMaxPaise: null,
  ...over,
});

describe("deliveryFeePaise", () => {
  it("charges the fee below the threshold and nothing at or above it", () => {
    expect(deliveryFeePaise(49_999, rule())).toBe(5000);
    expect(deliveryFeePaise(50_000, rule())).toBe(0);
    expect(deliveryFeePaise(50_001, rule())).toBe(0);
    expect(deliveryFeePaise(1, rule())).toBe(5000);
  });

  it("charges nothing with a fee of 0, and nothing for an empty cart", () => {
    expect(deliveryFeePaise(100, rule({ feePaise: 0 }))).toBe(0);
    expect(deliveryFeePaise(0, rule())).toBe(0);
  });

  it("makes the total the items plus the delivery", () => {
    expect(orderTotals(30_000, rule())).toEqual({
      subtotalPaise: 30_000,
      deliveryPaise: 5000,
      totalPaise: 35_000,
    });
    expect(orderTotals(50_000, rule())).toEqual({
      subtotalPaise: 50_000,
      deliveryPaise: 0,
      totalPaise: 50_000,
    });
  });
});

describe("the rule from the settings", () => {
  it("defaults to ₹50 below ₹500, all of India, no COD limit", () => {
    expect(deliveryRuleOf(DEFAULT_DELIVERY_SETTINGS)).toEqual(rule());
  });

  it("reads rupees with paise, PIN code lists and the COD limit", () => {
    expect(rupeesToPaise("49.5")).toBe(4950);
    expect(rupeesToPaise("0")).toBe(0);
    expect(rupeesToPaise("")).toBeNull();
    expect(rupeesToPaise("-5")).toBeNull();
    expect(splitPinCodes("627006, 6280\n627006 ;628")).toEqual(["627006", "6280", "628"]);
    expect(
      deliveryRuleOf({
        deliveryFee: "75",
        deliveryFreeFrom: "1000.50",
        deliveryPinCodes: "627006, 6280",
        codMaxTotal: "2000",
      }),
    ).toEqual({
      feePaise: 7500,
      freeFromPaise: 100_050,
      pinCodes: ["627006", "6280"],
      codMaxPaise: 200_000,
    });
  });

  it("serves every PIN code when none is named, else by prefix", () => {
    expect(servesPinCode("110001", rule())).toBe(true);
    const south = rule({ pinCodes: ["6280", "627006"] });
    expect(servesPinCode("628002", south)).toBe(true);
    expect(servesPinCode("627006", south)).toBe(true);
    expect(servesPinCode("627007", south)).toBe(false);
    expect(servesPinCode("110001", south)).toBe(false);
  });

  it("allows cash on delivery up to the limit, inclusive", () => {
    expect(codAllowed(10_000_000, rule())).toBe(true);
    expect(codAllowed(200_000, rule({ codMaxPaise: 200_000 }))).toBe(true);
    expect(codAllowed(200_001, rule({ codMaxPaise: 200_000 }))).toBe(false);
  });
});

describe("the settings form's delivery fields", () => {
  const base = {
    name: "Limra Graphics",
    phone: "+919876543210",
    deliveryFee: "50",
    deliveryFreeFrom: "500",
  };

  it("keeps the values and normalises the PIN codes", () => {
    const parsed = businessSettingsSchema.parse({
      ...base,
      deliveryPinCodes: " 627006 6280,628002 ",
      codMaxTotal: "2000",
    });
    expect(parsed).toMatchObject({
      deliveryFee: "50",
      deliveryFreeFrom: "500",
      deliveryPinCodes: "627006, 6280, 628002",
      codMaxTotal: "2000",
    });
  });

  it("refuses a bad amount, a missing fee and a bad PIN code", () => {
    const bad = (over: Record<string, string>) =>
      businessSettingsSchema.safeParse({ ...base, ...over }).success;
    expect(bad({ deliveryFee: "fifty" })).toBe(false);
    expect(bad({ deliveryFee: "" })).toBe(false);
    expect(bad({ deliveryFreeFrom: "5.555" })).toBe(false);
    expect(bad({ codMaxTotal: "-1" })).toBe(false);
    expect(bad({ deliveryPinCodes: "062700" })).toBe(false);
    expect(bad({ deliveryPinCodes: "6270061" })).toBe(false);
    expect(bad({ deliveryPinCodes: "62A0" })).toBe(false);
    expect(bad({})).toBe(true);
  });
});

describe("the policy's sentences", () => {
  it("write whole rupees without paise and say when delivery is always free", () => {
    expect(policyRupees(5000)).toBe("₹50");
    expect(policyRupees(4950)).toBe("₹49.50");
    const en = deliveryRuleText.en;
    expect(deliveryRuleSentences(rule({ feePaise: 0 }), en)[0]).toBe(en.alwaysFree);
    expect(deliveryRuleSentences(rule({ pinCodes: ["627"] }), en)[1]).toContain("627");
  });
});
