import { AlertTriangle, CheckCircle2, Package, Tags } from "lucide-react";
import { Form, Link } from "react-router";
import type { Route } from "./+types/admin";
import { Badge, StatusBadge } from "~/components/ui/badge";
import { ConfirmDialog } from "~/components/ui/dialog";
import { Money } from "~/components/ui/money";
import { buttonClass, cardClass, inputClass, mutedText } from "~/components/ui/styles";
import { Pager } from "~/components/ui/pagination";
import { useActionAnswer } from "~/components/use-action-answer";
import { formatDateTime } from "~/lib/format";
import { safeRedirect } from "~/lib/safe-redirect";
import { readAdminForm } from "~/platform/admin-upload.server";
import type { OrderStatus, PaymentStatus } from "~/platform/db/schema";
import { formFailure } from "~/platform/form-response.server";
import { redirectWithToast } from "~/platform/toast.server";
import { requireStoreAdmin } from "../admin-access.server";
import { productDeleteAction, productSaveAction } from "../admin-actions.server";
import {
  getAdminOrder,
  listAdminOrders,
  changeOrderStatus,
  changePaymentStatus,
} from "../admin-orders.server";
import {
  listAdminCategories,
  listAdminProducts,
  saveCategory,
  setCategoryActive,
  storeStats,
} from "../admin-catalog.server";
import { ProductForm } from "../components/product-form";
import { ProductImage } from "../components/product-image";
import {
  LOW_STOCK_BELOW,
  ORDER_STATUS_TONES,
  ORDER_TRANSITIONS,
  PAYMENT_STATUS_TONES,
  PAYMENT_TRANSITIONS,
} from "../order-workflow";

/**
 * The store admin panel (/limrakart/admin): products, categories and orders. Guarded by its
 * layout (shop/admin-layout.tsx: 'Access Denied' 401 for a visitor, 'Admin Access Required' 403
 * for a signed-in non-admin); the loader and the action run the same guard again.
 */

type Tab = "products" | "categories" | "orders";
const TABS: { id: Tab; label: string }[] = [
  { id: "products", label: "Products" },
  { id: "categories", label: "Categories" },
  { id: "orders", label: "Orders" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStoreAdmin(context, request);
  const url = new URL(request.url);
  const tab = (TABS.find((t) => t.id === url.searchParams.get("tab"))?.id ?? "products") as Tab;
  const [stats, categories] = await Promise.all([storeStats(), listAdminCategories()]);
  const base = { tab, stats, categories };
  if (tab === "orders") {
    const status = url.searchParams.get("status") ?? "";
    const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
    const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1;
    const orderId = url.searchParams.get("order");
    const [list, detail] = await Promise.all([
      listAdminOrders({ status, q, page }),
      orderId ? getAdminOrder(orderId) : Promise.resolve(null),
    ]);
    return {
      ...base,
      orders: { ...list, status, q },
      detail,
      products: [],
      editing: null,
      editId: null,
    };
  }
  const products = tab === "products" ? await listAdminProducts() : [];
  const editId = url.searchParams.get("edit");
  return {
    ...base,
    products,
    editId,
    editing: editId && editId !== "new" ? (products.find((p) => p.id === editId) ?? null) : null,
    orders: null,
    detail: null,
  };
}

export const meta: Route.MetaFunction = () => [
  { title: "Store Admin — LimraKart" },
  { name: "robots", content: "noindex" },
];

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireStoreAdmin(context, request);
  const form = await readAdminForm(request);
  if (!form.ok)
    return formFailure(context, {
      status: form.status,
      toast: { title: "Error", description: form.message },
    });
  const v = form.values;
  const back = safeRedirect(v.redirectTo, "/limrakart/admin");
  switch (v.intent) {
    case "product-save":
      return productSaveAction(context, user.id, form, "/limrakart/admin");
    case "product-delete":
      return productDeleteAction(context, user.id, v, "/limrakart/admin");
    case "category-save": {
      const name = (v.name ?? "").trim();
      if (!name || name.length > 80) {
        return formFailure(context, {
          status: 400,
          toast: { title: "Error", description: "Category name is required" },
          errors: { name: "Category name is required" },
          values: v,
        });
      }
      const result = await saveCategory(
        { id: v.id || undefined, name, nameTa: v.nameTa?.trim() || null },
        user.id,
      );
      if (result === "duplicate") {
        return formFailure(context, {
          status: 409,
          toast: { title: "Error", description: "A category with this name already exists" },
          values: v,
        });
      }
      if (result === "not-found")
        return formFailure(context, {
          status: 404,
          toast: { title: "Error", description: "No such category" },
        });
      return redirectWithToast(back, { title: v.id ? "Category renamed" : "Category added" });
    }
    case "category-toggle": {
      const active = v.active === "1";
      if (!(await setCategoryActive(v.id ?? "", active, user.id))) {
        return formFailure(context, {
          status: 404,
          toast: { title: "Error", description: "No such category" },
        });
      }
      return redirectWithToast(back, {
        title: active ? "Category activated" : "Category deactivated",
      });
    }
    case "order-status":
    case "payment-status": {
      const result =
        v.intent === "order-status"
          ? await changeOrderStatus(v.orderId ?? "", v.to as OrderStatus, user.id)
          : await changePaymentStatus(v.orderId ?? "", v.to as PaymentStatus, user.id);
      if (result === "not-found")
        return formFailure(context, {
          status: 404,
          toast: { title: "Error", description: "No such order" },
        });
      if (result === "not-allowed") {
        return formFailure(context, {
          status: 409,
          toast: {
            title: "Error",
            description: "This change is not allowed from the order's current status.",
          },
        });
      }
      return redirectWithToast(back, { title: "Order updated", description: `Now: ${v.to}` });
    }
    default:
      return formFailure(context, {
        status: 400,
        toast: { title: "Error", description: "Unknown action." },
      });
  }
}

