import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { EmptyState } from "~/components/ui/empty-state";
import { buttonClass, cardClass, mutedText } from "~/components/ui/styles";
import { Table, type Column } from "~/components/ui/table";
import { formatRupees } from "~/lib/format";
import type { AdminProduct } from "~/shop/index.server";
import { ProductImage } from "~/shop";
import { isGalleryCategory } from "~/site";
import type { AdminGalleryItem, AdminService } from "../catalog.server";
import { DeleteConfirm } from "./delete-confirm";
import { GALLERY_CATEGORY_LABELS } from "./gallery-form";

/** The lists of the three tabs of /admin: a table per kind (cards for the gallery's pictures). */

const small = "!px-3 !py-1.5 text-sm";
function ActiveBadge({ active }: { active: boolean }) {
  return active ? <Badge tone="success">Active</Badge> : <Badge>Inactive</Badge>;
}

function EditLink({ href, name }: { href: string; name: string }) {
  return (
    <Link to={href} className={`${buttonClass.outline} ${small}`}>
      Edit<span className="sr-only"> {name}</span>
    </Link>
  );
}

/** Where a list's Edit links go, and where a Delete comes back to. */
type ListLinks = { editHref: (id: string) => string; redirectTo: string };

/** What a row's Edit and Delete act on: the item, how to name it, and the Delete's wording. */
type RowActionsProps = {
  id: string;
  name: string;
  active: boolean;
  intent: string;
  note: string;
  className?: string;
} & ListLinks;

/** Edit, and Delete while the item is active. */
function RowActions({
  id,
  name,
  active,
  intent,
  note,
  editHref,
  redirectTo,
  className,
}: RowActionsProps) {
  return (
    <div className={`flex items-start gap-2 ${className ?? ""}`.trim()}>
      <EditLink href={editHref(id)} name={name} />
      {active ? (
        <DeleteConfirm intent={intent} id={id} name={name} note={note} redirectTo={redirectTo} />
      ) : null}
    </div>
  );
}

/** The Status and Actions columns both tables end with. */
function statusAndActions<T extends { id: string; name: string; active: boolean }>(
  actions: Pick<RowActionsProps, "intent" | "note" | "editHref" | "redirectTo">,
): Column<T>[] {
  return [
    { key: "status", header: "Status", cell: (r) => <ActiveBadge active={r.active} /> },
    {
      key: "actions",
      header: "Actions",
      cardLabel: "",
      align: "right",
      cell: (r) => (
        <RowActions
          id={r.id}
          name={r.name}
          active={r.active}
          className="justify-end"
          {...actions}
        />
      ),
    },
  ];
}

/** What tells the tables apart besides their columns: names, test id and the Delete's wording. */
type ListKind = { caption: string; empty: string; testId: string; intent: string; note: string };

/** A catalog table: the kind's own columns, then Status and Actions; an empty state without rows. */
function CatalogTable<T extends { id: string; name: string; active: boolean }>({
  columns,
  rows,
  kind: { caption, empty, testId, intent, note },
  links,
}: {
  columns: Column<T>[];
  rows: T[];
  kind: ListKind;
  links: ListLinks;
}) {
  return (
    <Table
      columns={[...columns, ...statusAndActions<T>({ intent, note, ...links })]}
      rows={rows}
      rowKey={(r) => r.id}
      empty={empty}
      caption={caption}
      className="mt-6"
      testId={testId}
    />
  );
}

const SERVICE_LIST: ListKind = {
  caption: "Services",
  empty: "No services found. Add your first service!",
  testId: "admin-services",
  intent: "service-delete",
  note: "It leaves the Services page; you can switch it back on by editing it.",
};

export function ServicesTable({ services, ...links }: ListLinks & { services: AdminService[] }) {
  return (
    <CatalogTable<AdminService>
      columns={[
        {
          key: "service",
          header: "Service",
          cell: (s) => (
            <div className="flex items-center gap-3">
              {s.imageUrl ? (
                <img
                  src={s.imageUrl}
                  alt=""
                  width={64}
                  height={48}
                  loading="lazy"
                  className="h-12 w-16 shrink-0 rounded object-cover"
                />
              ) : (
                <span className="h-12 w-16 shrink-0 rounded bg-slate-100 dark:bg-slate-800" />
              )}
              <div className="min-w-0">
                <p className="font-semibold">{s.name}</p>
                {s.nameTa ? (
                  <p lang="ta" className={mutedText}>
                    {s.nameTa}
                  </p>
                ) : null}
                <p className={`line-clamp-1 ${mutedText}`}>{s.description}</p>
              </div>
            </div>
          ),
        },
        {
          key: "price",
          header: "Starting price",
          cell: (s) => (s.pricePaise !== null ? formatRupees(s.pricePaise) : "—"),
          className: "whitespace-nowrap",
        },
        { key: "position", header: "Position", cell: (s) => s.sortOrder },
      ]}
      rows={services}
      kind={SERVICE_LIST}
      links={links}
    />
  );
}

export function GalleryCards({ items, ...links }: ListLinks & { items: AdminGalleryItem[] }) {
  if (items.length === 0) {
    return (
      <EmptyState title="No gallery items found. Add your first gallery item!" className="mt-6" />
    );
  }
  return (
    <ul
      className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      data-testid="admin-gallery"
    >
      {items.map((g) => (
        <li key={g.id} className={`${cardClass} flex flex-col`}>
          <img
            src={g.imageUrl}
            alt=""
            width={320}
            height={240}
            loading="lazy"
            className="aspect-[4/3] w-full rounded-t-xl object-cover"
          />
          <div className="flex flex-1 flex-col gap-1 p-4 text-sm">
            <p className="font-semibold">{g.title}</p>
            <p className={mutedText}>
              {isGalleryCategory(g.category) ? GALLERY_CATEGORY_LABELS[g.category] : g.category} ·
              position {g.sortOrder}
            </p>
            {g.tags.length ? <p className={mutedText}>{g.tags.join(", ")}</p> : null}
            <div className="mt-auto flex items-center justify-between gap-2 pt-3">
              <ActiveBadge active={g.active} />
              <RowActions
                id={g.id}
                name={g.title}
                active={g.active}
                intent="gallery-delete"
                note="It leaves the gallery; you can switch it back on by editing it."
                {...links}
              />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

const PRODUCT_LIST: ListKind = {
  caption: "Products",
  empty: "No products found. Add your first product!",
  testId: "admin-products",
  intent: "product-delete",
  note: "It leaves the store; past orders keep it.",
};

export function ProductsTable({ products, ...links }: ListLinks & { products: AdminProduct[] }) {
  return (
    <CatalogTable<AdminProduct>
      columns={[
        {
          key: "product",
          header: "Product",
          cell: (p) => (
            <div className="flex items-center gap-3">
              <ProductImage
                src={p.imageUrl}
                alt=""
                width={64}
                height={48}
                className="h-12 w-16 shrink-0 rounded object-cover"
              />
              <span className="font-semibold">{p.name}</span>
            </div>
          ),
        },
        { key: "category", header: "Category", cell: (p) => p.categoryName },
        {
          key: "price",
          header: "Price",
          cell: (p) => formatRupees(p.pricePaise),
          className: "whitespace-nowrap",
        },
        { key: "stock", header: "Stock", cell: (p) => p.stock },
      ]}
      rows={products}
      kind={PRODUCT_LIST}
      links={links}
    />
  );
}
