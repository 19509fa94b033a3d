import { IndianRupee, Layers, Undo2 } from "lucide-react";
import type { ReactNode } from "react";
import { Money } from "~/components/ui/money";
import { cardClass, mutedText } from "~/components/ui/styles";

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
  return (
    <>
      <div className="mt-6 grid gap-4 sm:grid-cols-3">
        <SummaryCard
          label="Total Received"
          value={<Money paise={totals.receivedPaise} />}
          icon={<IndianRupee aria-hidden className="size-8 text-green-700" />}
          testId="total-received"
        />
        <SummaryCard
          label="Service Accounts"
          value={String(totals.serviceAccounts)}
          icon={<Layers aria-hidden className="size-8 text-blue-700" />}
          testId="service-accounts"
        />
        <SummaryCard
          label="Total Refunds"
          value={<Money paise={totals.refundsPaise} />}
          icon={<Undo2 aria-hidden className="size-8 text-orange-700" />}
          testId="total-refunds"
        />
      </div>
      <p className={`mt-3 text-sm ${mutedText}`} data-testid="transaction-count">
        {totals.count} {totals.count === 1 ? "transaction" : "transactions"}
      </p>
    </>
  );
}
