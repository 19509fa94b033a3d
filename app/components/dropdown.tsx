import { Glyph } from "~/components/ui/icon";
import { chevronDown } from "~/components/ui/glyphs";
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

/**
 * A menu of the site header: a button and its panel from 768 px; on a phone, inside the header's
 * menu, a heading over its items, always shown (`.drop` in app/app.css, issue 22).
 */
export function Dropdown({
  label,
  children,
  className,
  testId,
}: {
  label: ReactNode;
  children: ReactNode;
  /** `drop-me`: the account menu (right-aligned, its heading the welcome line). */
  className?: string;
  testId?: string;
}) {
  const ref = useDetailsMenu();
  return (
    <details ref={ref} className={className ? `drop ${className}` : "drop"} data-testid={testId}>
      <summary>
        {label}
        <Glyph icon={chevronDown} />
      </summary>
      <div>{children}</div>
    </details>
  );
}

/** A menu's item: a short class of app/app.css (decision 042), repeated by every item. */
export const menuItemClass = "menu-item";
