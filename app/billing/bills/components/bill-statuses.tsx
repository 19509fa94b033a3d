import { Form } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { fill } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { billingCopy } from "../../content";
import {
  BILL_STATUS_TONES,
  PAYMENT_STATUS_TONES,
  type PaymentStatusValue,
  statusLabel,
  WORK_STATUSES,
} from "../../money";
import { workCopy } from "../work-content";
import { workStatusOf, workValue } from "../work-status";

/**
 * The bill page's two statuses, each labelled (decision 070) — "Work: In Progress" and
 * "Payment: Part-paid" — and the work's moves, one tap each: a button for every other work
 * status, posting `intent=work-status` to the page's action (no JavaScript needed). A cancelled
 * bill's work does not move.
 */
export function BillStatuses({
  bill: b,
  here,
}: {
  bill: { id: string; status: string; paymentStatus: string; cancelledAt: string | null };
  here: string;
}) {
  const locale = useLocale();
  const w = workCopy[locale];
  const money = b.paymentStatus as PaymentStatusValue;
  const moneyLabels: Record<string, string> = billingCopy[locale].paymentStatuses;
  const now = workStatusOf(b.status);
  return (
    <section
      aria-labelledby="bill-statuses"
      className="mt-4 flex flex-wrap items-center gap-2 print:hidden"
      data-testid="bill-statuses"
    >
      <h2 id="bill-statuses" className="sr-only">
        {w.statuses}
      </h2>
      <Badge size="sm" tone={BILL_STATUS_TONES[now] ?? "danger"} data-testid="work-status">
        {fill(w.work, { status: statusLabel(now, locale) })}
      </Badge>
      <Badge size="sm" tone={PAYMENT_STATUS_TONES[money] ?? "neutral"} data-testid="payment-status">
        {fill(w.payment, { status: moneyLabels[money] ?? b.paymentStatus })}
      </Badge>
      {b.cancelledAt ? null : (
        <Form
          method="post"
          preventScrollReset
          aria-label={w.moveTo}
          className="flex flex-wrap gap-2"
          data-testid="work-moves"
        >
          <input type="hidden" name="intent" value="work-status" />
          <input type="hidden" name="redirectTo" value={here} />
          {WORK_STATUSES.filter((s) => s !== now).map((s) => (
            <Button key={s} type="submit" variant="outline" name="work" value={workValue(b.id, s)}>
              {fill(w.mark, { status: statusLabel(s, locale) })}
            </Button>
          ))}
        </Form>
      )}
    </section>
  );
}
