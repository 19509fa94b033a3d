import { Fragment } from "react";
import { Plus } from "~/components/ui/icons";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Money } from "~/components/ui/money";
import { mutedText } from "~/components/ui/styles";
import { type Column, Table } from "~/components/ui/table";
import { formatDate } from "~/lib/format";
import { useLocale } from "~/lib/i18n/i18n";
import { ReasonField } from "../../components/reason-field";
import { billingCopy } from "../../content";
import { type PaymentCopy, paymentCopy } from "../content";
import type { Payment } from "../payments.server";
import type { PaymentsPanelData } from "../receipts.server";

/** "Balance" with the amount due (red), or "Credit" with what the customer paid over (green). */
export function BalanceLine({ balancePaise }: { balancePaise: number }) {
  const c = paymentCopy[useLocale()].panel;
  const credit = balancePaise < 0;
  return (
    <>
      <dt className="font-semibold">{credit ? c.credit : c.balance}</dt>
      <dd
        data-testid="panel-balance"
        className={
          balancePaise > 0
            ? "font-semibold text-red-700 dark:text-red-300"
            : credit
              ? "font-semibold text-green-700 dark:text-green-300"
              : undefined
        }
      >
        <Money paise={Math.abs(balancePaise)} />
      </dd>
    </>
  );
}

const voided = (p: Payment) => (p.voidedAt ? "line-through text-slate-500" : "");

/** A text with its `{receipt}` filled by the receipt number, marked as data. */
function WithReceipt({ text, receipt }: { text: string; receipt: string }) {
  const [before, after] = text.split("{receipt}");
  return (
    <>
      {before}
      <span translate="no">{receipt}</span>
      {after}
    </>
  );
}

/** Void with a required reason (3–300 characters), posted to the payment's void route. */
function VoidButton({
  payment,
  redirectTo,
  c,
}: {
  payment: Payment;
  redirectTo: string;
  c: PaymentCopy["panel"];
}) {
  const id = `void-reason-${payment.id}`;
  return (
    <ConfirmDialog
      trigger={c.void}
      title={<WithReceipt text={c.voidTitle} receipt={payment.receiptNumber} />}
      message={c.voidMessage}
      confirmLabel={c.voidConfirm}
      action={`/billing/payments/${payment.id}/void`}
      fields={{ redirectTo }}
    >
      <ReasonField id={id} label={c.reason} className="mb-2" />
    </ConfirmDialog>
  );
}

/** "Voided on {date} by {name}: {reason}" with the name and the reason marked as data. */
function VoidNote({ payment: p, text }: { payment: Payment; text: string }) {
  const parts = text.split(/(\{\w+\})/);
  const value = (key: string) =>
    key === "{date}" ? (
      formatDate(p.voidedAt!)
    ) : key === "{name}" ? (
      <span translate="no">{p.voidedByName ?? "—"}</span>
    ) : key === "{reason}" ? (
      <span translate="no">{p.voidReason}</span>
    ) : (
      key
    );
  return (
    <span data-testid="void-note" className="text-sm">
      <s translate="no">{p.createdByName ?? ""}</s>{" "}
      {parts.map((part, i) => (
        <Fragment key={i}>{value(part)}</Fragment>
      ))}
    </span>
  );
}

function columns(
  redirectTo: string,
  canVoid: boolean,
  c: PaymentCopy["panel"],
  methods: Record<Payment["method"], string>,
): Column<Payment>[] {
  return [
    { key: "date", header: c.date, cell: (p) => formatDate(p.paidAt), className: voided },
    {
      key: "receipt",
      header: c.receiptNo,
      data: true,
      cell: (p) => (
        <Link to={`/billing/receipts/${p.receiptNumber}`} className="underline">
          {p.voidedAt ? <s>{p.receiptNumber}</s> : p.receiptNumber}
        </Link>
      ),
    },
    {
      key: "method",
      header: c.method,
      cell: (p) => methods[p.method],
      className: voided,
    },
    {
      key: "reference",
      header: c.reference,
      cell: (p) => p.reference ?? "",
      // A long UTR or cheque number wraps rather than push Void out of sight.
      className: (p) => `${voided(p)} wrap-anywhere`,
      data: true,
    },
    {
      key: "amount",
      header: c.amount,
      align: "right",
      cell: (p) => (p.voidedAt ? <s>{formatMoney(p)}</s> : formatMoney(p)),
    },
    {
      key: "by",
      header: c.takenBy,
      className: "wrap-anywhere",
      cell: (p) =>
        p.voidedAt ? (
          <VoidNote payment={p} text={c.voidedOn} />
        ) : (
          <span translate="no">{p.createdByName ?? ""}</span>
        ),
    },
    {
      key: "actions",
      header: <span className="sr-only">{c.actions}</span>,
      cardLabel: "",
      // Kept in sight at the right edge when the table scrolls sideways (a Tamil page at 734 px).
      className: "tbl-end",
      cell: (p) =>
        !p.voidedAt && canVoid ? <VoidButton payment={p} redirectTo={redirectTo} c={c} /> : null,
    },
  ];
}

const formatMoney = (p: Payment) => <Money paise={p.amountPaise} />;

/**
 * A bill's payments (date, receipt no. linking to the receipt, method, reference, amount, taken
 * by), voided ones struck through with who voided them, when and why; Void on each live one;
 * Add payment; and the Paid and Balance / Credit totals. Data: paymentsPanelData(billId).
 * `redirectTo` is where Void comes back to (this page); Add payment goes on to the new receipt
 * unless `payRedirectTo` names a page to come back to.
 */
export function PaymentsPanel({
  data,
  redirectTo,
  payRedirectTo,
}: {
  data: PaymentsPanelData;
  redirectTo: string;
  payRedirectTo?: string;
}) {
  const locale = useLocale();
  const c = paymentCopy[locale].panel;
  const { bill, payments } = data;
  const cancelled = bill.cancelledAt !== null;
  const payHref = `/billing/bills/${bill.id}/pay${
    payRedirectTo ? `?redirectTo=${encodeURIComponent(payRedirectTo)}` : ""
  }`;
  return (
    <section aria-labelledby="payments-heading" className="mt-8" data-testid="payments-panel">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="payments-heading" className="text-xl font-semibold">
          {c.heading}
        </h2>
        {cancelled ? null : (
          <Button to={payHref} variant="outline">
            <Plus aria-hidden className="size-4" />
            {c.addPayment}
          </Button>
        )}
      </div>
      <Table
        columns={columns(redirectTo, !cancelled, c, billingCopy[locale].methods)}
        rows={payments}
        rowKey={(p) => p.id}
        empty={c.empty}
        className="mt-3"
        testId="payments-table"
        rowTestId="payment-row"
        rowData={(p) => ({ "data-voided": p.voidedAt ? "true" : "false" })}
      />
      <dl className="mt-3 ml-auto grid max-w-xs grid-cols-2 gap-y-1 text-right">
        <dt className="font-semibold">{c.paid}</dt>
        <dd data-testid="panel-paid">
          <Money paise={bill.paidPaise} />
        </dd>
        <BalanceLine balancePaise={bill.balancePaise} />
      </dl>
      {cancelled ? <p className={`mt-2 text-sm ${mutedText}`}>{c.cancelled}</p> : null}
    </section>
  );
}
