import { Link } from "react-router";

/**
 * A row of tabs that are links (each tab is its own URL, so it works without JavaScript): a
 * labelled nav with an underline under the current tab, which carries aria-current="page".
 */
export function TabNav<Id extends string>({
  label,
  tabs,
  current,
  hrefOf,
  className = "mt-8",
}: {
  /** The nav's accessible name, e.g. "Catalog sections". */
  label: string;
  tabs: readonly { id: Id; label: string }[];
  current: Id;
  hrefOf: (id: Id) => string;
  /** Placement only (margins). */
  className?: string;
}) {
  return (
    <nav
      aria-label={label}
      className={`${className} border-b border-slate-200 dark:border-slate-800`}
    >
      <ul className="flex gap-4">
        {tabs.map((t) => (
          <li key={t.id}>
            <Link
              to={hrefOf(t.id)}
              aria-current={current === t.id ? "page" : undefined}
              className={`inline-block border-b-2 px-1 pb-2 font-semibold ${
                current === t.id
                  ? "border-brand-600 text-brand-700 dark:text-brand-100"
                  : "border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-300"
              }`}
            >
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
