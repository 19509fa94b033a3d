import { TOAST_AUTO_CLOSE_MS } from "~/lib/toast";

/**
 * On a page served without hydration (decision 055), the toasts the server rendered (a flash
 * toast, a refused form's) close as the Toaster's do on a hydrated page: by their close button
 * (`data-toast-close`) or by themselves after TOAST_AUTO_CLOSE_MS.
 */
export function closeServerToasts(root: ParentNode): void {
  for (const toast of root.querySelectorAll<HTMLElement>('[data-testid="toast"]')) {
    const close = () => toast.remove();
    setTimeout(close, TOAST_AUTO_CLOSE_MS);
    toast.querySelector("[data-toast-close]")?.addEventListener("click", close);
  }
}
