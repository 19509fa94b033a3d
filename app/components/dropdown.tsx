import { ChevronDown } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { useLocation } from "react-router";

/**
 * Menus built on <details>/<summary>: they open and close with the keyboard and work before
 * JavaScript loads. With JavaScript they also close on Escape (focus returns to the button),
 * on a click outside, and after navigating.
 */
export function useDetailsMenu() {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  // Close after a navigation, but not on the first render: a menu opened before the
  // JavaScript loaded stays open when it does.
  const lastKey = useRef(location.key);
  useEffect(() => {
    if (lastKey.current === location.key) return;
    lastKey.current = location.key;
    if (ref.current) ref.current.open = false;
  }, [location.key]);

  useEffect(() => {
    const onPointerDown = (e: PointerEvent) => {
      const el = ref.current;
      if (el?.open && !el.contains(e.target as Node)) el.open = false;
    };
    const onKeyDown = (e: KeyboardEvent) => {
      const el = ref.current;
      if (e.key === "Escape" && el?.open) {
        el.open = false;
        el.querySelector("summary")?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, []);
  return ref;
}

export function Dropdown({
  label,
  children,
  align = "left",
  testId,
}: {
  label: ReactNode;
  children: ReactNode;
  align?: "left" | "right";
  testId?: string;
}) {
  const ref = useDetailsMenu();
  return (
    <details ref={ref} className="group relative" data-testid={testId}>
      <summary className="flex cursor-pointer items-center gap-1 rounded-md px-2 py-2 text-sm font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-slate-800">
        {label}
        <ChevronDown aria-hidden className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <div
        className={`absolute top-full z-50 mt-1 max-h-[70vh] min-w-56 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900 ${
          align === "right" ? "right-0" : "left-0"
        }`}
      >
        {children}
      </div>
    </details>
  );
}

export const menuItemClass =
  "block rounded-md px-3 py-2 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-slate-800";
