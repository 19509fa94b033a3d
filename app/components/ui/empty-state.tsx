import type { ReactNode } from "react";
import { cardClass, mutedText } from "./styles";

/**
 * What a list shows when it has nothing: a card with a title, and optionally an icon above it,
 * a hint below it and an action (a link or button) under that.
 */
export function EmptyState({
  title,
  icon,
  hint,
  action,
  testId,
  className = "mt-4",
}: {
  title: ReactNode;
  icon?: ReactNode;
  hint?: ReactNode;
  action?: ReactNode;
  /** data-testid of the title's paragraph. */
  testId?: string;
  /** Extra classes of the card, e.g. its top margin (default mt-4). */
  className?: string;
}) {
  return (
    <div className={`${cardClass} ${className} p-8 text-center`} data-empty-state="">
      {icon ? <div className="mb-3 flex justify-center">{icon}</div> : null}
      <p className={mutedText} data-testid={testId}>
        {title}
      </p>
      {hint ? <p className={`mt-1 text-sm ${mutedText}`}>{hint}</p> : null}
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}
