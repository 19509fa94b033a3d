import { Form } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonClass, inputClass, mutedText } from "~/components/ui/styles";
import { Table } from "~/components/ui/table";
import { formatDate } from "~/lib/format";
import { useLocale } from "~/lib/i18n/i18n";
import { DataText } from "~/components/ui/data-text";
import { usersContent, type UsersContent } from "../content";
import type { Role } from "~/platform/db/schema";
import type { UserRow } from "../users.server";
import { useUserDataColumn } from "./user-data-actions";

/** The roles an admin can give, in this order. */
export const ROLES: Role[] = ["customer", "staff", "admin"];

/** The role select of one user, with its own Save. */
function RoleForm({ user: u, here, c }: { user: UserRow; here: string; c: UsersContent }) {
  return (
    <Form method="post" className="flex items-center gap-2">
      <input type="hidden" name="intent" value="role" />
      <input type="hidden" name="userId" value={u.id} />
      <input type="hidden" name="redirectTo" value={here} />
      <label className="sr-only" htmlFor={`role-${u.id}`}>
        <DataText text={c.roleOf} data={{ email: u.email }} />
      </label>
      <select
        id={`role-${u.id}`}
        name="role"
        defaultValue={u.role}
        className={`${inputClass} w-32`}
      >
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {c.roles[r]}
          </option>
        ))}
      </select>
      <button type="submit" className={`${buttonClass.outline} !px-3 !py-1.5 text-sm`}>
        {c.save}
        <span className="sr-only">
          {" "}
          <DataText text={c.saveRoleOf} data={{ email: u.email }} />
        </span>
      </button>
    </Form>
  );
}

/** Approve and Reject of a user's pending staff access request. */
function RequestButtons({
  user: u,
  requestId,
  here,
  c,
}: {
  user: UserRow;
  requestId: string;
  here: string;
  c: UsersContent;
}) {
  return (
    <div className="flex gap-2">
      {(["approve", "reject"] as const).map((intent) => (
        <Form method="post" key={intent}>
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="requestId" value={requestId} />
          <input type="hidden" name="redirectTo" value={here} />
          <button
            type="submit"
            className={`${intent === "approve" ? buttonClass.primary : buttonClass.outline} !px-3 !py-1.5 text-sm`}
          >
            {intent === "approve" ? c.approve : c.reject}
            <span className="sr-only">
              {" "}
              <DataText text={c.staffAccessFor} data={{ email: u.email }} />
            </span>
          </button>
        </Form>
      ))}
    </div>
  );
}

/** The users' table: who, since when, their role (changeable) and a staff request to decide. */
export function UsersTable({ users, here }: { users: UserRow[]; here: string }) {
  const dataColumn = useUserDataColumn<UserRow>(here);
  const c = usersContent[useLocale()];
  return (
    <Table
      columns={[
        {
          key: "user",
          header: c.columns.user,
          cell: (u) => (
            <>
              {u.deleted ? (
                // The stored placeholder name is interface text, said in the page's language.
                <span className="font-semibold">{c.deletedName}</span>
              ) : (
                <span className="font-semibold" translate="no">
                  {u.name}
                </span>
              )}
              <br />
              <span className={mutedText} translate="no">
                {u.email}
              </span>
              {!u.verified ? (
                <Badge tone="warning" className="ml-2">
                  {c.notVerified}
                </Badge>
              ) : null}
            </>
          ),
        },
        {
          key: "joined",
          header: c.columns.joined,
          cell: (u) => formatDate(u.createdAt),
          className: "whitespace-nowrap",
        },
        {
          key: "role",
          header: c.columns.role,
          cell: (u) => <RoleForm user={u} here={here} c={c} />,
        },
        {
          key: "request",
          header: c.columns.request,
          cell: (u) =>
            u.request ? (
              <RequestButtons user={u} requestId={u.request.id} here={here} c={c} />
            ) : (
              <span className={mutedText}>—</span>
            ),
        },
        dataColumn,
      ]}
      rows={users}
      rowKey={(u) => u.id}
      empty={c.empty}
      className="mt-4"
      testId="users-table"
    />
  );
}
