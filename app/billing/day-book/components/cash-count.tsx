import { Form } from "react-router";
import { mutedText } from "~/components/ui/styles";
import { type Column, Table } from "~/components/ui/table";
import type { FieldErrors } from "~/lib/forms";
import { formatRupees } from "~/lib/format";
import { fill } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import type { CashCount } from "../day-book";
import { type DayBookContent, dayBookContent, differenceText } from "../content";
import { CashFields } from "./cash-fields";
import { indiaTime } from "./entries-table";

/**
 * The "Cash counted" form (a plain post): the cash in the drawer in rupees (0 allowed) and a
 * note; the server sets what was expected (the closing cash in hand) and the difference.
 */
export function CashCountForm({
  day,
  closingCash,
  errors,
  values,
  busy,
}: {
  day: string;
  closingCash: number;
  errors: FieldErrors;
  values: Record<string, string>;
  busy: boolean;
}) {
  const c = dayBookContent[useLocale()].form;
  return (
    <Form
      method="post"
      className="mt-3 grid max-w-xl gap-4 print:hidden"
      data-testid="cash-count-form"
    >
      <input type="hidden" name="day" value={day} />
      <CashFields
        amount={{
          name: "counted",
          label: c.counted,
          hint: fill(c.expected, { amount: formatRupees(closingCash) }),
        }}
        note={{ name: "note", label: c.note, optional: c.optional }}
        submit={{ label: c.save, pending: c.saving }}
        values={values}
        errors={errors}
        busy={busy}
      />
    </Form>
  );
}

/** A difference as words, red when short. */
export function Difference({ paise }: { paise: number }) {
  const c = dayBookContent[useLocale()];
  const tone =
    paise < 0
      ? "text-red-700 dark:text-red-300"
      : paise > 0
        ? "text-amber-800 dark:text-amber-200"
        : "text-green-800 dark:text-green-200";
  return <span className={`font-semibold ${tone}`}>{differenceText(c, paise)}</span>;
}

const columns = (t: DayBookContent["counts"]): Column<CashCount>[] => [
  {
    key: "time",
    header: t.time,
    rowHeader: true,
    cell: (c) => indiaTime(c.createdAt),
    className: "whitespace-nowrap",
  },
  {
    key: "counted",
    header: t.counted,
    align: "right",
    cell: (c) => formatRupees(c.countedPaise),
    className: "whitespace-nowrap tabular-nums",
  },
  {
    key: "expected",
    header: t.expected,
    align: "right",
    cell: (c) => formatRupees(c.expectedPaise),
    className: "whitespace-nowrap tabular-nums",
  },
  {
    key: "difference",
    header: t.difference,
    cell: (c) => <Difference paise={c.differencePaise} />,
    className: "whitespace-nowrap",
  },
  { key: "by", header: t.by, data: true, cell: (n) => n.createdByName ?? "—" },
  {
    key: "note",
    header: t.note,
    data: true,
    cell: (n) => n.note ?? <span className={mutedText}>—</span>,
  },
];

/** The day's counts, latest first. */
export function CashCountHistory({ counts }: { counts: CashCount[] }) {
  const c = dayBookContent[useLocale()].counts;
  return (
    <Table
      columns={columns(c)}
      rows={counts}
      rowKey={(c) => c.id}
      empty={c.empty}
      caption={c.caption}
      className="mt-4"
      testId="cash-counts"
      rowTestId="cash-count-row"
    />
  );
}
