import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass, mutedText } from "./styles";

/**
 * Previous / Next links of a list whose page is in the URL.
 * Defaults are the English admin texts; a screen passes its own `label` (the nav's accessible
 * name), `previous` / `next` / `status` texts (e.g. from its locale content) and top margin.
 */
export function Pager({
  page,
  pageCount,
  href,
  label = "Pages",
  previous = "Previous",
  next = "Next",
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
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={`${margin} flex items-center justify-between`}>
      {page > 1 ? (
        <Link to={href(page - 1)} className={buttonClass.outline}>
          {previous}
        </Link>
      ) : (
        <span />
      )}
      <span className={mutedText}>
        {status ?? (
          <>
            Page {page} of {pageCount}
          </>
        )}
      </span>
      {page < pageCount ? (
        <Link to={href(page + 1)} className={buttonClass.outline}>
          {next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
