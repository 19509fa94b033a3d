import type { ReactNode } from "react";
import { PageHeader } from "~/components/ui/page-header";

/**
 * The frame of a billing book or report (cash book, day book, sales report): wide on screen, the
 * paper's own margins when printed, and a header whose back link and buttons are left off the
 * paper (only the title is printed).
 */
export function ReportPage({
  title,
  backLabel,
  actions,
  children,
}: {
  title: string;
  backLabel: string;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 print:max-w-none print:p-0">
      <div className="print:[&_a]:hidden print:[&_button]:hidden">
        <PageHeader
          title={title}
          backTo="/billing/service"
          backLabel={backLabel}
          actions={actions}
        />
      </div>
      {children}
    </div>
  );
}
