import { Images, Package, Wrench } from "lucide-react";
import { cardClass, mutedText } from "~/components/ui/styles";
import type { CatalogCounts } from "../catalog.server";

/** The three totals cards above the tabs of /admin: all and active services, products, pictures. */
export function CatalogTotals({ counts }: { counts: CatalogCounts }) {
  const cards = [
    { label: "Services", counts: counts.services, Icon: Wrench },
    { label: "Products", counts: counts.products, Icon: Package },
    { label: "Gallery Items", counts: counts.gallery, Icon: Images },
  ];
  return (
    <dl className="mt-6 grid gap-4 sm:grid-cols-3" data-testid="catalog-totals">
      {cards.map(({ Icon, ...c }) => (
        <div key={c.label} className={`${cardClass} p-5`}>
          <dt className={`flex items-center gap-2 text-sm ${mutedText}`}>
            <Icon aria-hidden className="size-5 text-brand-600 dark:text-brand-100" />
            Total {c.label}
          </dt>
          <dd className="mt-1 text-2xl font-bold">{c.counts.total}</dd>
          <dd className={`text-sm ${mutedText}`}>{c.counts.active} active</dd>
        </div>
      ))}
    </dl>
  );
}
