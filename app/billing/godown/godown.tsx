import { AlertTriangle, ArrowLeft, Pencil, Plus, Search, Trash2, X } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { data, Form, Link, useNavigate, useNavigation } from "react-router";
import type { Route } from "./+types/godown";
import { Field } from "~/components/form-field";
import { buttonClass, cardClass, inputClass, mutedText } from "~/components/ui/styles";
import { useActionAnswer } from "~/components/use-action-answer";
import { formatRupees, paiseToInput } from "~/lib/format";
import type { FieldErrors } from "~/lib/forms";
import { pageUrl } from "~/lib/page-url";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { logger } from "~/platform/logger.server";
import { Pager } from "~/components/ui/pagination";
import { GODOWN_MESSAGES } from "./schema";
import {
  type GodownItem,
  getGodownItem,
  godownAction,
  listGodownItems,
  lowStockItems,
} from "./godown.server";
import { listHref } from "../list-params";
import { BillingLoadError } from "../components/load-error";

/**
 * Godown Management: the Low Stock Alert panel (every item at or below its minimum), search by
 * item name or category, the items newest first (25 a page; page and search in the URL), and the
 * Add Item / Edit Item dialog the URL opens (`?edit=new`, `?edit=<id>`), so all of it works
 * without JavaScript. Saving computes the total value on the server and may raise a low-stock
 * alert on /billing/notifications.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireBillingAccess(context, request);
  const params = pageUrl(request).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  const page = Number.parseInt(params.get("page") ?? "1", 10) || 1;
  const edit = params.get("edit");
  try {
    const [list, low, editing] = await Promise.all([
      listGodownItems({ q, page }),
      lowStockItems(),
      edit && edit !== "new" ? getGodownItem(edit) : null,
    ]);
    // The dialog opens for "new" or an existing item; an unknown id leaves it closed.
    const dialog = edit === "new" ? ("add" as const) : editing ? ("edit" as const) : null;
    return { q, ...list, low, dialog, editing };
  } catch (error) {
    logger.error("reading the godown failed", { error: String(error) });
    throw data({ message: GODOWN_MESSAGES.fetchFailed }, { status: 500 });
  }
}

export const meta: Route.MetaFunction = () => [
  { title: "Godown Management — Billing" },
  { name: "robots", content: "noindex" },
];

export const action = ({ request, context }: Route.ActionArgs) => godownAction(request, context);

const PATH = "/billing/godown";
const cell = "px-3 py-2 align-top";
const small = "!px-3 !py-1.5 text-sm";

export default function Godown({ loaderData, actionData }: Route.ComponentProps) {
  const { q, items, total, page, pageCount, low, dialog, editing } = loaderData;
  const { errors, values, busy } = useActionAnswer(actionData);
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === PATH;
  const href = (p: number) => listHref(PATH, { q, page: p });
  const here = href(page);
  const dialogHref = (edit: string) => listHref(PATH, { q, page, edit });
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">Godown Management</h1>
        <div className="flex flex-wrap gap-3">
          <Link to={dialogHref("new")} className={buttonClass.primary}>
            <Plus aria-hidden className="size-4" />
            Add Item
          </Link>
          <Link to="/billing/service" className={buttonClass.outline}>
            <ArrowLeft aria-hidden className="size-4" />
            Back to Service
          </Link>
        </div>
      </div>

      {dialog ? (
        <ItemDialog
          key={`${dialog}-${editing?.id ?? "new"}`}
          title={dialog === "add" ? "Add Item" : "Edit Item"}
          closeHref={here}
        >
          <ItemForm
            item={dialog === "edit" ? editing : null}
            errors={errors}
            values={values}
            busy={busy}
            closeHref={here}
          />
        </ItemDialog>
      ) : null}

      {low.total > 0 ? (
        <section
          aria-labelledby="low-stock-heading"
          className="mt-6 rounded-xl border border-red-200 bg-red-50 p-5 dark:border-red-900 dark:bg-red-950/40"
          data-testid="low-stock-panel"
        >
          <h2
            id="low-stock-heading"
            className="flex items-center gap-2 font-semibold text-red-800 dark:text-red-200"
          >
            <AlertTriangle aria-hidden className="size-5" />
            Low Stock Alert
          </h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {low.items.map((i) => (
              <li
                key={i.id}
                className="rounded-md border border-red-200 bg-white px-3 py-2 text-sm dark:border-red-900 dark:bg-slate-900"
                data-testid="low-stock-item"
              >
                <span className="block font-semibold">{i.itemName}</span>
                <span className={mutedText}>
                  Stock: {i.quantity} · Min required: {i.minimumStock}
                </span>
              </li>
            ))}
          </ul>
          {low.total > low.items.length ? (
            <p className="mt-2 text-sm text-red-800 dark:text-red-200">
              and {low.total - low.items.length} more
            </p>
          ) : null}
        </section>
      ) : null}

      <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-2">
        <div className="min-w-64 flex-1">
          <label htmlFor="q" className="text-sm font-semibold">
            Search
          </label>
          <input
            id="q"
            name="q"
            type="search"
            defaultValue={q}
            placeholder="Item name or category"
            className={inputClass}
          />
        </div>
        <button type="submit" className={buttonClass.primary}>
          <Search aria-hidden className="size-4" />
          Search
        </button>
        {q ? (
          <Link to={PATH} className={buttonClass.outline}>
            <X aria-hidden className="size-4" />
            Clear
          </Link>
        ) : null}
      </Form>

      <p role="status" className={`mt-4 text-sm ${mutedText}`}>
        {loading ? "Loading inventory..." : `${total} ${total === 1 ? "item" : "items"}`}
      </p>
      {items.length === 0 ? (
        <p className={`${cardClass} mt-4 p-8 text-center ${mutedText}`}>
          {q ? "No items found matching your search." : "No items currently in godown."}
        </p>
      ) : (
        <div
          className={`mt-4 overflow-x-auto rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900 ${loading ? "opacity-60" : ""}`}
        >
          <table className="w-full text-left text-sm" data-testid="godown-table">
            <thead className="border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-800">
              <tr>
                {["Item Name", "Category", "Quantity", "Min Stock", "Price/Unit"].map((h) => (
                  <th
                    key={h}
                    scope="col"
                    className={`${cell} ${["Quantity", "Min Stock", "Price/Unit"].includes(h) ? "text-right" : ""}`}
                  >
                    {h}
                  </th>
                ))}
                <th scope="col" className={cell}>
                  Location
                </th>
                <th scope="col" className={cell}>
                  Status
                </th>
                <th scope="col" className={cell}>
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <ItemRow
                  key={item.id}
                  item={item}
                  editHref={dialogHref(item.id)}
                  redirectTo={here}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} pageCount={pageCount} href={href} />
    </div>
  );
}

function ItemRow({
  item,
  editHref,
  redirectTo,
}: {
  item: GodownItem;
  editHref: string;
  redirectTo: string;
}) {
  return (
    <tr
      className="border-b border-slate-100 last:border-0 dark:border-slate-800"
      data-testid="godown-row"
    >
      <td className={`${cell} font-semibold`}>{item.itemName}</td>
      <td className={cell}>{item.category}</td>
      <td className={`${cell} text-right`}>{item.quantity}</td>
      <td className={`${cell} text-right`}>{item.minimumStock}</td>
      <td className={`${cell} text-right whitespace-nowrap`}>
        {formatRupees(item.unitPricePaise)}
      </td>
      <td className={cell}>{item.location ?? "N/A"}</td>
      <td className={cell}>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${
            item.lowStock ? "bg-red-100 text-red-900" : "bg-green-100 text-green-900"
          }`}
        >
          {item.lowStock ? "Low Stock" : "In Stock"}
        </span>
      </td>
      <td className={cell}>
        <div className="flex items-start gap-1">
          <Link to={editHref} className="rounded p-1.5 hover:bg-slate-100 dark:hover:bg-slate-800">
            <Pencil aria-hidden className="size-4" />
            <span className="sr-only">Edit {item.itemName}</span>
          </Link>
          {/* Asks first, in place (a disclosure: also without JavaScript), in the flow of the row. */}
          <details>
            <summary className="cursor-pointer list-none rounded p-1.5 text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-slate-800">
              <Trash2 aria-hidden className="size-4" />
              <span className="sr-only">Delete {item.itemName}</span>
            </summary>
            <div className="mt-1 w-56 rounded-md border border-slate-200 bg-white p-3 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900">
              <p>{GODOWN_MESSAGES.deleteConfirm}</p>
              <Form method="post" className="mt-2">
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="id" value={item.id} />
                <input type="hidden" name="redirectTo" value={redirectTo} />
                <button
                  type="submit"
                  className={`${buttonClass.primary} ${small} bg-red-700 hover:bg-red-800`}
                >
                  Delete<span className="sr-only"> {item.itemName}</span>
                </button>
              </Form>
            </div>
          </details>
        </div>
      </td>
    </tr>
  );
}

