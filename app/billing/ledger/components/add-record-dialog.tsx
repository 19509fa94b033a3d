import { Plus, X } from "lucide-react";
import { Form, Link, useNavigate } from "react-router";
import { Field } from "~/components/ui/field";
import { Dialog } from "~/components/ui/dialog";
import { buttonClass, inputClass } from "~/components/ui/styles";
import type { FieldErrors } from "~/lib/forms";
import {
  CATEGORY_MAX,
  CATEGORY_SUGGESTIONS,
  DESCRIPTION_MAX,
  LEDGER_TYPES,
  type LedgerType,
  TYPE_LABEL,
} from "../ledger";

export const ADD_BUTTON_ID = "add-record-button";

const SUGGESTIONS = [...new Set(LEDGER_TYPES.flatMap((t) => CATEGORY_SUGGESTIONS[t]))];

/**
 * The Add Record dialog, opened by the URL (`?add=1`), so it works without JavaScript too: then
 * the server renders it open in the page and Cancel is a plain link. With JavaScript it is a
 * modal (focus kept inside, Escape closes it) and focus goes back to the Add Record button.
 */
export function AddRecordDialog({
  closeHref,
  defaultType,
  errors,
  values,
  busy,
}: {
  closeHref: string;
  defaultType: LedgerType;
  errors: FieldErrors;
  values: Record<string, string>;
  busy: boolean;
}) {
  const navigate = useNavigate();
  const type = values.type === "income" || values.type === "expense" ? values.type : defaultType;
  return (
    <Dialog
      open
      renderedOpen
      labelledBy="add-record-title"
      testId="add-record-dialog"
      returnFocusTo={ADD_BUTTON_ID}
      onClose={() => void navigate(closeHref, { replace: true, preventScrollReset: true })}
      className="z-30 m-auto w-[min(34rem,calc(100%-2rem))] rounded-xl border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-950/50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <Form method="post" noValidate className="grid gap-4 p-6">
        <h2 id="add-record-title" className="text-xl font-bold">
          Add Record
        </h2>
        <input type="hidden" name="intent" value="add" />
        <Field name="type" label="Type" requiredMark errors={errors}>
          {(a) => (
            <select {...a} defaultValue={type} className={inputClass}>
              {LEDGER_TYPES.map((t) => (
                <option key={t} value={t}>
                  {TYPE_LABEL[t]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="category" label="Category" requiredMark errors={errors}>
          {(a) => (
            <>
              <input
                {...a}
                required
                maxLength={CATEGORY_MAX}
                list="category-suggestions"
                autoComplete="off"
                defaultValue={values.category ?? ""}
                className={inputClass}
              />
              <datalist id="category-suggestions">
                {SUGGESTIONS.map((c) => (
                  <option key={c} value={c} />
                ))}
              </datalist>
            </>
          )}
        </Field>
        <Field name="description" label="Description" requiredMark errors={errors}>
          {(a) => (
            <textarea
              {...a}
              required
              rows={2}
              maxLength={DESCRIPTION_MAX}
              defaultValue={values.description ?? ""}
              className={inputClass}
            />
          )}
        </Field>
        <Field name="amount" label="Amount (₹)" requiredMark errors={errors}>
          {(a) => (
            <input
              {...a}
              required
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0.01"
              defaultValue={values.amount ?? ""}
              className={inputClass}
            />
          )}
        </Field>
        <Field
          name="billNumber"
          label="Bill No."
          optionalText="(optional)"
          hint="Link the record to a bill, e.g. BILL0042."
          errors={errors}
        >
          {(a) => (
            <input
              {...a}
              autoComplete="off"
              maxLength={30}
              defaultValue={values.billNumber ?? ""}
              className={inputClass}
            />
          )}
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          <Link to={closeHref} replace preventScrollReset className={buttonClass.outline}>
            <X aria-hidden className="size-4" />
            Cancel
          </Link>
          <button type="submit" disabled={busy} className={buttonClass.primary}>
            <Plus aria-hidden className="size-4" />
            {busy ? "Adding…" : "Add Record"}
          </button>
        </div>
      </Form>
    </Dialog>
  );
}
