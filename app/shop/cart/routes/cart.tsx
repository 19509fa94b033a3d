import { redirect } from "react-router";
import type { Route } from "./+types/cart";
import { safeRedirect } from "~/lib/safe-redirect";
import { getCurrentUser } from "~/platform/auth/guards.server";
import { logger } from "~/platform/logger.server";
import { getPreferences } from "~/platform/preferences.server";
import { redirectWithToast } from "~/platform/toast.server";
import {
  addToCart,
  clearCart,
  removeCartItem,
  setCartQuantity,
  type CartChange,
} from "../cart.server";
import { cartFailureToast, keepCartIntent } from "../cart-intent.server";
import { shopContent } from "../../content/shop";

/**
 * POST /limrakart/cart: every cart change (add, buy now, set quantity, remove, clear), from the
 * store, the cart drawer and the tea pages, with or without JavaScript. Answers with a redirect
 * back to the page it came from (`redirectTo`) and the spec's toast. A signed-out Add to Cart or
 * Buy Now goes to sign in with the item kept (decision 068): signing in puts it in the cart.
 */
export function loader() {
  return redirect("/limrakart?cart=open");
}

const quantityOf = (value: FormDataEntryValue | null, fallback: number) => {
  const n = Number.parseInt(String(value ?? ""), 10);
  return Number.isFinite(n) ? Math.max(-1000, Math.min(n, 1000)) : fallback;
};

export async function action({ request, context }: Route.ActionArgs) {
  const { locale } = getPreferences(context);
  const t = shopContent[locale].toasts;
  const form = await request.formData();
  const back = safeRedirect(form.get("redirectTo"), "/limrakart");
  const intent = form.get("intent");
  const user = getCurrentUser(context);
  const failure = (title: string, change: CartChange | { kind: "error" }) =>
    redirectWithToast(back, cartFailureToast(locale, title, change));
  if (!user) {
    if (intent !== "add" && intent !== "buy") {
      return redirectWithToast(`/auth?redirectTo=${encodeURIComponent(back)}`, {
        ...t.loginToOrder,
        variant: "destructive",
      });
    }
    const kept = await keepCartIntent({
      productId: String(form.get("productId") ?? ""),
      quantity: Math.max(1, quantityOf(form.get("quantity"), 1)),
      intent,
      returnTo: back,
    });
    // Nothing to keep (an unknown or withdrawn product): say so here, not after signing in.
    if (!kept) return failure(t.addFailed, { kind: "not-found" });
    return redirectWithToast(
      `/auth?redirectTo=${encodeURIComponent(back)}`,
      { ...t.pleaseLogin, variant: "destructive" },
      { headers: { "Set-Cookie": kept } },
    );
  }
  try {
    switch (intent) {
      case "add":
      case "buy": {
        const change = await addToCart(
          user.id,
          String(form.get("productId") ?? ""),
          Math.max(1, quantityOf(form.get("quantity"), 1)),
        );
        if (change.kind !== "ok") return failure(t.addFailed, change);
        if (intent === "buy") return redirect("/limrakart/checkout");
        return redirectWithToast(back, t.added);
      }
      case "update": {
        const change = await setCartQuantity(
          user.id,
          String(form.get("itemId") ?? ""),
          quantityOf(form.get("quantity"), 1),
        );
        if (change.kind === "removed") return redirectWithToast(back, t.removed);
        if (change.kind !== "ok") return failure(t.updateFailed, change);
        return redirect(back);
      }
      case "remove": {
        if (!(await removeCartItem(user.id, String(form.get("itemId") ?? "")))) {
          return failure(t.removeFailed, { kind: "not-found" });
        }
        return redirectWithToast(back, t.removed);
      }
      case "clear":
        await clearCart(user.id);
        return redirect(back);
      default:
        return failure(t.updateFailed, { kind: "error" });
    }
  } catch (error) {
    logger.error("cart change failed", { error: String(error) });
    return failure(intent === "add" || intent === "buy" ? t.addFailed : t.updateFailed, {
      kind: "error",
    });
  }
}
