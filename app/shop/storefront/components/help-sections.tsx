import { Mail, MessageCircle, Phone } from "~/components/ui/icons";
import { Form } from "react-router";
import { FormGuards } from "~/components/form-guards";
import { Field } from "~/components/ui/field";
import { buttonClass, cardClass, inputClass, mutedText } from "~/components/ui/styles";
import type { FieldErrors } from "~/lib/forms";
import { useRootData } from "~/lib/root-data";
import { whatsappLink } from "~/lib/whatsapp";
import type { ShopContent } from "../../content/types";
import { telHref } from "~/lib/phone";

/** The sections of LimraKart Help & Support: quick contact, the FAQ and the support form. */

type HelpText = ShopContent["help"];

/** Call, WhatsApp and email the shop. */
export function QuickContact({ c }: { c: HelpText }) {
  const { business } = useRootData();
  const contacts = [
    {
      ...c.call,
      href: telHref(business.phone),
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
  );
}

/** The frequently asked questions, by group; one answer open at a time. */
export function HelpFaq({ c }: { c: HelpText }) {
  return (
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
  );
}

/** 'Still need help?': the contact message form. */
export function SupportForm({
  c,
  token,
  honeypotLabel,
  subject,
  errors,
  values,
  busy,
}: {
  c: HelpText;
  token: string;
  honeypotLabel: string;
  subject: string;
  errors: FieldErrors;
  values: Record<string, string>;
  busy: boolean;
}) {
  return (
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
        <ContactFields c={c} subject={subject} errors={errors} values={values} busy={busy} />
        <div>
          <button type="submit" disabled={busy} className={buttonClass.primary}>
            {busy ? c.sending : c.send}
          </button>
        </div>
      </Form>
    </section>
  );
}

/** Name, email, subject (the one in the URL, else the default) and message. */
function ContactFields({
  c,
  subject,
  errors,
  values,
  busy,
}: {
  c: HelpText;
  subject: string;
  errors: FieldErrors;
  values: Record<string, string>;
  busy: boolean;
}) {
  return (
    <>
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
    </>
  );
}
