import { Form, Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { DataText } from "~/components/ui/data-text";
import { fill } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { storeAdminContent } from "../../content/store-admin";
import { Money } from "~/components/ui/money";
import { buttonClass, cardClass, inputClass, mutedText } from "~/components/ui/styles";
import type { FieldErrors } from "~/lib/forms";
import type { AdminCategory, AdminProduct, GodownOption } from "../catalog.server";
import { LOW_STOCK_BELOW } from "../../../shared/order-workflow";
import { ProductForm } from "./product-form";
import { ProductImage } from "../../../shared/components/product-image";
import { countText } from "~/lib/plural";

/** The store admin's Products and Categories tabs. */

/** The product form (add, or edit the chosen one) beside the list of all products. */
export function ProductsTab({
  products,
  editing,
  categories,
  godownItems,
  errors,
  values,
  busy,
}: {
  products: AdminProduct[];
  editing: AdminProduct | null;
  categories: AdminCategory[];
  godownItems: GodownOption[];
  errors: FieldErrors;
  values: Record<string, string>;
  busy: boolean;
}) {
  const c = storeAdminContent[useLocale()].products;
  return (
    <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-[1fr_1.2fr]">
      <section aria-labelledby="product-form-heading" className={`${cardClass} p-6`}>
        <h2 id="product-form-heading" className="text-xl font-bold">
          {editing ? <DataText text={c.edit} data={{ name: editing.name }} /> : c.add}
        </h2>
        <div className="mt-4">
          <ProductForm
            key={editing?.id ?? "new"}
            product={editing}
            categories={categories}
            godownItems={godownItems}
            errors={errors}
            values={values}
            busy={busy}
            cancelHref="/limrakart/admin"
            redirectTo="/limrakart/admin"
          />
        </div>
      </section>
      <section aria-labelledby="all-products-heading" className={`${cardClass} p-6`}>
        <h2 id="all-products-heading" className="text-xl font-bold">
          {fill(c.all, { count: products.length })}
        </h2>
        <ul
          className="mt-4 h-[36rem] space-y-3 overflow-y-auto pr-2"
          data-testid="admin-products"
          tabIndex={0}
          aria-label={c.allLabel}
        >
          {products.map((p) => (
            <AdminProductRow key={p.id} p={p} />
          ))}
        </ul>
      </section>
    </div>
  );
}

/** A product of the list: picture, name, category, price, stock, Edit and Delete. */
function AdminProductRow({ p }: { p: AdminProduct }) {
  const c = storeAdminContent[useLocale()].products;
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-md border border-slate-200 p-3 dark:border-slate-700">
      <ProductImage
        src={p.imageUrl}
        alt=""
        width={64}
        height={48}
        className="h-12 w-16 rounded object-cover"
      />
      <div className="min-w-0 flex-1 text-sm">
        <p className="truncate font-semibold">
          <span translate="no">{p.name}</span>
          {!p.active ? <Badge className="ml-2">{c.inactive}</Badge> : null}
        </p>
        <p className={mutedText}>
          <span translate="no">{p.categoryName}</span> · <Money paise={p.pricePaise} /> ·{" "}
          <span
            className={
              p.stock < LOW_STOCK_BELOW ? "font-semibold text-red-700 dark:text-red-300" : undefined
            }
          >
            {fill(c.stock, { count: p.stock })}
          </span>
        </p>
      </div>
      <Link
        to={`/limrakart/admin?edit=${p.id}`}
        className={`${buttonClass.outline} !px-3 !py-1.5 text-sm`}
      >
        {c.editButton}
        <span className="sr-only" translate="no">
          {" "}
          {p.name}
        </span>
      </Link>
      {p.active ? (
        <ConfirmDialog
          look="popover"
          trigger={
            <>
              {c.delete}
              <span className="sr-only" translate="no">
                {" "}
                {p.name}
              </span>
            </>
          }
          message={<DataText text={c.deleteQuestion} data={{ name: p.name }} />}
          confirmLabel={c.yesDelete}
          fields={{ intent: "product-delete", id: p.id }}
        />
      ) : null}
    </li>
  );
}

