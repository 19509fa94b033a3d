import { useMemo } from "react";
import { Plus, X } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import { Money } from "~/components/ui/money";
import { errorText, inputClass, mutedText, tableFrameClass } from "~/components/ui/styles";
import { fieldA11y, fill, type FieldErrors } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { LINE_UNITS } from "../../money";
import { type LineField, type LineItem, type LineRow, pickItem, rowAmount } from "../lines";
import type { BillFormState } from "./use-bill-form";
import { billCopy, type BillCopy } from "../content";

/** What a line may be linked to: the shop's products and the godown's items (with rate, unit). */
export type LineItemOptions = {
  products: LineItem[];
  godown: LineItem[];
};

/** The item of a box's value ("product:<id>" / "godown:<id>"), or null. */
type ItemOf = (link: string) => LineItem | null;

const UNITS_LIST = "line-units";

/** One box of a line: labelled for screen readers, its error under it. */
function LineInput({
  index,
  field,
  label,
  value,
  errors,
  onChange,
  className = "",
  ...rest
}: {
  index: number;
  field: LineField;
  label: string;
  value: string;
  errors: FieldErrors;
  onChange: (value: string) => void;
  className?: string;
  inputMode?: "decimal" | "text";
  list?: string;
}) {
  const name = `lines.${index}.${field}`;
  const a11y = fieldA11y(name, errors);
  return (
    <td className={`px-1 py-1 align-top ${className}`} data-label={label}>
      <input
        {...a11y}
        {...rest}
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        className={`${inputClass} !px-2`}
        autoComplete="off"
      />
      {errors[name] ? (
        <p id={`${name}-error`} className={errorText}>
          {errors[name]}
        </p>
      ) : null}
    </td>
  );
}

/** The "item" box of a line: a shop product or a godown item, or nothing. */
function LinkSelect({
  index,
  row,
  items,
  c,
  onChange,
}: {
  index: number;
  row: LineRow;
  items: LineItemOptions;
  c: BillCopy["lines"];
  onChange: (value: string) => void;
}) {
  const name = `lines.${index}.link`;
  return (
    <td className="px-1 py-1 align-top" data-label={c.item}>
      <select
        id={name}
        name={name}
        aria-label={fill(c.boxLabel, { label: c.item, n: index + 1 })}
        value={row.link}
        onChange={(e) => onChange(e.currentTarget.value)}
        className={`${inputClass} !px-2`}
      >
        <option value="">—</option>
        {items.products.length ? (
          <optgroup label={c.shopProducts}>
            {items.products.map((p) => (
              <option key={p.link} value={p.link} translate="no">
                {p.name}
              </option>
            ))}
          </optgroup>
        ) : null}
        {items.godown.length ? (
          <optgroup label={c.godownItems}>
            {items.godown.map((g) => (
              <option key={g.link} value={g.link} translate="no">
                {g.name}
              </option>
            ))}
          </optgroup>
        ) : null}
      </select>
    </td>
  );
}

/** Removes a line: in place with JavaScript, else the server answers the form without it. */
function RemoveButton({
  index,
  label,
  onRemove,
}: {
  index: number;
  label: string;
  onRemove: () => void;
}) {
  return (
    <td className="px-1 py-1 align-top">
      <button
        type="submit"
        name="intent"
        value={`remove-line:${index}`}
        formNoValidate
        onClick={(e) => {
          e.preventDefault();
          onRemove();
        }}
        className="rounded p-2 text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-slate-800"
      >
        <X aria-hidden className="size-4" />
        <span className="sr-only">{label}</span>
      </button>
    </td>
  );
}

/** One line: its boxes, its live amount and its remove button. */
/** A line's amount, live as its quantity and rate change. */
function LineAmount({ row, label }: { row: LineRow; label: string }) {
  return (
    <td
      className="px-2 py-3 text-right whitespace-nowrap align-top max-sm:py-2.5"
      data-label={label}
      data-testid="line-amount"
    >
      <Money paise={rowAmount(row)} />
    </td>
  );
}

