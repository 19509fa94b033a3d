import { AlertTriangle } from "~/components/ui/icons";
import { mutedText } from "~/components/ui/styles";
import { fill } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { godownContent } from "../content";
import type { GodownItem } from "../godown.server";

/** The Low Stock Alert panel: the items at or below their minimum, and how many more there are. */
export function LowStockPanel({
  items,
  total,
}: {
  items: Pick<GodownItem, "id" | "itemName" | "quantity" | "minimumStock">[];
  total: number;
}) {
  const c = godownContent[useLocale()].lowStock;
  return (
    <section
      aria-labelledby="low-stock-heading"
      className="mt-6 rounded-xl border border-red-200 bg-red-50 p-5 dark:border-red-900 dark:bg-red-950/40"
      data-testid="low-stock-panel"
    >
      <h2
        id="low-stock-heading"
        className="flex items-center gap-2 font-semibold text-red-800 dark:text-red-200"
      >
        <AlertTriangle aria-hidden className="size-5" />
        {c.heading}
      </h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((i) => (
          <li
            key={i.id}
            className="rounded-md border border-red-200 bg-white px-3 py-2 text-sm dark:border-red-900 dark:bg-slate-900"
            data-testid="low-stock-item"
          >
            <span className="block font-semibold" translate="no">
              {i.itemName}
            </span>
            <span className={mutedText}>
              {fill(c.figures, { quantity: String(i.quantity), min: String(i.minimumStock) })}
            </span>
          </li>
        ))}
      </ul>
      {total > items.length ? (
        <p className="mt-2 text-sm text-red-800 dark:text-red-200">
          {fill(c.more, { count: String(total - items.length) })}
        </p>
      ) : null}
    </section>
  );
}
