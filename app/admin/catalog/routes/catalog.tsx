import { Link } from "react-router";
import type { Route } from "./+types/catalog";
import { buttonClass, mutedText } from "~/components/ui/styles";
import { TabNav } from "~/components/ui/tab-nav";
import { useActionAnswer } from "~/components/use-action-answer";
import { readAdminForm } from "~/platform/admin-upload.server";
import { requireRole } from "~/platform/auth/guards.server";
import { formFailure } from "~/platform/form-response.server";
import { discardUploads } from "~/platform/uploads.server";
import {
  productDeleteAction,
  productSaveAction,
  listAdminCategories,
  listAdminProducts,
  godownOptions,
} from "~/shop/index.server";
import { ProductForm, ProductsTable } from "~/shop";
import {
  catalogDeleteAction,
  gallerySaveAction,
  serviceSaveAction,
} from "../catalog-actions.server";
import { catalogCounts, listAdminGallery, listAdminServices } from "../catalog.server";
import { backupStatus } from "../../backup/index.server";
import { LastBackup } from "../../backup";
import { CatalogTotals } from "../components/catalog-totals";
import { GalleryCards, ServicesTable } from "../components/catalog-lists";
import { EditPanel } from "~/components/ui/edit-panel";
import { DataText } from "~/components/ui/data-text";
import { useLocale } from "~/lib/i18n/i18n";
import { getPreferences } from "~/platform/preferences.server";
import { adminContent, adminMeta } from "../../content";
import { catalogContent } from "../content";
import { GalleryForm } from "../components/gallery-form";
import { ServiceForm } from "../components/service-form";

/**
 * The admin panel (/admin), the admin home: the last backup's time (a warning after a week), then
 * tabs Services, Products and Gallery with totals, a list per tab, and an add/edit panel the URL
 * opens (`?tab=services&edit=new`, `&edit=<id>`), so everything works
 * without JavaScript. What is saved here is what /services, /, /gallery and /limrakart show.
 */
type Tab = "services" | "products" | "gallery";
const TABS: { id: Tab; publicHref: string }[] = [
  { id: "services", publicHref: "/services" },
  { id: "products", publicHref: "/limrakart" },
  { id: "gallery", publicHref: "/gallery" },
];

const tabHref = (tab: Tab) => `/admin?tab=${tab}`;
const editHref = (tab: Tab) => (id: string) => `/admin?tab=${tab}&edit=${encodeURIComponent(id)}`;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(context, request, "admin");
  const params = new URL(request.url).searchParams;
  const tab = TABS.find((t) => t.id === params.get("tab"))?.id ?? "services";
  const [backup, counts, services, gallery, products, categories, godownItems] = await Promise.all([
    backupStatus(),
    catalogCounts(),
    tab === "services" ? listAdminServices() : [],
    tab === "gallery" ? listAdminGallery() : [],
    tab === "products" ? listAdminProducts() : [],
    tab === "products" ? listAdminCategories() : [],
    tab === "products" ? godownOptions() : [],
  ]);
  // The panel opens for "new" or an existing item of the tab; an unknown id leaves it closed.
  const requested = params.get("edit");
  const known = [...services, ...gallery, ...products].some((item) => item.id === requested);
  const edit = requested === "new" || known ? requested : null;
  return { backup, tab, counts, services, gallery, products, categories, godownItems, edit };
}

export const meta = adminMeta({ en: adminContent.en.nav.catalog, ta: adminContent.ta.nav.catalog });

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireRole(context, request, "admin");
  const form = await readAdminForm(request);
  const t = catalogContent[getPreferences(context).locale].toasts;
  if (!form.ok) {
    return formFailure(context, {
      status: form.status,
      toast: { title: t.error, description: form.message },
    });
  }
  switch (form.values.intent) {
    case "service-save":
      return serviceSaveAction(context, admin.id, form);
    case "gallery-save":
      return gallerySaveAction(context, admin.id, form);
    case "product-save":
      return productSaveAction(context, admin.id, form, tabHref("products"));
  }
  // The other intents carry no picture.
  await discardUploads(form.upload.files);
  switch (form.values.intent) {
    case "service-delete":
      return catalogDeleteAction(context, admin.id, "service", form.values);
    case "gallery-delete":
      return catalogDeleteAction(context, admin.id, "gallery_item", form.values);
    case "product-delete":
      return productDeleteAction(context, admin.id, form.values, tabHref("products"));
    default:
      return formFailure(context, {
        status: 400,
        toast: { title: t.error, description: t.unknownAction },
      });
  }
}

export default function Catalog({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  const c = catalogContent[useLocale()];
  const { errors, values, busy } = useActionAnswer(actionData);
  const tab = TABS.find((t) => t.id === d.tab)!;
  const here = tabHref(tab.id);
  const service = d.services.find((s) => s.id === d.edit) ?? null;
  const galleryItem = d.gallery.find((g) => g.id === d.edit) ?? null;
  const product = d.products.find((p) => p.id === d.edit) ?? null;
  const editedName = service?.name ?? galleryItem?.title ?? product?.name;
  const formProps = { errors, values, busy, closeHref: here };
  return (
    <>
      <h1 className="text-3xl font-bold">{c.title}</h1>
      <p className={`mt-1 ${mutedText}`}>
        <DataText
          text={c.intro}
          data={{ services: "/services", products: "/limrakart", gallery: "/gallery" }}
        />
      </p>
      <div className="mt-3">
        <LastBackup status={d.backup} linkToBackup />
      </div>
      <CatalogTotals counts={d.counts} />
      <TabNav
        label={c.tabsLabel}
        tabs={TABS.map((t) => ({ id: t.id, label: c.tabs[t.id] }))}
        current={d.tab}
        hrefOf={tabHref}
      />

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-bold">{c.tabs[tab.id]}</h2>
        <div className="flex flex-wrap gap-3">
          <Link to={tab.publicHref} className={buttonClass.outline}>
            {c.viewOnSite}
          </Link>
          <Link to={`${here}&edit=new`} className={buttonClass.primary}>
            {c.add[tab.id]}
          </Link>
        </div>
      </div>

      {d.edit ? (
        <EditPanel
          key={`${d.tab}-${d.edit}`}
          id="edit-panel"
          testId="edit-panel"
          title={
            editedName ? <DataText text={c.editTitle} data={{ name: editedName }} /> : c.add[tab.id]
          }
          closeHref={here}
        >
          {d.tab === "services" ? <ServiceForm service={service} {...formProps} /> : null}
          {d.tab === "gallery" ? <GalleryForm item={galleryItem} {...formProps} /> : null}
          {d.tab === "products" ? (
            <ProductForm
              product={product}
              categories={d.categories}
              godownItems={d.godownItems}
              errors={errors}
              values={values}
              busy={busy}
              cancelHref={here}
              redirectTo={here}
            />
          ) : null}
        </EditPanel>
      ) : null}

      {d.tab === "services" ? (
        <ServicesTable services={d.services} editHref={editHref("services")} redirectTo={here} />
      ) : null}
      {d.tab === "products" ? (
        <ProductsTable products={d.products} editHref={editHref("products")} redirectTo={here} />
      ) : null}
      {d.tab === "gallery" ? (
        <GalleryCards items={d.gallery} editHref={editHref("gallery")} redirectTo={here} />
      ) : null}
    </>
  );
}
