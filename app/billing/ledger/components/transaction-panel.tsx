import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { EditPanel } from "~/components/ui/edit-panel";
import { Money } from "~/components/ui/money";
import { mutedText } from "~/components/ui/styles";
import { formatDateTime } from "~/lib/format";
import { fill } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { statusLabel } from "../../money";
import { ledgerContent, methodText } from "../content";
import { accountText, historyContent, typeText } from "../history-content";
import { accountTypeTone, signedAmount, transactionTypeTone } from "../transaction-labels";
import type { TransactionDetail } from "../transactions.server";

/** Data (a name, a number, a note) kept out of translation, or "N/A". */
const dataOr = (text: string | null | undefined, na: string) =>
  text ? <span translate="no">{text}</span> : na;

/** The transaction's bill: number, customer, total and status, and a link to it. */
function BillField({ bill }: { bill: NonNullable<TransactionDetail["bill"]> }) {
  const locale = useLocale();
  return (
    <span>
      <span translate="no">
        {bill.number} — {bill.customerName}
      </span>{" "}
      (<Money paise={bill.finalTotalPaise} />, {statusLabel(bill.status, locale)}){" "}
      <Link
        to={`/billing/complaint-preview?id=${bill.id}`}
        className="font-semibold text-brand-700 underline dark:text-brand-100"
      >
        {fill(historyContent[locale].panel.openBill, { number: bill.number })}
      </Link>
    </span>
  );
}

/**
 * One transaction's every field, opened by the URL (`?view=<id>`, so it works without
 * JavaScript); Close (or Escape) goes back to the list. The heading takes the focus on opening.
 */
export function TransactionPanel({
  transaction: t,
  closeHref,
}: {
  transaction: TransactionDetail | null;
  closeHref: string;
}) {
  const locale = useLocale();
  const c = historyContent[locale];
  const lc = ledgerContent[locale];
  const p = c.panel;
  const data = (text: string | null | undefined) => dataOr(text, lc.na);
  const fields: [string, ReactNode][] = t
    ? [
        [
          p.id,
          <span className="font-mono text-xs break-all" translate="no">
            {t.id}
          </span>,
        ],
        [c.columns.date, formatDateTime(t.createdAt)],
        [
          c.columns.type,
          <Badge tone={transactionTypeTone(t.transactionType)}>
            {typeText(c, t.transactionType)}
          </Badge>,
        ],
        [p.account, <Badge tone={accountTypeTone(t.type)}>{accountText(c, t.type)}</Badge>],
        [c.columns.amount, signedAmount(t.amountPaise, t.transactionType, t.type)],
        [p.paymentMethod, methodText(lc, t.paymentMethod)],
        [c.columns.reference, data(t.referenceNumber)],
        [c.columns.description, data(t.description)],
        [p.serviceName, data(t.category)],
        [p.linkedAccount, t.createdByName ? data(t.createdByName) : c.noAccount],
        [c.columns.status, c.success],
        [p.bill, t.bill ? <BillField bill={t.bill} /> : lc.na],
      ]
    : [];
  return (
    <EditPanel
      key={t?.id ?? "none"}
      id="transaction-panel"
      testId="transaction-detail"
      title={t ? p.title : p.notFound}
      closeHref={closeHref}
      closeOnEscape
      preventScrollReset
    >
      {t ? (
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {fields.map(([label, value]) => (
            <div key={label}>
              <dt className={`text-sm ${mutedText}`}>{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className={mutedText}>{p.missing}</p>
      )}
    </EditPanel>
  );
}
