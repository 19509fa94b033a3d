import { Form, Link } from "react-router";
import { data } from "react-router";
import type { Route } from "./+types/users";
import { Badge } from "~/components/ui/badge";
import { buttonClass, inputClass, mutedText } from "~/components/ui/styles";
import { Pager } from "~/components/ui/pagination";
import { Table } from "~/components/ui/table";
import { formatDate } from "~/lib/format";
import { requireRole } from "~/platform/auth/guards.server";
import type { Role } from "~/platform/db/schema";
import { formFailure } from "~/platform/form-response.server";
import { redirectWithToast } from "~/platform/toast.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { useActionAnswer } from "~/components/use-action-answer";
import { decideStaffRequest } from "~/account/index.server";
import { changeRole, countPendingRequests, listUsers, type UserFilter } from "../users.server";

const FILTERS: { value: UserFilter; label: string }[] = [
  { value: "all", label: "All users" },
  { value: "pending", label: "Pending staff requests" },
  { value: "admin", label: "Admins" },
  { value: "staff", label: "Staff" },
  { value: "customer", label: "Customers" },
];
const ROLES: Role[] = ["customer", "staff", "admin"];

export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(context, request, "admin");
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const requested = url.searchParams.get("filter") as UserFilter;
  const filter = FILTERS.some((f) => f.value === requested) ? requested : "all";
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1;
  const [list, pending] = await Promise.all([
    listUsers({ q, filter, page }),
    countPendingRequests(),
  ]);
  // Not request.url: on a client-side navigation that is the data URL (/admin/users.data).
  return { ...list, q, filter, pending, here: pageHref(q, filter, page) };
}

export const meta: Route.MetaFunction = () => [
  { title: "Users — Admin" },
  { name: "robots", content: "noindex" },
];

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireRole(context, request, "admin");
  const form = await request.formData();
  const back = safeRedirect(form.get("redirectTo"), "/admin/users");
  const intent = form.get("intent");
  if (intent === "approve" || intent === "reject") {
    const ok = await decideStaffRequest(String(form.get("requestId") ?? ""), intent, admin.id);
    if (!ok)
      return formFailure(context, {
        status: 404,
        toast: { title: "This request was already decided." },
      });
    return redirectWithToast(back, {
      title: intent === "approve" ? "Staff access approved" : "Staff access rejected",
    });
  }
  if (intent === "role") {
    const role = form.get("role");
    if (!ROLES.includes(role as Role)) return data({ message: "Unknown role." }, { status: 400 });
    const result = await changeRole(String(form.get("userId") ?? ""), role as Role, admin.id);
    if (result === "not-found")
      return formFailure(context, { status: 404, toast: { title: "No such user." } });
    if (result === "last-admin") {
      return formFailure(context, {
        status: 409,
        toast: {
          title: "The last admin stays an admin",
          description: "Make another user admin first.",
        },
      });
    }
    return redirectWithToast(back, { title: result === "ok" ? "Role updated" : "Role unchanged" });
  }
  return data({ message: "Unknown action." }, { status: 400 });
}

function pageHref(q: string, filter: string, page: number) {
  const params = new URLSearchParams({ filter, page: String(page) });
  if (q) params.set("q", q);
  return `/admin/users?${params}`;
}

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const { users, total, page, pageCount, q, filter, pending, here } = loaderData;
  useActionAnswer(actionData);
  return (
    <>
      <h1 className="text-3xl font-bold">Users</h1>
      {pending > 0 ? (
        <p className="mt-2">
          <Link
            to="/admin/users?filter=pending"
            className="font-semibold text-brand-700 underline dark:text-brand-100"
          >
            {pending} staff access {pending === 1 ? "request is" : "requests are"} waiting
          </Link>
        </p>
      ) : null}
      <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <label htmlFor="q" className="text-sm font-semibold">
            Search name or e-mail
          </label>
          <input id="q" name="q" type="search" defaultValue={q} className={inputClass} />
        </div>
        <div>
          <label htmlFor="filter" className="text-sm font-semibold">
            Show
          </label>
          <select id="filter" name="filter" defaultValue={filter} className={inputClass}>
            {FILTERS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass.primary}>
          Search
        </button>
      </Form>
      <p className={`mt-4 text-sm ${mutedText}`}>
        {total} {total === 1 ? "user" : "users"}
      </p>
      <Table
        columns={[
          {
            key: "user",
            header: "User",
            cell: (u) => (
              <>
                <span className="font-semibold">{u.name}</span>
                <br />
                <span className={mutedText}>{u.email}</span>
                {!u.verified ? (
                  <Badge tone="warning" className="ml-2">
                    not verified
                  </Badge>
                ) : null}
              </>
            ),
          },
          {
            key: "joined",
            header: "Joined",
            cell: (u) => formatDate(u.createdAt),
            className: "whitespace-nowrap",
          },
          {
            key: "role",
            header: "Role",
            cell: (u) => (
              <Form method="post" className="flex items-center gap-2">
                <input type="hidden" name="intent" value="role" />
                <input type="hidden" name="userId" value={u.id} />
                <input type="hidden" name="redirectTo" value={here} />
                <label className="sr-only" htmlFor={`role-${u.id}`}>
                  Role of {u.email}
                </label>
                <select
                  id={`role-${u.id}`}
                  name="role"
                  defaultValue={u.role}
                  className={`${inputClass} w-32`}
                >
                  {ROLES.map((r) => (
                    <option key={r} value={r}>
                      {r}
                    </option>
                  ))}
                </select>
                <button type="submit" className={`${buttonClass.outline} !px-3 !py-1.5 text-sm`}>
                  Save<span className="sr-only"> role of {u.email}</span>
                </button>
              </Form>
            ),
          },
          {
            key: "request",
            header: "Staff request",
            cell: (u) =>
              u.request ? (
                <div className="flex gap-2">
                  {(["approve", "reject"] as const).map((intent) => (
                    <Form method="post" key={intent}>
                      <input type="hidden" name="intent" value={intent} />
                      <input type="hidden" name="requestId" value={u.request!.id} />
                      <input type="hidden" name="redirectTo" value={here} />
                      <button
                        type="submit"
                        className={`${intent === "approve" ? buttonClass.primary : buttonClass.outline} !px-3 !py-1.5 text-sm`}
                      >
                        {intent === "approve" ? "Approve" : "Reject"}
                        <span className="sr-only"> staff access for {u.email}</span>
                      </button>
                    </Form>
                  ))}
                </div>
              ) : (
                <span className={mutedText}>—</span>
              ),
          },
        ]}
        rows={users}
        rowKey={(u) => u.id}
        empty="No users found."
        className="mt-4"
        testId="users-table"
      />
      <Pager page={page} pageCount={pageCount} href={(p) => pageHref(q, filter, p)} margin="mt-6" />
    </>
  );
}
