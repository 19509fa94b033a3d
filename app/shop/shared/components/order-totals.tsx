import { Money } from "~/components/ui/money";
import type { OrderTotals } from "~/lib/delivery";

/** The words of the totals, in the page's language (the shop content's `totals`). */
export type TotalsText = { subtotal: string; delivery: string; free: string; total: string };

/**
 * Subtotal, delivery ("Free" or the fee) and total, as the cart drawer, the checkout summary, the
 * confirmation page and the order cards all show them: one delivery rule (~/lib/delivery), one
 * way of showing it. `testId` names the figures for tests (`<testId>-delivery`, `<testId>-total`).
 */
export function OrderTotalsList({
  totals,
  text: t,
  testId,
  className = "",
}: {
  totals: OrderTotals;
  text: TotalsText;
  testId: string;
  className?: string;
}) {
  return (
    <dl className={`space-y-2 text-sm ${className}`}>
      <div className="flex justify-between gap-4">
        <dt>{t.subtotal}</dt>
        <dd data-testid={`${testId}-subtotal`}>
          <Money paise={totals.subtotalPaise} />
        </dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt>{t.delivery}</dt>
        <dd
          data-testid={`${testId}-delivery`}
          className={
            totals.deliveryPaise > 0 ? "" : "font-semibold text-green-700 dark:text-green-400"
          }
        >
          {totals.deliveryPaise > 0 ? <Money paise={totals.deliveryPaise} /> : t.free}
        </dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-lg font-bold dark:border-slate-800">
        <dt>{t.total}</dt>
        <dd data-testid={`${testId}-total`}>
          <Money paise={totals.totalPaise} />
        </dd>
      </div>
    </dl>
  );
}
