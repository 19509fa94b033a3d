import type { ReactNode } from "react";
import { Form } from "react-router";
import { fill } from "~/lib/forms";
import { type Column, Table } from "~/components/ui/table";
import { mutedText } from "~/components/ui/styles";
import { indiaDateKey } from "~/lib/dates";
import { formatDate, formatRupees } from "~/lib/format";
import { type Locale, useLocale } from "~/lib/i18n/i18n";
import { countText } from "~/lib/plural";
import type { BillRow } from "../schema";
import {
  amountDue,
  BILL_STATUS_TONES,
  PAYMENT_STATUS_TONES,
  type PaymentStatusValue,
  statusLabel,
} from "../../money";
import { ReminderButton } from "../../reminders/index";
import { billingCopy } from "../../content";
import { billsTableContent, type BillsTableWords } from "../table-content";
import { BillActions } from "./bill-actions";
import { formatIndianPhone, phoneText } from "~/lib/phone";
import { workCopy } from "../work-content";
import { nextWorkStatus, workValue } from "../work-status";

/** How a bill's customer can be reminded (Old Pending), by customer id. */
export type ReminderContacts = Record<string, { mobile: boolean; email: boolean }>;

/**
 * The bills table of Old Bills, Bill History and Old Pending Bills: the work and payment status
 * of each bill (the work moved on in one tap), what it still owes (or the customer's credit), and its actions (Add payment on a
 * bill with a balance, and an Actions menu: add a payment, preview, edit, cancel, delete — the
 * last two ask first, in the row; without JavaScript the menu is a link to the bill's page, which
 * offers them all; decision 048).
 */
export function BillsTable({
  bills,
  redirectTo,
  pending = false,
  today,
  empty,
  className,
  reminders,
}: {
  bills: BillRow[];
  redirectTo: string;
  /** Old Pending: each bill's customer's reminder contacts, for its "Send reminder". */
  reminders?: ReminderContacts;
  /** Old Pending Bills: phone under the name, age, service type, pending amount, no ".00". */
  pending?: boolean;
  /** Today in India (yyyy-mm-dd), for the age of a pending bill; given by the server. */
  today?: string;
  /** Shown instead of the table when there are no bills (a text or an EmptyState). */
  empty: ReactNode;
  /** Extra classes of the table's frame or the empty state, e.g. its top margin. */
  className?: string;
}) {
  // The columns' looks come from the frame's `bills` class, by position (app/app.css).
  const frame = `bills${pending ? " bills-p" : ""}${className ? ` ${className}` : ""}`;
  const locale = useLocale();
  return (
    <>
      {bills.length ? <WorkForm redirectTo={redirectTo} /> : null}
      <Table
        columns={billColumns({ pending, redirectTo, today, reminders, locale })}
        dataRows
        rows={bills}
        rowKey={(b) => b.id}
        empty={empty}
        className={bills.length ? frame : className}
        testId="bills-table"
        rowTestId="bill-row"
      />
    </>
  );
}

/** Whole days from the bill's date to `today`, both India calendar days: "0 days", "1 day". */
export function billAge(createdAt: string, today: string, locale: Locale = "en"): string {
  const days = Math.max(
    0,
    Math.round((Date.parse(today) - Date.parse(indiaDateKey(createdAt))) / 86_400_000),
  );
  return countText(days, billsTableContent[locale].age);
}

/**
 * What a bill still owes, or "Credit ₹X" in green when the customer paid more (interface text in
 * the table's data rows: translate="yes").
 */
export function BalanceText({ paise, short = false }: { paise: number; short?: boolean }) {
  const credit = billsTableContent[useLocale()].credit;
  if (paise < 0) {
    return (
      <span className="credit" translate="yes">
        {credit.replace("{amount}", formatRupees(-paise, { short }))}
      </span>
    );
  }
  return <span className={paise > 0 ? "due" : undefined}>{formatRupees(paise, { short })}</span>;
}

/**
 * The work status and the payment status, side by side, each labelled ("Work: Pending",
 * "Payment: Paid"; decision 070): two pills shaped by the column (app/app.css), each with only
 * its tone's short class (`tn-…`). Under them the work's one tap ("Mark In Progress"), a button
 * of the table's one work form (WorkForm), not on a cancelled or a completed bill.
 */
