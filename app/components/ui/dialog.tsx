import { useEffect, useRef, type KeyboardEvent, type ReactNode } from "react";

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
