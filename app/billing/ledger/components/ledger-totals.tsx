import { FileText, TrendingDown, TrendingUp, Wallet } from "~/components/ui/icons";
import { Money } from "~/components/ui/money";
import { cardClass, mutedText } from "~/components/ui/styles";
import { formatDate, startOfIndiaDay } from "~/lib/format";
import { fill } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { type LedgerContent, ledgerContent } from "../content";
import { signedRupees } from "../ledger";

const green = "text-green-700 dark:text-green-400";
const red = "text-red-700 dark:text-red-400";

/** The chosen days in words: "1 Jan 2025 to 31 Jan 2025", "From …", "Up to …" or "All dates". */
function rangeText(c: LedgerContent["range"], from: string, to: string) {
  const day = (key: string) => formatDate(startOfIndiaDay(key));
  if (from && to) return fill(c.both, { from: day(from), to: day(to) });
  if (from) return fill(c.from, { from: day(from) });
  if (to) return fill(c.upTo, { to: day(to) });
  return c.all;
}

const blue = "text-blue-800 dark:text-blue-300";

/**
 * The Totals section: the days they cover, then Sales (billed), Total Received (money in), Total
 * Expenses (money out, shown with "−") and Net Balance (in − out). Decision 024.
 */
export function LedgerTotals({
  from,
  to,
  totals,
}: {
  from: string;
  to: string;
  totals: { salesPaise: number; receivedPaise: number; expensePaise: number; netPaise: number };
}) {
  const c = ledgerContent[useLocale()];
  const t = c.totals;
  const cards = [
    {
      label: t.sales,
      value: <Money paise={totals.salesPaise} />,
      Icon: FileText,
      colour: blue,
      testId: "total-sales",
    },
    {
      label: t.received,
      value: <Money paise={totals.receivedPaise} />,
      Icon: TrendingUp,
      colour: totals.receivedPaise < 0 ? red : green,
      testId: "total-received",
    },
    {
      label: t.expenses,
      value: totals.expensePaise ? signedRupees(totals.expensePaise, true) : <Money paise={0} />,
      Icon: TrendingDown,
      colour: red,
      testId: "total-expenses",
    },
    {
      label: t.net,
      value: <Money paise={totals.netPaise} />,
      Icon: Wallet,
      colour: totals.netPaise < 0 ? red : green,
      testId: "net-balance",
    },
  ];
  return (
    <section aria-label={t.label} className="mt-6">
      <p className={`text-sm ${mutedText}`} data-testid="totals-range">
        {rangeText(c.range, from, to)}
      </p>
      <div className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map(({ label, value, Icon, colour, testId }) => (
          <div key={testId} className={`${cardClass} flex items-center gap-4 p-5`}>
            <Icon aria-hidden className={`size-9 shrink-0 ${colour}`} />
            <div>
              <p className={`text-sm ${mutedText}`}>{label}</p>
              <p className={`text-2xl font-bold ${colour}`} data-testid={testId}>
                {value}
              </p>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
