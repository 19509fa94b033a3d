import { Glyph } from "~/components/ui/icon";
import { chevronDown } from "~/components/ui/glyphs";
import { useEffect, useRef, type ReactNode } from "react";
import { useLocation } from "react-router";
import { closeMenuFromOutside } from "./behaviours/details-menu";

/**
 * Menus built on <details>/<summary>: they open and close with the keyboard and work before
 * JavaScript loads. With JavaScript they also close on Escape (focus returns to the button),
 * on a click outside (closeMenuFromOutside, also run by a page served without hydration), and
 * after navigating.
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

  useEffect(() => (ref.current ? closeMenuFromOutside(ref.current) : undefined), []);
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
    <details
      ref={ref}
      className={className ? `drop ${className}` : "drop"}
      data-testid={testId}
      data-menu=""
    >
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
