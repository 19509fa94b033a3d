import { useEffect, useRef, type ReactNode } from "react";
import { Link } from "react-router";
import { X } from "lucide-react";
import { cardClass } from "~/components/ui/styles";

/**
 * The add/edit "dialog" of the admin panel: a panel the URL opens (`?edit=new` or `?edit=<id>`),
 * so it works without JavaScript; Close is a link back to the list. With JavaScript the heading
 * takes the focus when the panel opens, so keyboard and screen-reader users land in it.
 */
export function EditPanel({
  title,
  closeHref,
  children,
}: {
  title: string;
  closeHref: string;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section
      role="dialog"
      aria-labelledby="edit-panel-heading"
      className={`${cardClass} mt-6 p-6 ring-2 ring-brand-600/30`}
      data-testid="edit-panel"
    >
      <div className="flex items-start justify-between gap-4">
        <h2
          id="edit-panel-heading"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-bold focus:outline-none"
        >
          {title}
        </h2>
        <Link
          to={closeHref}
          className="rounded-md p-1 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <X aria-hidden className="size-5" />
          <span className="sr-only">Close</span>
        </Link>
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}
