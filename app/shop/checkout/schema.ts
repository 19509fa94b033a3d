import { normalizeIndianPhone } from "~/lib/phone";
import { z } from "~/lib/zod";
import type { ShopContent } from "../content/types";

/** The checkout's schema, shared by the browser and the server. */

/** How a LimraKart order can be paid: cash on delivery, or UPI to the shop's UPI ID. */
export const ORDER_PAYMENT_METHODS = ["cod", "upi"] as const;

/**
 * The checkout's delivery details (phone normalised to +91…, email lower-cased), the payment
 * method (cash on delivery when the form sends none) and its token. UPI is refused while the shop
 * has no UPI ID (`upiAvailable` false).
 */
export function checkoutSchema(
  c: ShopContent["checkout"],
  { upiAvailable }: { upiAvailable: boolean } = { upiAvailable: false },
) {
  return z.object({
    name: z.string().trim().min(1, c.nameRequired).max(100, c.nameRequired),
    phone: z
      .string()
      .trim()
      .min(1, c.phoneInvalid)
      .transform((v, ctx) => {
        const phone = normalizeIndianPhone(v);
        if (!phone) {
          ctx.addIssue({ code: "custom", message: c.phoneInvalid });
          return z.NEVER;
        }
        return phone;
      }),
    email: z
      .string()
      .trim()
      .min(1, c.emailInvalid)
      .max(254, c.emailInvalid)
      .pipe(z.email(c.emailInvalid))
      .transform((v) => v.toLowerCase()),
    address: z.string().trim().min(1, c.addressRequired).max(500, c.addressRequired),
    pinCode: z
      .string()
      .trim()
      .regex(/^[1-9][0-9]{5}$/, c.pinInvalid),
    paymentMethod: z
      .enum(ORDER_PAYMENT_METHODS, { error: c.paymentInvalid })
      .default("cod")
      .refine((m) => m !== "upi" || upiAvailable, c.upiUnavailable),
    token: z.string().uuid(),
  });
}

/** The checkout fields whose absence earns the 'missing information' toast. */
export const CHECKOUT_REQUIRED = ["name", "phone", "email", "address", "pinCode"];
