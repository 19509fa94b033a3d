import { data } from "react-router";
import type { Route } from "./+types/reminders";
import { PageHeader } from "~/components/ui/page-header";
import { useActionAnswer } from "~/components/use-action-answer";
import { formValues, parseWith } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { requireRole } from "~/platform/auth/guards.server";
import { formFailure } from "~/platform/form-response.server";
import { getPreferences } from "~/platform/preferences.server";
import { redirectWithToast } from "~/platform/toast.server";
import {
  getReminderTemplates,
  previewReminders,
  REMINDER_PLACEHOLDERS,
  reminderTemplatesSchemaIn,
  resetReminderTemplate,
  resetTemplateSchema,
  saveReminderTemplates,
} from "~/billing/index.server";
import { adminMeta } from "../../content";
import {
  PlaceholderList,
  ResetButtons,
  TemplateForm,
  TemplatePreviews,
} from "../components/template-form";
import { reminderTemplatesContent } from "../content";

const PATH = "/admin/reminders";

/**
 * /admin/reminders (admin only): the payment reminder messages in English and Tamil, the
 * placeholders they may use, a preview with sample data, Save (placeholders checked: 400 naming
 * the problem), Preview without saving, and Reset to default; saves and resets are audited
 * (decision 028). The page's words, toasts and problems are in the admin's language.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(context, request, "admin");
  const templates = await getReminderTemplates();
  const { previews, hasUpi } = await previewReminders({
    en: templates.en.text,
    ta: templates.ta.text,
  });
  // The placeholders come with the data: the page may not import billing's server side.
  return { templates, previews, hasUpi, placeholders: REMINDER_PLACEHOLDERS };
}

export const meta = adminMeta({
  en: reminderTemplatesContent.en.title,
  ta: reminderTemplatesContent.ta.title,
});

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireRole(context, request, "admin");
  const c = reminderTemplatesContent[getPreferences(context).locale];
  const values = formValues(await request.formData());
  const refuse = (errors: Record<string, string>, description: string) =>
    formFailure(context, {
      status: 400,
      toast: { title: c.toasts.notSaved, description },
      errors,
      values,
    });
  if (values.intent === "reset") {
    const parsed = parseWith(resetTemplateSchema, values);
    if (!parsed.success) {
      return refuse({ language: c.toasts.languageInvalid }, c.toasts.languageInvalid);
    }
    await resetReminderTemplate(parsed.data.language, admin.id);
    return redirectWithToast(PATH, {
      title: c.toasts.reset,
      description: c.languages[parsed.data.language],
    });
  }
  if (values.intent !== "save" && values.intent !== "preview") {
    return refuse({}, c.toasts.chooseIntent);
  }
  const parsed = parseWith(reminderTemplatesSchemaIn(c.problems), values);
  if (!parsed.success) {
    const [field, message] = Object.entries(parsed.errors)[0]!;
    const language = c.languages[field as "en" | "ta"] ?? field;
    return refuse(parsed.errors, `${language}: ${message}`);
  }
  if (values.intent === "preview") {
    return data({ ok: true as const, values, ...(await previewReminders(parsed.data)) });
  }
  await saveReminderTemplates(parsed.data, admin.id);
  return redirectWithToast(PATH, { title: c.toasts.saved });
}

export default function ReminderTemplates({ loaderData, actionData }: Route.ComponentProps) {
  const { errors, values, busy } = useActionAnswer(actionData, "save");
  const preview = actionData && "previews" in actionData ? actionData : null;
  const shown = preview ? preview.values : values;
  const c = reminderTemplatesContent[useLocale()];
  return (
    <>
      <PageHeader title={c.title} description={c.description} />
      <div className="mt-6 grid gap-6">
        <TemplateForm templates={loaderData.templates} values={shown} errors={errors} busy={busy} />
        <ResetButtons templates={loaderData.templates} />
        <TemplatePreviews
          previews={preview?.previews ?? loaderData.previews}
          hasUpi={preview?.hasUpi ?? loaderData.hasUpi}
        />
        <PlaceholderList placeholders={loaderData.placeholders} />
      </div>
    </>
  );
}
