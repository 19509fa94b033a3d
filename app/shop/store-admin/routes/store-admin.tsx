import { Link } from "react-router";
import type { Route } from "./+types/store-admin";
import { buttonClass } from "~/components/ui/styles";
import { useActionAnswer } from "~/components/use-action-answer";
import { safeRedirect } from "~/lib/safe-redirect";
import { readAdminForm } from "~/platform/admin-upload.server";
import { useLocale } from "~/lib/i18n/i18n";
import { formFailure } from "~/platform/form-response.server";
import { getPreferences } from "~/platform/preferences.server";
import { discardUploads } from "~/platform/uploads.server";
import { staffMayPost } from "../../shared/order-workflow";
import { requireOrderDesk } from "../access.server";
import { CategoriesTab, ProductsTab } from "../catalog";
import { listAdminCategories, productsTab, storeStats } from "../catalog/index.server";
import {
  STORE_ADMIN_TABS,
  StoreAdminTabs,
  StoreStats,
  type StoreAdminTab,
} from "../components/store-admin-header";
import { storeAdminAccessContent } from "../content/access";
import { storeAdminContent } from "../content/store-admin";
import { STORE_ADMIN_HREF, STORE_ADMIN_INTENTS } from "../intents.server";
import { OrdersTab } from "../orders";
import { awaitingConfirmationCount, ordersTab } from "../orders/index.server";

/**
 * The store admin panel (/limrakart/admin): products, categories and orders for the admin; the
 * orders alone for staff (their orders desk, decision 064). Guarded by its layout
 * (routes/layout.tsx: 'Access Denied' 401 for a visitor, 'Admin Access Required' 403 for a
 * customer); the loader and the action run the same guard again, and the action refuses staff
 * (403) what only the admin may do. Each form post names its `intent`, answered by one action
 * of the catalog or the orders desk (intents.server.ts).
 */

export async function loader({ request, context }: Route.LoaderArgs) {
  const { role } = requireOrderDesk(context, request);
  const admin = role === "admin";
  const url = new URL(request.url);
  const asked = STORE_ADMIN_TABS.find((t) => t.id === url.searchParams.get("tab"))?.id;
  const tab = (admin ? (asked ?? "products") : "orders") as StoreAdminTab;
  const [stats, categories, awaiting] = await Promise.all([
    admin ? storeStats() : null,
    admin ? listAdminCategories() : [],
    awaitingConfirmationCount(),
  ]);
  const base = { tab, stats, categories, admin, awaiting };
  if (tab === "orders") {
    const none = { products: [], godownItems: [], editing: null, editId: null };
    return { ...base, ...(await ordersTab(url.searchParams)), ...none };
  }
  const products = await productsTab(tab, url.searchParams.get("edit"));
  return { ...base, ...products, orders: null, detail: null };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = matches.find((m) => m?.id === "root")?.loaderData as
    { locale?: "en" | "ta" } | undefined;
  const c = storeAdminContent[root?.locale ?? "en"];
  return [
    { title: `${loaderData?.admin === false ? c.ordersDeskTitle : c.title} — LimraKart` },
    { name: "robots", content: "noindex" },
  ];
};

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireOrderDesk(context, request);
  const form = await readAdminForm(request);
  const t = storeAdminContent[getPreferences(context).locale].toasts;
  if (!form.ok)
    return formFailure(context, {
      status: form.status,
      toast: { title: t.error, description: form.message },
    });
  const v = form.values;
  const refuse = async (status: number, description: string) => {
    await discardUploads(form.upload.files);
    return formFailure(context, { status, toast: { title: t.error, description } });
  };
  if (user.role !== "admin" && !staffMayPost(v)) return refuse(403, t.adminOnly);
  const answer = Object.hasOwn(STORE_ADMIN_INTENTS, v.intent ?? "")
    ? STORE_ADMIN_INTENTS[v.intent!]
    : undefined;
  if (!answer) return refuse(400, t.unknownAction);
  return answer(context, user.id, form, safeRedirect(v.redirectTo, STORE_ADMIN_HREF));
}

export default function StoreAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  const { errors, values, busy } = useActionAnswer(actionData);
  const locale = useLocale();
  const c = storeAdminContent[locale];
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{d.admin ? c.title : c.ordersDeskTitle}</h1>
        <Link to="/limrakart" className={buttonClass.outline}>
          {storeAdminAccessContent[locale].goToStore}
        </Link>
      </div>
      {d.stats ? <StoreStats figures={d.stats} /> : null}
      {d.admin ? <StoreAdminTabs tab={d.tab} awaiting={d.awaiting} /> : null}
      {d.tab === "products" ? (
        <ProductsTab
          products={d.products}
          editing={d.editing}
          categories={d.categories}
          godownItems={d.godownItems}
          {...{ errors, values, busy }}
        />
      ) : null}
      {d.tab === "categories" ? <CategoriesTab categories={d.categories} /> : null}
      {d.tab === "orders" && d.orders ? (
        <OrdersTab orders={d.orders} detail={d.detail} awaiting={d.awaiting} admin={d.admin} />
      ) : null}
    </div>
  );
}
