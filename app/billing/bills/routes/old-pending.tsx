import { IndianRupee, Search, X } from "lucide-react";
import { Form, Link } from "react-router";
import type { Route } from "./+types/old-pending";
import { PageHeader } from "~/components/ui/page-header";
import { Money } from "~/components/ui/money";
import { buttonClass, cardClass, inputClass, mutedText } from "~/components/ui/styles";
import { useActionAnswer } from "~/components/use-action-answer";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { listBills, pendingSummary } from "../bills.server";
import { EmptyState } from "~/components/ui/empty-state";
import { BillsTable } from "../components/bills-table";
import { Pager } from "~/components/ui/pagination";
import { deleteBillAction } from "../list-actions.server";
import { listHref } from "../../list-params";

/**
 * Old Pending Bills: the total pending amount (computed in SQL) and count, search, From/To dates
 * (whole days in Asia/Kolkata), status (pending by default, or all), and the table.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireBillingAccess(context, request);
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const from = url.searchParams.get("from") ?? "";
  const to = url.searchParams.get("to") ?? "";
  const status = url.searchParams.get("status") === "all" ? "all" : "pending";
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1;
  const filters = { q, from, to, status: status === "all" ? undefined : "pending" };
  const [list, summary] = await Promise.all([
    listBills({ ...filters, page }),
    pendingSummary(filters),
  ]);
  return { q, from, to, status, ...list, summary };
}

export const meta: Route.MetaFunction = () => [
  { title: "Old Pending Bills — Billing" },
  { name: "robots", content: "noindex" },
];

export const action = ({ request, context }: Route.ActionArgs) =>
  deleteBillAction(request, context, { fallback: "/billing/old-pending", style: "pending" });

export default function OldPending({ loaderData, actionData }: Route.ComponentProps) {
  const { q, from, to, status, bills, page, pageCount, summary } = loaderData;
  useActionAnswer(actionData);
  const href = (p: number) =>
    listHref("/billing/old-pending", {
      q,
      from,
      to,
      status: status === "all" ? "all" : undefined,
      page: p,
    });
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageHeader title="Old Pending Bills" backTo="/billing/service" backLabel="Back to Service" />
      <div className={`${cardClass} mt-6 flex items-center gap-4 p-5`} data-testid="pending-total">
        <IndianRupee aria-hidden className="size-9 text-red-600" />
        <div>
          <p className={`text-sm ${mutedText}`}>Total Pending Amount</p>
          <p className="text-3xl font-bold">
            <Money paise={summary.totalPaise} whole />
          </p>
          <p className={`text-sm ${mutedText}`}>
            {summary.count} pending {summary.count === 1 ? "bill" : "bills"}
          </p>
        </div>
      </div>
      <section aria-labelledby="filter-heading" className={`${cardClass} mt-6 p-5`}>
        <h2 id="filter-heading" className="font-semibold">
          Search &amp; Filter
        </h2>
        <Form method="get" role="search" className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          <div className="lg:col-span-2">
            <label htmlFor="q" className="text-sm font-semibold">
              Search
            </label>
            <input
              id="q"
              name="q"
              type="search"
              defaultValue={q}
              placeholder="Customer name or bill number"
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor="from" className="text-sm font-semibold">
              From Date
            </label>
            <input id="from" name="from" type="date" defaultValue={from} className={inputClass} />
          </div>
          <div>
            <label htmlFor="to" className="text-sm font-semibold">
              To Date
            </label>
            <input id="to" name="to" type="date" defaultValue={to} className={inputClass} />
          </div>
          <div>
            <label htmlFor="status" className="text-sm font-semibold">
              Status
            </label>
            <select
              id="status"
              name="status"
              defaultValue={status === "all" ? "all" : "pending"}
              className={inputClass}
            >
              <option value="all">All Status</option>
              <option value="pending">Pending</option>
            </select>
          </div>
          <div className="flex gap-2 lg:col-span-5">
            <button type="submit" className={buttonClass.primary}>
              <Search aria-hidden className="size-4" />
              Apply
            </button>
            <Link to="/billing/old-pending" className={buttonClass.outline}>
              <X aria-hidden className="size-4" />
              Clear Filters
            </Link>
          </div>
        </Form>
      </section>
      <BillsTable
        bills={bills}
        redirectTo={href(page)}
        pending
        className="mt-6"
        empty={
          <EmptyState
            title="No pending bills found."
            className="mt-6"
            action={
              <Link to="/billing/new-complaint" className={buttonClass.primary}>
                Create New Bill
              </Link>
            }
          />
        }
      />
      <Pager page={page} pageCount={pageCount} href={href} />
    </div>
  );
}
