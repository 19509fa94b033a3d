import { FilePlus2 } from "~/components/ui/icons";
import type { Route } from "./+types/old-complaint";
import { Button } from "~/components/ui/button";
import { inputClass, mutedText } from "~/components/ui/styles";
import { useActionAnswer } from "~/components/use-action-answer";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { listBills } from "../bills.server";
import { BillsTable } from "../components/bills-table";
import { toBillRow } from "../schema";
import { Pager } from "~/components/ui/pagination";
import { billListAction } from "../list-actions.server";
import { listHref } from "../../list-params";
import { FilterButton, FilterForm } from "../../components/search-form";
import { useLocale, useLayoutText } from "~/lib/i18n/i18n";
import { countText } from "~/lib/plural";
import { billListCopy } from "../list-content";
import { billingCopy, billingTitle, metaLocale } from "../../content";
import { BillingPage } from "../../components/billing-page";

/** Old Bills: search by customer name or bill number, newest first, a page at a time. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireBillingAccess(context, request);
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1;
  const list = await listBills({ q, page });
  return { q, ...list, bills: list.bills.map(toBillRow) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const locale = metaLocale(matches);
  return [
    { title: billingTitle(locale, billListCopy[locale].oldBills) },
    { name: "robots", content: "noindex" },
  ];
};

export const action = ({ request, context }: Route.ActionArgs) =>
  billListAction(request, context, { fallback: "/billing/old-complaint", style: "bills" });

export default function OldBills({ loaderData, actionData }: Route.ComponentProps) {
  const { q, bills, total, page, pageCount } = loaderData;
  useActionAnswer(actionData);
  const t = useLayoutText();
  const locale = useLocale();
  const c = billListCopy[locale];
  const href = (p: number) => listHref("/billing/old-complaint", { q, page: p });
  return (
    <BillingPage
      title={c.oldBills}
      backLabel={billingCopy[locale].backToService}
      actions={
        <Button to="/billing/new-complaint">
          <FilePlus2 aria-hidden className="size-4" />
          {t.billing.newBill}
        </Button>
      }
    >
      <FilterForm className="mt-6 flex gap-2">
        <label htmlFor="q" className="sr-only">
          {c.searchLabel}
        </label>
        <input
          id="q"
          name="q"
          type="search"
          defaultValue={q}
          placeholder={c.searchLabel}
          className={inputClass}
        />
        <FilterButton>{billingCopy[locale].search}</FilterButton>
      </FilterForm>
      <p className={`mt-4 text-sm ${mutedText}`}>{countText(total, c.count)}</p>
      <BillsTable bills={bills} redirectTo={href(page)} empty={c.noMatchSearch} className="mt-4" />
      <Pager page={page} pageCount={pageCount} href={href} />
    </BillingPage>
  );
}
