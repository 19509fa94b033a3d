import { useId, type ReactNode } from "react";
import { Form } from "react-router";
import { buttonClass } from "~/components/ui/styles";

const small = "!px-3 !py-1.5 text-sm";
const destructiveTrigger =
  "cursor-pointer list-none border-red-700 text-red-800 dark:border-red-400 dark:text-red-300";

const panelClass = {
  /** Floats under its trigger, right-aligned (lists whose rows have room below). */
  popover:
    "absolute right-0 z-10 mt-2 w-64 rounded-md border border-slate-200 bg-white p-3 text-left text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900",
  /** In the flow under its trigger, so a scrolling table does not clip it. */
  inline:
    "mt-2 w-60 rounded-md border border-slate-200 bg-white p-3 text-left text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900",
  /** A red-tinted box in the flow, for the weightier questions (cancel an order, delete an account). */
  callout:
    "mt-2 max-w-md rounded-lg border border-red-200 bg-red-50 p-3 text-sm dark:border-red-900 dark:bg-slate-900",
} as const;

/**
 * "Are you sure?" before a destructive post: the trigger opens the question in place (a
 * <details> disclosure, so it works without JavaScript, and the trigger closes it again — that
 * is the cancel), and the confirm button submits a <Form> with `fields` as hidden inputs, so the
 * action stays the route's server action. `title` (optional) names the question as a group.
 * `trigger` is the trigger's content; `icon` makes it a small icon button, else an outline
 * button with the destructive look. `size` "md" uses the full-size buttons. `children` (optional)
 * are more controls of the form, above the confirm button (e.g. a required reason).
 */
export function ConfirmDialog({
  trigger,
  icon = false,
  title,
  message,
  confirmLabel,
  fields,
  action,
  look = "inline",
  size = "sm",
  className = "relative",
  open,
  children,
}: {
  trigger: ReactNode;
  icon?: boolean;
  title?: ReactNode;
  message: ReactNode;
  confirmLabel: ReactNode;
  fields: Record<string, string>;
  action?: string;
  look?: keyof typeof panelClass;
  size?: "sm" | "md";
  className?: string;
  /** Open from the start (a list that asks one row at a time: see BillActions). */
  open?: boolean;
  children?: ReactNode;
}) {
  const titleId = useId();
  const sizeClass = size === "sm" ? ` ${small}` : "";
  const triggerClass = icon
    ? "icon-link-danger cursor-pointer list-none"
    : `${buttonClass.outline}${sizeClass} ${destructiveTrigger}`;
  return (
    <details className={className} open={open}>
      <summary className={triggerClass}>{trigger}</summary>
      <div
        role={title ? "group" : undefined}
        aria-labelledby={title ? titleId : undefined}
        className={panelClass[look]}
        data-testid="confirm-dialog"
      >
        {title ? (
          <h3 id={titleId} className="font-semibold">
            {title}
          </h3>
        ) : null}
        <p className={title ? "mt-1 text-slate-600 dark:text-slate-300" : undefined}>{message}</p>
        <Form method="post" action={action} className="mt-2">
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {children}
          <button
            type="submit"
            className={`${buttonClass.primary}${sizeClass} bg-red-700 hover:bg-red-800`}
          >
            {confirmLabel}
          </button>
        </Form>
      </div>
    </details>
  );
}
