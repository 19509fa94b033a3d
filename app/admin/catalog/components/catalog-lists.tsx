import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonClass, cardClass, mutedText } from "~/components/ui/styles";
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

function EmptyState({ text }: { text: string }) {
  return <p className={`${cardClass} mt-6 p-8 text-center ${mutedText}`}>{text}</p>;
}

function Th({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <th scope="col" className={`p-3 ${className}`}>
      {children}
    </th>
  );
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
  if (services.length === 0)
    return <EmptyState text="No services found. Add your first service!" />;
  return (
    <div className={`${cardClass} mt-6 overflow-x-auto`}>
      <table className="w-full text-left text-sm" data-testid="admin-services">
        <caption className="sr-only">Services</caption>
        <thead className="border-b border-slate-200 dark:border-slate-800">
          <tr>
            <Th>Service</Th>
            <Th>Starting price</Th>
            <Th>Position</Th>
            <Th>Status</Th>
            <Th className="text-right">Actions</Th>
          </tr>
        </thead>
        <tbody>
          {services.map((s) => (
            <tr
              key={s.id}
              className="border-b border-slate-100 last:border-0 dark:border-slate-800"
            >
              <td className="p-3">
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
              </td>
              <td className="p-3 whitespace-nowrap">
                {s.pricePaise !== null ? formatRupees(s.pricePaise) : "—"}
              </td>
              <td className="p-3">{s.sortOrder}</td>
              <td className="p-3">
                <ActiveBadge active={s.active} />
              </td>
              <td className="p-3">
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
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
    return <EmptyState text="No gallery items found. Add your first gallery item!" />;
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
  if (products.length === 0)
    return <EmptyState text="No products found. Add your first product!" />;
  return (
    <div className={`${cardClass} mt-6 overflow-x-auto`}>
      <table className="w-full text-left text-sm" data-testid="admin-products">
        <caption className="sr-only">Products</caption>
        <thead className="border-b border-slate-200 dark:border-slate-800">
          <tr>
            <Th>Product</Th>
            <Th>Category</Th>
            <Th>Price</Th>
            <Th>Stock</Th>
            <Th>Status</Th>
            <Th className="text-right">Actions</Th>
          </tr>
        </thead>
        <tbody>
          {products.map((p) => (
            <tr
              key={p.id}
              className="border-b border-slate-100 last:border-0 dark:border-slate-800"
            >
              <td className="p-3">
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
              </td>
              <td className="p-3">{p.categoryName}</td>
              <td className="p-3 whitespace-nowrap">{formatRupees(p.pricePaise)}</td>
              <td className="p-3">{p.stock}</td>
              <td className="p-3">
                <ActiveBadge active={p.active} />
              </td>
              <td className="p-3">
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
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
