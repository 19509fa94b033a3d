import { Link } from "react-router";
import { Table } from "~/components/ui/table";
import type { StockMovement } from "../movements";
import { movementColumns } from "./movement-columns";

/** The godown page's latest stock movements, with the way to all of them. */
export function RecentMovements({ movements }: { movements: StockMovement[] }) {
  return (
    <section aria-labelledby="recent-movements-heading" className="mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="recent-movements-heading" className="text-xl font-bold">
          Recent stock movements
        </h2>
        <Link to="/billing/godown/movements" className="text-sm underline">
          All movements
        </Link>
      </div>
      <Table
        columns={movementColumns({ showItem: true })}
        rows={movements}
        rowKey={(m) => m.id}
        empty="No stock movements yet."
        className="mt-4"
        testId="recent-movements"
        rowTestId="movement-row"
      />
    </section>
  );
}
