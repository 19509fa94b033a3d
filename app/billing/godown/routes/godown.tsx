import { AlertTriangle, Pencil, Plus, Search, Trash2, X } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/godown";
import { Field } from "~/components/ui/field";
import { Badge } from "~/components/ui/badge";
import { ConfirmDialog, EditPanel } from "~/components/ui/dialog";
import { PageHeader } from "~/components/ui/page-header";
import { buttonClass, inputClass, mutedText } from "~/components/ui/styles";
import { useActionAnswer } from "~/components/use-action-answer";
import { formatRupees, paiseToInput } from "~/lib/format";
import type { FieldErrors } from "~/lib/forms";
import { pageUrl } from "~/lib/page-url";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { logger } from "~/platform/logger.server";
import { Pager } from "~/components/ui/pagination";
import { type Column, Table } from "~/components/ui/table";
import { GODOWN_MESSAGES } from "../schema";
import {
  type GodownItem,
  getGodownItem,
  godownAction,
  listGodownItems,
  lowStockItems,
} from "../godown.server";
import { listHref } from "../../list-params";
import { BillingLoadError } from "../../components/load-error";

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
      <PageHeader
        title="Godown Management"
        backTo="/billing/service"
        backLabel="Back to Service"
        actions={
          <Link to={dialogHref("new")} className={buttonClass.primary}>
            <Plus aria-hidden className="size-4" />
            Add Item
          </Link>
        }
      />

      {dialog ? (
        <EditPanel
          key={`${dialog}-${editing?.id ?? "new"}`}
          id="item-dialog"
          testId="item-dialog"
          closeOnEscape
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
        </EditPanel>
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
      <Table
        columns={godownColumns(dialogHref, here)}
        rows={items}
        rowKey={(item) => item.id}
        empty={q ? "No items found matching your search." : "No items currently in godown."}
        className={`mt-4 ${loading ? "opacity-60" : ""}`}
        testId="godown-table"
        rowTestId="godown-row"
      />
      <Pager page={page} pageCount={pageCount} href={href} />
    </div>
  );
}

function godownColumns(editHref: (id: string) => string, redirectTo: string): Column<GodownItem>[] {
  return [
    { key: "name", header: "Item Name", cell: (item) => item.itemName, className: "font-semibold" },
    { key: "category", header: "Category", cell: (item) => item.category },
    { key: "quantity", header: "Quantity", align: "right", cell: (item) => item.quantity },
    { key: "min", header: "Min Stock", align: "right", cell: (item) => item.minimumStock },
    {
      key: "price",
      header: "Price/Unit",
      align: "right",
      cell: (item) => formatRupees(item.unitPricePaise),
      className: "whitespace-nowrap",
    },
    { key: "location", header: "Location", cell: (item) => item.location ?? "N/A" },
    {
      key: "status",
      header: "Status",
      cell: (item) => (
        <Badge tone={item.lowStock ? "danger" : "success"}>
          {item.lowStock ? "Low Stock" : "In Stock"}
        </Badge>
      ),
    },
    {
      key: "actions",
      header: "Actions",
      cardLabel: "",
      cell: (item) => (
        <div className="flex items-start gap-1">
          <Link
            to={editHref(item.id)}
            className="rounded p-1.5 hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <Pencil aria-hidden className="size-4" />
            <span className="sr-only">Edit {item.itemName}</span>
          </Link>
          {/* Asks first, in place (a disclosure: also without JavaScript), in the flow of the row. */}
          <ConfirmDialog
            icon
            trigger={
              <>
                <Trash2 aria-hidden className="size-4" />
                <span className="sr-only">Delete {item.itemName}</span>
              </>
            }
            message={GODOWN_MESSAGES.deleteConfirm}
            confirmLabel={
              <>
                Delete<span className="sr-only"> {item.itemName}</span>
              </>
            }
            fields={{ intent: "delete", id: item.id, redirectTo }}
          />
        </div>
      ),
    },
  ];
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
      <Field name="itemName" label="Item Name" requiredMark errors={errors}>
        {(a) => (
          <input {...a} defaultValue={v("itemName", item?.itemName ?? "")} className={inputClass} />
        )}
      </Field>
      <Field name="category" label="Category" requiredMark errors={errors}>
        {(a) => (
          <input {...a} defaultValue={v("category", item?.category ?? "")} className={inputClass} />
        )}
      </Field>
      <Field name="quantity" label="Quantity" requiredMark errors={errors}>
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
