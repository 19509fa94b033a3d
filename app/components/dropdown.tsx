import { Glyph } from "~/components/ui/icon";
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
      <summary className="nav-link flex cursor-pointer items-center gap-1">
        {label}
        <Glyph icon={ChevronDown} className="size-4 transition-transform group-open:rotate-180" />
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

/** A menu's item: a short class of app/app.css (decision 042), repeated by every item. */
export const menuItemClass = "menu-item";
