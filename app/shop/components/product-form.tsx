import { Form, Link } from "react-router";
import { Field } from "~/components/form-field";
import { buttonClass, inputClass, mutedText } from "~/components/ui/styles";
import { paiseToInput } from "~/lib/format";
import type { FieldErrors } from "~/lib/forms";
import type { AdminCategory, AdminProduct } from "../admin-catalog.server";
import { ProductImage } from "./product-image";

/**
 * The add/edit product form of both admin panels. Price in rupees (two decimals), stock a whole
 * number (0 by default), an optional picture (JPEG/PNG/WebP ≤ 5 MB; none: the placeholder), and
 * the tea fields.
 */
export function ProductForm({
  product,
  categories,
  errors,
  values,
  busy,
  cancelHref,
  redirectTo,
}: {
  product: AdminProduct | null;
  categories: AdminCategory[];
  errors: FieldErrors;
  values: Record<string, string>;
  busy: boolean;
  cancelHref: string;
  redirectTo: string;
}) {
  const v = (key: string, fallback: string) => values[key] ?? fallback;
  const p = product;
  const teaCategory = categories.find((c) => c.slug === "tea")?.id;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      data-testid="product-form"
    >
      <input type="hidden" name="intent" value="product-save" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {p ? <input type="hidden" name="id" value={p.id} /> : null}
      <Field name="name" label="Product name" required errors={errors}>
        {(a) => <input {...a} defaultValue={v("name", p?.name ?? "")} className={inputClass} />}
      </Field>
      <Field name="nameTa" label="Name in Tamil" errors={errors}>
        {(a) => (
          <input
            {...a}
            lang="ta"
            defaultValue={v("nameTa", p?.nameTa ?? "")}
            className={inputClass}
          />
        )}
      </Field>
      <Field name="price" label="Price (₹)" required errors={errors}>
        {(a) => (
          <input
            {...a}
            inputMode="decimal"
            defaultValue={v("price", p ? paiseToInput(p.pricePaise) : "")}
            placeholder="0.00"
            className={inputClass}
          />
        )}
      </Field>
      <Field name="stock" label="Stock" errors={errors}>
        {(a) => (
          <input
            {...a}
            type="number"
            min={0}
            step={1}
            defaultValue={v("stock", String(p?.stock ?? 0))}
            className={inputClass}
          />
        )}
      </Field>
      <Field name="categoryId" label="Category" required errors={errors}>
        {(a) => (
          <select {...a} defaultValue={v("categoryId", p?.categoryId ?? "")} className={inputClass}>
            <option value="">Select a category</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
                {c.active ? "" : " (inactive)"}
              </option>
            ))}
          </select>
        )}
      </Field>
      <label className="flex items-center gap-3 self-end pb-2">
        <input
          type="checkbox"
          name="active"
          defaultChecked={values.intent ? values.active === "on" : (p?.active ?? true)}
          className="size-5 accent-brand-600"
        />
        Active (shown in the store)
      </label>
      <div className="sm:col-span-2">
        <Field name="shortDescription" label="Short description" errors={errors}>
          {(a) => (
            <input
              {...a}
              defaultValue={v("shortDescription", p?.shortDescription ?? "")}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field name="shortDescriptionTa" label="Short description in Tamil" errors={errors}>
          {(a) => (
            <input
              {...a}
              lang="ta"
              defaultValue={v("shortDescriptionTa", p?.shortDescriptionTa ?? "")}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field name="description" label="Description" errors={errors}>
          {(a) => (
            <textarea
              {...a}
              rows={3}
              defaultValue={v("description", p?.description ?? "")}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field name="descriptionTa" label="Description in Tamil" errors={errors}>
          {(a) => (
            <textarea
              {...a}
              lang="ta"
              rows={3}
              defaultValue={v("descriptionTa", p?.descriptionTa ?? "")}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field
          name="image"
          label="Picture"
          hint="JPEG, PNG or WebP, up to 5 MB. Without one the store shows a placeholder."
          errors={errors}
        >
          {(a) => (
            <input
              {...a}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="block w-full text-sm"
            />
          )}
        </Field>
        {p?.imageUrl ? (
          <div className="mt-2 flex items-center gap-3">
            <ProductImage
              src={p.imageUrl}
              alt=""
              width={96}
              height={72}
              className="h-18 w-24 rounded object-cover"
            />
            <span className={`text-sm ${mutedText}`}>Current picture (a new one replaces it)</span>
          </div>
        ) : null}
      </div>
      <fieldset className="grid gap-4 rounded-md border border-slate-200 p-4 sm:col-span-2 sm:grid-cols-3 dark:border-slate-700">
        <legend className="px-1 text-sm font-semibold">
          Tea details{teaCategory ? " (Tea category)" : ""}
        </legend>
        <Field name="weight" label="Weight" errors={errors}>
          {(a) => (
            <input
              {...a}
              placeholder="500g"
              defaultValue={v("weight", p?.weight ?? "")}
              className={inputClass}
            />
          )}
        </Field>
        <Field name="shelfLifeMonths" label="Shelf life (months)" errors={errors}>
          {(a) => (
            <input
              {...a}
              type="number"
              min={1}
              step={1}
              defaultValue={v(
                "shelfLifeMonths",
                p?.shelfLifeMonths ? String(p.shelfLifeMonths) : "",
              )}
              className={inputClass}
            />
          )}
        </Field>
        <Field name="paymentButtonId" label="Payment button id" errors={errors}>
          {(a) => (
            <input
              {...a}
              placeholder="pl_…"
              defaultValue={v("paymentButtonId", p?.paymentButtonId ?? "")}
              className={inputClass}
            />
          )}
        </Field>
      </fieldset>
      <div className="flex gap-3 sm:col-span-2">
        <button type="submit" disabled={busy} className={buttonClass.primary}>
          {busy ? "Saving..." : p ? "Update Product" : "Add Product"}
        </button>
        <Link to={cancelHref} className={buttonClass.outline}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}
