import type { Selectable } from "kysely";
import { z } from "zod";
import { parseRupeesToPaise } from "~/lib/format";
import { optionalPhoneField } from "~/lib/zod-fields";
import type { Database } from "~/platform/db/schema";
import { BILL_STATUSES } from "../money";

/**
 * A bill's fields, declared once for the feature: the form's schema (what a person may enter and
 * the messages for what is wrong), and which column of `complaints` (the spec's name for bills)
 * holds each field. The server module (bills.server.ts) reads and writes bills through these
 * maps, so a new field is added here, in the migration, in app/platform/db/schema.ts and in the
 * form (see "Worked example: add a field to bills" in docs/architecture.md).
 */
export const BILL_MESSAGES = {
  customerRequired: "Customer name is required",
  particularsRequired: "Particulars are required",
  amountRequired: "Amount is required",
  moneyInvalid: "Enter an amount in rupees, e.g. 250 or 249.50 (not negative)",
  discountTooHigh: "Discount cannot be more than the amount",
  phoneInvalid: "Please enter a valid 10-digit Indian phone number (optionally with +91)",
  tooLong: "This is too long",
  statusInvalid: "Choose a status",
};

function money(required: boolean, requiredMessage: string) {
  return z
    .string()
    .optional()
    .transform((v, ctx) => {
      const text = (v ?? "").trim();
      if (!text) {
        if (required) ctx.addIssue({ code: "custom", message: requiredMessage });
        return 0;
      }
      const paise = parseRupeesToPaise(text);
      // The paise columns are 32-bit integers on PostgreSQL: more would fail there with a 500.
      if (paise === null || paise > 2_147_483_647) {
        ctx.addIssue({ code: "custom", message: BILL_MESSAGES.moneyInvalid });
        return z.NEVER;
      }
      return paise;
    });
}

export const billSchema = z
  .object({
    customerName: z
      .string({ error: BILL_MESSAGES.customerRequired })
      .trim()
      .min(1, BILL_MESSAGES.customerRequired)
      .max(120, BILL_MESSAGES.tooLong),
    customerPhone: optionalPhoneField(BILL_MESSAGES.phoneInvalid),
    customerAddress: z
      .string()
      .trim()
      .max(500, BILL_MESSAGES.tooLong)
      .optional()
      .transform((v) => v || null),
    particulars: z
      .string({ error: BILL_MESSAGES.particularsRequired })
      .trim()
      .min(1, BILL_MESSAGES.particularsRequired)
      .max(2000, BILL_MESSAGES.tooLong),
    amount: money(true, BILL_MESSAGES.amountRequired),
    discount: money(false, ""),
    advance: money(false, ""),
    received: money(false, ""),
    status: z.enum(BILL_STATUSES, { error: BILL_MESSAGES.statusInvalid }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.discount > v.amount) {
      ctx.addIssue({ code: "custom", path: ["discount"], message: BILL_MESSAGES.discountTooHigh });
    }
  });

export type BillInput = z.output<typeof billSchema>;

/** A stored bill, as the database returns it. */
export type BillRecord = Selectable<Database["complaints"]>;

/** Every field of a bill the application shows, and the column it is read from. */
export const BILL_FIELDS = {
  id: "id",
  number: "complaint_number",
  customerName: "customer_name",
  customerPhone: "customer_phone",
  customerAddress: "customer_address",
  serviceType: "service_type",
  particulars: "complaint_description",
  amountPaise: "actual_cost_paise",
  discountPaise: "discount_paise",
  finalTotalPaise: "estimated_cost_paise",
  advancePaise: "advance_paise",
  receivedPaise: "received_paise",
  status: "status",
  createdAt: "created_at",
  updatedAt: "updated_at",
  createdBy: "created_by",
} as const satisfies Record<string, keyof BillRecord>;

type BillFieldName = keyof typeof BILL_FIELDS;

/** The columns a bill is read from, in BILL_FIELDS's order. */
export const BILL_COLUMNS = Object.values(BILL_FIELDS) as (typeof BILL_FIELDS)[BillFieldName][];

/** A bill as the application sees it: each field typed as its column, and the balance. */
export type Bill = { [F in BillFieldName]: BillRecord[(typeof BILL_FIELDS)[F]] } & {
  balancePaise: number;
};

/**
 * The form's fields the person's input is stored in as it is, and the bill field each one is
 * (the status is the server's to apply: a new bill is pending, an edit may change it).
 */
const FORM_FIELDS = {
  customerName: "customerName",
  customerPhone: "customerPhone",
  customerAddress: "customerAddress",
  particulars: "particulars",
  amount: "amountPaise",
  discount: "discountPaise",
  advance: "advancePaise",
  received: "receivedPaise",
} as const satisfies { [K in Exclude<keyof BillInput, "status">]: BillFieldName };

type FormColumn = (typeof BILL_FIELDS)[(typeof FORM_FIELDS)[keyof typeof FORM_FIELDS]];

/** The columns the form's input is stored in, with the input's values. */
export function formColumns(input: BillInput): Pick<BillRecord, FormColumn> {
  const values: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(FORM_FIELDS)) {
    values[BILL_FIELDS[field]] = input[key as keyof typeof FORM_FIELDS];
  }
  return values as Pick<BillRecord, FormColumn>;
}

/** A stored bill as the application sees it. */
export function toBill(r: Pick<BillRecord, (typeof BILL_FIELDS)[BillFieldName]>): Bill {
  const bill: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(BILL_FIELDS)) bill[field] = r[column];
  return {
    ...(bill as Omit<Bill, "balancePaise">),
    balancePaise: r.estimated_cost_paise - r.advance_paise - r.received_paise,
  };
}
