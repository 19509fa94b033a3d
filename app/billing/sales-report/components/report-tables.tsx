import { Link } from "react-router";
import { mutedText } from "~/components/ui/styles";
import { type Column, Table } from "~/components/ui/table";
import { formatRupees } from "~/lib/format";
import {
  customerHref,
  type ItemTotal,
  type MethodTotal,
  type PeriodTotals,
  quantityText,
  SALES_METHOD_LABELS,
  type SalesReport,
  TOP_CUSTOMERS,
  TOP_ITEMS,
  type TopCustomer,
} from "../sales-report";

/**
 * The report's tables, each the UI kit's Table (a phone card per row below `sm`): billed and
 * received per period with the total, received per method with the total, the top customers and
 * the top items.
 */

const money = (paise: number) => formatRupees(paise);
const heading = "mt-8 text-xl font-semibold";
const note = `mt-1 text-sm ${mutedText} print:text-black`;

type PeriodRow = PeriodTotals & { total?: boolean };

const PERIOD_COLUMNS: Column<PeriodRow>[] = [
  {
    key: "period",
    header: "Period",
    rowHeader: true,
    cell: (p) => (p.total ? <strong>{p.label}</strong> : p.label),
  },
  { key: "billed", header: "Billed", align: "right", cell: (p) => money(p.billedPaise) },
  { key: "received", header: "Received", align: "right", cell: (p) => money(p.receivedPaise) },
];

export function PeriodTable({ report }: { report: SalesReport }) {
  const rows: PeriodRow[] = [
    ...report.periods,
    {
      period: "total",
      label: "Total",
      billedPaise: report.billedPaise,
      receivedPaise: report.receivedPaise,
      total: true,
    },
  ];
  return (
    <section aria-labelledby="periods-heading">
      <h2 id="periods-heading" className={heading}>
        Billed and received {report.group === "month" ? "per month" : "per day"}
      </h2>
      <Table
        columns={PERIOD_COLUMNS}
        rows={rows}
        rowKey={(p) => p.period}
        rowData={(p) => ({ "data-period": p.period })}
        caption={`Billed and received ${report.group === "month" ? "per month" : "per day"}, with the total`}
        className="mt-3"
        testId="periods-table"
      />
    </section>
  );
}

type MethodRow = { method: MethodTotal["method"] | "total"; receivedPaise: number };

const METHOD_COLUMNS: Column<MethodRow>[] = [
  {
    key: "method",
    header: "Method",
    rowHeader: true,
    cell: (m) => (m.method === "total" ? <strong>Total</strong> : SALES_METHOD_LABELS[m.method]),
  },
  { key: "received", header: "Received", align: "right", cell: (m) => money(m.receivedPaise) },
];

export function MethodTable({ report }: { report: SalesReport }) {
  const rows: MethodRow[] = [
    ...report.methods,
    { method: "total", receivedPaise: report.receivedPaise },
  ];
  return (
    <section aria-labelledby="methods-heading">
      <h2 id="methods-heading" className={heading}>
        Received by payment method
      </h2>
      <Table
        columns={METHOD_COLUMNS}
        rows={rows}
        rowKey={(m) => m.method}
        rowData={(m) => ({ "data-method": m.method })}
        caption="Money received per payment method (voids taken off), with the total"
        className="mt-3"
        testId="methods-table"
      />
    </section>
  );
}

const CUSTOMER_COLUMNS: Column<TopCustomer>[] = [
  {
    key: "name",
    header: "Customer",
    rowHeader: true,
    cell: (c) => (
      <Link
        to={customerHref(c.id)}
        className="font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-100"
      >
        {c.name}
      </Link>
    ),
  },
  { key: "phone", header: "Phone", hideOnPhone: true, cell: (c) => c.phone ?? "—" },
  { key: "billed", header: "Billed", align: "right", cell: (c) => money(c.billedPaise) },
  { key: "received", header: "Received", align: "right", cell: (c) => money(c.receivedPaise) },
  {
    key: "balance",
    header: "Balance now",
    align: "right",
    cell: (c) => money(c.balancePaise),
  },
];

export function CustomerTable({ customers }: { customers: TopCustomer[] }) {
  return (
    <section aria-labelledby="customers-heading">
      <h2 id="customers-heading" className={heading}>
        Top {TOP_CUSTOMERS} customers
      </h2>
      <p className={note}>
        By billed in these days. Bills without a phone number have no customer and are not listed.
      </p>
      <Table
        columns={CUSTOMER_COLUMNS}
        rows={customers}
        rowKey={(c) => c.id}
        rowData={(c) => ({ "data-customer": c.id })}
        empty="No customer was billed in these days."
        caption="The customers billed most in these days, with what they paid in them and their balance now"
        className="mt-3"
        testId="customers-table"
      />
    </section>
  );
}

const ITEM_COLUMNS: Column<ItemTotal>[] = [
  { key: "item", header: "Item", rowHeader: true, cell: (i) => i.description },
  {
    key: "quantity",
    header: "Quantity",
    align: "right",
    cell: (i) => `${quantityText(i.quantityMilli)} ${i.unit ?? "(mixed units)"}`,
  },
  { key: "bills", header: "Bills", align: "right", cell: (i) => i.billCount },
  { key: "amount", header: "Amount", align: "right", cell: (i) => money(i.amountPaise) },
];

export function ItemTable({ items }: { items: ItemTotal[] }) {
  return (
    <section aria-labelledby="items-heading">
      <h2 id="items-heading" className={heading}>
        Top {TOP_ITEMS} items
      </h2>
      <p className={note}>
        Bill lines by description (ignoring case), line amounts before a bill&apos;s discount;
        cancelled bills left out.
      </p>
      <Table
        columns={ITEM_COLUMNS}
        rows={items}
        rowKey={(i, index) => `${index}-${i.description}`}
        rowData={(i) => ({ "data-item": i.description.toLowerCase() })}
        empty="No bill lines in these days."
        caption="The items billed for most in these days (bill lines, cancelled bills left out)"
        className="mt-3"
        testId="items-table"
      />
    </section>
  );
}
