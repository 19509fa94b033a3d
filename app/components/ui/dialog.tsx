import { X } from "lucide-react";
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { Form, Link, useNavigate } from "react-router";
import { buttonClass, cardClass } from "~/components/ui/styles";

/**
 * A modal on the native <dialog>: `open` shows it with showModal() (focus stays inside, the page
 * behind is inert), Escape and — with `closeOnBackdrop` — a click on the backdrop call `onClose`;
 * the caller decides what closing means (clear a state, navigate back to the list).
 * `renderedOpen` makes the server render it open (a plain box in the page), so a dialog the URL
 * opens works without JavaScript too; in the browser it is reopened as a modal. `returnFocusTo`
 * (an element id) gets the focus back when the dialog goes away.
 */
export function Dialog({
  open,
  onClose,
  labelledBy,
  label,
  renderedOpen = false,
  closeOnBackdrop = false,
  returnFocusTo,
  onKeyDown,
  className,
  testId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy?: string;
  label?: string;
  renderedOpen?: boolean;
  closeOnBackdrop?: boolean;
  returnFocusTo?: string;
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
  className: string;
  testId?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.matches(":modal")) {
      // Rendered open by the server (non-modal): reopen it as a modal.
      if (dialog.open) dialog.close();
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  useEffect(() => {
    if (!returnFocusTo) return;
    return () => document.getElementById(returnFocusTo)?.focus();
  }, [returnFocusTo]);
  return (
    <dialog
      ref={ref}
      open={renderedOpen || undefined}
      aria-labelledby={labelledBy}
      aria-label={label}
      data-testid={testId}
      onCancel={(event) => {
        // Escape: the caller closes it (its state or the URL), so both stay in step.
        event.preventDefault();
        onClose();
      }}
      onClick={
        closeOnBackdrop
          ? (event) => {
              if (event.target === event.currentTarget) onClose();
            }
          : undefined
      }
      onKeyDown={onKeyDown}
      className={className}
    >
      {children}
    </dialog>
  );
}

/**
 * The add/edit (or detail) panel a URL opens (`?edit=new`, `?edit=<id>`, `?view=<id>`), so it
 * works without JavaScript: a card in the page with role="dialog", its heading (`<id>-heading`)
 * naming it, and a Close link back to the list. With JavaScript the heading takes the focus when
 * the panel opens (remount it with a `key` to focus again), and with `closeOnEscape` Escape
 * follows the Close link.
 */
export function EditPanel({
  id,
  title,
  closeHref,
  closeOnEscape = false,
  preventScrollReset = false,
  testId,
  children,
}: {
  id: string;
  title: ReactNode;
  closeHref: string;
  closeOnEscape?: boolean;
  preventScrollReset?: boolean;
  testId: string;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();
  const headingId = `${id}-heading`;
  useEffect(() => {
    heading.current?.focus();
  }, []);
  useEffect(() => {
    if (!closeOnEscape) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") void navigate(closeHref, { preventScrollReset });
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [closeHref, closeOnEscape, navigate, preventScrollReset]);
  return (
    <section
      role="dialog"
      aria-labelledby={headingId}
      className={`${cardClass} mt-6 p-6 ring-2 ring-brand-600/30`}
      data-testid={testId}
    >
      <div className="flex items-start justify-between gap-4">
        <h2
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className="text-xl font-bold focus:outline-none"
        >
          {title}
        </h2>
        <Link
          to={closeHref}
          preventScrollReset={preventScrollReset}
          className="rounded-md p-1 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <X aria-hidden className="size-5" />
          <span className="sr-only">Close</span>
        </Link>
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

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
 * button with the destructive look. `size` "md" uses the full-size buttons.
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
}) {
  const titleId = useId();
  const sizeClass = size === "sm" ? ` ${small}` : "";
  const triggerClass = icon
    ? "cursor-pointer list-none rounded p-1.5 text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-slate-800"
    : `${buttonClass.outline}${sizeClass} ${destructiveTrigger}`;
  return (
    <details className={className}>
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
