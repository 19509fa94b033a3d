import { Link } from "react-router";
import { mutedText } from "~/components/ui/styles";
import { type Column, Table } from "~/components/ui/table";
import { formatRupees } from "~/lib/format";
import { type Locale, useLocale } from "~/lib/i18n/i18n";
import { ledgerContent } from "../../ledger";
import { periodText, type SalesReportContent, salesReportContent } from "../content";
import {
  customerHref,
  type ItemTotal,
  type MethodTotal,
  type PeriodTotals,
  quantityText,
  type SalesReport,
  type TopCustomer,
} from "../sales-report";
import { phoneText } from "~/lib/phone";

/**
 * The report's tables, each the UI kit's Table (a phone card per row below `sm`): billed and
 * received per period with the total, received per method with the total, the top customers and
 * the top items.
 */

const money = (paise: number) => formatRupees(paise);
const heading = "mt-8 text-xl font-semibold";
const note = `mt-1 text-sm ${mutedText} print:text-black`;

type PeriodRow = PeriodTotals & { total?: boolean };

const periodColumns = (locale: Locale): Column<PeriodRow>[] => {
  const c = salesReportContent[locale];
  return [
    {
      key: "period",
      header: c.periods.period,
      rowHeader: true,
      cell: (p) => (p.total ? <strong>{c.total}</strong> : periodText(ledgerContent[locale], p)),
    },
    { key: "billed", header: c.billed, align: "right", cell: (p) => money(p.billedPaise) },
    { key: "received", header: c.received, align: "right", cell: (p) => money(p.receivedPaise) },
  ];
};

export function PeriodTable({ report }: { report: SalesReport }) {
  const locale = useLocale();
  const c = salesReportContent[locale];
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
        {c.periods.heading[report.group]}
      </h2>
      <Table
        columns={periodColumns(locale)}
        rows={rows}
        rowKey={(p) => p.period}
        rowData={(p) => ({ "data-period": p.period })}
        caption={c.periods.caption[report.group]}
        className="mt-3"
        testId="periods-table"
      />
    </section>
  );
}

type MethodRow = { method: MethodTotal["method"] | "total"; receivedPaise: number };

const methodColumns = (c: SalesReportContent): Column<MethodRow>[] => [
  {
    key: "method",
    header: c.methodTable.method,
    rowHeader: true,
    cell: (m) => (m.method === "total" ? <strong>{c.total}</strong> : c.methods[m.method]),
  },
  { key: "received", header: c.received, align: "right", cell: (m) => money(m.receivedPaise) },
];

export function MethodTable({ report }: { report: SalesReport }) {
  const c = salesReportContent[useLocale()];
  const rows: MethodRow[] = [
    ...report.methods,
    { method: "total", receivedPaise: report.receivedPaise },
  ];
  return (
    <section aria-labelledby="methods-heading">
      <h2 id="methods-heading" className={heading}>
        {c.methodTable.heading}
      </h2>
      <Table
        columns={methodColumns(c)}
        rows={rows}
        rowKey={(m) => m.method}
        rowData={(m) => ({ "data-method": m.method })}
        caption={c.methodTable.caption}
        className="mt-3"
        testId="methods-table"
      />
    </section>
  );
}

const customerColumns = (t: SalesReportContent): Column<TopCustomer>[] => [
  {
    key: "name",
    header: t.customers.customer,
    rowHeader: true,
    data: true,
    cell: (c) => (
      <Link
        to={customerHref(c.id)}
        className="font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-100"
      >
        {c.name}
      </Link>
    ),
  },
  {
    key: "phone",
    header: t.customers.phone,
    hideOnPhone: true,
    data: true,
    cell: (c) => phoneText(c.phone) ?? "—",
  },
  { key: "billed", header: t.billed, align: "right", cell: (c) => money(c.billedPaise) },
  { key: "received", header: t.received, align: "right", cell: (c) => money(c.receivedPaise) },
  {
    key: "balance",
    header: t.customers.balance,
    align: "right",
    cell: (c) => money(c.balancePaise),
  },
];

export function CustomerTable({ customers }: { customers: TopCustomer[] }) {
  const t = salesReportContent[useLocale()];
  return (
    <section aria-labelledby="customers-heading">
      <h2 id="customers-heading" className={heading}>
        {t.customers.heading}
      </h2>
      <p className={note}>{t.customers.note}</p>
      <Table
        columns={customerColumns(t)}
        rows={customers}
        rowKey={(c) => c.id}
        rowData={(c) => ({ "data-customer": c.id })}
        empty={t.customers.empty}
        caption={t.customers.caption}
        className="mt-3"
        testId="customers-table"
      />
    </section>
  );
}

const itemColumns = (t: SalesReportContent["items"]): Column<ItemTotal>[] => [
  { key: "item", header: t.item, rowHeader: true, data: true, cell: (i) => i.description },
  {
    key: "quantity",
    header: t.quantity,
    align: "right",
    cell: (i) => (
      <>
        {quantityText(i.quantityMilli)}{" "}
        {i.unit ? <span translate="no">{i.unit}</span> : t.mixedUnits}
      </>
    ),
  },
  { key: "bills", header: t.bills, align: "right", cell: (i) => i.billCount },
  { key: "amount", header: t.amount, align: "right", cell: (i) => money(i.amountPaise) },
];

export function ItemTable({ items }: { items: ItemTotal[] }) {
  const t = salesReportContent[useLocale()].items;
  return (
    <section aria-labelledby="items-heading">
      <h2 id="items-heading" className={heading}>
        {t.heading}
      </h2>
      <p className={note}>{t.note}</p>
      <Table
        columns={itemColumns(t)}
        rows={items}
        rowKey={(i, index) => `${index}-${i.description}`}
        rowData={(i) => ({ "data-item": i.description.toLowerCase() })}
        empty={t.empty}
        caption={t.caption}
        className="mt-3"
        testId="items-table"
      />
    </section>
  );
}
