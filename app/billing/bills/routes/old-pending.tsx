import type { Route } from "./+types/old-pending";
import { Button } from "~/components/ui/button";
import { useActionAnswer } from "~/components/use-action-answer";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { listBills, pendingSummary } from "../bills.server";
import { EmptyState } from "~/components/ui/empty-state";
import { PendingFilters, PendingTotal } from "../components/bill-filters";
import { BillsTable } from "../components/bills-table";
import { toPendingBillRow } from "../schema";
import { Pager } from "~/components/ui/pagination";
import { billListAction } from "../list-actions.server";
import { listHref } from "../../list-params";
import { indiaDateKey } from "~/lib/dates";
import { overdueHref } from "../../reminders/index";
import { reminderContacts } from "../../reminders/index.server";
import { useLocale } from "~/lib/i18n/i18n";
import { billFilterCopy } from "../filter-content";
import { billingCopy, billingTitle, metaLocale } from "../../content";
import { BillingPage } from "../../components/billing-page";

/**
 * Old Pending Bills: the bills with a balance left to pay, the total of those balances (computed
 * in SQL) and their count, search, From/To dates (whole days in Asia/Kolkata), status (pending by
 * default, or all), and the table with each bill's age in days.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireBillingAccess(context, request);
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const from = url.searchParams.get("from") ?? "";
  const to = url.searchParams.get("to") ?? "";
  const status = url.searchParams.get("status") === "all" ? "all" : "pending";
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1;
  // Pending = a balance left to pay (decision 024); "All Status" lists every bill.
  const filters = { q, from, to, due: status !== "all" };
  const [list, summary] = await Promise.all([
    listBills({ ...filters, page }),
    pendingSummary(filters),
  ]);
  // Each bill's customer, for its "Send reminder" (WhatsApp with a mobile, e-mail with an address).
  const reminders = await reminderContacts(list.bills.map((b) => b.customerId ?? ""));
  const bills = list.bills.map(toPendingBillRow);
  return {
    q,
    from,
    to,
    status,
    ...list,
    bills,
    summary,
    reminders,
    today: indiaDateKey(new Date()),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const locale = metaLocale(matches);
  return [
    { title: billingTitle(locale, billFilterCopy[locale].oldPending) },
    { name: "robots", content: "noindex" },
  ];
};

export const action = ({ request, context }: Route.ActionArgs) =>
  billListAction(request, context, { fallback: "/billing/old-pending", style: "pending" });

export default function OldPending({ loaderData, actionData }: Route.ComponentProps) {
  const { q, from, to, status, bills, page, pageCount, summary, reminders, today } = loaderData;
  useActionAnswer(actionData);
  const locale = useLocale();
  const c = billFilterCopy[locale];
  const href = (p: number) =>
    listHref("/billing/old-pending", {
      q,
      from,
      to,
      status: status === "all" ? "all" : undefined,
      page: p,
    });
  return (
    <BillingPage
      title={c.oldPending}
      backLabel={billingCopy[locale].backToService}
      actions={
        <Button to={overdueHref(30)} variant="outline">
          {c.remindOverdue}
        </Button>
      }
    >
      <PendingTotal totalPaise={summary.totalPaise} count={summary.count} />
      <PendingFilters q={q} from={from} to={to} status={status} />
      <BillsTable
        bills={bills}
        redirectTo={href(page)}
        pending
        today={today}
        reminders={reminders}
        className="mt-6"
        empty={
          <EmptyState
            title={c.noPending}
            className="mt-6"
            action={<Button to="/billing/new-complaint">{c.createNewBill}</Button>}
          />
        }
      />
      <Pager page={page} pageCount={pageCount} href={href} />
    </BillingPage>
  );
}
