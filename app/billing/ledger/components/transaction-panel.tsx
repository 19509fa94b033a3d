import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { EditPanel } from "~/components/ui/edit-panel";
import { Money } from "~/components/ui/money";
import { mutedText } from "~/components/ui/styles";
import { formatDateTime } from "~/lib/format";
import { statusLabel } from "../../money";
import {
  NO_ACCOUNT,
  accountTypeLabel,
  accountTypeTone,
  paymentMethodLabel,
  signedAmount,
  transactionTypeLabel,
  transactionTypeTone,
} from "../transaction-labels";
import type { TransactionDetail } from "../transactions.server";

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
  const fields: [string, ReactNode][] = t
    ? [
        ["Transaction ID", <span className="font-mono text-xs break-all">{t.id}</span>],
        ["Date & Time", formatDateTime(t.createdAt)],
        [
          "Type",
          <Badge tone={transactionTypeTone(t.transactionType)}>
            {transactionTypeLabel(t.transactionType)}
          </Badge>,
        ],
        ["Account", <Badge tone={accountTypeTone(t.type)}>{accountTypeLabel(t.type)}</Badge>],
        ["Amount", signedAmount(t.amountPaise, t.transactionType, t.type)],
        ["Payment Method", paymentMethodLabel(t.paymentMethod)],
        ["Reference", t.referenceNumber || "N/A"],
        ["Description", t.description || "N/A"],
        ["Service Name", t.category || "N/A"],
        ["Linked Account Name", t.createdByName || NO_ACCOUNT],
        ["Status", "Success"],
        [
          "Bill",
          t.bill ? (
            <span>
              {t.bill.number} — {t.bill.customerName} (<Money paise={t.bill.finalTotalPaise} />,{" "}
              {statusLabel(t.bill.status)}){" "}
              <Link
                to={`/billing/complaint-preview?id=${t.bill.id}`}
                className="font-semibold text-brand-700 underline dark:text-brand-100"
              >
                Open bill {t.bill.number}
              </Link>
            </span>
          ) : (
            "N/A"
          ),
        ],
      ]
    : [];
  return (
    <EditPanel
      key={t?.id ?? "none"}
      id="transaction-panel"
      testId="transaction-detail"
      title={t ? "Transaction Details" : "Transaction not found"}
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
        <p className={mutedText}>
          This transaction does not exist (it may have been deleted with its bill).
        </p>
      )}
    </EditPanel>
  );
}
