import { Link } from "react-router";
import { data } from "react-router";
import type { Route } from "./+types/users";
import { mutedText } from "~/components/ui/styles";
import { Pager } from "~/components/ui/pagination";
import { requireRole } from "~/platform/auth/guards.server";
import type { Role } from "~/platform/db/schema";
import { formFailure } from "~/platform/form-response.server";
import { redirectWithToast } from "~/platform/toast.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { useActionAnswer } from "~/components/use-action-answer";
import { decideStaffRequest } from "~/account/index.server";
import { USER_FILTERS, UsersSearch } from "../components/users-search";
import { ROLES, UsersTable } from "../components/users-table";
import { changeRole, countPendingRequests, listUsers, type UserFilter } from "../users.server";
import { countText } from "~/lib/plural";
import { useLocale } from "~/lib/i18n/i18n";
import { getPreferences } from "~/platform/preferences.server";
import { adminMeta } from "../../content";
import { usersContent } from "../content";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(context, request, "admin");
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const requested = url.searchParams.get("filter") as UserFilter;
  const filter = USER_FILTERS.some((f) => f.value === requested) ? requested : "all";
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1;
  const [list, pending] = await Promise.all([
    listUsers({ q, filter, page }),
    countPendingRequests(),
  ]);
  // Not request.url: on a client-side navigation that is the data URL (/admin/users.data).
  return { ...list, q, filter, pending, here: pageHref(q, filter, page) };
}

export const meta = adminMeta({ en: usersContent.en.title, ta: usersContent.ta.title });

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireRole(context, request, "admin");
  const t = usersContent[getPreferences(context).locale].toasts;
  const form = await request.formData();
  const back = safeRedirect(form.get("redirectTo"), "/admin/users");
  const intent = form.get("intent");
  if (intent === "approve" || intent === "reject") {
    const ok = await decideStaffRequest(String(form.get("requestId") ?? ""), intent, admin.id);
    if (!ok)
      return formFailure(context, {
        status: 404,
        toast: { title: t.alreadyDecided },
      });
    return redirectWithToast(back, {
      title: intent === "approve" ? t.approved : t.rejected,
    });
  }
  if (intent === "role") {
    const role = form.get("role");
    if (!ROLES.includes(role as Role)) return data({ message: t.unknownRole }, { status: 400 });
    const result = await changeRole(String(form.get("userId") ?? ""), role as Role, admin.id);
    if (result === "not-found")
      return formFailure(context, { status: 404, toast: { title: t.noSuchUser } });
    if (result === "last-admin") {
      return formFailure(context, {
        status: 409,
        toast: {
          title: t.lastAdmin,
          description: t.lastAdminHint,
        },
      });
    }
    return redirectWithToast(back, { title: result === "ok" ? t.roleUpdated : t.roleUnchanged });
  }
  return data({ message: t.unknownAction }, { status: 400 });
}

function pageHref(q: string, filter: string, page: number) {
  const params = new URLSearchParams({ filter, page: String(page) });
  if (q) params.set("q", q);
  return `/admin/users?${params}`;
}

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const { users, total, page, pageCount, q, filter, pending, here } = loaderData;
  useActionAnswer(actionData);
  const c = usersContent[useLocale()];
  return (
    <>
      <h1 className="text-3xl font-bold">{c.title}</h1>
      {pending > 0 ? (
        <p className="mt-2">
          <Link
            to="/admin/users?filter=pending"
            className="font-semibold text-brand-700 underline dark:text-brand-100"
          >
            {countText(pending, c.pending)}
          </Link>
        </p>
      ) : null}
      <UsersSearch q={q} filter={filter} />
      <p className={`mt-4 text-sm ${mutedText}`}>{countText(total, c.count)}</p>
      <UsersTable users={users} here={here} />
      <Pager page={page} pageCount={pageCount} href={(p) => pageHref(q, filter, p)} margin="mt-6" />
    </>
  );
}
