import { Input } from "~/components/ui/field";
import type { ReactNode } from "react";
import { ActiveCheckbox, ItemForm, SaveOrCancel, TextPair } from "~/components/ui/form-parts";
import type { FieldErrors } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { catalogContent } from "../content";

/**
 * What the add/edit forms of /admin take besides their item: the last answer's errors and
 * typed values, whether it is saving, and where Cancel (and the saved form) goes back to.
 */
export type CatalogFormProps = {
  errors: FieldErrors;
  values: Record<string, string>;
  busy: boolean;
  closeHref: string;
};

/** The value a field shows: what was typed last (after a failed save), else the item's own. */
export const typedOr = (values: Record<string, string>) => (key: string, fallback: string) =>
  values[key] ?? fallback;

/** The ItemForm of /admin: saved or cancelled, it goes back to the list (`closeHref`). */
export function CatalogItemForm({
  testId,
  intent,
  item,
  form: { closeHref, values, errors, busy },
  children,
}: {
  testId: string;
  intent: string;
  item: { id: string; active: boolean } | null;
  form: CatalogFormProps;
  children: ReactNode;
}) {
  return (
    <ItemForm
      testId={testId}
      intent={intent}
      redirectTo={closeHref}
      cancelHref={closeHref}
      {...{ item, values, errors, busy }}
    >
      {children}
    </ItemForm>
  );
}

/** The end of each catalog form: the Active checkbox, then Save (add or update) and Cancel. */
export function ActiveAndSave({
  activeLabel,
  saveLabel,
}: {
  activeLabel: string;
  saveLabel: string;
}) {
  return (
    <>
      <ActiveCheckbox label={activeLabel} />
      <SaveOrCancel label={saveLabel} />
    </>
  );
}

/** The item's name (required) and its description, each with its Tamil twin. */
export function NameAndDescription({
  name,
  label,
  labelTa,
  rows,
}: {
  name: string;
  label: string;
  labelTa: string;
  rows: number;
}) {
  const c = catalogContent[useLocale()].fields;
  return (
    <>
      <TextPair name={name} label={label} labelTa={labelTa} requiredMark />
      <TextPair
        name="description"
        label={c.description}
        labelTa={c.descriptionTa}
        rows={rows}
        wide
      />
    </>
  );
}

/** The item's place in its list (sortOrder): what was typed, else the item's, else empty. */
export function PositionInput({
  hint,
  current,
  errors,
  values,
}: {
  hint: string;
  current: number | undefined;
  errors: FieldErrors;
  values: Record<string, string>;
}) {
  const c = catalogContent[useLocale()].fields;
  return (
    <Input
      name="sortOrder"
      label={c.position}
      hint={hint}
      errors={errors}
      inputMode="numeric"
      defaultValue={typedOr(values)("sortOrder", current !== undefined ? String(current) : "")}
    />
  );
}