function StatusCell({ bill: b, locale }: { bill: BillRow; locale: Locale }) {
  const money = b.paymentStatus as PaymentStatusValue;
  const labels: Record<string, string> = billingCopy[locale].paymentStatuses;
  const w = workCopy[locale];
  const next = b.cancelledAt ? null : nextWorkStatus(b.status);
  return (
    <>
      <span data-testid="work-status" className={`tn-${BILL_STATUS_TONES[b.status] ?? "danger"}`}>
        {fill(w.work, { status: statusLabel(b.status, locale) })}
      </span>
      <span
        data-testid="payment-status"
        className={`tn-${PAYMENT_STATUS_TONES[money] ?? "neutral"}`}
      >
        {fill(w.payment, { status: labels[money] ?? b.paymentStatus })}
      </span>
      {next ? (
        <button form={WORK_FORM} name="work" value={workValue(b.id, next)}>
          {fill(w.mark, { status: statusLabel(next, locale) })}
          <span className="sr-only">{` ${b.number}`}</span>
        </button>
      ) : null}
    </>
  );
}

/** The id of the list's one form the rows' work buttons send (`form=` on each button). */
const WORK_FORM = "bill-work";

/** The one form of the rows' work buttons: the intent and the way back, once for the list. */
function WorkForm({ redirectTo }: { redirectTo: string }) {
  return (
    <Form method="post" id={WORK_FORM} preventScrollReset hidden>
      <input type="hidden" name="intent" value="work-status" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
    </Form>
  );
}

/** The customer's name (and, on Old Pending, the phone under it). */
function customerColumn(pending: boolean, h: BillsTableWords["headers"]): Column<BillRow> {
  return {
    key: "customer",
    header: pending ? h.customerName : h.customer,
    cell: (b) => (
      <>
        {b.customerName}
        {pending && b.customerPhone ? (
          <span className={`block text-xs ${mutedText}`}>{formatIndianPhone(b.customerPhone)}</span>
        ) : null}
      </>
    ),
  };
}

/** Old Pending's "Send reminder" for a bill still owing whose customer can be reached. */
function BillReminder({
  bill: b,
  redirectTo,
  reminders,
}: {
  bill: BillRow;
  redirectTo: string;
  reminders?: ReminderContacts;
}) {
  const contact = b.customerId ? reminders?.[b.customerId] : undefined;
  if (!contact || b.balancePaise <= 0 || b.cancelledAt) return null;
  return (
    <div className="mt-1">
      <ReminderButton
        customerId={b.customerId!}
        customerName={b.customerName}
        mobile={contact.mobile}
        email={contact.email}
        redirectTo={redirectTo}
      />
    </div>
  );
}

/** The columns of the bills table; Old Pending Bills has its own set (`pending`). */
function billColumns(o: {
  pending: boolean;
  redirectTo: string;
  today?: string;
  reminders?: ReminderContacts;
  locale: Locale;
}): Column<BillRow>[] {
  const { pending, locale } = o;
  const h = billsTableContent[locale].headers;
  // Old Pending's amounts without ".00", any paise kept: ₹0.11 owed is not ₹0 (issue 35).
  const money = (paise: number) => formatRupees(paise, { short: pending });
  const date: Column<BillRow> = {
    key: "date",
    header: h.date,
    cell: (b) => formatDate(b.createdAt),
  };
  const columns: (Column<BillRow> | false)[] = [
    {
      key: "number",
      header: pending ? h.pendingNumber : h.number,
      cell: (b) => b.number,
    },
    !pending && date,
    customerColumn(pending, h),
    pending
      ? date
      : {
          key: "phone",
          header: h.phone,
          cell: (b) => phoneText(b.customerPhone) ?? "—",
        },
    pending && {
      key: "age",
      header: h.age,
      words: true,
      cell: (b) => (o.today ? billAge(b.createdAt, o.today, locale) : "—"),
    },
    pending && { key: "service", header: h.service, cell: (b) => b.serviceType },
    {
      key: "particulars",
      header: pending ? h.description : h.particulars,
      // Two lines at most (the column's look); the whole text is on the bill's page.
      cell: (b) => <span>{b.particulars}</span>,
    },
    {
      key: "amount",
      header: h.amount,
      cell: (b) => money(b.finalTotalPaise),
    },
    {
      key: "balance",
      header: pending ? h.pending : h.balance,
      // Old Pending's Pending Amount is what is owed (a credit owes nothing).
      cell: (b) => (
        <BalanceText paise={pending ? amountDue(b.balancePaise) : b.balancePaise} short={pending} />
      ),
    },
    {
      key: "status",
      header: h.status,
      words: true,
      cell: (b) => <StatusCell bill={b} locale={locale} />,
    },
    {
      key: "actions",
      header: h.actions,
      cardLabel: "",
      words: true,
      cell: (b, i) => (
        <>
          <BillActions bill={b} redirectTo={o.redirectTo} discover={i === 0} />
          <BillReminder bill={b} redirectTo={o.redirectTo} reminders={o.reminders} />
        </>
      ),
    },
  ];
  return columns.filter((c) => c !== false);
}
