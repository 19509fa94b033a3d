import { cardClass, mutedText } from "~/components/ui/styles";

/**
 * The shop's figures as cards (years, customers, orders, the rating): each a big value above its
 * label, the label read first (`<dt>` before `<dd>`, the value shown on top).
 */
export function StatList({ stats }: { stats: readonly { label: string; value: string }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-6 md:grid-cols-4">
      {stats.map((s) => (
        <div key={s.label} className={`${cardClass} flex flex-col p-6 text-center`}>
          <dt className={mutedText}>{s.label}</dt>
          <dd className="order-first text-3xl font-extrabold text-brand-700 dark:text-brand-100">
            {s.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
