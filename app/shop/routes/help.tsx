import { Mail, MessageCircle, Phone } from "lucide-react";
import { Form } from "react-router";
import { z } from "~/lib/zod";
import type { Route } from "./+types/help";
import { Field } from "~/components/ui/field";
import { buttonClass, cardClass, inputClass, mutedText } from "~/components/ui/styles";
import { useActionAnswer } from "~/components/use-action-answer";
import { formValues, parseWith } from "~/lib/forms";
import { useRootData } from "~/lib/root-data";
import { seoMeta } from "~/lib/seo";
import { FormGuards } from "~/components/form-guards";
import { intakeMessages } from "~/intake";
import { checkFormFields, checkRateLimit, newFormToken } from "~/platform/form-guard.server";
import { submitContact } from "~/intake/index.server";
import { whatsappLink } from "~/lib/whatsapp";
import { formFailure, formFailureHeaders } from "~/platform/form-response.server";
import { logger } from "~/platform/logger.server";
import { getPreferences } from "~/platform/preferences.server";
import { redirectWithToast } from "~/platform/toast.server";
import { pageContent } from "~/platform/page-content.server";
import { shopContent } from "../content/shop";

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
  const parsed = parseWith(
    z.object({
      name: z.string().trim().min(1, m.nameRequired).max(100),
      email: z.string().trim().pipe(z.email(m.emailInvalid)),
      subject: z.string().trim().max(200).optional(),
      message: z.string().trim().min(1, m.messageRequired).max(5000),
    }),
    values,
  );
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
  const { business } = useRootData();
  const { errors, values, busy } = useActionAnswer(actionData);
  const contacts = [
    {
      ...c.call,
      href: `tel:${business.phone.replace(/\s/g, "")}`,
      detail: business.phone,
      Icon: Phone,
      external: false,
    },
    {
      ...c.whatsapp,
      href: whatsappLink(business.whatsappNumber, c.whatsappMessage),
      detail: null,
      Icon: MessageCircle,
      external: true,
    },
    {
      ...c.email,
      href: `mailto:${business.email}`,
      detail: business.email,
      Icon: Mail,
      external: false,
    },
  ];
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold">{c.title}</h1>
      <p className={mutedText}>{c.intro}</p>

      <section aria-labelledby="quick-heading" className="mt-8">
        <h2 id="quick-heading" className="text-xl font-bold">
          {c.quickContact}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {contacts.map(({ Icon, ...item }) => (
            <li key={item.title} className={`${cardClass} p-5`}>
              <Icon aria-hidden className="size-7 text-brand-600 dark:text-brand-100" />
              <a
                href={item.href}
                {...(item.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                className="mt-2 block font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-100"
              >
                {item.title}
              </a>
              {item.detail ? <p className="text-sm break-all">{item.detail}</p> : null}
              <p className={`text-sm ${mutedText}`}>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="faq-heading" className="mt-10">
        <h2 id="faq-heading" className="text-xl font-bold">
          {c.faqTitle}
        </h2>
        <div className="mt-4 space-y-6">
          {c.faq.map((group) => (
            <div key={group.category}>
              <h3 className="font-semibold text-brand-700 dark:text-brand-100">{group.category}</h3>
              <div className="mt-2 space-y-2">
                {group.items.map((item) => (
                  // One shared name: opening an answer closes the one that was open.
                  <details key={item.question} name="limrakart-faq" className={`${cardClass} p-4`}>
                    <summary className="cursor-pointer font-medium">{item.question}</summary>
                    <p className={`mt-2 ${mutedText}`}>{item.answer}</p>
                  </details>
                ))}
              </div>
            </div>
          ))}
        </div>
      </section>

      <section
        id="support-form"
        aria-labelledby="form-heading"
        className={`${cardClass} mt-10 scroll-mt-24 p-6`}
      >
        <h2 id="form-heading" className="text-xl font-bold">
          {c.formTitle}
        </h2>
        <p className={mutedText}>{c.formIntro}</p>
        <Form method="post" noValidate className="mt-4 grid gap-4 sm:grid-cols-2" key={token}>
          <FormGuards token={token} honeypotLabel={honeypotLabel} />
          <Field name="name" label={c.name} requiredMark errors={errors}>
            {(a) => (
              <input
                {...a}
                autoComplete="name"
                defaultValue={values.name}
                disabled={busy}
                className={inputClass}
              />
            )}
          </Field>
          <Field name="email" label={c.email2} requiredMark errors={errors}>
            {(a) => (
              <input
                {...a}
                type="email"
                autoComplete="email"
                defaultValue={values.email}
                disabled={busy}
                className={inputClass}
              />
            )}
          </Field>
          <div className="sm:col-span-2">
            <Field name="subject" label={c.subject} errors={errors}>
              {(a) => (
                <input
                  {...a}
                  defaultValue={values.subject ?? subject}
                  placeholder={c.defaultSubject}
                  disabled={busy}
                  className={inputClass}
                />
              )}
            </Field>
          </div>
          <div className="sm:col-span-2">
            <Field name="message" label={c.message} requiredMark errors={errors}>
              {(a) => (
                <textarea
                  {...a}
                  rows={5}
                  defaultValue={values.message}
                  disabled={busy}
                  className={inputClass}
                />
              )}
            </Field>
          </div>
          <div>
            <button type="submit" disabled={busy} className={buttonClass.primary}>
              {busy ? c.sending : c.send}
            </button>
          </div>
        </Form>
      </section>
    </div>
  );
}
