import { Link } from "react-router";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { DataText } from "~/components/ui/data-text";
import { buttonClass, mutedText } from "~/components/ui/styles";
import { Table } from "~/components/ui/table";
import { formatRupees } from "~/lib/format";
import { useLocale } from "~/lib/i18n/i18n";
import { ProductImage } from "../../../shared/components/product-image";
import { LOW_STOCK_BELOW } from "../../../shared/order-workflow";
import type { AdminProduct } from "../catalog.server";
import { storeCatalogContent } from "../content";

const small = "!px-3 !py-1.5 text-sm";

/** A row's Edit link and, while the product is active, its Delete (a soft delete, confirmed). */
function ProductActions({
  product: p,
  editHref,
  redirectTo,
}: {
  product: AdminProduct;
  editHref: string;
  redirectTo: string;
}) {
  const c = storeCatalogContent[useLocale()].products;
  const name = (
    <span className="sr-only" translate="no">
      {" "}
      {p.name}
    </span>
  );
  return (
    <div className="flex items-start justify-end gap-2">
      <Link to={editHref} className={`${buttonClass.outline} ${small}`}>
        {c.editButton}
        {name}
      </Link>
      {p.active ? (
        <ConfirmDialog
          trigger={
            <>
              {c.delete}
              {name}
            </>
          }
          message={<DataText text={c.deleteQuestion} data={{ name: p.name }} />}
          confirmLabel={
            <>
              {c.yesDelete}
              {name}
            </>
          }
          fields={{ intent: "product-delete", id: p.id, redirectTo }}
        />
      ) : null}
    </div>
  );
}

/**
 * The store's products as the admin keeps them, one list for both screens (/admin's Products
 * tab and /limrakart/admin): picture and name, category, price, stock (red when low), status,
 * Edit and Delete. Edit goes to `editHref(id)`; a Delete comes back to `redirectTo`.
 */
export function ProductsTable({
  products,
  editHref,
  redirectTo,
  className = "mt-6",
}: {
  products: AdminProduct[];
  editHref: (id: string) => string;
  redirectTo: string;
  className?: string;
}) {
  const c = storeCatalogContent[useLocale()].products;
  return (
    <Table<AdminProduct>
      columns={[
        {
          key: "product",
          header: c.columns.product,
          data: true,
          cell: (p) => (
            <div className="flex items-center gap-3">
              <ProductImage
                src={p.imageUrl}
                alt=""
                width={64}
                height={48}
                className="h-12 w-16 shrink-0 rounded object-cover"
              />
              <p className="font-semibold">{p.name}</p>
            </div>
          ),
        },
        { key: "category", header: c.columns.category, data: true, cell: (p) => p.categoryName },
        {
          key: "price",
          header: c.columns.price,
          cell: (p) => formatRupees(p.pricePaise),
          className: "whitespace-nowrap",
        },
        {
          key: "stock",
          header: c.columns.stock,
          cell: (p) => p.stock,
          className: (p) =>
            p.stock < LOW_STOCK_BELOW ? "font-semibold text-red-700 dark:text-red-300" : "",
        },
        {
          key: "status",
          header: c.columns.status,
          // Plain words, not the kit's Badge: this list is named by the shop's index, which the
          // public tea pages import, and the Badge module would join the chunk every page loads.
          cell: (p) => (p.active ? c.active : c.inactive),
          className: (p) =>
            p.active ? "font-semibold text-green-800 dark:text-green-300" : mutedText,
        },
        {
          key: "actions",
          header: c.columns.actions,
          cardLabel: "",
          align: "right",
          cell: (p) => (
            <ProductActions product={p} editHref={editHref(p.id)} redirectTo={redirectTo} />
          ),
        },
      ]}
      rows={products}
      rowKey={(p) => p.id}
      empty={c.empty}
      caption={c.caption}
      className={className}
      testId="admin-products"
    />
  );
}
