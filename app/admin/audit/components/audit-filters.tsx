import { Form, Link } from "react-router";
import { Input, Select } from "~/components/ui/field";
import { buttonClass } from "~/components/ui/styles";
import { actionLabel, entityLabel } from "../labels";
import type { AuditFilters } from "../schema";

/** The audit log's filters: a GET form, so every filter is in the URL (and a link keeps it). */
export function AuditFiltersForm({
  filters,
  options,
}: {
  filters: AuditFilters;
  options: { users: { value: string; label: string }[]; entities: string[]; actions: string[] };
}) {
  return (
    <Form
      method="get"
      action="/admin/audit"
      className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
      aria-label="Filter the audit log"
    >
      <Select
        name="user"
        label="User"
        placeholder="All users"
        defaultValue={filters.user}
        options={options.users.map((u) => [u.value, u.label] as const)}
      />
      <Select
        name="entity"
        label="Record type"
        placeholder="All records"
        defaultValue={filters.entity}
        options={options.entities.map((e) => [e, entityLabel(e)] as const)}
      />
      <Select
        name="action"
        label="Action"
        placeholder="All actions"
        defaultValue={filters.action}
        options={options.actions.map((a) => [a, actionLabel(a)] as const)}
      />
      <Input name="from" label="From" type="date" defaultValue={filters.from} />
      <Input name="to" label="To" type="date" defaultValue={filters.to} />
      <div className="flex gap-2">
        <button type="submit" className={buttonClass.primary}>
          Filter
        </button>
        <Link to="/admin/audit" className={buttonClass.outline}>
          Clear
        </Link>
      </div>
    </Form>
  );
}
