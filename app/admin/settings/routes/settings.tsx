import type { Route } from "./+types/settings";
import { PageHeader } from "~/components/ui/page-header";
import { useActionAnswer } from "~/components/use-action-answer";
import { formValues, parseWith } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { localizeErrors } from "~/lib/localized-errors";
import { getPreferences } from "~/platform/preferences.server";
import { adminMeta } from "../../content";
import { settingsContent, settingsMessages } from "../content";
import { requireRole } from "~/platform/auth/guards.server";
import { formFailure } from "~/platform/form-response.server";
import { redirectWithToast } from "~/platform/toast.server";
import { SettingsForm } from "../components/settings-form";
import { businessSettingsSchema, SETTINGS_MESSAGES } from "../schema";
import { getBusinessSettingsValues, saveBusinessSettings } from "../settings.server";

/**
 * /admin/settings: the business details the bills, receipts and PDFs print, and the UPI ID and
 * payee name of payment QR codes (admin only).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(context, request, "admin");
  return { saved: await getBusinessSettingsValues() };
}

export const meta = adminMeta({ en: settingsContent.en.title, ta: settingsContent.ta.title });

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireRole(context, request, "admin");
  const values = formValues(await request.formData());
  const { locale } = getPreferences(context);
  const c = settingsContent[locale];
  const parsed = parseWith(businessSettingsSchema, values);
  if (!parsed.success) {
    // The schema's English messages, each swapped for the same one in the user's language.
    const messages = { en: SETTINGS_MESSAGES, ta: settingsMessages("ta") };
    return formFailure(context, {
      status: 400,
      toast: { title: c.notSaved, description: c.correctFields },
      errors: localizeErrors(parsed.errors, messages, locale),
      values,
    });
  }
  await saveBusinessSettings(parsed.data, admin.id);
  return redirectWithToast("/admin/settings", { title: c.saved });
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { errors, values, busy } = useActionAnswer(actionData);
  const c = settingsContent[useLocale()];
  return (
    <>
      <PageHeader title={c.title} description={c.description} />
      <SettingsForm saved={loaderData.saved} values={values} errors={errors} busy={busy} />
    </>
  );
}
