import type { Route } from "./+types/settings";
import { PageHeader } from "~/components/ui/page-header";
import { useActionAnswer } from "~/components/use-action-answer";
import { formValues, parseWith } from "~/lib/forms";
import { requireRole } from "~/platform/auth/guards.server";
import { formFailure } from "~/platform/form-response.server";
import { redirectWithToast } from "~/platform/toast.server";
import { SettingsForm } from "../components/settings-form";
import { businessSettingsSchema } from "../schema";
import { getBusinessSettingsValues, saveBusinessSettings } from "../settings.server";

/**
 * /admin/settings: the business details the bills, receipts and PDFs print, and the UPI ID and
 * payee name of payment QR codes (admin only).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(context, request, "admin");
  return { saved: await getBusinessSettingsValues() };
}

export const meta: Route.MetaFunction = () => [
  { title: "Settings — Admin" },
  { name: "robots", content: "noindex" },
];

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireRole(context, request, "admin");
  const values = formValues(await request.formData());
  const parsed = parseWith(businessSettingsSchema, values);
  if (!parsed.success) {
    return formFailure(context, {
      status: 400,
      toast: { title: "Settings not saved", description: "Please correct the marked fields." },
      errors: parsed.errors,
      values,
    });
  }
  await saveBusinessSettings(parsed.data, admin.id);
  return redirectWithToast("/admin/settings", { title: "Settings saved" });
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { errors, values, busy } = useActionAnswer(actionData);
  return (
    <>
      <PageHeader
        title="Settings"
        description="The business details printed on bills, receipts and PDFs, and the UPI ID for payment QR codes."
      />
      <SettingsForm saved={loaderData.saved} values={values} errors={errors} busy={busy} />
    </>
  );
}
