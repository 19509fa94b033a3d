import {
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { Link } from "react-router";

/** One entry of a row's menu: a link; `stay` keeps the list's scroll (a question in the row). */
export type BillMenuItem = { label: string; to: string; stay?: boolean };

const noSubscription = () => () => {};
/** False while the server renders and the page hydrates, true once React runs the page. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

type Place = { top?: number; bottom?: number; right: number };

/** Where the menu goes: under the trigger, right-aligned, or above it when there is no room below. */
function placeOf(trigger: HTMLElement, items: number): Place {
  const box = trigger.getBoundingClientRect();
  const right = Math.max(8, window.innerWidth - box.right);
  const height = items * 44 + 16;
  return window.innerHeight - box.bottom >= height || box.top < height
    ? { top: box.bottom + 4, right }
    : { bottom: window.innerHeight - box.top + 4, right };
}

/**
 * A row's actions menu (decision 048), the WAI-ARIA menu button pattern on a link. In the server's
 * HTML and without JavaScript it is only a link (`to`, the bill's page, which offers every action).
 * Once React runs, the same element becomes the menu's button: a click, Enter, Space or Down
 * arrow opens the menu on its first item, Up arrow on its last; in the menu Up/Down (wrapping),
 * Home and End move, Escape closes it and gives the focus back to the button, Tab closes it, a
 * click elsewhere or a scroll closes it. The menu is rendered only while open (never in the HTML),
 * fixed to the window so the table's scrolling frame does not clip it; its items are 44 px high.
 * Ctrl/⌘/Shift/middle click still open the bill's page.
 */
export function BillMenu({
  to,
  label,
  items: makeItems,
  discover,
}: {
  to: string;
  /** The button's name, e.g. "Actions BILL0002". */
  label: string;
  /** The menu's entries, made when it opens. */
  items: () => BillMenuItem[];
  discover: "render" | "none";
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState<null | { focus: "first" | "last"; place: Place }>(null);
  const trigger = useRef<HTMLAnchorElement>(null);
  const menuId = useId();
  const items = open ? makeItems() : [];

  const show = (focus: "first" | "last") => {
    if (trigger.current) setOpen({ focus, place: placeOf(trigger.current, makeItems().length) });
  };
  const close = (refocus: boolean) => {
    setOpen(null);
    if (refocus) trigger.current?.focus();
  };

  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    if (open) close(false);
    else show("first");
  };
  const onKeyDown = (e: KeyboardEvent<HTMLAnchorElement>) => {
    if (e.key === " " || e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      show(e.key === "ArrowUp" ? "last" : "first");
    }
  };

  return (
    <>
      <Link
        ref={trigger}
        to={to}
        className="row-menu"
        aria-label={label}
        discover={discover}
        {...(hydrated
          ? {
              role: "button",
              "aria-haspopup": "menu",
              "aria-expanded": !!open,
              "aria-controls": open ? menuId : undefined,
              onClick,
              onKeyDown,
            }
          : {})}
      />
      {open ? (
        <Menu
          id={menuId}
          label={label}
          items={items}
          focus={open.focus}
          place={open.place}
          trigger={trigger}
          close={close}
        />
      ) : null}
    </>
  );
}

/** Closes the menu on a click outside it and its button, on a scroll outside it, on a resize. */
function useDismiss(
  menu: RefObject<HTMLUListElement | null>,
  trigger: RefObject<HTMLAnchorElement | null>,
  close: (refocus: boolean) => void,
) {
  useEffect(() => {
    const outside = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!menu.current?.contains(target) && !trigger.current?.contains(target)) close(false);
    };
    const away = (e: Event) => {
      if (!menu.current?.contains(e.target as Node)) close(false);
    };
    document.addEventListener("pointerdown", outside);
    window.addEventListener("scroll", away, true);
    window.addEventListener("resize", away);
    return () => {
      document.removeEventListener("pointerdown", outside);
      window.removeEventListener("scroll", away, true);
      window.removeEventListener("resize", away);
    };
  }, [close, menu, trigger]);
}

function Menu({
  id,
  label,
  items,
  focus,
  place,
  trigger,
  close,
}: {
  id: string;
  label: string;
  items: BillMenuItem[];
  focus: "first" | "last";
  place: Place;
  trigger: RefObject<HTMLAnchorElement | null>;
  close: (refocus: boolean) => void;
}) {
  const menu = useRef<HTMLUListElement>(null);
  const entries = () => [...(menu.current?.querySelectorAll<HTMLElement>("[role=menuitem]") ?? [])];

  useLayoutEffect(() => {
    const all = entries();
    (focus === "first" ? all[0] : all.at(-1))?.focus();
  }, [focus]);

  useDismiss(menu, trigger, close);

  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const all = entries();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      e.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    if (e.key === "ArrowDown") move(at + 1);
    else if (e.key === "ArrowUp") move(at - 1);
    else if (e.key === "Home") move(0);
    else if (e.key === "End") move(all.length - 1);
    else if (e.key === "Escape") {
      e.preventDefault();
      close(true);
    } else if (e.key === "Tab") close(false);
    else if (e.key === " " && at >= 0) {
      e.preventDefault();
      all[at]!.click();
    }
  };

  return (
    <ul
      ref={menu}
      id={id}
      role="menu"
      aria-label={label}
      className="row-menu-list"
      style={place}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => (
        <li key={item.label} role="none">
          <Link
            role="menuitem"
            tabIndex={-1}
            to={item.to}
            preventScrollReset={item.stay}
            onClick={() => close(false)}
          >
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