const CATEGORIES_HREF = "/limrakart/admin?tab=categories";

/** The hidden inputs of a form, in order. */
function HiddenFields({ fields }: { fields: Record<string, string> }) {
  return Object.entries(fields).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
}

/** Add a category (English + Tamil name). */
function NewCategoryForm() {
  const c = storeAdminContent[useLocale()].categories;
  return (
    <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
      <HiddenFields fields={{ intent: "category-save", redirectTo: CATEGORIES_HREF }} />
      <div>
        <label htmlFor="new-category" className="text-sm font-semibold">
          {c.newCategory}
        </label>
        <input id="new-category" name="name" required className={inputClass} />
      </div>
      <div>
        <label htmlFor="new-category-ta" className="text-sm font-semibold">
          {c.nameTa}
        </label>
        <input id="new-category-ta" name="nameTa" lang="ta" className={inputClass} />
      </div>
      <button type="submit" className={buttonClass.primary}>
        {c.add}
      </button>
    </Form>
  );
}

/** A category: rename it (both names), its product count, and (de)activate it. */
function CategoryRow({ c }: { c: AdminCategory }) {
  const t = storeAdminContent[useLocale()].categories;
  return (
    <li className="flex flex-wrap items-end gap-3 py-3">
      <Form method="post" className="flex flex-wrap items-end gap-2">
        <HiddenFields fields={{ intent: "category-save", id: c.id, redirectTo: CATEGORIES_HREF }} />
        <label className="sr-only" htmlFor={`cat-${c.id}`}>
          <DataText text={t.nameOf} data={{ name: c.name }} />
        </label>
        <input
          id={`cat-${c.id}`}
          name="name"
          defaultValue={c.name}
          className={`${inputClass} w-56`}
        />
        <label className="sr-only" htmlFor={`cat-ta-${c.id}`}>
          <DataText text={t.tamilNameOf} data={{ name: c.name }} />
        </label>
        <input
          id={`cat-ta-${c.id}`}
          name="nameTa"
          lang="ta"
          defaultValue={c.nameTa}
          className={`${inputClass} w-56`}
        />
        <button type="submit" className={`${buttonClass.outline} !px-3 !py-1.5 text-sm`}>
          {t.rename}
          <span className="sr-only" translate="no">
            {" "}
            {c.name}
          </span>
        </button>
      </Form>
      <span className={`text-sm ${mutedText}`}>{countText(c.productCount, t.productCount)}</span>
      <Form method="post" className="ml-auto">
        <HiddenFields
          fields={{
            intent: "category-toggle",
            id: c.id,
            active: c.active ? "0" : "1",
            redirectTo: CATEGORIES_HREF,
          }}
        />
        <button
          type="submit"
          className={`${c.active ? buttonClass.outline : buttonClass.primary} !px-3 !py-1.5 text-sm`}
        >
          {c.active ? t.deactivate : t.activate}
          <span className="sr-only" translate="no">
            {" "}
            {c.name}
          </span>
        </button>
      </Form>
    </li>
  );
}

/** The Categories tab. */
export function CategoriesTab({ categories }: { categories: AdminCategory[] }) {
  const t = storeAdminContent[useLocale()].categories;
  return (
    <section aria-labelledby="categories-heading" className={`${cardClass} mt-6 p-6`}>
      <h2 id="categories-heading" className="text-xl font-bold">
        {t.title}
      </h2>
      <NewCategoryForm />
      <ul
        className="mt-6 divide-y divide-slate-200 dark:divide-slate-800"
        data-testid="admin-categories"
      >
        {categories.map((c) => (
          <CategoryRow key={c.id} c={c} />
        ))}
      </ul>
    </section>
  );
}
