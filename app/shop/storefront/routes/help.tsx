import type { Route } from "./+types/help";
import { mutedText } from "~/components/ui/styles";
import { useActionAnswer } from "~/components/use-action-answer";
import { formValues, parseWith } from "~/lib/forms";
import { seoMeta } from "~/lib/seo";
import { intakeMessages } from "~/intake";
import { checkFormFields, checkRateLimit, newFormToken } from "~/platform/form-guard.server";
import { submitContact } from "~/intake/index.server";
import { formFailure, formFailureHeaders } from "~/platform/form-response.server";
import { logger } from "~/platform/logger.server";
import { getPreferences } from "~/platform/preferences.server";
import { redirectWithToast } from "~/platform/toast.server";
import { pageContent } from "~/platform/page-content.server";
import { HelpFaq, QuickContact, SupportForm } from "../components/help-sections";
import { shopContent } from "../../content/shop";
import { helpMessageSchema } from "../schema";

/** LimraKart Help & Support: quick contact, the FAQ, and 'Still need help?' (a contact message). */
export function loader({ request, context }: Route.LoaderArgs) {
  const page = pageContent(
    context,
    { en: shopContent.en.help, ta: shopContent.ta.help },
    "/limrakart/help",
  );
  const subject = (new URL(request.url).searchParams.get("subject") ?? "").trim().slice(0, 200);
  return {
    ...page,
    token: newFormToken(),
    subject,
    honeypotLabel: intakeMessages[page.locale].honeypotLabel,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

// A refused post (429) keeps its Retry-After header.
export const headers: Route.HeadersFunction = formFailureHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const { locale } = getPreferences(context);
  const all = shopContent[locale];
  const m = intakeMessages[locale];
  const values = formValues(await request.formData());
  const limited = await checkRateLimit("contact", request);
  if (limited) {
    return formFailure(context, {
      status: 429,
      toast: m.rateLimited,
      values,
      headers: { "Retry-After": String(limited.retryAfterSeconds) },
    });
  }
  const fields = new FormData();
  for (const [k, v] of Object.entries(values)) fields.set(k, v);
  const guard = checkFormFields("contact", fields, request);
  if (guard.kind === "spam") return redirectWithToast("/limrakart/help", all.toasts.messageSent);
  const parsed = parseWith(helpMessageSchema(m), values);
  if (!parsed.success) {
    return formFailure(context, {
      status: 400,
      toast: all.toasts.missingInfo,
      errors: parsed.errors,
      values,
    });
  }
  try {
    const { name, email, subject, message } = parsed.data;
    await submitContact(
      {
        name,
        email: email.toLowerCase(),
        phone: null,
        subject: subject || all.help.defaultSubject,
        message,
      },
      guard.token,
    );
  } catch (error) {
    logger.error("help form: saving failed", { error: String(error) });
    return formFailure(context, {
      status: 500,
      toast: { title: all.toasts.errorTitle, description: all.toasts.sendFailed },
      values,
    });
  }
  return redirectWithToast("/limrakart/help", all.toasts.messageSent);
}

export default function Help({ loaderData, actionData }: Route.ComponentProps) {
  const { content: c, token, subject, honeypotLabel } = loaderData;
  const { errors, values, busy } = useActionAnswer(actionData);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold">{c.title}</h1>
      <p className={mutedText}>{c.intro}</p>
      <QuickContact c={c} />
      <HelpFaq c={c} />
      <SupportForm {...{ c, token, honeypotLabel, subject, errors, values, busy }} />
    </div>
  );
}