/**
 * The Add Item / Edit Item dialog: a panel the URL opens, closed by a link back to the list (or
 * Escape). With JavaScript its heading takes the focus when it opens.
 */
function ItemDialog({
  title,
  closeHref,
  children,
}: {
  title: string;
  closeHref: string;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section
      role="dialog"
      aria-labelledby="item-dialog-heading"
      className={`${cardClass} mt-6 p-6 ring-2 ring-brand-600/30`}
      data-testid="item-dialog"
      onKeyDown={(e) => {
        if (e.key === "Escape") void navigate(closeHref);
      }}
    >
      <div className="flex items-start justify-between gap-4">
        <h2
          id="item-dialog-heading"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-bold focus:outline-none"
        >
          {title}
        </h2>
        <Link
          to={closeHref}
          className="rounded-md p-1 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <X aria-hidden className="size-5" />
          <span className="sr-only">Close</span>
        </Link>
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function ItemForm({
  item,
  errors,
  values,
  busy,
  closeHref,
}: {
  item: GodownItem | null;
  errors: FieldErrors;
  values: Record<string, string>;
  busy: boolean;
  closeHref: string;
}) {
  const v = (key: string, fallback: string) => values[key] ?? fallback;
  const whole = { type: "number", inputMode: "numeric", min: 0, step: 1 } as const;
  return (
    <Form method="post" noValidate className="grid gap-4 sm:grid-cols-2" data-testid="item-form">
      <input type="hidden" name="intent" value={item ? "edit" : "add"} />
      <input type="hidden" name="redirectTo" value={closeHref} />
      {item ? <input type="hidden" name="id" value={item.id} /> : null}
      <Field name="itemName" label="Item Name" required errors={errors}>
        {(a) => (
          <input {...a} defaultValue={v("itemName", item?.itemName ?? "")} className={inputClass} />
        )}
      </Field>
      <Field name="category" label="Category" required errors={errors}>
        {(a) => (
          <input {...a} defaultValue={v("category", item?.category ?? "")} className={inputClass} />
        )}
      </Field>
      <Field name="quantity" label="Quantity" required errors={errors}>
        {(a) => (
          <input
            {...a}
            {...whole}
            defaultValue={v("quantity", item ? String(item.quantity) : "")}
            className={inputClass}
          />
        )}
      </Field>
      <Field name="minimumStock" label="Min Stock" errors={errors}>
        {(a) => (
          <input
            {...a}
            {...whole}
            defaultValue={v("minimumStock", item ? String(item.minimumStock) : "")}
            className={inputClass}
          />
        )}
      </Field>
      <Field name="unitPrice" label="Unit Price (₹)" errors={errors}>
        {(a) => (
          <input
            {...a}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            defaultValue={v("unitPrice", item ? paiseToInput(item.unitPricePaise) : "")}
            className={inputClass}
          />
        )}
      </Field>
      <Field name="location" label="Location in Godown" errors={errors}>
        {(a) => (
          <input {...a} defaultValue={v("location", item?.location ?? "")} className={inputClass} />
        )}
      </Field>
      <Field name="supplier" label="Supplier" errors={errors}>
        {(a) => (
          <input {...a} defaultValue={v("supplier", item?.supplier ?? "")} className={inputClass} />
        )}
      </Field>
      {item ? (
        <p className={`self-end text-sm ${mutedText}`} data-testid="item-total-value">
          Total value: {formatRupees(item.totalValuePaise)} (quantity × unit price, worked out when
          saved)
        </p>
      ) : null}
      <div className="flex gap-3 sm:col-span-2">
        <button type="submit" disabled={busy} className={buttonClass.primary}>
          {busy ? "Saving..." : item ? "Update Item" : "Add Item"}
        </button>
        <Link to={closeHref} className={buttonClass.outline}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}

/** The loader could not read the godown: the spec's 'Failed to fetch godown items'. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <BillingLoadError
      error={error}
      title="Godown Management"
      path={PATH}
      fallback={GODOWN_MESSAGES.fetchFailed}
    />
  );
}
