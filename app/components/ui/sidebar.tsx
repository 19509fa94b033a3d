import { PanelLeft, X } from "~/components/ui/icons";
import {
  type CSSProperties,
  type ComponentType,
  type ReactNode,
  useCallback,
  useEffect,
  useState,
} from "react";

/**
 * The spec's sidebar layout (settings): 16rem wide, collapsed to 3rem of icons; on small screens
 * an 18rem panel over the page. Ctrl+B (Cmd+B on a Mac) toggles it; the desktop state is kept in
 * the `sidebar_state` cookie for 7 days, and the server reads it so the page renders the same way.
 */
export const SIDEBAR_COOKIE = "sidebar_state";
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
const MOBILE_QUERY = "(max-width: 767px)";

export type SidebarItem = {
  href: string;
  label: string;
  icon: ComponentType<{ className?: string }>;
};

/** The sidebar's state from a Cookie header (open unless the cookie says "false"). */
export function sidebarOpenFromCookie(cookieHeader: string | null): boolean {
  const match = /(?:^|;\s*)sidebar_state=(true|false)/.exec(cookieHeader ?? "");
  return match?.[1] !== "false";
}

/** The widths of the open, phone and collapsed sidebar (CSS variables of the layout). */
const SIDEBAR_WIDTHS = {
  "--sidebar-width": "16rem",
  "--sidebar-width-mobile": "18rem",
  "--sidebar-width-icon": "3rem",
} as CSSProperties;

/** The sidebar's links; collapsed, only the icons show (the text stays for screen readers). */
function SidebarLinks({
  items,
  collapsed,
  onNavigate,
}: {
  items: SidebarItem[];
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  return (
    <ul className="space-y-1">
      {items.map(({ href, label: text, icon: Icon }) => (
        <li key={href}>
          <a
            href={href}
            onClick={onNavigate}
            title={collapsed ? text : undefined}
            className="flex items-center gap-3 rounded-md px-3 py-2 font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <Icon className="size-5 shrink-0" />
            <span className={collapsed ? "sr-only" : "truncate"}>{text}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The phone's sidebar: a drawer over a dimmed page; the backdrop, × and a link close it. */
function MobileSidebar({
  items,
  label,
  toggleLabel,
  onClose,
}: {
  items: SidebarItem[];
  label: string;
  toggleLabel: string;
  onClose: () => void;
}) {
  return (
    <div className="fixed inset-0 z-50 md:hidden">
      <button
        type="button"
        aria-label={toggleLabel}
        className="absolute inset-0 bg-slate-950/50"
        onClick={onClose}
      />
      <aside
        data-testid="sidebar-mobile"
        className="absolute inset-y-0 left-0 overflow-y-auto bg-white p-4 shadow-xl dark:bg-slate-900"
        style={{ width: "var(--sidebar-width-mobile)" }}
      >
        <button
          type="button"
          onClick={onClose}
          className="mb-4 ml-auto flex rounded-md p-2 hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          <X aria-hidden className="size-5" />
          <span className="sr-only">{toggleLabel}</span>
        </button>
        <nav aria-label={label}>
          <SidebarLinks items={items} collapsed={false} onNavigate={onClose} />
        </nav>
      </aside>
    </div>
  );
}

export function SidebarLayout({
  defaultOpen,
  items,
  label,
  toggleLabel,
  shortcut,
  children,
}: {
  defaultOpen: boolean;
  items: SidebarItem[];
  label: string;
  toggleLabel: string;
  shortcut: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const [openMobile, setOpenMobile] = useState(false);

  const toggle = useCallback(() => {
    if (window.matchMedia(MOBILE_QUERY).matches) {
      setOpenMobile((v) => !v);
      return;
    }
    setOpen((v) => {
      document.cookie = `${SIDEBAR_COOKIE}=${!v}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
      return !v;
    });
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === "b" && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        toggle();
      }
      if (event.key === "Escape") setOpenMobile(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [toggle]);

  return (
    <div
      style={SIDEBAR_WIDTHS}
      data-sidebar-state={open ? "expanded" : "collapsed"}
      className="flex min-h-[60vh]"
    >
      <aside
        data-testid="sidebar"
        className="sticky top-16 hidden shrink-0 self-start overflow-hidden border-r border-slate-200 py-4 transition-[width] duration-200 md:block dark:border-slate-800"
        style={{ width: open ? "var(--sidebar-width)" : "var(--sidebar-width-icon)" }}
      >
        <nav aria-label={label} className={open ? "px-3" : "px-1"}>
          <SidebarLinks items={items} collapsed={!open} />
        </nav>
      </aside>

      {openMobile ? (
        <MobileSidebar
          items={items}
          label={label}
          toggleLabel={toggleLabel}
          onClose={() => setOpenMobile(false)}
        />
      ) : null}

      <div className="min-w-0 flex-1 px-4 md:px-8">
        <button
          type="button"
          onClick={toggle}
          aria-expanded={open}
          aria-keyshortcuts="Control+B Meta+B"
          title={`${toggleLabel} (${shortcut})`}
          data-testid="sidebar-toggle"
          className="mt-4 inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
        >
          <PanelLeft aria-hidden className="size-4" />
          <span className="sr-only">{toggleLabel}</span>
          <kbd className="text-xs text-slate-500 dark:text-slate-400">{shortcut}</kbd>
        </button>
        {children}
      </div>
    </div>
  );
}
