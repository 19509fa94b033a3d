import { Link } from "react-router";
import type { Route } from "./+types/store-admin";
import { buttonClass } from "~/components/ui/styles";
import { useActionAnswer } from "~/components/use-action-answer";
import { safeRedirect } from "~/lib/safe-redirect";
import { readAdminForm } from "~/platform/admin-upload.server";
import { parseWith } from "~/lib/forms";
import { formatRupees } from "~/lib/format";
import { useLocale } from "~/lib/i18n/i18n";
import { formFailure } from "~/platform/form-response.server";
import { getPreferences } from "~/platform/preferences.server";
import { storeAdminContent } from "../content/store-admin";
import { storeAdminOrdersContent } from "../orders/content";
import { fill } from "~/lib/forms";
import { storeAdminAccessContent } from "../content/access";
import { redirectWithToast } from "~/platform/toast.server";
import { requireOrderDesk } from "../access.server";
import { staffMayPost } from "../../shared/order-workflow";
import { discardUploads } from "~/platform/uploads.server";
import { productDeleteAction, productSaveAction } from "../catalog/product-actions.server";
import {
  getAdminOrder,
  listAdminOrders,
  changeOrderStatus,
  changePaymentStatus,
  type StatusChange,
} from "../orders/orders.server";
import { refundOrder } from "../orders/order-books.server";
import { orderPaymentSchema, orderRefundSchema, orderStatusSchema } from "../../shared/schema";
import { awaitingConfirmationCount, queueContacts } from "../orders/order-queue.server";
import {
  listAdminCategories,
  listAdminProducts,
  godownOptions,
  saveCategory,
  setCategoryActive,
  storeStats,
} from "../catalog/catalog.server";
import { CategoriesTab, ProductsTab } from "../catalog/components/store-admin-catalog";
import {
  STORE_ADMIN_TABS,
  StoreAdminTabs,
  StoreStats,
  type StoreAdminTab,
} from "../components/store-admin-header";
import { OrdersTab } from "../orders/components/store-admin-orders";

/**
 * The store admin panel (/limrakart/admin): products, categories and orders for the admin; the
 * orders alone for staff (their orders desk, decision 064). Guarded by its layout
 * (shop/admin-layout.tsx: 'Access Denied' 401 for a visitor, 'Admin Access Required' 403 for a
 * customer); the loader and the action run the same guard again, and the action refuses staff
 * (403) what only the admin may do.
 */

