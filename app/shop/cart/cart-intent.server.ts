import { createCookie } from "react-router";
import { z } from "zod";
import type { Locale } from "~/lib/i18n/i18n";
import { fill } from "~/lib/forms";
import { localPath } from "~/lib/safe-redirect";
import type { ToastInput } from "~/lib/toast";
import { getDb } from "~/platform/db/db.server";
import { getEnv } from "~/platform/env.server";
import { logger } from "~/platform/logger.server";
import { hitRateLimit } from "~/platform/rate-limit.server";
import { addToCart, MADE_TO_ORDER_LIMIT, type CartChange } from "./cart.server";
import { shopContent } from "../content/shop";

/**
 * A signed-out customer's Add to Cart or Buy Now, kept while they sign in (decision 068): the
 * item (product, quantity, add or buy) and the page they were on, in a short-lived signed,
 * httpOnly cookie. The sign-in (password, second factor, or the e-mail verification link that
 * signs a new account in) redeems it once: the item goes into the cart and the customer lands
 * back where they were (add) or at checkout (buy).
 */
const COOKIE_NAME = "limra_cart_intent";
/** Long enough to sign up and open the verification e-mail; short enough to be this visit. */
export const CART_INTENT_SECONDS = 30 * 60;
const CHECKOUT = "/limrakart/checkout";

const intentSchema = z.object({
  /** A random id: the intent is redeemed at most once, whatever the browser sends again. */
  id: z.string().regex(/^[0-9a-f-]{36}$/),
  productId: z.string().min(1).max(64),
  quantity: z.number().int().min(1).max(MADE_TO_ORDER_LIMIT),
  intent: z.enum(["add", "buy"]),
  returnTo: z.string().refine((to) => localPath(to) === to),
  expiresAt: z.number(),
});
export type CartIntent = z.infer<typeof intentSchema>;

function intentCookie() {
  const env = getEnv();
  return createCookie(COOKIE_NAME, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    maxAge: CART_INTENT_SECONDS,
    secure: env.secureCookies,
    secrets: [env.AUTH_SECRET],
  });
}

/** True when the product exists and is on sale (it and its category active). */
async function onSale(productId: string): Promise<boolean> {
  const row = await getDb()
    .selectFrom("products as p")
    .innerJoin("product_categories as c", "c.id", "p.category_id")
    .select("p.id")
    .where("p.id", "=", productId)
    .where("p.is_active", "=", 1)
    .where("c.is_active", "=", 1)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * The Set-Cookie header that keeps a signed-out customer's item while they sign in, or null when
 * the item cannot be kept: the product is unknown or off sale, the quantity is out of bounds, or
 * the return target is not a page of this site.
 */
export async function keepCartIntent(input: {
  productId: string;
  quantity: number;
  intent: "add" | "buy";
  returnTo: string;
}): Promise<string | null> {
  const parsed = intentSchema.safeParse({
    ...input,
    id: crypto.randomUUID(),
    expiresAt: Date.now() + CART_INTENT_SECONDS * 1000,
  });
  if (!parsed.success || !(await onSale(parsed.data.productId))) return null;
  return intentCookie().serialize(parsed.data);
}

/** The kept item, when the request carries one that is signed, well formed and not expired. */
export async function readCartIntent(request: Request): Promise<CartIntent | null> {
  const cookie = request.headers.get("Cookie");
  if (!cookie?.includes(`${COOKIE_NAME}=`)) return null;
  const parsed = intentSchema.safeParse(await intentCookie().parse(cookie));
  return parsed.success && parsed.data.expiresAt > Date.now() ? parsed.data : null;
}

/** The toast of a cart change that failed: what went wrong, in the customer's language. */
export function cartFailureToast(
  locale: Locale,
  title: string,
  change: CartChange | { kind: "error" },
): ToastInput {
  const t = shopContent[locale].toasts;
  const description =
    change.kind === "over-stock"
      ? fill(t.onlyLeft, { name: change.productName, count: change.stock })
      : change.kind === "out-of-stock"
        ? fill(t.outOfStock, { name: change.productName })
        : change.kind === "not-found"
          ? t.notAvailable
          : title;
  return { title: t.errorTitle, description: `${title}. ${description}`, variant: "destructive" };
}

export type RedeemedIntent = {
  /** Set-Cookie headers: the kept item is cleared (always, once the request carried one). */
  headers: string[];
  /** Where the signed-in customer goes, and what they are told; null without a kept item. */
  landing: { to: string; toast: ToastInput | null } | null;
};

/**
 * After a sign-in: puts the kept item into `userId`'s cart, once. A second request carrying the
 * same cookie (a double submit, a replayed sign-in) lands in the same place without adding again.
 */
export async function redeemCartIntent(
  request: Request,
  userId: string,
  locale: Locale,
): Promise<RedeemedIntent> {
  const cookie = request.headers.get("Cookie");
  if (!cookie?.includes(`${COOKIE_NAME}=`)) return { headers: [], landing: null };
  const headers = [await intentCookie().serialize("", { maxAge: 0 })];
  const intent = await readCartIntent(request);
  if (!intent) return { headers, landing: null };
  const t = shopContent[locale].toasts;
  const target = intent.intent === "buy" ? CHECKOUT : intent.returnTo;
  // One redemption per intent, counted in the shared database (every instance sees it).
  const first = await hitRateLimit(`cart-intent:${intent.id}`, {
    limit: 1,
    windowMs: CART_INTENT_SECONDS * 1000,
  });
  if (!first.allowed) return { headers, landing: { to: target, toast: null } };
  try {
    const change = await addToCart(userId, intent.productId, intent.quantity);
    if (change.kind !== "ok") {
      return {
        headers,
        landing: { to: intent.returnTo, toast: cartFailureToast(locale, t.addFailed, change) },
      };
    }
    return { headers, landing: { to: target, toast: intent.intent === "buy" ? null : t.added } };
  } catch (error) {
    logger.error("kept cart item could not be added", { error: String(error) });
    return {
      headers,
      landing: {
        to: intent.returnTo,
        toast: cartFailureToast(locale, t.addFailed, { kind: "error" }),
      },
    };
  }
}