function LineRowView({
  index,
  row,
  form,
  items,
  itemOf,
  errors,
}: {
  index: number;
  row: LineRow;
  form: BillFormState;
  items: LineItemOptions;
  itemOf: ItemOf;
  errors: FieldErrors;
}) {
  const c = billCopy[useLocale()].lines;
  const set = (field: LineField) => (value: string) => form.setCell(index, field, value);
  const box = (label: string) => fill(c.boxLabel, { label, n: index + 1 });
  return (
    <tr data-testid="line-row" className="border-b border-slate-100 dark:border-slate-800">
      <LineInput
        index={index}
        field="description"
        label={box(c.description)}
        value={row.description}
        errors={errors}
        onChange={set("description")}
        className="min-w-48"
      />
      <LineInput
        index={index}
        field="quantity"
        label={box(c.quantity)}
        value={row.quantity}
        errors={errors}
        onChange={set("quantity")}
        inputMode="decimal"
        className="w-20"
      />
      <LineInput
        index={index}
        field="unit"
        label={box(c.unit)}
        value={row.unit}
        errors={errors}
        onChange={set("unit")}
        list={UNITS_LIST}
        className="w-24"
      />
      <LineInput
        index={index}
        field="rate"
        label={box(c.rate)}
        value={row.rate}
        errors={errors}
        onChange={set("rate")}
        inputMode="decimal"
        className="w-28"
      />
      <LineAmount row={row} label={c.amount} />
      <LinkSelect
        index={index}
        row={row}
        items={items}
        c={c}
        // Picking an item fills its description, rate and unit (see pickItem for what stays).
        onChange={(value) =>
          form.updateRow(index, (r) => pickItem(r, itemOf(value), itemOf(r.link)))
        }
      />
      <RemoveButton
        index={index}
        label={fill(c.removeLine, { n: index + 1 })}
        onRemove={() => form.removeRow(index)}
      />
    </tr>
  );
}

/**
 * Adds a line: in place with JavaScript, else the server answers the form with a row more. Under
 * the lines from 640 px; on a phone in the form's bottom bar, next to Save (issue 23).
 */
export function AddLineButton({
  form,
  className = "",
  disabled,
}: {
  form: BillFormState;
  className?: string;
  disabled?: boolean;
}) {
  const c = billCopy[useLocale()].lines;
  return (
    <Button
      type="submit"
      name="intent"
      value="add-line"
      variant="outline"
      formNoValidate
      disabled={disabled}
      className={`!px-3 !py-1.5 text-sm max-sm:min-h-11 ${className}`}
      onClick={(e) => {
        e.preventDefault();
        form.addRow();
      }}
    >
      <Plus aria-hidden className="size-4" />
      {c.addLine}
    </Button>
  );
}

/**
 * The bill's lines: description, quantity, unit, rate, the amount (live) and the item a line
 * sells. Without JavaScript "Add line" and "Remove" send the form, and the server answers it
 * again with a row more or less; with JavaScript they change the rows in place.
 */
export function LinesTable({
  form,
  items,
  errors,
  disabled = false,
}: {
  form: BillFormState;
  items: LineItemOptions;
  errors: FieldErrors;
  disabled?: boolean;
}) {
  const c = billCopy[useLocale()].lines;
  const headers = [c.description, c.qty, c.unit, c.rate, c.amount, c.item];
  const byLink = useMemo(
    () => new Map([...items.products, ...items.godown].map((i) => [i.link, i])),
    [items],
  );
  const itemOf: ItemOf = (link) => byLink.get(link) ?? null;
  return (
    <fieldset className="sm:col-span-2" disabled={disabled}>
      <legend className="text-sm font-semibold">{c.legend}</legend>
      {errors.lines ? (
        <p id="lines-error" className={errorText}>
          {errors.lines}
        </p>
      ) : null}
      <div className={`${tableFrameClass} mt-2`}>
        <table className="line-rows w-full text-left text-sm" data-testid="lines-table">
          <thead className="border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-800">
            <tr>
              {headers.map((h, i) => (
                <th key={i} scope="col" className={`px-2 py-2 ${i === 4 ? "text-right" : ""}`}>
                  {h}
                </th>
              ))}
              <th scope="col" className="px-2 py-2">
                <span className="sr-only">{c.remove}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {form.rows.map((row, i) => (
              <LineRowView
                key={row.key}
                index={i}
                row={row}
                form={form}
                items={items}
                itemOf={itemOf}
                errors={errors}
              />
            ))}
          </tbody>
        </table>
      </div>
      <datalist id={UNITS_LIST}>
        {LINE_UNITS.map((u) => (
          <option key={u} value={u} />
        ))}
      </datalist>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <AddLineButton form={form} className="max-sm:hidden" />
        <p className={`text-xs ${mutedText}`}>{c.hint}</p>
      </div>
    </fieldset>
  );
}
