import { data } from "react-router";
import type { Route } from "./+types/movements";
import { PageHeader } from "~/components/ui/page-header";
import { Pager } from "~/components/ui/pagination";
import { mutedText } from "~/components/ui/styles";
import { Table } from "~/components/ui/table";
import { plural } from "~/lib/plural";
import { pageUrl } from "~/lib/page-url";
import { requireBillingAccess } from "~/platform/auth/guards.server";
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
    throw data({ message: "This godown item does not exist (it may have been deleted)." }, 404);
  const list = await listMovements({ itemId, page });
  return { item, ...list };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData?.item ? `Movements: ${loaderData.item.itemName}` : "Stock movements"} — Billing`,
  },
  { name: "robots", content: "noindex" },
];

const PATH = "/billing/godown/movements";

export default function Movements({ loaderData }: Route.ComponentProps) {
  const { item, movements, total, page, pageCount } = loaderData;
  const href = (p: number) => listHref(PATH, { item: item?.id, page: p });
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageHeader
        title={item ? `Movements: ${item.itemName}` : "Stock movements"}
        backTo="/billing/godown"
        backLabel="Back to Godown"
        description={
          item ? (
            <>
              In the godown now: <strong data-testid="item-quantity">{item.quantity}</strong>
              {" · "}Min stock: {item.minimumStock}
            </>
          ) : (
            "Every change of the stock: shop orders, counter bills, adjustments and imports."
          )
        }
      />
      <p role="status" className={`mt-4 text-sm ${mutedText}`}>
        {plural(total, "movement", "movements")}
      </p>
      <Table
        columns={movementColumns({ showItem: !item })}
        rows={movements}
        rowKey={(m) => m.id}
        empty="No stock movements yet."
        className="mt-4"
        testId="movements-table"
        rowTestId="movement-row"
      />
      <Pager page={page} pageCount={pageCount} href={href} />
    </div>
  );
}
