import { Search, X } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/field";
import { useLocale } from "~/lib/i18n/i18n";
import { billingCopy } from "../content";

/**
 * The parts of the back-office list filters: a GET form (`role="search"`, so the filters live in
 * the URL and work without JavaScript), the "Search" box (`q`), the submit button with the
 * search icon and the outline link that clears the filters. Date boxes are `DateField`
 * (app/components/date-field.tsx, decision 074), loaded only by the pages that have one.
 */
export function FilterForm({
  className,
  action,
  landmark = true,
  children,
}: {
  className: string;
  action?: string;
  /** false: a plain form, not a search landmark (e.g. a date range beside other filters). */
  landmark?: boolean;
  children: ReactNode;
}) {
  return (
    <Form method="get" action={action} role={landmark ? "search" : undefined} className={className}>
      {children}
    </Form>
  );
}

/** The labelled "Search" box (in the page's language) of a list, sent as `q`. */
export function SearchInput({
  q,
  placeholder,
  className,
}: {
  q: string;
  placeholder: string;
  /** Classes of the field's wrapper (its width in the bar). */
  className?: string;
}) {
  const label = billingCopy[useLocale()].search;
  return (
    <Input
      name="q"
      label={label}
      type="search"
      defaultValue={q}
      placeholder={placeholder}
      fieldClassName={className}
    />
  );
}

/** The submit button of a filter form, with the search icon (or `icon`). */
export function FilterButton({ children, icon }: { children: ReactNode; icon?: ReactNode }) {
  return (
    <Button type="submit">
      {icon ?? <Search aria-hidden className="size-4" />}
      {children}
    </Button>
  );
}

/** The outline link back to the unfiltered list. */
export function ClearLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button variant="outline" to={to}>
      <X aria-hidden className="size-4" />
      {children}
    </Button>
  );
}
