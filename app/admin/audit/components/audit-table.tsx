import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { type Column, Table } from "~/components/ui/table";
import { mutedText } from "~/components/ui/styles";
import { formatDateTime } from "~/lib/format";
import type { AuditRow } from "../audit.server";
import { actionLabel, entityLabel } from "../labels";

/** The empty state's words when no entry matches. */
export const NO_AUDIT_ENTRIES = "No audit entries match these filters.";

function who(row: AuditRow): string {
  if (row.actorName) return row.actorName;
  return row.actorId === null ? "System" : "Deleted user";
}

function RecordCell({ row }: { row: AuditRow }) {
  const label = entityLabel(row.entity);
  const id = row.entityId ? (
    <span className="break-all font-mono text-xs">{row.entityId}</span>
  ) : null;
  if (row.href) {
    return (
      <Link to={row.href} className="font-semibold text-brand-700 underline dark:text-brand-100">
        {label} {id}
      </Link>
    );
  }
  return (
    <>
      {label} {id}
    </>
  );
}

/** The change as "field: old → new" lines, and the stored JSON in a details element. */
function ChangeCell({ row }: { row: AuditRow }) {
  return (
    <div className="min-w-0 max-w-xl">
      {row.changes.length === 0 ? (
        <span className={mutedText}>No field changes</span>
      ) : (
        <ul className="space-y-0.5 text-sm" data-testid="audit-changes">
          {row.changes.map((c) => (
            <li key={c.field} className="break-words">
              <span className="font-semibold">{c.field}:</span>{" "}
              {c.before !== undefined ? <span>{c.before}</span> : null}
              {c.before !== undefined && c.after !== undefined ? " → " : null}
              {c.after !== undefined ? <span>{c.after}</span> : null}
            </li>
          ))}
        </ul>
      )}
      {row.beforeJson || row.afterJson ? (
        <details className="mt-1 text-sm">
          <summary className="cursor-pointer text-brand-700 dark:text-brand-100">
            Full record
          </summary>
          {row.beforeJson ? (
            <>
              <p className="mt-1 font-semibold">Before</p>
              <pre className="whitespace-pre-wrap break-all text-xs">{row.beforeJson}</pre>
            </>
          ) : null}
          {row.afterJson ? (
            <>
              <p className="mt-1 font-semibold">After</p>
              <pre className="whitespace-pre-wrap break-all text-xs">{row.afterJson}</pre>
            </>
          ) : null}
        </details>
      ) : null}
    </div>
  );
}

const columns: Column<AuditRow>[] = [
  {
    key: "when",
    header: "When",
    rowHeader: true,
    cell: (r) => <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>,
    className: "whitespace-nowrap",
  },
  { key: "who", header: "Who", cell: who },
  {
    key: "action",
    header: "Action",
    cell: (r) => <Badge tone="neutral">{actionLabel(r.action)}</Badge>,
  },
  { key: "record", header: "Record", cell: (r) => <RecordCell row={r} /> },
  { key: "change", header: "Change", cell: (r) => <ChangeCell row={r} /> },
];

/** The audit entries as a table (stacked cards on a phone), or the empty state. */
export function AuditTable({ entries }: { entries: AuditRow[] }) {
  return (
    <Table
      columns={columns}
      rows={entries}
      rowKey={(r) => r.id}
      empty={NO_AUDIT_ENTRIES}
      caption="Audit log entries, newest first"
      testId="audit-table"
      rowTestId="audit-row"
      className="mt-4"
    />
  );
}
