import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Input, Textarea } from "~/components/ui/field";
import { mutedText } from "~/components/ui/styles";
import { type Column, Table } from "~/components/ui/table";
import type { FieldErrors } from "~/lib/forms";
import { formatRupees } from "~/lib/format";
import { type CashCount, differenceLabel } from "../day-book";
import { NOTE_MAX } from "../schema";
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
  return (
    <Form
      method="post"
      className="mt-3 grid max-w-xl gap-4 print:hidden"
      data-testid="cash-count-form"
    >
      <input type="hidden" name="day" value={day} />
      <Input
        name="counted"
        label="Cash counted (₹)"
        requiredMark
        inputMode="decimal"
        autoComplete="off"
        hint={`Expected: ${formatRupees(closingCash)}, the closing cash in hand.`}
        defaultValue={values.counted ?? ""}
        errors={errors}
      />
      <Textarea
        name="note"
        label="Note"
        optionalText="(optional)"
        rows={2}
        maxLength={NOTE_MAX}
        defaultValue={values.note ?? ""}
        errors={errors}
      />
      <div>
        <Button type="submit" pending={busy} pendingText="Saving...">
          Save cash count
        </Button>
      </div>
    </Form>
  );
}

/** A difference as words, red when short. */
export function Difference({ paise }: { paise: number }) {
  const tone =
    paise < 0
      ? "text-red-700 dark:text-red-300"
      : paise > 0
        ? "text-amber-800 dark:text-amber-200"
        : "text-green-800 dark:text-green-200";
  return <span className={`font-semibold ${tone}`}>{differenceLabel(paise)}</span>;
}

const COLUMNS: Column<CashCount>[] = [
  {
    key: "time",
    header: "Time (IST)",
    rowHeader: true,
    cell: (c) => indiaTime(c.createdAt),
    className: "whitespace-nowrap",
  },
  {
    key: "counted",
    header: "Counted",
    align: "right",
    cell: (c) => formatRupees(c.countedPaise),
    className: "whitespace-nowrap tabular-nums",
  },
  {
    key: "expected",
    header: "Expected",
    align: "right",
    cell: (c) => formatRupees(c.expectedPaise),
    className: "whitespace-nowrap tabular-nums",
  },
  {
    key: "difference",
    header: "Difference",
    cell: (c) => <Difference paise={c.differencePaise} />,
    className: "whitespace-nowrap",
  },
  { key: "by", header: "Counted by", cell: (c) => c.createdByName ?? "—" },
  {
    key: "note",
    header: "Note",
    cell: (c) => c.note ?? <span className={mutedText}>—</span>,
  },
];

/** The day's counts, latest first. */
export function CashCountHistory({ counts }: { counts: CashCount[] }) {
  return (
    <Table
      columns={COLUMNS}
      rows={counts}
      rowKey={(c) => c.id}
      empty="No cash count yet for this day."
      caption="Cash counts of the day, latest first"
      className="mt-4"
      testId="cash-counts"
      rowTestId="cash-count-row"
    />
  );
}
