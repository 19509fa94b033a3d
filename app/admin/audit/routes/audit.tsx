import type { Route } from "./+types/audit";
import { PageHeader } from "~/components/ui/page-header";
import { Pager } from "~/components/ui/pagination";
import { mutedText } from "~/components/ui/styles";
import { useLocale } from "~/lib/i18n/i18n";
import { countText } from "~/lib/plural";
import { requireRole } from "~/platform/auth/guards.server";
import { getPreferences } from "~/platform/preferences.server";
import { adminMeta } from "../../content";
import { auditFilterOptions, listAuditEntries } from "../audit.server";
import { AuditFiltersForm } from "../components/audit-filters";
import { AuditTable } from "../components/audit-table";
import { auditContent } from "../content";
import { auditHref, parseAuditFilters } from "../schema";

/** /admin/audit: who did what to which record, newest first, filtered by the URL (admin only). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(context, request, "admin");
  const c = auditContent[getPreferences(context).locale];
  const filters = parseAuditFilters(new URL(request.url).searchParams);
  const [list, options] = await Promise.all([
    listAuditEntries(filters),
    auditFilterOptions({ system: c.system, deletedUserId: c.deletedUserId }),
  ]);
  return { ...list, filters: { ...filters, page: list.page }, options };
}

export const meta = adminMeta({ en: auditContent.en.title, ta: auditContent.ta.title });

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { entries, total, page, pageCount, filters, options } = loaderData;
  const c = auditContent[useLocale()];
  return (
    <>
      <PageHeader title={c.title} description={c.description} />
      <AuditFiltersForm filters={filters} options={options} />
      <p className={`mt-4 text-sm ${mutedText}`}>{countText(total, c.count)}</p>
      <AuditTable entries={entries} />
      <Pager page={page} pageCount={pageCount} href={(p) => auditHref(filters, p)} margin="mt-6" />
    </>
  );
}
