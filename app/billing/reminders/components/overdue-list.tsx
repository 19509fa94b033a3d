import { Badge } from "~/components/ui/badge";
import { type Column, Table } from "~/components/ui/table";
import { mutedText } from "~/components/ui/styles";
import { indiaDaysBetween } from "~/lib/ageing";
import { formatDate, formatDateTime, formatRupees } from "~/lib/format";
import { fill } from "~/lib/forms";
import { formatIndianPhone } from "~/lib/phone";
import { useLocale } from "~/lib/i18n/i18n";
import { countText } from "~/lib/plural";
import { type RemindersContent, remindersContent } from "../content";
import type { OverdueCustomer } from "../overdue.server";
import { ReminderButton } from "./reminder-button";

/** "Reminded today" (with the time) or nothing. */
export function RemindedToday({ at }: { at: string | null }) {
  const c = remindersContent[useLocale()].list;
  if (!at) return null;
  return (
    <Badge tone="success" data-testid="reminded-today">
      {fill(c.remindedAt, { time: formatDateTime(at).split(", ")[1] ?? "" })}
    </Badge>
  );
}

function columns(
  redirectTo: string,
  today: string,
  copy: RemindersContent,
): Column<OverdueCustomer>[] {
  const h = copy.list;
  return [
    {
      key: "customer",
      header: h.customer,
      rowHeader: true,
      data: true,
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
      header: h.oldest,
      cell: (c) => (
        <>
          {formatDate(c.oldestDueAt)}
          <span className={`block text-xs ${mutedText}`}>
            {fill(h.ago, { days: countText(indiaDaysBetween(c.oldestDueAt, today), h.days) })}
          </span>
        </>
      ),
      className: "whitespace-nowrap",
    },
    {
      key: "balance",
      header: h.balance,
      align: "right",
      cell: (c) => formatRupees(c.balancePaise),
      className: "font-semibold whitespace-nowrap text-red-700 dark:text-red-300",
    },
    {
      key: "language",
      header: h.language,
      cell: (c) => copy.languages[c.language],
      hideOnPhone: true,
    },
    {
      key: "status",
      header: h.reminded,
      cell: (c) => <RemindedToday at={c.remindedTodayAt} />,
    },
    {
      key: "actions",
      header: h.actions,
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
          <span className={`text-sm ${mutedText}`}>{h.noContact}</span>
        ),
    },
  ];
}

/** The customers overdue, oldest debt first, each with its reminder buttons. */
export function OverdueList({
  customers,
  redirectTo,
  today,
}: {
  customers: OverdueCustomer[];
  redirectTo: string;
  /** The start of the server's India day (ISO), for the ages in India days. */
  today: string;
}) {
  const copy = remindersContent[useLocale()];
  return (
    <Table
      columns={columns(redirectTo, today, copy)}
      rows={customers}
      rowKey={(c) => c.id}
      caption={copy.list.caption}
      testId="overdue-table"
      rowTestId="overdue-row"
      rowData={(c) => ({ "data-customer": c.id })}
      className="mt-6"
      empty={copy.list.empty}
    />
  );
}
