import type { Route } from "./+types/new-request";
import { PageHeader } from "~/components/ui/page-header";
import { useActionAnswer } from "~/components/use-action-answer";
import { fill, formValues, parseWith } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { metaLocale } from "~/lib/i18n/meta-locale";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { formFailure } from "~/platform/form-response.server";
import { getPreferences } from "~/platform/preferences.server";
import { redirectWithToast } from "~/platform/toast.server";
import { shownLinkCookie } from "../../status-link/index.server";
import { NewRequestForm } from "../components/new-request-form";
import { newRequestContent } from "../content";
import { newRequestSchema } from "../schema";
import { createStaffRequest } from "../staff-create.server";

/**
 * /billing/jobs/new — a walk-in or phone request in one screen (staff and admin). Saved, it
 * opens the job's page with its status link shown once, to send on WhatsApp.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  requireBillingAccess(context, request);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireBillingAccess(context, request);
  const c = newRequestContent[getPreferences(context).locale];
  const values = formValues(await request.formData());
  const parsed = parseWith(newRequestSchema(c.messages), values);
  if (!parsed.success) {
    return formFailure(context, {
      status: 400,
      toast: { title: c.checkForm },
      errors: parsed.errors,
      values,
    });
  }
  const created = await createStaffRequest(parsed.data, user.id);
  const headers = { "Set-Cookie": await shownLinkCookie(created.id, created.token) };
  return redirectWithToast(
    `/billing/jobs/${created.id}`,
    { title: fill(c.created, { reference: created.reference }) },
    { headers },
  );
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: newRequestContent[metaLocale(matches)].title },
  { name: "robots", content: "noindex" },
];

export default function NewRequestPage({ actionData }: Route.ComponentProps) {
  const c = newRequestContent[useLocale()];
  const { errors, values, busy } = useActionAnswer(actionData);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageHeader
        title={c.title}
        backTo="/billing/jobs"
        backLabel={c.back}
        description={c.description}
      />
      <NewRequestForm errors={errors} values={values} busy={busy} />
    </div>
  );
}
