import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { type Column, Table } from "~/components/ui/table";
import { mutedText } from "~/components/ui/styles";
import { formatDateTime } from "~/lib/format";
import { type Locale, useLocale } from "~/lib/i18n/i18n";
import type { AuditRow } from "../audit.server";
import { auditContent, type AuditContent } from "../content";
import { actionWords, entityWords } from "../labels";

/** The app's words for a code, or the stored code itself, as data, where it has none. */
function Words({ words, code }: { words: string | undefined; code: string }) {
  return words === undefined ? <span translate="no">{code}</span> : <>{words}</>;
}

/** Who made the entry: a user's name (data), or the system, or a user since deleted. */
function Who({ row, c }: { row: AuditRow; c: AuditContent }) {
  if (row.actorName) return <span translate="no">{row.actorName}</span>;
  return <>{row.actorId === null ? c.system : c.deletedUser}</>;
}

function RecordCell({ row, locale }: { row: AuditRow; locale: Locale }) {
  const label = <Words words={entityWords(row.entity, locale)} code={row.entity} />;
  const id = row.entityId ? (
    <span className="break-all font-mono text-xs" translate="no">
      {row.entityId}
    </span>
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

/** The stored JSON of one side of the change (data), under its heading. */
function StoredJson({ heading, json }: { heading: string; json: string | null }) {
  if (!json) return null;
  return (
    <>
      <p className="mt-1 font-semibold">{heading}</p>
      <pre className="whitespace-pre-wrap break-all text-xs" translate="no">
        {json}
      </pre>
    </>
  );
}

/**
 * The change as "field: old → new" lines, and the stored JSON in a details element. Field names
 * and values are the stored record's: data, left as they are.
 */
function ChangeCell({ row, c }: { row: AuditRow; c: AuditContent }) {
  return (
    <div className="min-w-0 max-w-xl">
      {row.changes.length === 0 ? (
        <span className={mutedText}>{c.noChanges}</span>
      ) : (
        <ul className="space-y-0.5 text-sm" data-testid="audit-changes" translate="no">
          {row.changes.map((change) => (
            <li key={change.field} className="break-words">
              <span className="font-semibold">{change.field}:</span>{" "}
              {change.before !== undefined ? <span>{change.before}</span> : null}
              {change.before !== undefined && change.after !== undefined ? " → " : null}
              {change.after !== undefined ? <span>{change.after}</span> : null}
            </li>
          ))}
        </ul>
      )}
      {row.beforeJson || row.afterJson ? (
        <details className="mt-1 text-sm">
          <summary className="cursor-pointer text-brand-700 dark:text-brand-100">
            {c.fullRecord}
          </summary>
          <StoredJson heading={c.before} json={row.beforeJson} />
          <StoredJson heading={c.after} json={row.afterJson} />
        </details>
      ) : null}
    </div>
  );
}

function auditColumns(c: AuditContent, locale: Locale): Column<AuditRow>[] {
  return [
    {
      key: "when",
      header: c.columns.when,
      rowHeader: true,
      cell: (r) => <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>,
      className: "whitespace-nowrap",
    },
    { key: "who", header: c.columns.who, cell: (r) => <Who row={r} c={c} /> },
    {
      key: "action",
      header: c.columns.action,
      cell: (r) => (
        <Badge tone="neutral">
          <Words words={actionWords(r.action, locale)} code={r.action} />
        </Badge>
      ),
    },
    {
      key: "record",
      header: c.columns.record,
      cell: (r) => <RecordCell row={r} locale={locale} />,
    },
    { key: "change", header: c.columns.change, cell: (r) => <ChangeCell row={r} c={c} /> },
  ];
}

/** The audit entries as a table (stacked cards on a phone), or the empty state. */
export function AuditTable({ entries }: { entries: AuditRow[] }) {
  const locale = useLocale();
  const c = auditContent[locale];
  return (
    <Table
      columns={auditColumns(c, locale)}
      rows={entries}
      rowKey={(r) => r.id}
      empty={c.empty}
      caption={c.caption}
      testId="audit-table"
      rowTestId="audit-row"
      className="mt-4"
    />
  );
}
