import { data } from "react-router";
import type { Route } from "./+types/movements";
import { PageHeader } from "~/components/ui/page-header";
import { Pager } from "~/components/ui/pagination";
import { mutedText } from "~/components/ui/styles";
import { Table } from "~/components/ui/table";
import { fill } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { metaLocale } from "~/lib/i18n/meta-locale";
import { countText } from "~/lib/plural";
import { pageUrl } from "~/lib/page-url";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { getPreferences } from "~/platform/preferences.server";
import { DataText } from "~/components/data-text";
import { godownContent } from "../content";
import { listHref } from "../../list-params";
import { movementColumns } from "../components/movement-columns";
import { getGodownItem } from "../godown.server";
import { listMovements } from "../movements.server";

/**
 * Stock movements (decision 036): every change of the one stock, newest first, 25 a page — one
 * godown item's (`?item=<id>`: its shop sales, counter bills, adjustments, imports) or every
 * item's. Read-only: movements are written by the changes they record.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireBillingAccess(context, request);
  const params = pageUrl(request).searchParams;
  const itemId = params.get("item");
  const page = Number.parseInt(params.get("page") ?? "1", 10) || 1;
  const item = itemId ? await getGodownItem(itemId) : null;
  if (itemId && !item)
    throw data(
      { message: godownContent[getPreferences(context).locale].messages.itemMissing },
      404,
    );
  const list = await listMovements({ itemId, page });
  return { item, ...list };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const c = godownContent[metaLocale(matches)].movements;
  const item = loaderData?.item;
  const title = item ? fill(c.itemTitle, { name: item.itemName }) : c.title;
  return [{ title: fill(c.metaTitle, { title }) }, { name: "robots", content: "noindex" }];
};

const PATH = "/billing/godown/movements";

export default function Movements({ loaderData }: Route.ComponentProps) {
  const { item, movements, total, page, pageCount } = loaderData;
  const href = (p: number) => listHref(PATH, { item: item?.id, page: p });
  const c = godownContent[useLocale()].movements;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageHeader
        title={
          item ? (
            <DataText text={fill(c.itemTitle, { name: item.itemName })} data={[item.itemName]} />
          ) : (
            c.title
          )
        }
        backTo="/billing/godown"
        backLabel={c.backLabel}
        description={
          item ? (
            <>
              {c.inGodown} <strong data-testid="item-quantity">{item.quantity}</strong>
              {fill(c.minStock, { min: String(item.minimumStock) })}
            </>
          ) : (
            c.description
          )
        }
      />
      <p role="status" className={`mt-4 text-sm ${mutedText}`}>
        {countText(total, c.count)}
      </p>
      <Table
        columns={movementColumns({ showItem: !item, c })}
        rows={movements}
        rowKey={(m) => m.id}
        empty={c.empty}
        className="mt-4"
        testId="movements-table"
        rowTestId="movement-row"
      />
      <Pager page={page} pageCount={pageCount} href={href} />
    </div>
  );
}
