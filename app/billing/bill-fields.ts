import type { Selectable } from "kysely";
import { type Translated, tr } from "~/lib/content";
import type { Locale } from "~/lib/i18n/i18n";
import { z } from "~/lib/zod";
import { optionalPhoneField } from "~/lib/zod-fields";
import type { Database } from "~/platform/db/schema";
import { WORK_STATUSES } from "./money";

/**
 * A bill's fields, declared once (decision 093). Each field names the `complaints` column it is
 * stored in (the spec's name for bills); a field on the New Bill / Edit Bill form also has its
 * box (label in English and Tamil, the kind of input) and its zod check; a field that is one of
 * the spec's CSV columns has its header, and the fields with a header are the CSV's columns in
 * the order they are declared here. From this one object come:
 * - `BILL_FIELDS` / `Bill` / the select list (bills/schema.ts, bills.server.ts);
 * - the form's checks of these fields (bills/schema.ts `billFields`) and the boxes' labels and
 *   kinds (bills/content.ts, bills/components/bill-form-fields.tsx);
 * - the bills CSV's columns (import-export/columns.ts `BILL_COLUMN`): the export's header and
 *   order, the import's header recognition and the names in its problem report.
 * Adding a field: docs/decisions/093 and docs/architecture.md ("Worked example: add a field to
 * bills").
 */

/** The messages the fields' checks use (bills/content.ts BillMessagesCopy has them all). */
type BillFieldMessages = {
  customerRequired: string;
  phoneInvalid: string;
  tooLong: string;
  statusInvalid: string;
};

type Column = keyof Selectable<Database["complaints"]>;

/** A box of the bill form: its label, and how it is typed. */
type BillInput = {
  label: Translated<string>;
  kind: "text" | "tel" | "textarea" | "select";
};

/** One field: its column, and its CSV header and form box when it has them. */
export type BillFieldSpec = {
  column: Column;
  /**
   * The spec's header of the bills CSV, other headers an import takes for it (lower case), and
   * how the export writes the stored value: as it is, paise as rupees, or an instant as India's
   * date and time.
   */
  csv?: {
    header: string;
    aliases?: readonly string[];
    cell?: "money" | "dateTime";
    /**
     * A plain text cell: an import takes it trimmed, at most `max` characters, empty as null,
     * and stores it in the column as it is (validate.server.ts `checkBill`, scan.server.ts).
     */
    text?: { max: number };
  };
  input?: BillInput;
  /** What the form may send for it (the server's check; the messages in the page's language). */
  check?: (m: BillFieldMessages) => z.ZodType;
  /** The checked value is what the column stores (written on create and edit: `savedColumns`). */
  saved?: true;
};

/** The declaration, typed as written (so each field's column, header and check stay known). */
const declare = <const T extends Record<string, BillFieldSpec>>(fields: T) => fields;

