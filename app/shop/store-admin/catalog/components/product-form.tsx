import { Input, Select } from "~/components/ui/field";
import {
  ActiveCheckbox,
  ItemForm,
  PictureField,
  previewProps,
  SaveOrCancel,
  TextPair,
} from "~/components/ui/form-parts";
import { paiseToInput } from "~/lib/format";
import { fill } from "~/lib/forms";
import { storeCatalogContent, type StoreCatalogContent } from "../content";
import type { FieldErrors } from "~/lib/forms";
import { useRootData } from "~/lib/root-data";
import type { AdminProduct, GodownOption } from "../catalog.server";
import type { AdminCategory } from "../categories.server";
import { artworkText } from "../../../content/artwork";
import { ProductImage } from "../../../shared/components/product-image";

/**
 * The add/edit product form of both admin panels. Price in rupees (two decimals), stock a whole
 * number (0 by default), an optional picture (JPEG/PNG/WebP ≤ 5 MB; none: the placeholder), and
 * the tea fields.
 */
export function ProductForm({
  product,
  categories,
  godownItems = [],
  errors,
  values,
  busy,
  cancelHref,
  redirectTo,
}: {
  product: AdminProduct | null;
  categories: AdminCategory[];
  /** The godown items the product may share its stock with (decision 036). */
  godownItems?: GodownOption[];
  errors: FieldErrors;
  values: Record<string, string>;
  busy: boolean;
  cancelHref: string;
  redirectTo: string;
}) {
  const v = (key: string, fallback: string) => values[key] ?? fallback;
  const { locale } = useRootData();
  const c = storeCatalogContent[locale].form;
  const fields = { product, errors, v, c, locale };
  const state = { item: product, values, errors, busy, redirectTo, cancelHref };
  return (
    <ItemForm testId="product-form" intent="product-save" {...state}>
      <PriceStockCategory {...fields} categories={categories} />
      <GodownLink {...fields} godownItems={godownItems} />
      <ProductTexts product={product} c={c} />
      <TeaDetails {...fields} inTeaCategory={categories.some((c) => c.slug === "tea")} />
      <SaveOrCancel label={product ? c.update : c.add} />
    </ItemForm>
  );
}

type FieldProps = {
  product: AdminProduct | null;
  errors: FieldErrors;
  /** The value sent with a refused save, else `fallback`. */
  v: (key: string, fallback: string) => string;
  c: StoreCatalogContent["form"];
  locale: "en" | "ta";
};

/** Name (English + Tamil), price in rupees, stock, category and the Active box. */
function PriceStockCategory({
  product: p,
  errors,
  v,
  c,
  locale,
  categories,
}: FieldProps & { categories: AdminCategory[] }) {
  return (
    <>
      <TextPair name="name" label={c.productName} labelTa={c.nameTa} requiredMark />
      <Input
        name="price"
        label={c.price}
        requiredMark
        errors={errors}
        inputMode="decimal"
        defaultValue={v("price", p ? paiseToInput(p.pricePaise) : "")}
        placeholder="0.00"
      />
      <Input
        name="stock"
        label={c.stock}
        errors={errors}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        defaultValue={v("stock", String(p?.stock ?? 0))}
      />
      <Select
        name="categoryId"
        label={c.category}
        requiredMark
        errors={errors}
        defaultValue={v("categoryId", p?.categoryId ?? "")}
        placeholder={c.selectCategory}
        options={categories.map((k) =>
          // An active category's name is catalog data; an inactive one's option also says so in
          // the page's language (an option cannot mark part of itself), with the Tamil name there.
          k.active
            ? [k.id, k.name, true]
            : [k.id, fill(c.inactiveCategory, { name: (locale === "ta" && k.nameTa) || k.name })],
        )}
      />
      <Select
        name="tracksStock"
        label={c.tracksStock}
        errors={errors}
        hint={c.tracksStockHint}
        defaultValue={v("tracksStock", p && !p.tracksStock ? "0" : "1")}
        options={[
          ["1", c.stockCounted],
          ["0", c.madeToOrder],
        ]}
      />
      <ActiveCheckbox label={c.active} className="self-end pb-2" />
      <RequiresArtworkCheckbox product={p} values={v} />
    </>
  );
}

/** The print product's flag: checkout asks each line for artwork (docs/decisions/037). */
function RequiresArtworkCheckbox({
  product,
  values: v,
}: {
  product: AdminProduct | null;
  values: FieldProps["v"];
}) {
  const { locale } = useRootData();
  // A refused save sends the box back as "on", or not at all ("" here) when unticked.
  const refused = v("intent", "") !== "";
  const checked = refused ? v("requiresArtwork", "") === "on" : (product?.requiresArtwork ?? false);
  return (
    <label className="flex items-center gap-3 sm:col-span-2">
      <input
        type="checkbox"
        name="requiresArtwork"
        defaultChecked={checked}
        className="size-5 accent-brand-600"
      />
      {artworkText[locale].productFlag}
    </label>
  );
}

/**
 * "Godown item (same stock)": linking makes the item's quantity the product's stock (the
 * godown's count wins); a shop sale or a counter bill then moves the one count.
 */
function GodownLink({
  product: p,
  errors,
  v,
  c,
  godownItems,
}: FieldProps & { godownItems: GodownOption[] }) {
  return (
    <Select
      name="godownItemId"
      label={c.godownItem}
      errors={errors}
      fieldClassName="sm:col-span-2"
      hint={c.godownHint}
      defaultValue={v("godownItemId", p?.godownItemId ?? "")}
      placeholder={c.godownNone}
      options={godownItems.map((g) => [
        g.id,
        fill(c.godownOption, { name: g.name, count: g.quantity }),
      ])}
    />
  );
}

/** The descriptions (English + Tamil) and the picture. */
function ProductTexts({
  product: p,
  c,
}: {
  product: AdminProduct | null;
  c: StoreCatalogContent["form"];
}) {
  return (
    <>
      <TextPair
        name="shortDescription"
        label={c.shortDescription}
        labelTa={c.shortDescriptionTa}
        wide
      />
      <TextPair name="description" label={c.description} labelTa={c.descriptionTa} rows={3} wide />
      <PictureField
        hint={c.pictureHint}
        current={p?.imageUrl ? <ProductImage src={p.imageUrl} {...previewProps} /> : null}
      />
    </>
  );
}

/** Weight, shelf life and the payment button of a tea product. */
function TeaDetails({
  product: p,
  errors,
  v,
  c,
  inTeaCategory,
}: FieldProps & { inTeaCategory: boolean }) {
  return (
    <fieldset className="grid gap-4 rounded-md border border-slate-200 p-4 sm:col-span-2 sm:grid-cols-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold">
        {c.teaDetails}
        {inTeaCategory ? c.teaCategory : ""}
      </legend>
      <Input
        name="weight"
        label={c.weight}
        errors={errors}
        placeholder="500g"
        defaultValue={v("weight", p?.weight ?? "")}
      />
      <Input
        name="shelfLifeMonths"
        label={c.shelfLife}
        errors={errors}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        defaultValue={v("shelfLifeMonths", p?.shelfLifeMonths ? String(p.shelfLifeMonths) : "")}
      />
      <Input
        name="paymentButtonId"
        label={c.paymentButton}
        errors={errors}
        placeholder="pl_…"
        translate="no"
        defaultValue={v("paymentButtonId", p?.paymentButtonId ?? "")}
      />
    </fieldset>
  );
}
