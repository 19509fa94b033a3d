import { Minus, Plus, ShoppingBag, Trash2, X } from "~/components/ui/icons";
import { useEffect, useRef } from "react";
import { Link, useFetcher, useNavigate } from "react-router";
import { buttonClass, mutedText } from "~/components/ui/styles";
import { fill } from "~/lib/forms";
import { formatRupees } from "~/lib/format";
import type { OrderTotals } from "~/lib/delivery";
import type { Cart, CartLine } from "../cart.server";
import type { ShopContent } from "../../content/types";
import { OrderTotalsList, type TotalsText } from "../../shared/components/order-totals";
import { ProductImage } from "../../shared/components/product-image";

/** The drawer's panel takes the focus when it opens; Escape closes it, like its close button. */
function useDrawerPanel(closeHref: string) {
  const panel = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    panel.current?.focus();
  }, []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      void navigate(closeHref, { replace: true, preventScrollReset: true });
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [closeHref, navigate]);
  return panel;
}

type CartText = ShopContent["cart"];
/** The drawer's words: the cart's and the totals'. */
export type CartDrawerText = CartText & { totals: TotalsText };

/** The empty cart: a note and Continue Shopping. */
function EmptyCart({ c, closeHref }: { c: CartText; closeHref: string }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center p-8 text-center">
      <ShoppingBag aria-hidden className="size-12 text-slate-400" />
      <p className="mt-4 text-lg font-semibold">{c.emptyTitle}</p>
      <p className={mutedText}>{c.emptyText}</p>
      <Link to={closeHref} preventScrollReset replace className={`${buttonClass.primary} mt-6`}>
        {c.continueShopping}
      </Link>
    </div>
  );
}

/** Subtotal, delivery and total (the delivery rule's, as at checkout), Continue Shopping, Checkout. */
function CartFooter({
  c,
  totals,
  closeHref,
}: {
  c: CartDrawerText;
  totals: OrderTotals;
  closeHref: string;
}) {
  return (
    <div className="border-t border-slate-200 p-4 dark:border-slate-800">
      <OrderTotalsList totals={totals} text={c.totals} testId="cart" />
      <div className="mt-4 grid grid-cols-2 gap-3">
        <Link to={closeHref} preventScrollReset replace className={buttonClass.outline}>
          {c.continueShopping}
        </Link>
        <Link to="/limrakart/checkout" className={buttonClass.primary}>
          {c.checkout}
        </Link>
      </div>
    </div>
  );
}

/**
 * The cart drawer on the right. Open when the URL says `?cart=open` (so it works without
 * JavaScript and the back button closes it); every change is a form to /limrakart/cart.
 */
export function CartDrawer({
  cart,
  totals,
  content: c,
  closeHref,
  here,
}: {
  cart: Cart;
  /** The cart's totals with the delivery rule (~/lib/delivery orderTotals), from the loader. */
  totals: OrderTotals;
  content: CartDrawerText;
  closeHref: string;
  here: string;
}) {
  const panel = useDrawerPanel(closeHref);
  return (
    <div className="fixed inset-0 z-50" data-testid="cart-drawer">
      <Link
        to={closeHref}
        preventScrollReset
        replace
        aria-label={c.close}
        className="absolute inset-0 bg-slate-950/50"
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="cart-title"
        tabIndex={-1}
        className="absolute inset-y-0 right-0 flex w-full max-w-md flex-col bg-white shadow-xl outline-none dark:bg-slate-900"
      >
        <div className="flex items-start justify-between border-b border-slate-200 p-4 dark:border-slate-800">
          <div>
            <h2 id="cart-title" className="text-xl font-bold">
              {fill(c.title, { count: cart.count })}
            </h2>
            <p className={`text-sm ${mutedText}`}>{c.subtitle}</p>
          </div>
          <Link
            to={closeHref}
            preventScrollReset
            replace
            className="rounded-md p-2 hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <X aria-hidden className="size-5" />
            <span className="sr-only">{c.close}</span>
          </Link>
        </div>
        {cart.lines.length === 0 ? (
          <EmptyCart c={c} closeHref={closeHref} />
        ) : (
          <>
            <ul className="flex-1 space-y-4 overflow-y-auto p-4">
              {cart.lines.map((line) => (
                <CartLineRow key={line.id} line={line} content={c} here={here} />
              ))}
            </ul>
            <CartFooter c={c} totals={totals} closeHref={closeHref} />
          </>
        )}
      </div>
    </div>
  );
}

