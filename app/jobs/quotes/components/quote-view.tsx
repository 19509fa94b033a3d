import { Money } from "~/components/ui/money";
import { mutedText } from "~/components/ui/styles";
import { fill } from "~/lib/forms";
import { formatDay } from "~/lib/format";
import { useLocale } from "~/lib/i18n/i18n";
import { quotesContent } from "../content";
import { quantityLabel } from "../money";

/** One quote version as a table: its lines, sums, validity, turnaround and notes. */
export type QuoteShown = {
  version: number;
  subtotalPaise: number;
  discountPaise: number;
  totalPaise: number;
  validUntil: string;
  turnaroundDays: number;
  notes: string | null;
  lines: {
    description: string;
    quantityMilli: number;
    unit: string;
    ratePaise: number;
    amountPaise: number;
  }[];
};

export function QuoteView({ quote }: { quote: QuoteShown }) {
  const c = quotesContent[useLocale()];
  return (
    <div>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{fill(c.version, { version: quote.version })}</caption>
          <thead>
            <tr className="border-b border-slate-300 dark:border-slate-600">
              <th scope="col" className="py-2 pr-2">
                {c.item}
              </th>
              <th scope="col" className="py-2 pr-2 text-right">
                {c.quantity}
              </th>
              <th scope="col" className="py-2 pr-2 text-right">
                {c.rate}
              </th>
              <th scope="col" className="py-2 text-right">
                {c.amount}
              </th>
            </tr>
          </thead>
          <tbody translate="no">
            {quote.lines.map((l, i) => (
              <tr key={i} className="border-b border-slate-200 dark:border-slate-700">
                <td className="py-2 pr-2 break-words">{l.description}</td>
                <td className="py-2 pr-2 text-right whitespace-nowrap">
                  {quantityLabel(l.quantityMilli)} {l.unit}
                </td>
                <td className="py-2 pr-2 text-right">
                  <Money paise={l.ratePaise} />
                </td>
                <td className="py-2 text-right">
                  <Money paise={l.amountPaise} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-1 text-sm">
        <dt>{c.subtotal}</dt>
        <dd className="text-right">
          <Money paise={quote.subtotalPaise} />
        </dd>
        {quote.discountPaise ? (
          <>
            <dt>{c.discount}</dt>
            <dd className="text-right">
              −<Money paise={quote.discountPaise} />
            </dd>
          </>
        ) : null}
        <dt className="font-semibold">{c.total}</dt>
        <dd className="text-right font-semibold" data-testid="quote-total">
          <Money paise={quote.totalPaise} />
        </dd>
        <dt>{c.validUntil}</dt>
        <dd className="text-right">{formatDay(quote.validUntil)}</dd>
        <dt>{c.turnaround}</dt>
        <dd className="text-right">{fill(c.days, { count: quote.turnaroundDays })}</dd>
      </dl>
      {quote.notes ? (
        <p className={`mt-2 text-sm break-words ${mutedText}`} translate="no">
          {quote.notes}
        </p>
      ) : null}
    </div>
  );
}
