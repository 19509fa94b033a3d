import { CircleCheck, Clock, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import { Form } from "react-router";
import type { Route } from "./+types/contact";
import { Button } from "~/components/ui/button";
import { Input, Textarea } from "~/components/ui/field";
import { buttonClass, cardClass, mutedText, sectionClass } from "~/components/ui/styles";
import { useRootData } from "~/lib/root-data";
import { seoMeta } from "~/lib/seo";
import { LocalBusinessJsonLd } from "~/components/local-business-jsonld";
import { PageHero, SectionHeading } from "~/components/section-heading";
import { pageContent } from "~/platform/page-content.server";
import { contactAction } from "../actions.server";
import { formFailureHeaders } from "~/platform/form-response.server";
import { FormGuards } from "~/components/form-guards";
import { EmailField, NameField, PhoneField } from "../components/person-fields";
import { useIntakeForm } from "../components/use-intake-form";
import { contactContent } from "../content/contact";
import { intakeMessages } from "../content/messages";
import { newFormToken } from "~/platform/form-guard.server";
import { whatsappLink } from "~/lib/whatsapp";

export function loader({ request, context }: Route.LoaderArgs) {
  const page = pageContent(context, contactContent, "/contact");
  // The gallery's "Request Portfolio" (and any link) can prefill the subject.
  const subject = (new URL(request.url).searchParams.get("subject") ?? "").trim().slice(0, 200);
  return { ...page, messages: intakeMessages[page.locale], token: newFormToken(), subject };
}

export const action = (args: Route.ActionArgs) => contactAction(args);

// A refused post (429) keeps its Retry-After header.
export const headers: Route.HeadersFunction = formFailureHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { content, messages: m, token, subject, seo } = loaderData;
  const { business } = useRootData();
  const { busy, errors, values, formProps } = useIntakeForm({
    token,
    actionData,
    loadSchema: () => import("../schema").then((s) => s.contactSchema(m)),
  });
  const chat = whatsappLink(business.whatsappNumber, content.whatsappText);
  const tel = `tel:${business.phone.replace(/\s/g, "")}`;
  const cards = [
    {
      ...content.cards.visit,
      text: business.address,
      href: business.mapUrl,
      Icon: MapPin,
      external: true,
    },
    { ...content.cards.call, detail: business.phone, href: tel, Icon: Phone, external: false },
    {
      ...content.cards.email,
      detail: business.email,
      href: `mailto:${business.email}`,
      Icon: Mail,
      external: false,
    },
    { ...content.cards.whatsapp, href: chat, Icon: MessageCircle, external: true },
  ];
  const req = { requiredMark: m.required, errors };
  const opt = { optionalText: m.optional, errors };
  const f = content.form;

  return (
    <>
      <LocalBusinessJsonLd business={business} origin={seo.origin} />
      <PageHero title={content.hero.title} intro={content.hero.intro} />
      <ul className="mx-auto -mt-6 flex max-w-4xl flex-wrap justify-center gap-3 px-4">
        {content.hero.badges.map((badge) => (
          <li
            key={badge}
            className="flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-800 shadow dark:bg-slate-800 dark:text-brand-100"
          >
            <CircleCheck aria-hidden className="size-4 text-green-700 dark:text-green-400" />
            {badge}
          </li>
        ))}
      </ul>

      <section aria-label={content.hero.title} className={sectionClass}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map(({ Icon, ...card }) => (
            <li key={card.title} className={`${cardClass} flex flex-col p-6`}>
              <Icon aria-hidden className="size-8 text-brand-600 dark:text-brand-100" />
              <h2 className="mt-3 text-lg font-semibold">{card.title}</h2>
              <p className={`mt-1 flex-1 text-sm ${mutedText}`}>{card.text}</p>
              {"detail" in card && card.detail ? (
                <p className="mt-1 font-semibold break-all">{card.detail}</p>
              ) : null}
              <a
                href={card.href}
                {...(card.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                className="mt-4 font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-100"
              >
                {card.action}
              </a>
            </li>
          ))}
        </ul>
      </section>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-16 lg:grid-cols-2">
        <section aria-labelledby="contact-form-heading" className={`${cardClass} p-6`}>
          <h2 id="contact-form-heading" className="text-2xl font-bold">
            {f.heading}
          </h2>
          <p className={`mt-1 ${mutedText}`}>{f.intro}</p>
          <Form method="post" noValidate className="mt-6 space-y-5" {...formProps}>
            <FormGuards token={token} honeypotLabel={m.honeypotLabel} />
            <fieldset disabled={busy} className="grid gap-5 sm:grid-cols-2">
              <NameField label={f.name} value={values.name} required {...req} />
              <EmailField label={f.email} value={values.email} required {...req} />
              <PhoneField label={f.phone} value={values.phone} {...opt} />
              <Input
                name="subject"
                label={f.subject}
                defaultValue={values.subject ?? subject}
                {...opt}
              />
              <Textarea
                name="message"
                label={f.message}
                fieldClassName="sm:col-span-2"
                required
                rows={5}
                placeholder={f.messagePlaceholder}
                defaultValue={values.message}
                {...req}
              />
            </fieldset>
            <Button type="submit" pending={busy} pendingText={m.sending}>
              {f.submit}
            </Button>
          </Form>
        </section>

        <section aria-labelledby="office-heading" className={`${cardClass} overflow-hidden`}>
          <iframe
            src={business.mapEmbedUrl}
            title={content.office.mapTitle}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            className="h-64 w-full border-0"
          />
          <div className="p-6">
            <h2 id="office-heading" className="text-2xl font-bold">
              {content.office.heading}
            </h2>
            <h3 className="mt-4 flex items-center gap-2 font-semibold">
              <MapPin aria-hidden className="size-5 text-brand-600 dark:text-brand-100" />
              {content.office.address}
            </h3>
            <address className={`mt-1 not-italic ${mutedText}`}>{business.address}</address>
            <h3 className="mt-4 flex items-center gap-2 font-semibold">
              <Clock aria-hidden className="size-5 text-brand-600 dark:text-brand-100" />
              {content.office.hours}
            </h3>
            <ul className={`mt-1 ${mutedText}`}>
              {content.office.hoursLines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <a
              href={chat}
              target="_blank"
              rel="noopener noreferrer"
              className={`${buttonClass.primary} mt-6 bg-green-700 hover:bg-green-800`}
            >
              <MessageCircle aria-hidden className="size-5" />
              {content.office.whatsapp}
            </a>
          </div>
        </section>
      </div>

      <section aria-labelledby="faq-heading" className="bg-slate-50 dark:bg-slate-900">
        <div className={sectionClass}>
          <SectionHeading id="faq-heading" title={content.faq.heading} />
          <div className="mx-auto max-w-3xl space-y-3">
            {content.faq.items.map((item) => (
              <details key={item.question} className={`${cardClass} group p-4`}>
                <summary className="cursor-pointer font-semibold">{item.question}</summary>
                <p className={`mt-2 ${mutedText}`}>{item.answer}</p>
              </details>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
