import type { Route } from "./+types/audit";
import { PageHeader } from "~/components/ui/page-header";
import { Pager } from "~/components/ui/pagination";
import { mutedText } from "~/components/ui/styles";
import { requireRole } from "~/platform/auth/guards.server";
import { plural } from "~/lib/plural";
import { auditFilterOptions, listAuditEntries } from "../audit.server";
import { AuditFiltersForm } from "../components/audit-filters";
import { AuditTable } from "../components/audit-table";
import { auditHref, parseAuditFilters } from "../schema";

/** /admin/audit: who did what to which record, newest first, filtered by the URL (admin only). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(context, request, "admin");
  const filters = parseAuditFilters(new URL(request.url).searchParams);
  const [list, options] = await Promise.all([listAuditEntries(filters), auditFilterOptions()]);
  return { ...list, filters: { ...filters, page: list.page }, options };
}

export const meta: Route.MetaFunction = () => [
  { title: "Audit log — Admin" },
  { name: "robots", content: "noindex" },
];

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { entries, total, page, pageCount, filters, options } = loaderData;
  return (
    <>
      <PageHeader
        title="Audit log"
        description="Who changed what, with the record before and after."
      />
      <AuditFiltersForm filters={filters} options={options} />
      <p className={`mt-4 text-sm ${mutedText}`}>{plural(total, "entry", "entries")}</p>
      <AuditTable entries={entries} />
      <Pager page={page} pageCount={pageCount} href={(p) => auditHref(filters, p)} margin="mt-6" />
    </>
  );
}
