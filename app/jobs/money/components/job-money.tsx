import { Money } from "~/components/ui/money";
import { cardClass, mutedText } from "~/components/ui/styles";
import { UpiQr } from "~/components/upi-qr";
import { formatRupees } from "~/lib/format";
import { fill } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { jobMoneyContent } from "../content";
import type { JobMoney } from "../money.server";

/** A job's figures — before the bill the quote and its advance, then billed, paid, balance. */
function MoneyFigures({ money }: { money: JobMoney }) {
  const c = jobMoneyContent[useLocale()];
  const rows: [string, number][] = money.bill
    ? [
        [c.billed, money.bill.totalPaise],
        [c.paid, money.bill.paidPaise],
        [c.balance, money.bill.balancePaise],
      ]
    : money.quoteTotalPaise !== null
      ? [
          [c.quoteTotal, money.quoteTotalPaise],
          [fill(c.advance, { percent: money.advancePercent }), money.advancePaise],
        ]
      : [];
  return (
    <>
      {money.closed ? (
        <p className="mt-3 font-semibold" data-testid="job-closed">
          {c.closed}
        </p>
      ) : null}
      {money.bill?.cancelled ? <p className="mt-3">{c.billCancelled}</p> : null}
      {rows.length ? (
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1" data-testid="job-money">
          {rows.map(([label, paise]) => (
            <div key={label} className="contents">
              <dt className={mutedText}>{label}</dt>
              <dd className="text-right font-medium">
                <Money paise={paise} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {money.upi ? (
        <UpiQr
          upi={money.upi}
          caption={fill(c.scanToPay, { amount: formatRupees(money.duePaise) })}
          linkText={c.payByUpiApp}
        />
      ) : null}
    </>
  );
}

/**
 * The job page's money (decision 101): the figures, the UPI QR for what is due, and the way on —
 * make the bill (with the advance), or open the bill and add a payment. A LimraKart job says its
 * money is the order's.
 */
export function JobMoneySection({ jobId, money }: { jobId: string; money: JobMoney }) {
  const c = jobMoneyContent[useLocale()];
  const here = `/billing/jobs/${jobId}`;
  return (
    <section className={`${cardClass} p-4`} aria-labelledby="job-money-heading">
      <h2 id="job-money-heading" className="text-xl font-semibold">
        {c.heading}
      </h2>
      {money.shopOrder ? (
        <p className="mt-3">{c.shopOrder}</p>
      ) : (
        <>
          <MoneyFigures money={money} />
          {money.bill ? (
            <p className="mt-3 flex flex-wrap gap-4">
              <a className="underline" href={`/billing/complaint-preview?id=${money.bill.id}`}>
                {c.openBill} <span translate="no">{money.bill.number}</span>
              </a>
              {money.bill.balancePaise > 0 && !money.bill.cancelled ? (
                <a
                  className="underline"
                  href={`/billing/bills/${money.bill.id}/pay?redirectTo=${encodeURIComponent(here)}`}
                >
                  {c.addPayment}
                </a>
              ) : null}
            </p>
          ) : money.quoteTotalPaise !== null ? (
            <p className="mt-3">
              <a className="underline" href={`${here}/bill`}>
                {c.makeBill}
              </a>
            </p>
          ) : (
            <p className="mt-3">{c.noQuote}</p>
          )}
        </>
      )}
    </section>
  );
}

/** The status link's money: the figures, "Delivered, paid" once closed, the UPI QR for what is due. */
export function StatusMoney({ money }: { money: JobMoney }) {
  const c = jobMoneyContent[useLocale()];
  if (money.shopOrder || (money.quoteTotalPaise === null && !money.bill)) return null;
  return (
    <section className="mt-6" aria-labelledby="status-money-heading">
      <h2 id="status-money-heading" className="text-xl font-semibold">
        {c.heading}
      </h2>
      <MoneyFigures money={money} />
    </section>
  );
}
