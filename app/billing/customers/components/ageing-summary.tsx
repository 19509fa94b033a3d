import { cardClass, mutedText } from "~/components/ui/styles";
import { AGEING_BUCKETS } from "~/lib/ageing";
import { formatDate, formatRupees } from "~/lib/format";
import { fill } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { countText } from "~/lib/plural";
import { customersContent } from "../content";
import type { Customer } from "../customers";

type AgeingFigures = {
  balancePaise: number;
  current: number;
  days31to60: number;
  days61to90: number;
  over90: number;
  oldestDueAt: string | null;
};

/** The customer's figures and their balance by age (oldest paid first), from the bills. */
export function AgeingSummary({ customer, ageing }: { customer: Customer; ageing: AgeingFigures }) {
  const owes = ageing.balancePaise > 0;
  const c = customersContent[useLocale()].balance;
  return (
    <section aria-labelledby="balance-heading" className={`${cardClass} mt-6 p-5`}>
      <h2 id="balance-heading" className="text-xl font-semibold">
        {c.heading}
      </h2>
      <p className="mt-2 text-3xl font-bold" data-testid="customer-balance">
        <span className={owes ? "text-red-700 dark:text-red-300" : undefined}>
          {ageing.balancePaise < 0
            ? fill(c.credit, { amount: formatRupees(-ageing.balancePaise) })
            : formatRupees(ageing.balancePaise)}
        </span>
      </p>
      <p className={`mt-1 text-sm ${mutedText}`}>
        {fill(c.summary, {
          bills: countText(customer.billCount, c.bills),
          billed: formatRupees(customer.billedPaise),
          received: formatRupees(customer.receivedPaise),
        })}
        {customer.refundedPaise !== 0
          ? fill(c.refunded, { refunded: formatRupees(customer.refundedPaise) })
          : ""}
        {ageing.oldestDueAt ? fill(c.owingSince, { date: formatDate(ageing.oldestDueAt) }) : ""}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="ageing">
        {AGEING_BUCKETS.map((b) => (
          <div
            key={b.key}
            className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
            data-bucket={b.key}
            data-paise={ageing[b.key]}
          >
            <dt className={`text-sm ${mutedText}`}>{c.buckets[b.key]}</dt>
            <dd className="mt-1 text-lg font-semibold">{formatRupees(ageing[b.key])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
