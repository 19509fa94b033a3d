import { AlertTriangle, CheckCircle2, Package, Tags } from "~/components/ui/icons";
import { cardClass, mutedText } from "~/components/ui/styles";
import { TabNav } from "~/components/ui/tab-nav";
import { fill } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { storeAdminContent } from "../content/store-admin";
import type { storeStats } from "../catalog/index.server";
import { LOW_STOCK_BELOW } from "../../shared/order-workflow";

/** The store admin's header parts: the figures at the top and the section tabs. */

export type StoreAdminTab = "products" | "categories" | "orders";
export const STORE_ADMIN_TABS: { id: StoreAdminTab }[] = [
  { id: "products" },
  { id: "categories" },
  { id: "orders" },
];

/** Products, active products, categories and low stock. */
export function StoreStats({ figures }: { figures: Awaited<ReturnType<typeof storeStats>> }) {
  const c = storeAdminContent[useLocale()].stats;
  const stats = [
    { label: c.totalProducts, value: figures.totalProducts, Icon: Package },
    { label: c.activeProducts, value: figures.activeProducts, Icon: CheckCircle2 },
    { label: c.categories, value: figures.categories, Icon: Tags },
    {
      label: c.lowStock,
      value: figures.lowStock,
      Icon: AlertTriangle,
      hint: fill(c.lowStockHint, { count: LOW_STOCK_BELOW }),
    },
  ];
  return (
    <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="store-stats">
      {stats.map(({ Icon, ...s }) => (
        <div key={s.label} className={`${cardClass} p-5`}>
          <dt className={`flex items-center gap-2 text-sm ${mutedText}`}>
            <Icon aria-hidden className="size-5 text-brand-600 dark:text-brand-100" />
            {s.label}
            {s.hint ? <span className="sr-only"> ({s.hint})</span> : null}
          </dt>
          <dd className="mt-1 text-2xl font-bold">{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The section tabs (links: each section has its own URL); Orders carries the number of orders
 * awaiting confirmation.
 */
export function StoreAdminTabs({ tab, awaiting }: { tab: StoreAdminTab; awaiting: number }) {
  const c = storeAdminContent[useLocale()];
  const tabs = STORE_ADMIN_TABS.map((t) => ({
    id: t.id,
    label:
      t.id === "orders" && awaiting > 0
        ? fill(c.ordersToConfirm, { count: awaiting })
        : c.tabs[t.id],
  }));
  return (
    <TabNav
      label={c.tabsLabel}
      tabs={tabs}
      current={tab}
      hrefOf={(id) => `/limrakart/admin?tab=${id}`}
    />
  );
}
