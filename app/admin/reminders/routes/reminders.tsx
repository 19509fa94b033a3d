import { data } from "react-router";
import type { Route } from "./+types/reminders";
import { PageHeader } from "~/components/ui/page-header";
import { useActionAnswer } from "~/components/use-action-answer";
import { formValues, parseWith } from "~/lib/forms";
import { requireRole } from "~/platform/auth/guards.server";
import { formFailure } from "~/platform/form-response.server";
import { redirectWithToast } from "~/platform/toast.server";
import {
  getReminderTemplates,
  previewReminders,
  REMINDER_LANGUAGE_LABELS,
  REMINDER_MESSAGES,
  REMINDER_PLACEHOLDERS,
  reminderTemplatesSchema,
  resetReminderTemplate,
  resetTemplateSchema,
  saveReminderTemplates,
} from "~/billing/index.server";
import {
  PlaceholderList,
  ResetButtons,
  TemplateForm,
  TemplatePreviews,
} from "../components/template-form";

const PATH = "/admin/reminders";

/**
 * /admin/reminders (admin only): the payment reminder messages in English and Tamil, the
 * placeholders they may use, a preview with sample data, Save (placeholders checked: 400 naming
 * the problem), Preview without saving, and Reset to default; saves and resets are audited
 * (decision 028).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(context, request, "admin");
  const templates = await getReminderTemplates();
  const { previews, hasUpi } = await previewReminders({
    en: templates.en.text,
    ta: templates.ta.text,
  });
  // Labels and placeholders come with the data: the page may not import billing's server side.
  return {
    templates,
    previews,
    hasUpi,
    labels: REMINDER_LANGUAGE_LABELS,
    placeholders: REMINDER_PLACEHOLDERS,
  };
}

export const meta: Route.MetaFunction = () => [
  { title: "Reminder messages — Admin" },
  { name: "robots", content: "noindex" },
];

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireRole(context, request, "admin");
  const values = formValues(await request.formData());
  const refuse = (errors: Record<string, string>, description: string) =>
    formFailure(context, {
      status: 400,
      toast: { title: REMINDER_MESSAGES.templatesNotSaved, description },
      errors,
      values,
    });
  if (values.intent === "reset") {
    const parsed = parseWith(resetTemplateSchema, values);
    if (!parsed.success) return refuse(parsed.errors, REMINDER_MESSAGES.languageInvalid);
    await resetReminderTemplate(parsed.data.language, admin.id);
    return redirectWithToast(PATH, {
      title: REMINDER_MESSAGES.templateReset,
      description: REMINDER_LANGUAGE_LABELS[parsed.data.language],
    });
  }
  if (values.intent !== "save" && values.intent !== "preview") {
    return refuse({}, "Choose Save, Preview or Reset.");
  }
  const parsed = parseWith(reminderTemplatesSchema, values);
  if (!parsed.success) {
    const [field, message] = Object.entries(parsed.errors)[0]!;
    const language = REMINDER_LANGUAGE_LABELS[field as "en" | "ta"] ?? field;
    return refuse(parsed.errors, `${language}: ${message}`);
  }
  if (values.intent === "preview") {
    return data({ ok: true as const, values, ...(await previewReminders(parsed.data)) });
  }
  await saveReminderTemplates(parsed.data, admin.id);
  return redirectWithToast(PATH, { title: REMINDER_MESSAGES.templatesSaved });
}

export default function ReminderTemplates({ loaderData, actionData }: Route.ComponentProps) {
  const { errors, values, busy } = useActionAnswer(actionData, "save");
  const preview = actionData && "previews" in actionData ? actionData : null;
  const shown = preview ? preview.values : values;
  return (
    <>
      <PageHeader
        title="Reminder messages"
        description="The payment reminder customers get on WhatsApp and by e-mail, in their language."
      />
      <div className="mt-6 grid gap-6">
        <TemplateForm
          templates={loaderData.templates}
          labels={loaderData.labels}
          values={shown}
          errors={errors}
          busy={busy}
        />
        <ResetButtons templates={loaderData.templates} labels={loaderData.labels} />
        <TemplatePreviews
          previews={preview?.previews ?? loaderData.previews}
          hasUpi={preview?.hasUpi ?? loaderData.hasUpi}
          labels={loaderData.labels}
        />
        <PlaceholderList placeholders={loaderData.placeholders} />
      </div>
    </>
  );
}
