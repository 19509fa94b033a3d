import { Form, Link } from "react-router";
import { DateField } from "~/components/date-field";
import { Select } from "~/components/ui/field";
import { buttonClass } from "~/components/ui/styles";
import { useLocale } from "~/lib/i18n/i18n";
import type { AuditUserOption } from "../audit.server";
import { auditContent } from "../content";
import { actionWords, entityWords } from "../labels";
import { type AuditFilters, SYSTEM_ACTOR } from "../schema";

/** A code's choice: its words, or the stored code itself (data) when the app has none. */
function CodeOption({ code, words }: { code: string; words: string | undefined }) {
  return words === undefined ? (
    <option value={code} translate="no">
      {code}
    </option>
  ) : (
    <option value={code}>{words}</option>
  );
}

/** The audit log's filters: a GET form, so every filter is in the URL (and a link keeps it). */
export function AuditFiltersForm({
  filters,
  options,
}: {
  filters: AuditFilters;
  options: { users: AuditUserOption[]; entities: string[]; actions: string[] };
}) {
  const locale = useLocale();
  const c = auditContent[locale].filters;
  return (
    <Form
      method="get"
      action="/admin/audit"
      className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
      aria-label={c.label}
    >
      <Select name="user" label={c.user} placeholder={c.allUsers} defaultValue={filters.user}>
        {options.users.map((u) => (
          <option
            key={u.value}
            value={u.value}
            translate={u.value === SYSTEM_ACTOR || u.deleted ? undefined : "no"}
          >
            {u.label}
          </option>
        ))}
      </Select>
      <Select
        name="entity"
        label={c.entity}
        placeholder={c.allEntities}
        defaultValue={filters.entity}
      >
        {options.entities.map((e) => (
          <CodeOption key={e} code={e} words={entityWords(e, locale)} />
        ))}
      </Select>
      <Select
        name="action"
        label={c.action}
        placeholder={c.allActions}
        defaultValue={filters.action}
      >
        {options.actions.map((a) => (
          <CodeOption key={a} code={a} words={actionWords(a, locale)} />
        ))}
      </Select>
      <DateField name="from" label={c.from} value={filters.from} />
      <DateField name="to" label={c.to} value={filters.to} />
      <div className="flex gap-2">
        <button type="submit" className={buttonClass.primary}>
          {c.filter}
        </button>
        <Link to="/admin/audit" className={buttonClass.outline}>
          {c.clear}
        </Link>
      </div>
    </Form>
  );
}
