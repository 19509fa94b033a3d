import { Input } from "~/components/ui/field";
import { NoteAndSubmit } from "~/components/ui/form-parts";
import type { FieldErrors } from "~/lib/forms";
import { NOTE_MAX } from "../schema";

/**
 * The fields of the day book's two cash forms (the cash counted, the books' opening cash): an
 * amount of cash in rupees, an optional note and the submit button ("Saving..." while sent).
 * The refused values come back in `values`, the errors by field name.
 */
export function CashFields({
  amount,
  note,
  submit,
  values,
  errors,
  busy,
}: {
  amount: { name: string; label: string; hint?: string };
  note: { name: string; label: string; optional: string };
  submit: { label: string; pending: string };
  values: Record<string, string>;
  errors: FieldErrors;
  busy: boolean;
}) {
  return (
    <>
      <Input
        name={amount.name}
        label={amount.label}
        requiredMark
        inputMode="decimal"
        autoComplete="off"
        hint={amount.hint}
        defaultValue={values[amount.name] ?? ""}
        errors={errors}
      />
      <NoteAndSubmit
        note={note}
        submit={submit}
        maxLength={NOTE_MAX}
        form={{ values, errors, busy }}
      />
    </>
  );
}