export const BILL_FIELD = declare({
  // The spec's CSV columns first, in the file's order.
  number: { column: "complaint_number", csv: { header: "Bill No", aliases: ["bill number"] } },
  createdAt: { column: "created_at", csv: { header: "Date", cell: "dateTime" } },
  customerName: {
    column: "customer_name",
    csv: { header: "Customer", aliases: ["customer name"] },
    input: { label: tr("Customer Name", "வாடிக்கையாளர் பெயர்"), kind: "text" },
    check: (m) =>
      z.string({ error: m.customerRequired }).trim().min(1, m.customerRequired).max(120, m.tooLong),
    saved: true,
  },
  customerPhone: {
    column: "customer_phone",
    csv: { header: "Phone", text: { max: 20 } },
    input: { label: tr("Phone", "தொலைபேசி"), kind: "tel" },
    check: (m) => optionalPhoneField(m.phoneInvalid),
    saved: true,
  },
  serviceType: { column: "service_type", csv: { header: "Service Type" } },
  /** The work: pending, in progress, completed (an imported or old bill may say paid). */
  status: {
    column: "status",
    csv: { header: "Status" },
    input: { label: tr("Work status", "வேலை நிலை"), kind: "select" },
    check: (m) => z.enum(WORK_STATUSES, { error: m.statusInvalid }).optional(),
  },
  /** Subtotal − discount + round-off (the spec's estimated cost). */
  finalTotalPaise: {
    column: "estimated_cost_paise",
    csv: { header: "Estimated Cost", cell: "money" },
  },
  /** The lines' subtotal (the spec's actual cost). */
  amountPaise: { column: "actual_cost_paise", csv: { header: "Actual Cost", cell: "money" } },
  // The other fields.
  id: { column: "id" },
  customerAddress: {
    column: "customer_address",
    input: { label: tr("Address", "முகவரி"), kind: "text" },
    check: (m) =>
      z
        .string()
        .trim()
        .max(500, m.tooLong)
        .optional()
        .transform((v) => v || null),
    saved: true,
  },
  /** The customer the phone number links the bill to (or staff linked it to by hand). */
  customerId: { column: "customer_id" },
  particulars: {
    column: "complaint_description",
    input: { label: tr("Particulars", "விவரம்"), kind: "textarea" },
    check: (m) => z.string().trim().max(2000, m.tooLong).optional(),
  },
  discountPaise: { column: "discount_paise" },
  discountPercentBp: { column: "discount_percent_bp" },
  roundOffPaise: { column: "round_off_paise" },
  /** The advances not voided. */
  advancePaise: { column: "advance_paise" },
  /** The other payments not voided. */
  receivedPaise: { column: "received_paise" },
  balancePaise: { column: "balance_paise" },
  paymentStatus: { column: "payment_status" },
  cancelledAt: { column: "cancelled_at" },
  cancelReason: { column: "cancel_reason" },
  updatedAt: { column: "updated_at" },
  createdBy: { column: "created_by" },
});

type Declared = typeof BILL_FIELD;
export type BillFieldName = keyof Declared;

/** Every field and its column. */
export type BillFieldColumns = { [F in BillFieldName]: Declared[F]["column"] };
export const BILL_FIELD_COLUMNS = Object.fromEntries(
  Object.entries(BILL_FIELD).map(([field, spec]) => [field, spec.column]),
) as BillFieldColumns;

/** The fields that are columns of the spec's bills CSV. */
export type BillCsvField = {
  [F in BillFieldName]: Declared[F] extends { csv: object } ? F : never;
}[BillFieldName];

/** A declaration's CSV columns in its order: field -> header (the fields without one left out). */
export function csvHeadersOf(fields: Record<string, BillFieldSpec>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([field, spec]) => (spec.csv ? [[field, spec.csv.header]] : [])),
  );
}

/** A declaration's other headers an import takes (lower case): header -> field. */
export function csvAliasesOf(fields: Record<string, BillFieldSpec>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([field, spec]) =>
      (spec.csv?.aliases ?? []).map((alias) => [alias, field]),
    ),
  );
}

/** The bills CSV's columns in order: field -> header. */
export const BILL_CSV_HEADERS = csvHeadersOf(BILL_FIELD) as Record<BillCsvField, string>;

/** The bills CSV's fields in order, with the column each is read from and how it is written. */
export const BILL_CSV_CELLS = Object.entries(BILL_FIELD).flatMap(
  ([field, spec]: [string, BillFieldSpec]) =>
    spec.csv ? [{ field, column: spec.column, cell: spec.csv.cell }] : [],
) as {
  field: BillCsvField;
  column: Declared[BillCsvField]["column"];
  cell?: "money" | "dateTime";
}[];

/** The bills CSV's plain text fields (an import reads and stores them as they are). */
type BillCsvTextField = {
  [F in BillFieldName]: Declared[F] extends { csv: { text: object } } ? F : never;
}[BillFieldName];

