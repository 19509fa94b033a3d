import { FileText, TrendingDown, TrendingUp, Wallet } from "lucide-react";
import { Money } from "~/components/ui/money";
import { cardClass, mutedText } from "~/components/ui/styles";
import { formatDate, startOfIndiaDay } from "~/lib/format";
import { signedRupees } from "../ledger";

const green = "text-green-700 dark:text-green-400";
const red = "text-red-700 dark:text-red-400";

/** The chosen days in words: "1 Jan 2025 to 31 Jan 2025", "From …", "Up to …" or "All dates". */
function rangeText(from: string, to: string) {
  const day = (key: string) => formatDate(startOfIndiaDay(key));
  if (from && to) return `${day(from)} to ${day(to)}`;
  if (from) return `From ${day(from)}`;
  if (to) return `Up to ${day(to)}`;
  return "All dates";
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
  const cards = [
    {
      label: "Sales",
      value: <Money paise={totals.salesPaise} />,
      Icon: FileText,
      colour: blue,
      testId: "total-sales",
    },
    {
      label: "Total Received",
      value: <Money paise={totals.receivedPaise} />,
      Icon: TrendingUp,
      colour: totals.receivedPaise < 0 ? red : green,
      testId: "total-received",
    },
    {
      label: "Total Expenses",
      value: totals.expensePaise ? signedRupees(totals.expensePaise, true) : <Money paise={0} />,
      Icon: TrendingDown,
      colour: red,
      testId: "total-expenses",
    },
    {
      label: "Net Balance",
      value: <Money paise={totals.netPaise} />,
      Icon: Wallet,
      colour: totals.netPaise < 0 ? red : green,
      testId: "net-balance",
    },
  ];
  return (
    <section aria-label="Totals" className="mt-6">
      <p className={`text-sm ${mutedText}`} data-testid="totals-range">
        {rangeText(from, to)}
      </p>
      <div className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map(({ label, value, Icon, colour, testId }) => (
          <div key={label} className={`${cardClass} flex items-center gap-4 p-5`}>
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
