import { useEffect, useSyncExternalStore } from "react";
import { Glyph } from "~/components/ui/icon";
import { x } from "~/components/ui/glyphs";
import { useLayoutText } from "~/lib/i18n/i18n";
import { TOAST_AUTO_CLOSE_MS, withToast, type Toast, type ToastInput } from "~/lib/toast";

/**
 * Toasts: title + description, destructive variant for failures. A toast from the server (flash
 * cookie) is part of the server-rendered HTML, so it shows even before JavaScript loads; with
 * JavaScript it joins the toasts `showToast` adds, and each closes by itself after a few seconds.
 * One toast at a time per kind (`withToast`): a new one replaces the one of its kind, and a
 * success also replaces a standing error.
 */

const NO_TOASTS: readonly Toast[] = [];
let toasts: readonly Toast[] = NO_TOASTS;
const timers = new Map<string, ReturnType<typeof setTimeout>>();
/** The server toasts already moved into `toasts` (shown, replaced or dismissed since). */
const adoptedServerToasts = new Set<string>();
const listeners = new Set<() => void>();
function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

function setToasts(next: readonly Toast[]) {
  if (next === toasts) return;
  for (const [id, timer] of timers) {
    if (next.some((t) => t.id === id)) continue;
    clearTimeout(timer);
    timers.delete(id);
  }
  for (const toast of next) {
    if (!timers.has(toast.id))
      timers.set(
        toast.id,
        setTimeout(() => dismissToast(toast.id), TOAST_AUTO_CLOSE_MS),
      );
  }
  toasts = next;
  for (const l of listeners) l();
}

export function showToast(input: ToastInput) {
  setToasts(withToast(toasts, { id: input.id ?? crypto.randomUUID(), ...input }));
}

export function dismissToast(id: string) {
  if (toasts.some((t) => t.id === id)) setToasts(toasts.filter((t) => t.id !== id));
}

export function Toaster({ serverToast }: { serverToast: Toast | null }) {
  const t = useLayoutText();
  const clientToasts = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NO_TOASTS,
  );
  // Until the effect below moves it into the store, the server's toast is shown as if it had
  // just been added (it is the newest: it came with this page).
  const pending = serverToast && !adoptedServerToasts.has(serverToast.id) ? serverToast : null;
  const list = pending ? withToast(clientToasts, pending) : clientToasts;

  useEffect(() => {
    if (!serverToast || adoptedServerToasts.has(serverToast.id)) return;
    adoptedServerToasts.add(serverToast.id);
    showToast(serverToast);
  }, [serverToast]);

  return (
    <section
      aria-label={t.toast.region}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 print:hidden flex flex-col items-center gap-2 p-4 sm:right-0 sm:left-auto sm:items-end"
    >
      {list.map((toast) => (
        <div
          key={toast.id}
          role={toast.variant === "destructive" ? "alert" : "status"}
          data-testid="toast"
          data-variant={toast.variant ?? "default"}
          className={
            "pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border p-4 shadow-lg " +
            (toast.variant === "destructive"
              ? "border-red-700 bg-red-700 text-white"
              : "border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100")
          }
        >
          <div className="flex-1">
            <p className="font-semibold">{toast.title}</p>
            {toast.description ? (
              <p className="mt-1 text-sm opacity-90">{toast.description}</p>
            ) : null}
          </div>
          <button
            type="button"
            onClick={() => dismissToast(toast.id)}
            data-toast-close=""
            className="rounded p-1 opacity-80 hover:opacity-100 focus-visible:outline-2"
            aria-label={t.toast.dismiss}
          >
            <Glyph icon={x} className="size-4" />
          </button>
        </div>
      ))}
    </section>
  );
}
