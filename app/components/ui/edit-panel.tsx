import { X } from "~/components/ui/icons";
import { useEffect, useRef, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { uiContent } from "~/components/ui/content";
import { cardClass } from "~/components/ui/styles";
import { useLocale } from "~/lib/i18n/i18n";

/**
 * The add/edit (or detail) panel a URL opens (`?edit=new`, `?edit=<id>`, `?view=<id>`), so it
 * works without JavaScript: a card in the page with role="dialog", its heading (`<id>-heading`)
 * naming it, and a Close link back to the list. With JavaScript the heading takes the focus when
 * the panel opens (remount it with a `key` to focus again), and with `closeOnEscape` Escape
 * follows the Close link.
 */
export function EditPanel({
  id,
  title,
  closeHref,
  closeOnEscape = false,
  preventScrollReset = false,
  testId,
  children,
}: {
  id: string;
  title: ReactNode;
  closeHref: string;
  closeOnEscape?: boolean;
  preventScrollReset?: boolean;
  testId: string;
  children: ReactNode;
}) {
  const c = uiContent[useLocale()];
  const heading = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();
  const headingId = `${id}-heading`;
  useEffect(() => {
    heading.current?.focus();
  }, []);
  useEffect(() => {
    if (!closeOnEscape) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") void navigate(closeHref, { preventScrollReset });
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [closeHref, closeOnEscape, navigate, preventScrollReset]);
  return (
    <section
      role="dialog"
      aria-labelledby={headingId}
      className={`${cardClass} mt-6 p-6 ring-2 ring-brand-600/30`}
      data-testid={testId}
    >
      <div className="flex items-start justify-between gap-4">
        <h2
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className="text-xl font-bold focus:outline-none"
        >
          {title}
        </h2>
        <Link
          to={closeHref}
          preventScrollReset={preventScrollReset}
          className="rounded-md p-1 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <X aria-hidden className="size-5" />
          <span className="sr-only">{c.close}</span>
        </Link>
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}
