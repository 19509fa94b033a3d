import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/field";
import { mutedText } from "~/components/ui/styles";
import { formatRupees, paiseToInput } from "~/lib/format";
import type { FieldErrors } from "~/lib/forms";
import { fill } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { godownContent } from "../content";
import type { GodownItem } from "../godown.server";

/** The Add Item / Edit Item form (the refused values win over the item's). */
export function ItemForm({
  item,
  errors,
  values,
  busy,
  closeHref,
}: {
  item: GodownItem | null;
  errors: FieldErrors;
  values: Record<string, string>;
  busy: boolean;
  closeHref: string;
}) {
  const c = godownContent[useLocale()].form;
  return (
    <Form method="post" noValidate className="grid gap-4 sm:grid-cols-2" data-testid="item-form">
      <input type="hidden" name="intent" value={item ? "edit" : "add"} />
      <input type="hidden" name="redirectTo" value={closeHref} />
      {item ? <input type="hidden" name="id" value={item.id} /> : null}
      <ItemFields item={item} errors={errors} values={values} />
      {item ? (
        <p className={`self-end text-sm ${mutedText}`} data-testid="item-total-value">
          {fill(c.totalValue, { value: formatRupees(item.totalValuePaise) })}
        </p>
      ) : null}
      <div className="flex gap-3 sm:col-span-2">
        <Button type="submit" pending={busy} pendingText={c.saving}>
          {item ? c.update : c.add}
        </Button>
        <Button variant="outline" to={closeHref}>
          {c.cancel}
        </Button>
      </div>
    </Form>
  );
}

/** The item's boxes: name, category, quantity, minimum, unit price, location and supplier. */
function ItemFields({
  item,
  errors,
  values,
}: {
  item: GodownItem | null;
  errors: FieldErrors;
  values: Record<string, string>;
}) {
  const v = (key: string, fallback: string) => values[key] ?? fallback;
  const whole = { type: "number", inputMode: "numeric", min: 0, step: 1 } as const;
  const c = godownContent[useLocale()].form;
  return (
    <>
      <Input
        name="itemName"
        label={c.itemName}
        requiredMark
        errors={errors}
        defaultValue={v("itemName", item?.itemName ?? "")}
      />
      <Input
        name="category"
        label={c.category}
        requiredMark
        errors={errors}
        defaultValue={v("category", item?.category ?? "")}
      />
      <Input
        name="quantity"
        label={c.quantity}
        requiredMark
        errors={errors}
        {...whole}
        defaultValue={v("quantity", item ? String(item.quantity) : "")}
      />
      <Input
        name="minimumStock"
        label={c.min}
        errors={errors}
        {...whole}
        defaultValue={v("minimumStock", item ? String(item.minimumStock) : "")}
      />
      <Input
        name="unitPrice"
        label={c.unitPrice}
        errors={errors}
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        defaultValue={v("unitPrice", item ? paiseToInput(item.unitPricePaise) : "")}
      />
      <Input
        name="location"
        label={c.location}
        errors={errors}
        defaultValue={v("location", item?.location ?? "")}
      />
      <Input
        name="supplier"
        label={c.supplier}
        errors={errors}
        defaultValue={v("supplier", item?.supplier ?? "")}
      />
      <Input
        name="note"
        label={c.note}
        hint={c.noteHint}
        errors={errors}
        defaultValue={v("note", "")}
      />
    </>
  );
}
