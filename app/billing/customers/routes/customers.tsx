import { data } from "react-router";
import type { Route } from "./+types/customers";
import { Pager } from "~/components/ui/pagination";
import { mutedText } from "~/components/ui/styles";
import { parseWith } from "~/lib/forms";
import { pageUrl } from "~/lib/page-url";
import { useLocale } from "~/lib/i18n/i18n";
import { metaLocale } from "~/lib/i18n/meta-locale";
import { countText } from "~/lib/plural";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { logger } from "~/platform/logger.server";
import { getPreferences } from "~/platform/preferences.server";
import { billingErrorBoundary } from "../../components/load-error";
import { CustomerFilters } from "../components/customer-filters";
import { CustomersTable } from "../components/customers-table";
import { customersContent } from "../content";
import { CUSTOMERS_PATH, customersHref, DEFAULT_DIR } from "../customers";
import { listCustomers } from "../list.server";
import { customerListSchema } from "../schema";
import { BillingPage } from "../../components/billing-page";

/**
 * Customers (/billing/customers?q=…&filter=…&sort=…&dir=…&page=…): every customer (not merged)
 * with their bills, billed, received, balance and last activity, searched by name or phone from
 * the start, filtered by balance or overdue age, sorted, 25 a page — all from the kept figures.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireBillingAccess(context, request);
  const params = Object.fromEntries(pageUrl(request).searchParams);
  const parsed = parseWith(customerListSchema, params);
  // The schema falls back on every field, so a parse never fails.
  const query = parsed.success ? parsed.data : customerListSchema.parse({});
  try {
    const list = await listCustomers(query);
    return { ...list, q: query.q, filter: query.filter, sort: query.sort, dir: query.dir };
  } catch (error) {
    logger.error("Failed to fetch customers", error);
    const m = customersContent[getPreferences(context).locale].messages;
    throw data({ message: m.listFailed }, { status: 500 });
  }
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: customersContent[metaLocale(matches)].list.metaTitle },
  { name: "robots", content: "noindex" },
];

export default function CustomersPage({ loaderData }: Route.ComponentProps) {
  const { customers, total, page, pageCount, q, filter, sort } = loaderData;
  const dir = loaderData.dir ?? DEFAULT_DIR[sort];
  const params = { q, filter, sort, dir };
  const searched = q !== "" || filter !== "all";
  const c = customersContent[useLocale()].list;
  return (
    <BillingPage title={c.title} backLabel={c.backLabel} description={c.description}>
      <CustomerFilters q={q} filter={filter} sort={sort} dir={dir} />
      <p className={`mt-4 text-sm ${mutedText}`} data-testid="customers-count">
        {countText(total, c.count)}
      </p>
      <CustomersTable
        customers={customers}
        params={params}
        empty={searched ? c.emptySearch : c.empty}
      />
      <Pager
        page={page}
        pageCount={pageCount}
        href={(p) => customersHref({ ...params, page: p })}
      />
    </BillingPage>
  );
}

export const ErrorBoundary = billingErrorBoundary((locale) => ({
  title: customersContent[locale].list.title,
  path: CUSTOMERS_PATH,
  fallback: customersContent[locale].messages.listFailed,
}));
