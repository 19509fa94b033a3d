import { Images, Package, Wrench } from "~/components/ui/icons";
import { DataText } from "~/components/ui/data-text";
import { cardClass, mutedText } from "~/components/ui/styles";
import { useLocale } from "~/lib/i18n/i18n";
import type { CatalogCounts } from "../catalog.server";
import { catalogContent } from "../content";

/** The three totals cards above the tabs of /admin: all and active services, products, pictures. */
export function CatalogTotals({ counts }: { counts: CatalogCounts }) {
  const c = catalogContent[useLocale()];
  const cards = [
    { label: c.totals.services, counts: counts.services, Icon: Wrench },
    { label: c.totals.products, counts: counts.products, Icon: Package },
    { label: c.totals.gallery, counts: counts.gallery, Icon: Images },
  ];
  return (
    <dl className="mt-6 grid gap-4 sm:grid-cols-3" data-testid="catalog-totals">
      {cards.map(({ Icon, ...card }) => (
        <div key={card.label} className={`${cardClass} p-5`}>
          <dt className={`flex items-center gap-2 text-sm ${mutedText}`}>
            <Icon aria-hidden className="size-5 text-brand-600 dark:text-brand-100" />
            {card.label}
          </dt>
          <dd className="mt-1 text-2xl font-bold">{card.counts.total}</dd>
          <dd className={`text-sm ${mutedText}`}>
            <DataText text={c.activeCount} data={{ count: card.counts.active }} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
