import { mutedText } from "~/components/ui/styles";
import { formatDate, formatRupees, startOfIndiaDay } from "~/lib/format";
import { fill } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { dayBookContent } from "../content";
import type { DayCash, OpeningSource } from "../day-book";

const minus = (paise: number) => (paise ? `\u2212${formatRupees(paise)}` : formatRupees(0));

/**
 * The cash drawer's arithmetic for the day: opening cash in hand + cash in − cash out = closing
 * cash in hand (cash only: UPI, card, bank and cheque never reach the drawer).
 */
export function CashSummary({ cash, testId }: { cash: DayCash; testId: string }) {
  const c = dayBookContent[useLocale()].summary;
  const lines = [
    [c.opening, formatRupees(cash.openingCash), "opening-cash"],
    [c.cashIn, formatRupees(cash.cashIn), "cash-in"],
    [c.cashOut, minus(cash.cashOut), "cash-out"],
  ] as const;
  return (
    <dl
      className="mt-3 grid max-w-md grid-cols-[1fr_auto] gap-x-6 gap-y-1 tabular-nums"
      data-testid={testId}
    >
      {lines.map(([label, value, id]) => (
        <div key={id} className="contents">
          <dt>{label}</dt>
          <dd className="text-right" data-testid={id}>
            {value}
          </dd>
        </div>
      ))}
      <div className="contents">
        <dt className="border-t border-slate-300 pt-1 font-bold dark:border-slate-600">
          {c.closing}
        </dt>
        <dd
          className="border-t border-slate-300 pt-1 text-right font-bold dark:border-slate-600"
          data-testid="closing-cash"
        >
          {formatRupees(cash.closingCash)}
        </dd>
      </div>
    </dl>
  );
}

/** Where the day's opening cash comes from: a count, the books' opening cash, or the ledger. */
export function OpeningSourceNote({ source }: { source: OpeningSource }) {
  const c = dayBookContent[useLocale()].summary;
  const text =
    source.kind === "counted"
      ? fill(c.fromCount, { day: formatDate(startOfIndiaDay(source.day)) })
      : source.kind === "set"
        ? fill(c.fromSet, { day: formatDate(startOfIndiaDay(source.day)) })
        : c.fromLedger;
  return (
    <p
      className={`mt-2 text-sm ${mutedText} print:text-black`}
      data-testid="opening-source"
      data-kind={source.kind}
    >
      {text}
    </p>
  );
}