/** Each plain text field with its column and most characters. */
export const BILL_CSV_TEXTS = Object.entries(BILL_FIELD).flatMap(
  ([field, spec]: [string, BillFieldSpec]) =>
    spec.csv?.text ? [{ field, column: spec.column, max: spec.csv.text.max }] : [],
) as { field: BillCsvTextField; column: Declared[BillCsvTextField]["column"]; max: number }[];

/** The plain text fields as an import stores them: column -> text (null when empty). */
export type BillCsvTextColumns = {
  [F in BillCsvTextField as Declared[F]["column"]]: string | null;
};

/** Other headers an import takes (lower case, as the import compares them): header -> field. */
export const BILL_CSV_ALIASES = csvAliasesOf(BILL_FIELD) as Record<string, BillCsvField>;

/** The fields with a box on the form. */
type BillInputField = {
  [F in BillFieldName]: Declared[F] extends { input: object } ? F : never;
}[BillFieldName];

/** True for a field with a box on the form. */
export function isBillInputField(name: string): name is BillInputField {
  return Object.hasOwn(BILL_FIELD, name) && "input" in BILL_FIELD[name as BillFieldName];
}

/** A box's label in the language. */
export function billInputLabel(field: BillInputField, locale: Locale): string {
  return (BILL_FIELD[field].input as BillInput).label[locale];
}

/** The labels of the boxes, as tr pairs (for the form's copy). */
export const BILL_INPUT_LABELS = Object.fromEntries(
  Object.entries(BILL_FIELD).flatMap(([field, spec]: [string, BillFieldSpec]) =>
    spec.input ? [[field, spec.input.label]] : [],
  ),
) as Record<BillInputField, Translated<string>>;

/** A box's name, label and input type in the language (the form component picks the element by `kind`). */
export function billBoxProps<F extends BillInputField>(field: F, locale: Locale) {
  const { kind } = BILL_FIELD[field].input as BillInput;
  return {
    name: field,
    label: billInputLabel(field, locale),
    ...(kind === "tel" ? { type: "tel", inputMode: "tel" as const } : {}),
  };
}

type Checked = {
  [
    F in BillFieldName as Declared[F] extends { check: (m: BillFieldMessages) => z.ZodType }
      ? F
      : never
  ]: Declared[F] extends { check: (m: BillFieldMessages) => infer S } ? S : never;
};

/** The checks of the declared fields the form sends, in `m`'s language (zod's shape). */
export function billFieldChecks(m: BillFieldMessages): Checked {
  return Object.fromEntries(
    Object.entries(BILL_FIELD).flatMap(([field, spec]: [string, BillFieldSpec]) =>
      spec.check ? [[field, spec.check(m)]] : [],
    ),
  ) as Checked;
}

/** The declared fields' values as the form's schema gives them. */
type BillFieldValues = z.output<z.ZodObject<Checked>>;

/** The declared fields' values out of the form's checked values (the other parts are the schema's). */
export function billFieldValues(v: BillFieldValues): BillFieldValues {
  const values: Record<string, unknown> = {};
  for (const [field, spec] of Object.entries(BILL_FIELD) as [string, BillFieldSpec][]) {
    if (spec.check) values[field] = (v as Record<string, unknown>)[field];
  }
  return values as BillFieldValues;
}

type SavedField = {
  [F in BillFieldName]: Declared[F] extends { saved: true } ? F : never;
}[BillFieldName];

/** The columns the form's values are stored in as they are: column -> value. */
type SavedColumns = {
  [F in SavedField as Declared[F]["column"]]: BillFieldValues[F];
};

export function savedColumns(values: Pick<BillFieldValues, SavedField>): SavedColumns {
  const row: Record<string, unknown> = {};
  for (const [field, spec] of Object.entries(BILL_FIELD) as [string, BillFieldSpec][]) {
    if (spec.saved) row[spec.column] = (values as Record<string, unknown>)[field];
  }
  return row as SavedColumns;
}
