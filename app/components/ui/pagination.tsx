import type { ReactNode } from "react";
import { Link } from "react-router";
import { fill } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { uiContent } from "./content";
import { buttonClass, mutedText } from "./styles";

/**
 * Previous / Next links of a list whose page is in the URL.
 * Defaults are the shared texts in the page's language; a screen passes its own `label` (the nav's accessible
 * name), `previous` / `next` / `status` texts (e.g. from its locale content) and top margin.
 */
export function Pager({
  page,
  pageCount,
  href,
  label,
  previous,
  next,
  status,
  margin = "mt-4",
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  label?: string;
  previous?: ReactNode;
  next?: ReactNode;
  /** Text between the links; defaults to "Page {page} of {pageCount}". */
  status?: ReactNode;
  /** Tailwind top-margin class of the nav. */
  margin?: string;
}) {
  const c = uiContent[useLocale()].pager;
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label ?? c.label} className={`${margin} flex items-center justify-between`}>
      {page > 1 ? (
        <Link to={href(page - 1)} className={buttonClass.outline}>
          {previous ?? c.previous}
        </Link>
      ) : (
        <span />
      )}
      <span className={mutedText}>{status ?? fill(c.status, { page, count: pageCount })}</span>
      {page < pageCount ? (
        <Link to={href(page + 1)} className={buttonClass.outline}>
          {next ?? c.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