export default function StoreAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  const { errors, values, busy } = useActionAnswer(actionData);
  const stats = [
    { label: "Total Products", value: d.stats.totalProducts, Icon: Package },
    { label: "Active Products", value: d.stats.activeProducts, Icon: CheckCircle2 },
    { label: "Categories", value: d.stats.categories, Icon: Tags },
    {
      label: "Low Stock",
      value: d.stats.lowStock,
      Icon: AlertTriangle,
      hint: `stock below ${LOW_STOCK_BELOW}`,
    },
  ];
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">Store Admin</h1>
        <Link to="/limrakart" className={buttonClass.outline}>
          Go to Store
        </Link>
      </div>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="store-stats">
        {stats.map(({ Icon, ...s }) => (
          <div key={s.label} className={`${cardClass} p-5`}>
            <dt className={`flex items-center gap-2 text-sm ${mutedText}`}>
              <Icon aria-hidden className="size-5 text-brand-600 dark:text-brand-100" />
              {s.label}
              {s.hint ? <span className="sr-only"> ({s.hint})</span> : null}
            </dt>
            <dd className="mt-1 text-2xl font-bold">{s.value}</dd>
          </div>
        ))}
      </dl>
      <nav
        aria-label="Store admin sections"
        className="mt-8 border-b border-slate-200 dark:border-slate-800"
      >
        <ul className="flex gap-4">
          {TABS.map((t) => (
            <li key={t.id}>
              <Link
                to={`/limrakart/admin?tab=${t.id}`}
                aria-current={d.tab === t.id ? "page" : undefined}
                className={`inline-block border-b-2 px-1 pb-2 font-semibold ${
                  d.tab === t.id
                    ? "border-brand-600 text-brand-700 dark:text-brand-100"
                    : "border-transparent text-slate-600 dark:text-slate-300"
                }`}
              >
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {d.tab === "products" ? (
        <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_1.2fr]">
          <section aria-labelledby="product-form-heading" className={`${cardClass} p-6`}>
            <h2 id="product-form-heading" className="text-xl font-bold">
              {d.editing ? `Edit ${d.editing.name}` : "Add Product"}
            </h2>
            <div className="mt-4">
              <ProductForm
                key={d.editing?.id ?? "new"}
                product={d.editing}
                categories={d.categories}
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
              All Products ({d.products.length})
            </h2>
            <ul
              className="mt-4 h-[36rem] space-y-3 overflow-y-auto pr-2"
              data-testid="admin-products"
              tabIndex={0}
              aria-label="All products"
            >
              {d.products.map((p) => (
                <li
                  key={p.id}
                  className="flex items-center gap-3 rounded-md border border-slate-200 p-3 dark:border-slate-700"
                >
                  <ProductImage
                    src={p.imageUrl}
                    alt=""
                    width={64}
                    height={48}
                    className="h-12 w-16 rounded object-cover"
                  />
                  <div className="min-w-0 flex-1 text-sm">
                    <p className="truncate font-semibold">
                      {p.name}
                      {!p.active ? <Badge className="ml-2">Inactive</Badge> : null}
                    </p>
                    <p className={mutedText}>
                      {p.categoryName} · <Money paise={p.pricePaise} /> ·{" "}
                      <span
                        className={
                          p.stock < LOW_STOCK_BELOW
                            ? "font-semibold text-red-700 dark:text-red-300"
                            : undefined
                        }
                      >
                        stock {p.stock}
                      </span>
                    </p>
                  </div>
                  <Link
                    to={`/limrakart/admin?edit=${p.id}`}
                    className={`${buttonClass.outline} !px-3 !py-1.5 text-sm`}
                  >
                    Edit<span className="sr-only"> {p.name}</span>
                  </Link>
                  {p.active ? (
                    <ConfirmDialog
                      look="popover"
                      trigger={
                        <>
                          Delete<span className="sr-only"> {p.name}</span>
                        </>
                      }
                      message={`Delete ${p.name}? It leaves the store; past orders keep it.`}
                      confirmLabel="Yes, delete"
                      fields={{ intent: "product-delete", id: p.id }}
                    />
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        </div>
      ) : null}

      {d.tab === "categories" ? (
        <section aria-labelledby="categories-heading" className={`${cardClass} mt-6 p-6`}>
          <h2 id="categories-heading" className="text-xl font-bold">
            Categories
          </h2>
          <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="category-save" />
            <input type="hidden" name="redirectTo" value="/limrakart/admin?tab=categories" />
            <div>
              <label htmlFor="new-category" className="text-sm font-semibold">
                New category
              </label>
              <input id="new-category" name="name" required className={inputClass} />
            </div>
            <div>
              <label htmlFor="new-category-ta" className="text-sm font-semibold">
                Name in Tamil
              </label>
              <input id="new-category-ta" name="nameTa" lang="ta" className={inputClass} />
            </div>
            <button type="submit" className={buttonClass.primary}>
              Add Category
            </button>
          </Form>
          <ul
            className="mt-6 divide-y divide-slate-200 dark:divide-slate-800"
            data-testid="admin-categories"
          >
            {d.categories.map((c) => (
              <li key={c.id} className="flex flex-wrap items-end gap-3 py-3">
                <Form method="post" className="flex flex-wrap items-end gap-2">
                  <input type="hidden" name="intent" value="category-save" />
                  <input type="hidden" name="id" value={c.id} />
                  <input type="hidden" name="redirectTo" value="/limrakart/admin?tab=categories" />
                  <label className="sr-only" htmlFor={`cat-${c.id}`}>
                    Name of {c.name}
                  </label>
                  <input
                    id={`cat-${c.id}`}
                    name="name"
                    defaultValue={c.name}
                    className={`${inputClass} w-56`}
                  />
                  <label className="sr-only" htmlFor={`cat-ta-${c.id}`}>
                    Tamil name of {c.name}
                  </label>
                  <input
                    id={`cat-ta-${c.id}`}
                    name="nameTa"
                    lang="ta"
                    defaultValue={c.nameTa}
                    className={`${inputClass} w-56`}
                  />
                  <button type="submit" className={`${buttonClass.outline} !px-3 !py-1.5 text-sm`}>
                    Rename<span className="sr-only"> {c.name}</span>
                  </button>
                </Form>
                <span className={`text-sm ${mutedText}`}>{c.productCount} products</span>
                <Form method="post" className="ml-auto">
                  <input type="hidden" name="intent" value="category-toggle" />
                  <input type="hidden" name="id" value={c.id} />
                  <input type="hidden" name="active" value={c.active ? "0" : "1"} />
                  <input type="hidden" name="redirectTo" value="/limrakart/admin?tab=categories" />
                  <button
                    type="submit"
                    className={`${c.active ? buttonClass.outline : buttonClass.primary} !px-3 !py-1.5 text-sm`}
                  >
                    {c.active ? "Deactivate" : "Activate"}
                    <span className="sr-only"> {c.name}</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {d.tab === "orders" && d.orders ? <OrdersTab orders={d.orders} detail={d.detail} /> : null}
    </div>
  );
}

function OrdersTab({
  orders,
  detail,
}: {
  orders: NonNullable<Route.ComponentProps["loaderData"]["orders"]>;
  detail: Route.ComponentProps["loaderData"]["detail"];
}) {
  const params = (changes: Record<string, string>) => {
    const p = new URLSearchParams({
      tab: "orders",
      ...(orders.status ? { status: orders.status } : {}),
      ...(orders.q ? { q: orders.q } : {}),
      page: String(orders.page),
      ...changes,
    });
    return `/limrakart/admin?${p}`;
  };
  const here = params({});
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[1.3fr_1fr]">
      <section aria-labelledby="orders-heading" className={`${cardClass} p-6`}>
        <h2 id="orders-heading" className="text-xl font-bold">
          Orders ({orders.total})
        </h2>
        <Form method="get" role="search" className="mt-4 flex flex-wrap items-end gap-3">
          <input type="hidden" name="tab" value="orders" />
          <div className="min-w-48 flex-1">
            <label htmlFor="order-q" className="text-sm font-semibold">
              Search number, name or phone
            </label>
            <input
              id="order-q"
              name="q"
              type="search"
              defaultValue={orders.q}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor="order-status" className="text-sm font-semibold">
              Status
            </label>
            <select
              id="order-status"
              name="status"
              defaultValue={orders.status}
              className={inputClass}
            >
              <option value="">All</option>
              {Object.keys(ORDER_TRANSITIONS).map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonClass.primary}>
            Filter
          </button>
        </Form>
        {orders.orders.length === 0 ? (
          <p className={`mt-6 text-center ${mutedText}`}>No orders found.</p>
        ) : (
          <ul
            className="mt-4 divide-y divide-slate-200 dark:divide-slate-800"
            data-testid="admin-orders"
          >
            {orders.orders.map((o) => (
              <li key={o.id} className="flex flex-wrap items-center gap-3 py-3 text-sm">
                <Link
                  to={params({ order: o.id })}
                  className="font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-100"
                >
                  {o.orderNumber}
                </Link>
                <span>{o.customerName}</span>
                <span className={mutedText}>{o.customerPhone}</span>
                <span className={mutedText}>{formatDateTime(o.createdAt)}</span>
                <span className="font-semibold">
                  <Money paise={o.totalPaise} />
                </span>
                <StatusBadge status={o.orderStatus} tones={ORDER_STATUS_TONES} />
                <StatusBadge status={o.paymentStatus} tones={PAYMENT_STATUS_TONES} />
              </li>
            ))}
          </ul>
        )}
        <Pager
          page={orders.page}
          pageCount={orders.pageCount}
          href={(p) => params({ page: String(p) })}
          label="Order pages"
        />
      </section>

      {detail ? (
        <section
          aria-labelledby="order-detail-heading"
          className={`${cardClass} p-6`}
          data-testid="admin-order-detail"
        >
          <h2 id="order-detail-heading" className="text-xl font-bold">
            Order {detail.order.order_number}
          </h2>
          <p className={`text-sm ${mutedText}`}>
            {formatDateTime(detail.order.created_at)} · {detail.order.payment_method.toUpperCase()}
          </p>
          <p className="mt-2 flex gap-2">
            <StatusBadge status={detail.order.order_status} tones={ORDER_STATUS_TONES} />
            <StatusBadge status={detail.order.payment_status} tones={PAYMENT_STATUS_TONES}>
              payment {detail.order.payment_status}
            </StatusBadge>
          </p>
          <p className="mt-3 text-sm">
            {detail.order.customer_name} · {detail.order.customer_phone} ·{" "}
            {detail.order.customer_email}
            <br />
            {detail.order.delivery_address}, {detail.order.pin_code}
          </p>
          <ul className="mt-3 space-y-1 text-sm">
            {detail.items.map((i) => (
              <li key={i.id} className="flex justify-between gap-2">
                <span>
                  {i.product_name} × {i.quantity}
                </span>
                <span>
                  <Money paise={i.total_price_paise} />
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-right font-bold">
            <Money paise={detail.order.total_amount_paise} />
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            {ORDER_TRANSITIONS[detail.order.order_status].map((to) => (
              <Form method="post" key={to}>
                <input type="hidden" name="intent" value="order-status" />
                <input type="hidden" name="orderId" value={detail.order.id} />
                <input type="hidden" name="to" value={to} />
                <input type="hidden" name="redirectTo" value={here + `&order=${detail.order.id}`} />
                <button
                  type="submit"
                  className={`${to === "cancelled" ? buttonClass.outline : buttonClass.primary} !px-3 !py-1.5 text-sm`}
                >
                  {to === "cancelled" ? "Cancel order" : `Mark ${to}`}
                </button>
              </Form>
            ))}
            {PAYMENT_TRANSITIONS[detail.order.payment_status].map((to) => (
              <Form method="post" key={to}>
                <input type="hidden" name="intent" value="payment-status" />
                <input type="hidden" name="orderId" value={detail.order.id} />
                <input type="hidden" name="to" value={to} />
                <input type="hidden" name="redirectTo" value={here + `&order=${detail.order.id}`} />
                <button type="submit" className={`${buttonClass.outline} !px-3 !py-1.5 text-sm`}>
                  Payment {to}
                </button>
              </Form>
            ))}
          </div>
          {detail.history.length ? (
            <>
              <h3 className="mt-4 font-semibold">History</h3>
              <ul className={`mt-1 space-y-1 text-xs ${mutedText}`}>
                {detail.history.map((h, i) => (
                  <li key={i}>
                    {formatDateTime(h.created_at)}: {h.action.replace("order.", "")} →{" "}
                    {h.after_json
                      ? Object.values(JSON.parse(h.after_json) as Record<string, string>).join(", ")
                      : ""}
                    {h.actor ? ` (${h.actor})` : ""}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
