import { Link } from "react-router";
import { type Column, type SortDirection, Table } from "~/components/ui/table";
import { mutedText } from "~/components/ui/styles";
import { formatDate, formatRupees } from "~/lib/format";
import { fill } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { formatIndianPhone } from "~/lib/phone";
import { ReminderButton } from "../../reminders";
import { type CustomersContent, customersContent } from "../content";
import {
  type CustomerListParams,
  type CustomerRow,
  type CustomerSort,
  customerHref,
  customersHref,
  DEFAULT_DIR,
  type SortDir,
} from "../customers";

/**
 * The customers table: name (a link to the customer), phone, bills, billed, received, balance
 * and last activity, and Send reminder for a customer who owes; the balance, name and last activity headers sort the list (again: the other
 * way round). On a phone every row is a card.
 */
export function CustomersTable({
  customers,
  params,
  empty,
}: {
  customers: CustomerRow[];
  params: Required<Pick<CustomerListParams, "sort" | "dir">> & CustomerListParams;
  empty: string;
}) {
  const sortOf = (sort: CustomerSort) => {
    const current = params.sort === sort;
    const next: SortDir = current ? (params.dir === "asc" ? "desc" : "asc") : DEFAULT_DIR[sort];
    const direction: SortDirection | undefined = current
      ? params.dir === "asc"
        ? "ascending"
        : "descending"
      : undefined;
    return { direction, href: customersHref({ ...params, sort, dir: next, page: 1 }) };
  };
  const copy = customersContent[useLocale()].list;
  const columns = customerColumns(sortOf, params, copy.columns);
  return (
    <Table
      columns={columns}
      rows={customers}
      rowKey={(c) => c.id}
      empty={empty}
      caption={copy.caption}
      className="mt-6"
      testId="customers-table"
      rowTestId="customer-row"
      rowData={(c) => ({ "data-customer-id": c.id })}
    />
  );
}

/** Received, and under it what was given back when something was. */
function Received({ customer, refunded }: { customer: CustomerRow; refunded: string }) {
  return (
    <>
      {formatRupees(customer.receivedPaise)}
      {customer.refundedPaise !== 0 ? (
        <span className={`block text-xs ${mutedText}`}>
          {fill(refunded, { amount: formatRupees(customer.refundedPaise) })}
        </span>
      ) : null}
    </>
  );
}

/** The columns; `sortOf` gives a sortable column its direction and link. */
function customerColumns(
  sortOf: (sort: CustomerSort) => Column<CustomerRow>["sort"],
  params: CustomerListParams,
  h: CustomersContent["list"]["columns"],
): Column<CustomerRow>[] {
  const money = (paise: number) => formatRupees(paise);
  return [
    {
      key: "name",
      header: h.name,
      rowHeader: true,
      data: true,
      sort: sortOf("name"),
      cell: (c) => (
        <Link
          to={customerHref(c.id)}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-100"
        >
          {c.name}
        </Link>
      ),
    },
    {
      key: "phone",
      header: h.phone,
      data: true,
      cell: (c) => (
        <>
          {c.phone ? formatIndianPhone(c.phone) : null}
          {c.otherPhone ? (
            <span className={`block text-xs ${mutedText}`}>{formatIndianPhone(c.otherPhone)}</span>
          ) : null}
        </>
      ),
    },
    { key: "bills", header: h.bills, align: "right", cell: (c) => c.billCount },
    { key: "billed", header: h.billed, align: "right", cell: (c) => money(c.billedPaise) },
    {
      key: "received",
      header: h.received,
      align: "right",
      cell: (c) => <Received customer={c} refunded={h.refunded} />,
    },
    {
      key: "balance",
      header: h.balance,
      align: "right",
      sort: sortOf("balance"),
      cell: (c) => (
        <span className={c.balancePaise > 0 ? "font-semibold text-red-700 dark:text-red-300" : ""}>
          {money(c.balancePaise)}
        </span>
      ),
    },
    {
      key: "activity",
      header: h.activity,
      sort: sortOf("activity"),
      cell: (c) => (c.lastActivityAt ? formatDate(c.lastActivityAt) : "—"),
    },
    {
      key: "actions",
      header: h.actions,
      cell: (c) =>
        c.balancePaise > 0 ? (
          <ReminderButton
            customerId={c.id}
            customerName={c.name}
            mobile={c.phone !== null}
            email={c.email !== null && c.email !== ""}
            redirectTo={customersHref(params)}
          />
        ) : null,
    },
  ];
}
