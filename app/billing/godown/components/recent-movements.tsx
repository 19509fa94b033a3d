import { Link } from "react-router";
import { Table } from "~/components/ui/table";
import { useLocale } from "~/lib/i18n/i18n";
import { godownContent } from "../content";
import type { StockMovement } from "../movements";
import { movementColumns } from "./movement-columns";

/** The godown page's latest stock movements, with the way to all of them. */
export function RecentMovements({ movements }: { movements: StockMovement[] }) {
  const c = godownContent[useLocale()].movements;
  return (
    <section aria-labelledby="recent-movements-heading" className="mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="recent-movements-heading" className="text-xl font-bold">
          {c.recent}
        </h2>
        <Link to="/billing/godown/movements" className="text-sm underline">
          {c.all}
        </Link>
      </div>
      <Table
        columns={movementColumns({ showItem: true, c })}
        rows={movements}
        rowKey={(m) => m.id}
        empty={c.empty}
        className="mt-4"
        testId="recent-movements"
        rowTestId="movement-row"
      />
    </section>
  );
}
