import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { EmptyState } from "~/components/ui/empty-state";
import { buttonClass, cardClass, mutedText } from "~/components/ui/styles";
import { Table } from "~/components/ui/table";
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

export function ServicesTable({
  services,
  editHref,
  redirectTo,
}: {
  services: AdminService[];
  editHref: (id: string) => string;
  redirectTo: string;
}) {
  return (
    <Table
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
        { key: "status", header: "Status", cell: (s) => <ActiveBadge active={s.active} /> },
        {
          key: "actions",
          header: "Actions",
          cardLabel: "",
          align: "right",
          cell: (s) => (
            <div className="flex items-start justify-end gap-2">
              <EditLink href={editHref(s.id)} name={s.name} />
              {s.active ? (
                <DeleteConfirm
                  intent="service-delete"
                  id={s.id}
                  name={s.name}
                  note="It leaves the Services page; you can switch it back on by editing it."
                  redirectTo={redirectTo}
                />
              ) : null}
            </div>
          ),
        },
      ]}
      rows={services}
      rowKey={(s) => s.id}
      empty="No services found. Add your first service!"
      caption="Services"
      className="mt-6"
      testId="admin-services"
    />
  );
}

export function GalleryCards({
  items,
  editHref,
  redirectTo,
}: {
  items: AdminGalleryItem[];
  editHref: (id: string) => string;
  redirectTo: string;
}) {
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
              <div className="flex items-start gap-2">
                <EditLink href={editHref(g.id)} name={g.title} />
                {g.active ? (
                  <DeleteConfirm
                    intent="gallery-delete"
                    id={g.id}
                    name={g.title}
                    note="It leaves the gallery; you can switch it back on by editing it."
                    redirectTo={redirectTo}
                  />
                ) : null}
              </div>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function ProductsTable({
  products,
  editHref,
  redirectTo,
}: {
  products: AdminProduct[];
  editHref: (id: string) => string;
  redirectTo: string;
}) {
  return (
    <Table
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
        { key: "status", header: "Status", cell: (p) => <ActiveBadge active={p.active} /> },
        {
          key: "actions",
          header: "Actions",
          cardLabel: "",
          align: "right",
          cell: (p) => (
            <div className="flex items-start justify-end gap-2">
              <EditLink href={editHref(p.id)} name={p.name} />
              {p.active ? (
                <DeleteConfirm
                  intent="product-delete"
                  id={p.id}
                  name={p.name}
                  note="It leaves the store; past orders keep it."
                  redirectTo={redirectTo}
                />
              ) : null}
            </div>
          ),
        },
      ]}
      rows={products}
      rowKey={(p) => p.id}
      empty="No products found. Add your first product!"
      caption="Products"
      className="mt-6"
      testId="admin-products"
    />
  );
}
