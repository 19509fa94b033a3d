import type { ReactNode } from "react";
import { PageHeader } from "~/components/ui/page-header";

/**
 * The frame of a billing page reached from Service Management: the page's width, its header
 * (title, the link back to Service Management, the description and the page's buttons) and
 * its content. `printable` (the cash book, day book, sales report): on paper the page keeps its
 * own margins and the header only its title, without the back link and the buttons.
 */
export function BillingPage({
  title,
  backLabel,
  description,
  actions,
  printable = false,
  children,
}: {
  title: ReactNode;
  backLabel: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  printable?: boolean;
  children: ReactNode;
}) {
  const header = (
    <PageHeader
      title={title}
      backTo="/billing/service"
      backLabel={backLabel}
      description={description}
      actions={actions}
    />
  );
  if (!printable)
    return (
      <div className="mx-auto max-w-7xl px-4 py-10">
        {header}
        {children}
      </div>
    );
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 print:max-w-none print:p-0">
      <div className="print:[&_a]:hidden print:[&_button]:hidden">{header}</div>
      {children}
    </div>
  );
}