export async function loader({ request, context }: Route.LoaderArgs) {
  const { role } = requireOrderDesk(context, request);
  const admin = role === "admin";
  const url = new URL(request.url);
  const asked = STORE_ADMIN_TABS.find((t) => t.id === url.searchParams.get("tab"))?.id;
  const tab = (admin ? (asked ?? "products") : "orders") as StoreAdminTab;
  const [stats, categories] = admin
    ? await Promise.all([storeStats(), listAdminCategories()])
    : [null, []];
  const base = { tab, stats, categories, admin };
  if (tab === "orders") {
    const status = url.searchParams.get("status") ?? "";
    const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
    const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1;
    const orderId = url.searchParams.get("order");
    const [list, detail, awaiting] = await Promise.all([
      listAdminOrders({ status, q, page }),
      orderId ? getAdminOrder(orderId) : Promise.resolve(null),
      awaitingConfirmationCount(),
    ]);
    const contacts =
      status === "awaiting_confirmation" ? await queueContacts(list.orders.map((o) => o.id)) : {};
    return {
      ...base,
      awaiting,
      orders: { ...list, status, q, contacts },
      detail,
      products: [],
      godownItems: [],
      editing: null,
      editId: null,
    };
  }
  const [products, godownItems] =
    tab === "products" ? await Promise.all([listAdminProducts(), godownOptions()]) : [[], []];
  const editId = url.searchParams.get("edit");
  return {
    ...base,
    awaiting: await awaitingConfirmationCount(),
    products,
    godownItems,
    editId,
    editing: editId && editId !== "new" ? (products.find((p) => p.id === editId) ?? null) : null,
    orders: null,
    detail: null,
  };
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
  if (user.role !== "admin" && !staffMayPost(v)) {
    await discardUploads(form.upload.files);
    return formFailure(context, {
      status: 403,
      toast: { title: t.error, description: t.adminOnly },
    });
  }
  const back = safeRedirect(v.redirectTo, "/limrakart/admin");
  switch (v.intent) {
    case "product-save":
      return productSaveAction(context, user.id, form, "/limrakart/admin");
    case "product-delete":
      return productDeleteAction(context, user.id, v, "/limrakart/admin");
    case "category-save":
      return categorySaveAction(context, user.id, v, back);
    case "category-toggle":
      return categoryToggleAction(context, user.id, v, back);
    case "order-status":
      return orderStatusAction(context, user.id, v, back);
    case "payment-status":
      return paymentStatusAction(context, user.id, v, back);
    case "order-refund":
      return orderRefundAction(context, user.id, v, back);
    default:
      return formFailure(context, {
        status: 400,
        toast: { title: t.error, description: t.unknownAction },
      });
  }
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

type ActionContext = Route.ActionArgs["context"];
type Values = Record<string, string>;

/** Add a category, or rename one (`id`): a name is required and must be new. */
async function categorySaveAction(context: ActionContext, userId: string, v: Values, back: string) {
  const t = storeAdminContent[getPreferences(context).locale].toasts;
  const name = (v.name ?? "").trim();
  if (!name || name.length > 80) {
    return formFailure(context, {
      status: 400,
      toast: { title: t.error, description: t.categoryRequired },
      errors: { name: t.categoryRequired },
      values: v,
    });
  }
  const result = await saveCategory(
    { id: v.id || undefined, name, nameTa: v.nameTa?.trim() || null },
    userId,
  );
  if (result === "duplicate") {
    return formFailure(context, {
      status: 409,
      toast: { title: t.error, description: t.categoryDuplicate },
      values: v,
    });
  }
  if (result === "not-found")
    return formFailure(context, {
      status: 404,
      toast: { title: t.error, description: t.noSuchCategory },
    });
  return redirectWithToast(back, { title: v.id ? t.categoryRenamed : t.categoryAdded });
}

/** (De)activate a category (`active` "1" or "0"). */
async function categoryToggleAction(
  context: ActionContext,
  userId: string,
  v: Values,
  back: string,
) {
  const t = storeAdminContent[getPreferences(context).locale].toasts;
  const active = v.active === "1";
  if (!(await setCategoryActive(v.id ?? "", active, userId))) {
    return formFailure(context, {
      status: 404,
      toast: { title: t.error, description: t.noSuchCategory },
    });
  }
  return redirectWithToast(back, {
    title: active ? t.categoryActivated : t.categoryDeactivated,
  });
}

/**
 * Move an order's status to `to`, if its workflow allows; cancelling or marking it returned
 * needs a reason (400 without, nothing written; decision 035), marking it shipped the courier
 * and, but for a hand delivery, the tracking number (decision 067).
 */
async function orderStatusAction(context: ActionContext, userId: string, v: Values, back: string) {
  const t = ordersText(context);
  const parsed = parseWith(orderStatusSchema(formMessages(context)), v);
  if (!parsed.success) {
    return formFailure(context, {
      status: 400,
      toast: {
        title: t.error,
        description: Object.values(parsed.errors)[0] ?? t.checkChange,
      },
      errors: parsed.errors,
      values: v,
    });
  }
  const { orderId, to, reason, restock, courier, trackingNumber } = parsed.data;
  const shipment = to === "shipped" ? { courier, trackingNumber: trackingNumber || null } : null;
  const result = await changeOrderStatus(orderId, to, userId, { reason, restock, shipment });
  const statuses = storeAdminOrdersContent[getPreferences(context).locale].statuses;
  return statusAnswer(context, result, back, statuses[to]);
}

/**
 * Move an order's payment status to `to`; paid needs the method (cash or UPI with its reference)
 * and books the order's total in the ledger (docs/decisions/034).
 */
async function paymentStatusAction(
  context: ActionContext,
  userId: string,
  v: Values,
  back: string,
) {
  const w = storeAdminOrdersContent[getPreferences(context).locale];
  const parsed = parseWith(orderPaymentSchema(w.formMessages), v);
  if (!parsed.success) {
    const first = Object.values(parsed.errors)[0] ?? w.toasts.checkPayment;
    return formFailure(context, {
      status: 400,
      toast: { title: w.toasts.error, description: first },
      errors: parsed.errors,
      values: v,
    });
  }
  const { orderId, to, method, reference } = parsed.data;
  const taken = to === "paid" && method ? { method, reference } : null;
  const result = await changePaymentStatus(orderId, to, userId, taken);
  return statusAnswer(context, result, back, fill(w.paymentBadge, { status: w.payments[to] }));
}

/** Record a refund (method, amount, reason) of a paid order that was cancelled or returned. */
async function orderRefundAction(context: ActionContext, userId: string, v: Values, back: string) {
  const t = ordersText(context);
  const parsed = parseWith(orderRefundSchema(formMessages(context)), v);
  const fail = (status: number, description: string, errors: Record<string, string> = {}) =>
    formFailure(context, { status, toast: { title: t.error, description }, errors, values: v });
  if (!parsed.success)
    return fail(400, Object.values(parsed.errors)[0] ?? t.checkRefund, parsed.errors);
  const { orderId, method, amount, reason } = parsed.data;
  const result = await refundOrder(orderId, { method, amountPaise: amount, reason }, userId);
  if (result.ok)
    return redirectWithToast(back, {
      title: t.refunded,
      description: fill(t.refundedText, {
        amount: formatRupees(result.amountPaise),
        number: result.orderNumber,
      }),
    });
  if (result.reason === "not-found") return fail(404, t.noSuchOrder);
  if (result.reason === "not-refundable") return fail(409, t.notRefundable);
  const most = fill(t.atMost, { amount: formatRupees(result.refundablePaise ?? 0) });
  return fail(400, fill(t.tooMuch, { most }), { amount: most });
}

/** The order actions' answers in the user's language. */
function ordersText(context: ActionContext) {
  return storeAdminOrdersContent[getPreferences(context).locale].toasts;
}

/** The order forms' validation messages in the user's language. */
function formMessages(context: ActionContext) {
  return storeAdminOrdersContent[getPreferences(context).locale].formMessages;
}

/** Why each refused change is refused, with its status code. */
type Refusal =
  "wasRefunded" | "reasonRequired" | "noSuchOrder" | "notAllowed" | "orderClosed" | "checkChange";
const REFUSED: Record<Exclude<StatusChange, "ok">, [number, Refusal]> = {
  refunded: [409, "wasRefunded"],
  "reason-required": [400, "reasonRequired"],
  "shipment-required": [400, "checkChange"],
  "not-found": [404, "noSuchOrder"],
  "not-allowed": [409, "notAllowed"],
  closed: [409, "orderClosed"],
};

function statusAnswer(context: ActionContext, result: StatusChange, back: string, now: string) {
  const t = ordersText(context);
  if (result !== "ok") {
    const [status, why] = REFUSED[result];
    return formFailure(context, { status, toast: { title: t.error, description: t[why] } });
  }
  return redirectWithToast(back, { title: t.updated, description: fill(t.now, { status: now }) });
}
