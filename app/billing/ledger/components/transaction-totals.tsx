import { IndianRupee, Layers, Undo2 } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { Money } from "~/components/ui/money";
import { cardClass, mutedText } from "~/components/ui/styles";
import { useLocale } from "~/lib/i18n/i18n";
import { countText } from "~/lib/plural";
import { historyContent } from "../history-content";

function SummaryCard(props: { label: string; value: ReactNode; icon: ReactNode; testId: string }) {
  return (
    <div className={`${cardClass} flex items-center gap-4 p-5`} data-testid={props.testId}>
      {props.icon}
      <div>
        <p className={`text-sm ${mutedText}`}>{props.label}</p>
        <p className="text-2xl font-bold">{props.value}</p>
      </div>
    </div>
  );
}

/** The totals of every matching transaction (not just the page) and how many there are. */
export function TransactionTotals({
  totals,
}: {
  totals: { receivedPaise: number; serviceAccounts: number; refundsPaise: number; count: number };
}) {
  const c = historyContent[useLocale()];
  return (
    <>
      <div className="mt-6 grid gap-4 sm:grid-cols-3">
        <SummaryCard
          label={c.totals.received}
          value={<Money paise={totals.receivedPaise} />}
          icon={<IndianRupee aria-hidden className="size-8 text-green-700" />}
          testId="total-received"
        />
        <SummaryCard
          label={c.totals.serviceAccounts}
          value={String(totals.serviceAccounts)}
          icon={<Layers aria-hidden className="size-8 text-blue-700" />}
          testId="service-accounts"
        />
        <SummaryCard
          label={c.totals.refunds}
          value={<Money paise={totals.refundsPaise} />}
          icon={<Undo2 aria-hidden className="size-8 text-orange-700" />}
          testId="total-refunds"
        />
      </div>
      <p className={`mt-3 text-sm ${mutedText}`} data-testid="transaction-count">
        {countText(totals.count, c.count)}
      </p>
    </>
  );
}
