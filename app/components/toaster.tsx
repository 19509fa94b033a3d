import { X } from "lucide-react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { useT } from "~/lib/i18n/i18n";
import type { Toast, ToastInput } from "~/lib/toast";

/**
 * Toasts: title + description, destructive variant for failures. A toast from the server (flash
 * cookie) is part of the server-rendered HTML, so it shows even before JavaScript loads; with
 * JavaScript, toasts close by themselves after a few seconds and `showToast` adds new ones.
 */
const AUTO_CLOSE_MS = 6000;

const NO_TOASTS: Toast[] = [];
let toasts: Toast[] = NO_TOASTS;
const listeners = new Set<() => void>();
function emit() {
  for (const l of listeners) l();
}
function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function showToast(input: ToastInput) {
  const toast: Toast = { id: input.id ?? crypto.randomUUID(), ...input };
  if (toasts.some((t) => t.id === toast.id)) return;
  toasts = [...toasts, toast];
  emit();
}

export function dismissToast(id: string) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function Toaster({ serverToast }: { serverToast: Toast | null }) {
  const t = useT();
  const clientToasts = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NO_TOASTS,
  );
  const [dismissedServer, setDismissedServer] = useState<string | null>(null);

  const list = [
    ...(serverToast &&
    serverToast.id !== dismissedServer &&
    !clientToasts.some((c) => c.id === serverToast.id)
      ? [serverToast]
      : []),
    ...clientToasts,
  ];

  useEffect(() => {
    if (!serverToast) return;
    const timer = setTimeout(() => setDismissedServer(serverToast.id), AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [serverToast]);

  useEffect(() => {
    const timers = clientToasts.map((toast) =>
      setTimeout(() => dismissToast(toast.id), AUTO_CLOSE_MS),
    );
    return () => timers.forEach(clearTimeout);
  }, [clientToasts]);

  return (
    <section
      aria-label={t("toast.region")}
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
            onClick={() =>
              toast.id === serverToast?.id ? setDismissedServer(toast.id) : dismissToast(toast.id)
            }
            className="rounded p-1 opacity-80 hover:opacity-100 focus-visible:outline-2"
            aria-label={t("toast.dismiss")}
          >
            <X aria-hidden className="size-4" />
          </button>
        </div>
      ))}
    </section>
  );
}
