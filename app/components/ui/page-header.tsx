import { ArrowLeft } from "~/components/ui/icons";
import type { MouseEventHandler, ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass, mutedText } from "./styles";

const linkLook =
  "inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-100";

/**
 * A link back to where the page was reached from, with the left arrow: a text link above a
 * page's heading (`variant="link"`, the default) or an outline button in a header row.
 */
export function BackLink({
  to,
  children,
  variant = "link",
  className,
  onClick,
}: {
  to: string;
  children: ReactNode;
  variant?: "link" | "button";
  /** Placement only (margins). */
  className?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}) {
  const look = variant === "button" ? buttonClass.outline : linkLook;
  return (
    <Link to={to} onClick={onClick} className={className ? `${look} ${className}` : look}>
      <ArrowLeft aria-hidden className="size-4" />
      {children}
    </Link>
  );
}

/**
 * The header row of a back-office page: the h1 on the left; the actions, then the back button,
 * on the right; an optional description under the row.
 */
export function PageHeader({
  title,
  backTo,
  backLabel = "Back",
  actions,
  description,
}: {
  title: ReactNode;
  backTo?: string;
  backLabel?: ReactNode;
  actions?: ReactNode;
  description?: ReactNode;
}) {
  const hasRight = actions != null || backTo != null;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="flex flex-wrap items-center gap-3 text-3xl font-bold">{title}</h1>
        {hasRight ? (
          <div className="flex flex-wrap gap-2">
            {actions}
            {backTo != null ? (
              <BackLink to={backTo} variant="button">
                {backLabel}
              </BackLink>
            ) : null}
          </div>
        ) : null}
      </div>
      {description != null ? <p className={`mt-2 ${mutedText}`}>{description}</p> : null}
    </>
  );
}
