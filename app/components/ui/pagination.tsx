import { Link } from "react-router";
import { buttonClass, mutedText } from "./styles";

/** Previous / Next links of a list whose page is in the URL. */
export function Pager({
  page,
  pageCount,
  href,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between">
      {page > 1 ? (
        <Link to={href(page - 1)} className={buttonClass.outline}>
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className={mutedText}>
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={href(page + 1)} className={buttonClass.outline}>
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
