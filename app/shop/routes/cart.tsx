import { redirect } from "react-router";
import type { Route } from "./+types/cart";
import { fill } from "~/lib/forms";
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
import { shopContent } from "../content/shop";

/**
 * POST /limrakart/cart: every cart change (add, buy now, set quantity, remove, clear), from the
 * store, the cart drawer and the tea pages, with or without JavaScript. Answers with a redirect
 * back to the page it came from (`redirectTo`) and the spec's toast.
 */
export function loader() {
  return redirect("/limrakart?cart=open");
}

const quantityOf = (value: FormDataEntryValue | null, fallback: number) => {
  const n = Number.parseInt(String(value ?? ""), 10);
  return Number.isFinite(n) ? Math.max(-1000, Math.min(n, 1000)) : fallback;
};

export async function action({ request, context }: Route.ActionArgs) {
  const t = shopContent[getPreferences(context).locale].toasts;
  const form = await request.formData();
  const back = safeRedirect(form.get("redirectTo"), "/limrakart");
  const intent = form.get("intent");
  const user = getCurrentUser(context);
  if (!user) {
    return redirectWithToast(`/auth?redirectTo=${encodeURIComponent(back)}`, {
      ...(intent === "add" || intent === "buy" ? t.pleaseLogin : t.loginToOrder),
      variant: "destructive",
    });
  }
  const failure = (title: string, change: CartChange | { kind: "error" }) => {
    const description =
      change.kind === "over-stock"
        ? fill(t.onlyLeft, { name: change.productName, count: change.stock })
        : change.kind === "out-of-stock"
          ? fill(t.outOfStock, { name: change.productName })
          : change.kind === "not-found"
            ? t.notAvailable
            : title;
    return redirectWithToast(back, {
      title: t.errorTitle,
      description: `${title}. ${description}`,
      variant: "destructive",
    });
  };

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
