import { Badge } from "~/components/ui/badge";
import { type Column, Table } from "~/components/ui/table";
import { mutedText } from "~/components/ui/styles";
import { indiaDaysBetween } from "~/lib/ageing";
import { formatDate, formatDateTime, formatRupees } from "~/lib/format";
import { formatIndianPhone } from "~/lib/phone";
import { plural } from "~/lib/plural";
import type { OverdueCustomer } from "../overdue.server";
import { REMINDER_LANGUAGE_LABELS } from "../reminder";
import { ReminderButton } from "./reminder-button";

/** "Reminded today" (with the time) or nothing. */
export function RemindedToday({ at }: { at: string | null }) {
  if (!at) return null;
  return (
    <Badge tone="success" data-testid="reminded-today">
      Reminded today, {formatDateTime(at).split(", ")[1]}
    </Badge>
  );
}

function columns(redirectTo: string, now: string): Column<OverdueCustomer>[] {
  return [
    {
      key: "customer",
      header: "Customer",
      rowHeader: true,
      cell: (c) => (
        <>
          <span className="font-semibold">{c.name}</span>
          {c.phone ? (
            <span className={`block text-xs ${mutedText}`}>{formatIndianPhone(c.phone)}</span>
          ) : null}
        </>
      ),
    },
    {
      key: "oldest",
      header: "Oldest bill owing",
      cell: (c) => (
        <>
          {formatDate(c.oldestDueAt)}
          <span className={`block text-xs ${mutedText}`}>
            {plural(indiaDaysBetween(c.oldestDueAt, now), "day", "days")} ago
          </span>
        </>
      ),
      className: "whitespace-nowrap",
    },
    {
      key: "balance",
      header: "Balance",
      align: "right",
      cell: (c) => formatRupees(c.balancePaise),
      className: "font-semibold whitespace-nowrap text-red-700 dark:text-red-300",
    },
    {
      key: "language",
      header: "Language",
      cell: (c) => REMINDER_LANGUAGE_LABELS[c.language],
      hideOnPhone: true,
    },
    {
      key: "status",
      header: "Reminded",
      cell: (c) => <RemindedToday at={c.remindedTodayAt} />,
    },
    {
      key: "actions",
      header: "Actions",
      cardLabel: "",
      cell: (c) =>
        c.mobile || c.email ? (
          <ReminderButton
            customerId={c.id}
            customerName={c.name}
            mobile={c.mobile}
            email={Boolean(c.email)}
            redirectTo={redirectTo}
          />
        ) : (
          <span className={`text-sm ${mutedText}`}>No mobile or e-mail</span>
        ),
    },
  ];
}

/** The customers overdue, oldest debt first, each with its reminder buttons. */
export function OverdueList({
  customers,
  redirectTo,
  now,
}: {
  customers: OverdueCustomer[];
  redirectTo: string;
  /** The server's now (ISO), for the ages in India days. */
  now: string;
}) {
  return (
    <Table
      columns={columns(redirectTo, now)}
      rows={customers}
      rowKey={(c) => c.id}
      caption="Customers with bills overdue"
      testId="overdue-table"
      rowTestId="overdue-row"
      rowData={(c) => ({ "data-customer": c.id })}
      className="mt-6"
      empty="No customer owes money for that long."
    />
  );
}
