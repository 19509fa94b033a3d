import { FilePlus2 } from "~/components/ui/icons";
import type { Route } from "./+types/history";
import { Button } from "~/components/ui/button";
import { mutedText } from "~/components/ui/styles";
import { useActionAnswer } from "~/components/use-action-answer";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { listBills } from "../bills.server";
import { HistoryFilters } from "../components/bill-filters";
import { BillsTable } from "../components/bills-table";
import { toBillRow } from "../schema";
import { Pager } from "~/components/ui/pagination";
import { billListAction } from "../list-actions.server";
import { listHref } from "../../list-params";
import { HISTORY_STATUSES } from "../components/bill-filters";
import { countText } from "~/lib/plural";
import { useLocale } from "~/lib/i18n/i18n";
import { billFilterCopy } from "../filter-content";
import { billListCopy } from "../list-content";
import { billingTitle, metaLocale } from "../../content";

/**
 * Bill History: search and a status filter (All Status, Pending, In Progress, Completed — the
 * work — Paid — the money — and Cancelled).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireBillingAccess(context, request);
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const requested = url.searchParams.get("status") ?? "";
  const status = (HISTORY_STATUSES as readonly string[]).includes(requested) ? requested : "";
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1;
  const list = await listBills({ q, status, page });
  return { q, status, ...list, bills: list.bills.map(toBillRow) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const locale = metaLocale(matches);
  return [
    { title: billingTitle(locale, billFilterCopy[locale].history) },
    { name: "robots", content: "noindex" },
  ];
};

export const action = ({ request, context }: Route.ActionArgs) =>
  billListAction(request, context, { fallback: "/billing/history", style: "bills" });

export default function BillHistory({ loaderData, actionData }: Route.ComponentProps) {
  const { q, status, bills, total, page, pageCount } = loaderData;
  useActionAnswer(actionData);
  const locale = useLocale();
  const c = billFilterCopy[locale];
  const href = (p: number) => listHref("/billing/history", { q, status, page: p });
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{c.history}</h1>
        <Button to="/billing/new-complaint">
          <FilePlus2 aria-hidden className="size-4" />
          {c.plusNewBill}
        </Button>
      </div>
      <HistoryFilters q={q} status={status} />
      <p className={`mt-4 text-sm ${mutedText}`}>{countText(total, billListCopy[locale].count)}</p>
      <BillsTable
        bills={bills}
        redirectTo={href(page)}
        empty={c.noMatchCriteria}
        className="mt-4"
      />
      <Pager page={page} pageCount={pageCount} href={href} />
    </div>
  );
}
