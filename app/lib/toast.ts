/** A message shown to the user: title plus description; failures use the destructive variant. */
export type Toast = {
  id: string;
  title: string;
  description?: string;
  variant?: "default" | "destructive";
};
export type ToastInput = Omit<Toast, "id"> & { id?: string };

/**
 * The toasts on screen once `toast` arrives (issue 23): one at a time per kind, so an error
 * replaces the error shown, and a success replaces whatever is shown — the error of the attempt
 * before included. A toast already shown (same id) changes nothing: `shown` itself comes back.
 */
export function withToast(shown: readonly Toast[], toast: Toast): readonly Toast[] {
  if (shown.some((t) => t.id === toast.id)) return shown;
  if (toast.variant !== "destructive") return [toast];
  return [...shown.filter((t) => t.variant !== "destructive"), toast];
}

/** How long a toast stays on screen (app/components/toaster.tsx, app/static-page.ts). */
export const TOAST_AUTO_CLOSE_MS = 6000;
