import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { EmptyState } from "~/components/ui/empty-state";
import { buttonClass, cardClass, mutedText } from "~/components/ui/styles";
import { Table, type Column } from "~/components/ui/table";
import { formatRupees } from "~/lib/format";
import { fill } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { galleryContent, isGalleryCategory } from "~/site";
import type { AdminGalleryItem, AdminService } from "../catalog.server";
import { catalogContent, type CatalogContent } from "../content";
import { DeleteConfirm } from "./delete-confirm";

/**
 * The lists of /admin's Services and Gallery tabs: a table of services, cards for the gallery's
 * pictures. The Products tab shows the shop's ProductsTable (one product list for both screens).
 */

const small = "!px-3 !py-1.5 text-sm";
function ActiveBadge({ active }: { active: boolean }) {
  const c = catalogContent[useLocale()];
  return active ? <Badge tone="success">{c.active}</Badge> : <Badge>{c.inactive}</Badge>;
}

function EditLink({ href, name }: { href: string; name: string }) {
  const c = catalogContent[useLocale()];
  return (
    <Link to={href} className={`${buttonClass.outline} ${small}`}>
      {c.edit}
      <span className="sr-only" translate="no">
        {" "}
        {name}
      </span>
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
  c: CatalogContent,
): Column<T>[] {
  return [
    { key: "status", header: c.columns.status, cell: (r) => <ActiveBadge active={r.active} /> },
    {
      key: "actions",
      header: c.columns.actions,
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
type ListKind = { list: "services"; testId: string; intent: string };

/** A catalog table: the kind's own columns, then Status and Actions; an empty state without rows. */
function CatalogTable<T extends { id: string; name: string; active: boolean }>({
  columns,
  rows,
  kind: { list, testId, intent },
  links,
}: {
  columns: Column<T>[];
  rows: T[];
  kind: ListKind;
  links: ListLinks;
}) {
  const c = catalogContent[useLocale()];
  const { caption, empty, note } = c.lists[list];
  return (
    <Table
      columns={[...columns, ...statusAndActions<T>({ intent, note, ...links }, c)]}
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
  list: "services",
  testId: "admin-services",
  intent: "service-delete",
};

export function ServicesTable({ services, ...links }: ListLinks & { services: AdminService[] }) {
  const c = catalogContent[useLocale()];
  return (
    <CatalogTable<AdminService>
      columns={[
        {
          key: "service",
          header: c.columns.service,
          data: true,
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
          header: c.columns.startingPrice,
          cell: (s) => (s.pricePaise !== null ? formatRupees(s.pricePaise) : "—"),
          className: "whitespace-nowrap",
        },
        { key: "position", header: c.columns.position, cell: (s) => s.sortOrder },
      ]}
      rows={services}
      kind={SERVICE_LIST}
      links={links}
    />
  );
}

export function GalleryCards({ items, ...links }: ListLinks & { items: AdminGalleryItem[] }) {
  const locale = useLocale();
  const c = catalogContent[locale];
  const categories = galleryContent[locale].filters;
  if (items.length === 0) {
    return <EmptyState title={c.lists.gallery.empty} className="mt-6" />;
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
            <p className="font-semibold" translate="no">
              {g.title}
            </p>
            <p className={mutedText}>
              {isGalleryCategory(g.category) ? (
                categories[g.category]
              ) : (
                <span translate="no">{g.category}</span>
              )}{" "}
              · {fill(c.galleryPosition, { position: g.sortOrder })}
            </p>
            {g.tags.length ? (
              <p className={mutedText} translate="no">
                {g.tags.join(", ")}
              </p>
            ) : null}
            <div className="mt-auto flex items-center justify-between gap-2 pt-3">
              <ActiveBadge active={g.active} />
              <RowActions
                id={g.id}
                name={g.title}
                active={g.active}
                intent="gallery-delete"
                note={c.lists.gallery.note}
                {...links}
              />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
