import { DataText } from "~/components/ui/data-text";
import { cardClass } from "~/components/ui/styles";
import { fill, type FieldErrors } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import type { AdminCategory } from "../categories.server";
import type { AdminProduct, GodownOption } from "../catalog.server";
import { storeCatalogContent } from "../content";
import { ProductForm } from "./product-form";
import { ProductsTable } from "./products-table";

/** The store admin's Products tab (its Categories tab is categories-tab.tsx). */
const STORE_ADMIN_HREF = "/limrakart/admin";

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
  const c = storeCatalogContent[useLocale()].products;
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
            cancelHref={STORE_ADMIN_HREF}
            redirectTo={STORE_ADMIN_HREF}
          />
        </div>
      </section>
      <section aria-labelledby="all-products-heading" className={`${cardClass} p-6`}>
        <h2 id="all-products-heading" className="text-xl font-bold">
          {fill(c.all, { count: products.length })}
        </h2>
        <ProductsTable
          products={products}
          editHref={(id) => `${STORE_ADMIN_HREF}?edit=${encodeURIComponent(id)}`}
          redirectTo={STORE_ADMIN_HREF}
          className="mt-4"
        />
      </section>
    </div>
  );
}
