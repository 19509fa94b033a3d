import type { DeliveryRule } from "~/lib/delivery";
import { formatRupees } from "~/lib/format";
import { fill } from "~/lib/forms";
import type { DeliveryRuleText } from "./content/policies";
import type { PolicyContent } from "./content/types";

/** An amount as the policy writes it: whole rupees without ".00" (₹50), else with paise. */
export function policyRupees(paise: number): string {
  return formatRupees(paise, { short: true });
}

/** The delivery rule in the policy's words: the charge, the areas, the cash-on-delivery limit. */
export function deliveryRuleSentences(rule: DeliveryRule, t: DeliveryRuleText): string[] {
  const charge =
    rule.feePaise === 0 || rule.freeFromPaise === 0
      ? t.alwaysFree
      : fill(t.charge, {
          fee: policyRupees(rule.feePaise),
          freeFrom: policyRupees(rule.freeFromPaise),
        });
  const areas =
    rule.pinCodes.length === 0
      ? t.areasAll
      : fill(t.areasSome, { codes: rule.pinCodes.join(", ") });
  const cod =
    rule.codMaxPaise === null ? [] : [fill(t.codLimit, { limit: policyRupees(rule.codMaxPaise) })];
  return [charge, areas, ...cod];
}

/**
 * The Shipping & Delivery Policy with the rule's sentences at the head of its first section (the
 * delivery areas, times and charges); the typed text holds the times only.
 */
export function withDeliveryRule(
  policy: PolicyContent,
  rule: DeliveryRule,
  t: DeliveryRuleText,
): PolicyContent {
  const [first, ...rest] = policy.sections;
  if (!first) return policy;
  const bullets = [...deliveryRuleSentences(rule, t), ...(first.bullets ?? [])];
  return { ...policy, sections: [{ ...first, bullets }, ...rest] };
}