function CartLineRow({
  line,
  content: c,
  here,
}: {
  line: CartLine;
  content: ShopContent["cart"];
  here: string;
}) {
  const fetcher = useFetcher();
  const busy = fetcher.state !== "idle";
  return (
    <li className="flex gap-3" data-testid="cart-line">
      <ProductImage
        src={line.imageUrl}
        alt=""
        width={80}
        height={60}
        className="h-15 w-20 shrink-0 rounded object-cover"
      />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{line.name}</p>
        <p className={`text-sm ${mutedText}`}>
          {formatRupees(line.unitPricePaise)} ·{" "}
          {line.available ? (
            line.madeToOrder ? (
              c.madeToOrder
            ) : (
              fill(c.left, { count: line.stock })
            )
          ) : (
            <span className="font-semibold text-red-700 dark:text-red-300">{c.unavailable}</span>
          )}
        </p>
        {line.available ? (
          <QuantityStepper line={line} c={c} here={here} fetcher={fetcher} busy={busy} />
        ) : null}
      </div>
      <div className="flex flex-col items-end justify-between">
        <p className={`font-semibold ${line.available ? "" : "line-through opacity-60"}`}>
          {formatRupees(line.lineTotalPaise)}
        </p>
        <fetcher.Form method="post" action="/limrakart/cart" preventScrollReset>
          <input type="hidden" name="itemId" value={line.id} />
          <input type="hidden" name="redirectTo" value={here} />
          <button
            type="submit"
            name="intent"
            value="remove"
            disabled={busy}
            className="rounded-md p-2 text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-slate-800"
          >
            <Trash2 aria-hidden className="size-4" />
            <span className="sr-only">{fill(c.remove, { name: line.name })}</span>
          </button>
        </fetcher.Form>
      </div>
    </li>
  );
}

const iconButton =
  "flex size-8 items-center justify-center rounded-md border border-slate-300 hover:bg-slate-100 disabled:opacity-40 dark:border-slate-700 dark:hover:bg-slate-800";

/** − quantity + of an available line (one more only while the stock lasts). */
function QuantityStepper({
  line,
  c,
  here,
  fetcher,
  busy,
}: {
  line: CartLine;
  c: CartText;
  here: string;
  fetcher: ReturnType<typeof useFetcher>;
  busy: boolean;
}) {
  return (
    <fetcher.Form
      method="post"
      action="/limrakart/cart"
      preventScrollReset
      className="mt-2 flex items-center gap-2"
    >
      <input type="hidden" name="itemId" value={line.id} />
      <input type="hidden" name="redirectTo" value={here} />
      <input type="hidden" name="intent" value="update" />
      <button
        type="submit"
        name="quantity"
        value={line.quantity - 1}
        disabled={busy || line.quantity <= 1}
        className={iconButton}
      >
        <Minus aria-hidden className="size-4" />
        <span className="sr-only">{fill(c.decrease, { name: line.name })}</span>
      </button>
      <span
        aria-label={fill(c.quantity, { name: line.name })}
        data-testid="cart-quantity"
        className="w-8 text-center font-semibold"
      >
        {line.quantity}
      </span>
      <button
        type="submit"
        name="quantity"
        value={line.quantity + 1}
        disabled={busy || line.quantity >= line.stock}
        className={iconButton}
      >
        <Plus aria-hidden className="size-4" />
        <span className="sr-only">{fill(c.increase, { name: line.name })}</span>
      </button>
    </fetcher.Form>
  );
}
