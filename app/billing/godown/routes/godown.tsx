import { Plus } from "~/components/ui/icons";
import { data, useNavigation } from "react-router";
import type { Route } from "./+types/godown";
import { Button } from "~/components/ui/button";
import { EditPanel } from "~/components/ui/edit-panel";
import { mutedText } from "~/components/ui/styles";
import { useActionAnswer } from "~/components/use-action-answer";
import { useLocale } from "~/lib/i18n/i18n";
import { metaLocale } from "~/lib/i18n/meta-locale";
import { pageUrl } from "~/lib/page-url";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { logger } from "~/platform/logger.server";
import { getPreferences } from "~/platform/preferences.server";
import { Pager } from "~/components/ui/pagination";
import { Table } from "~/components/ui/table";
import { godownContent } from "../content";
import { getGodownItem, godownAction, listGodownItems, lowStockItems } from "../godown.server";
import { listHref } from "../../list-params";
import { billingErrorBoundary } from "../../components/load-error";
import { ClearLink, FilterButton, FilterForm, SearchInput } from "../../components/search-form";
import { godownColumns } from "../components/godown-columns";
import { ItemForm } from "../components/item-form";
import { LowStockPanel } from "../components/low-stock-panel";
import { RecentMovements } from "../components/recent-movements";
import { listMovements } from "../movements.server";
import { RECENT_MOVEMENTS } from "../movements";
import { countText } from "~/lib/plural";
import { BillingPage } from "../../components/billing-page";

/**
 * Godown Management: the Low Stock Alert panel (every item at or below its minimum), search by
 * item name or category, the items newest first (25 a page; page and search in the URL), and the
 * Add Item / Edit Item dialog the URL opens (`?edit=new`, `?edit=<id>`), so all of it works
 * without JavaScript. Saving computes the total value on the server and may raise a low-stock
 * alert on /billing/notifications. Each item shows the shop product that is the same stock, and
 * the latest stock movements are listed under the items (all of them: /billing/godown/movements).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireBillingAccess(context, request);
  const params = pageUrl(request).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  const page = Number.parseInt(params.get("page") ?? "1", 10) || 1;
  const edit = params.get("edit");
  try {
    const [list, low, editing, recent] = await Promise.all([
      listGodownItems({ q, page }),
      lowStockItems(),
      edit && edit !== "new" ? getGodownItem(edit) : null,
      listMovements({ size: RECENT_MOVEMENTS }),
    ]);
    // The dialog opens for "new" or an existing item; an unknown id leaves it closed.
    const dialog = edit === "new" ? ("add" as const) : editing ? ("edit" as const) : null;
    return { q, ...list, low, dialog, editing, recent: recent.movements };
  } catch (error) {
    logger.error("reading the godown failed", { error: String(error) });
    const m = godownContent[getPreferences(context).locale].messages;
    throw data({ message: m.fetchFailed }, { status: 500 });
  }
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: godownContent[metaLocale(matches)].page.metaTitle },
  { name: "robots", content: "noindex" },
];

export const action = ({ request, context }: Route.ActionArgs) => godownAction(request, context);

const PATH = "/billing/godown";

export default function Godown({ loaderData, actionData }: Route.ComponentProps) {
  const { q, items, total, page, pageCount, low, dialog, editing, recent } = loaderData;
  const { errors, values, busy } = useActionAnswer(actionData);
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === PATH;
  const href = (p: number) => listHref(PATH, { q, page: p });
  const here = href(page);
  const dialogHref = (edit: string) => listHref(PATH, { q, page, edit });
  const copy = godownContent[useLocale()];
  const c = copy.page;
  return (
    <BillingPage
      title={c.title}
      backLabel={c.backLabel}
      actions={
        <Button to={dialogHref("new")}>
          <Plus aria-hidden className="size-4" />
          {c.addItem}
        </Button>
      }
    >
      {dialog ? (
        <EditPanel
          key={`${dialog}-${editing?.id ?? "new"}`}
          id="item-dialog"
          testId="item-dialog"
          closeOnEscape
          title={dialog === "add" ? c.addItem : c.editItem}
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

      {low.total > 0 ? <LowStockPanel items={low.items} total={low.total} /> : null}

      <FilterForm className="mt-6 flex flex-wrap items-end gap-2">
        <SearchInput q={q} placeholder={c.searchPlaceholder} className="min-w-64 flex-1" />
        <FilterButton>{c.search}</FilterButton>
        {q ? <ClearLink to={PATH}>{c.clear}</ClearLink> : null}
      </FilterForm>

      <p role="status" className={`mt-4 text-sm ${mutedText}`}>
        {loading ? c.loading : countText(total, c.count)}
      </p>
      <Table
        columns={godownColumns(dialogHref, here, copy)}
        rows={items}
        rowKey={(item) => item.id}
        empty={q ? c.emptySearch : c.empty}
        className={`mt-4 ${loading ? "opacity-60" : ""}`}
        testId="godown-table"
        rowTestId="godown-row"
      />
      <Pager page={page} pageCount={pageCount} href={href} />
      <RecentMovements movements={recent} />
    </BillingPage>
  );
}

/** The loader could not read the godown: the spec's 'Failed to fetch godown items'. */
export const ErrorBoundary = billingErrorBoundary((locale) => ({
  title: godownContent[locale].page.title,
  path: PATH,
  fallback: godownContent[locale].messages.fetchFailed,
}));
