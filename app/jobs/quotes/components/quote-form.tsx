import { Form } from "react-router";
import { FieldError, FieldHint, Input, Select } from "~/components/ui/field";
import { NoteAndSubmit } from "~/components/ui/form-parts";
import { cardClass } from "~/components/ui/styles";
import { fieldA11y, fill, type FieldErrors } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { quotesContent } from "../content";

/**
 * The quote form: a fixed set of line rows (rows left empty are skipped), so it works without
 * JavaScript; the discount, validity, turnaround and notes under them. The lines' error and the
 * catalogue's hint are the rows' own (`lines-error`, `lines-hint`): each row's fieldset is
 * described by them.
 */
export const QUOTE_FORM_ROWS = 8;

/** The catalogue's products and services, as [value, name] pairs (catalogue.server.ts). */
export type CatalogueChoices = {
  products: readonly (readonly [string, string])[];
  services: readonly (readonly [string, string])[];
};

/** A row's "From the catalogue" box: free text, or a product or service (names are data). */
function ItemSelect({
  name,
  choices,
  v,
  errors,
}: {
  name: string;
  choices: CatalogueChoices;
  v: Record<string, string>;
  errors: FieldErrors;
}) {
  const c = quotesContent[useLocale()].catalogue;
  const group = (label: string, items: CatalogueChoices["products"]) =>
    items.length ? (
      <optgroup label={label}>
        {items.map(([value, text]) => (
          <option key={value} value={value} translate="no">
            {text}
          </option>
        ))}
      </optgroup>
    ) : null;
  return (
    <Select
      name={name}
      label={c.label}
      placeholder={c.free}
      errors={errors}
      defaultValue={v[name] ?? ""}
    >
      {group(c.products, choices.products)}
      {group(c.services, choices.services)}
    </Select>
  );
}

function LineRow({
  i,
  errors,
  v,
  choices,
}: {
  i: number;
  errors: FieldErrors;
  v: Record<string, string>;
  choices: CatalogueChoices;
}) {
  const c = quotesContent[useLocale()];
  const name = (f: string) => `lines.${i}.${f}`;
  const describedBy = fieldA11y("lines", errors, "lines-hint")["aria-describedby"];
  const field = (
    f: string,
    label: string,
    o: { inputMode?: "decimal"; fallback?: string } = {},
  ) => (
    <Input
      name={name(f)}
      label={label}
      errors={errors}
      inputMode={o.inputMode}
      defaultValue={v[name(f)] ?? o.fallback}
    />
  );
  return (
    <fieldset
      aria-describedby={describedBy}
      className="grid gap-2 border-b border-slate-200 pb-3 sm:grid-cols-[2fr_3fr_1fr_1fr_1fr] dark:border-slate-700"
    >
      <legend className="sr-only">{fill(c.line, { n: i + 1 })}</legend>
      <ItemSelect name={name("item")} choices={choices} v={v} errors={errors} />
      {field("description", c.item)}
      {field("quantity", c.quantity, { inputMode: "decimal" })}
      {field("unit", c.unit, { fallback: "pcs" })}
      {field("rate", c.rate, { inputMode: "decimal" })}
    </fieldset>
  );
}

export function QuoteForm({
  errors,
  values,
  choices,
  busy,
}: {
  errors: FieldErrors;
  values: Record<string, string>;
  choices: CatalogueChoices;
  busy: boolean;
}) {
  const c = quotesContent[useLocale()];
  return (
    <Form method="post" className={`${cardClass} mt-6 grid gap-4 p-4`} noValidate>
      <FieldError name="lines" errors={errors} alert />
      <FieldHint name="lines">{c.catalogue.hint}</FieldHint>
      {Array.from({ length: QUOTE_FORM_ROWS }, (_, i) => (
        <LineRow key={i} i={i} errors={errors} v={values} choices={choices} />
      ))}
      <div className="grid gap-4 sm:grid-cols-3">
        <Input
          name="discount"
          label={c.discount}
          optionalText={c.optional}
          errors={errors}
          inputMode="decimal"
          defaultValue={values.discount}
        />
        <Input
          name="validUntil"
          label={c.validUntil}
          hint={c.validUntilHint}
          errors={errors}
          type="date"
          required
          requiredMark
          defaultValue={values.validUntil}
        />
        <Input
          name="turnaround"
          label={c.turnaround}
          hint={c.turnaroundHint}
          errors={errors}
          inputMode="numeric"
          required
          requiredMark
          defaultValue={values.turnaround}
        />
      </div>
      <NoteAndSubmit
        note={{ name: "notes", label: c.notes, optional: c.optional }}
        submit={{ label: c.save }}
        rows={3}
        form={{ values, errors, busy }}
      />
    </Form>
  );
}
