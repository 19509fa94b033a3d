import { Clock, Mail, MessageCircle, Phone, ShieldCheck } from "lucide-react";
import { useRef } from "react";
import { Form } from "react-router";
import type { Route } from "./+types/place-order";
import { Button } from "~/components/ui/button";
import { Input, Select, Textarea } from "~/components/ui/field";
import { buttonClass, cardClass, mutedText } from "~/components/ui/styles";
import { formValues } from "~/lib/forms";
import { useRootData } from "~/lib/root-data";
import { seoMeta } from "~/lib/seo";
import { PageHero } from "~/components/section-heading";
import { pageContent } from "~/platform/page-content.server";
import { orderAction } from "../actions.server";
import { formFailureHeaders } from "~/platform/form-response.server";
import { DesignFilePicker } from "../components/design-file-picker";
import { FormGuards } from "~/components/form-guards";
import { EmailField, NameField, PhoneField } from "../components/person-fields";
import { useIntakeForm } from "../components/use-intake-form";
import { intakeMessages } from "../content/messages";
import { placeOrderContent } from "../content/place-order";
import { newFormToken } from "~/platform/form-guard.server";
import { ORDER_SERVICES } from "../options";
import { orderWhatsappText, whatsappLink } from "~/lib/whatsapp";

export function loader({ context }: Route.LoaderArgs) {
  const page = pageContent(context, placeOrderContent, "/place-order");
  return { ...page, messages: intakeMessages[page.locale], token: newFormToken() };
}

export const action = (args: Route.ActionArgs) => orderAction(args);

// A refused post (429) keeps its Retry-After header.
export const headers: Route.HeadersFunction = formFailureHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

const REQUIRED = ["name", "phone", "service"];

export default function PlaceOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { content, messages: m, token } = loaderData;
  const { business } = useRootData();
  const form = useRef<HTMLFormElement>(null);
  const { busy, errors, values, formProps } = useIntakeForm({
    token,
    actionData,
    loadSchema: () => import("../schema").then((s) => s.orderSchema(m)),
    invalidToast: (errs) =>
      REQUIRED.some((f) => errs[f] && !formValues(new FormData(form.current!))[f]?.trim())
        ? m.missingInformation
        : m.checkForm,
  });
  const f = content.form;
  const req = { requiredMark: m.required, errors };
  const opt = { optionalText: m.optional, errors };
  const whatsappBase = whatsappLink(business.whatsappNumber, content.whatsappMessage.intro);

  return (
    <>
      <PageHero title={content.hero.title} intro={content.hero.intro} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 lg:grid-cols-3">
        <section aria-labelledby="order-form-heading" className={`${cardClass} p-6 lg:col-span-2`}>
          <h2 id="order-form-heading" className="text-2xl font-bold">
            {f.heading}
          </h2>
          <Form
            ref={form}
            method="post"
            encType="multipart/form-data"
            noValidate
            className="mt-6 space-y-5"
            {...formProps}
          >
            <FormGuards token={token} honeypotLabel={m.honeypotLabel} />
            <fieldset disabled={busy} className="grid gap-5 sm:grid-cols-2">
              <NameField label={f.name} value={values.name} {...req} />
              <PhoneField label={f.phone} hint={f.phoneHint} value={values.phone} {...req} />
              <EmailField label={f.email} value={values.email} {...opt} />
              <Select
                name="service"
                label={f.service}
                defaultValue={values.service ?? ""}
                placeholder={f.servicePlaceholder}
                options={ORDER_SERVICES.map((s) => [s, content.services[s]])}
                {...req}
              />
              <Input
                name="quantity"
                label={f.quantity}
                fieldClassName="sm:col-span-2"
                placeholder={f.quantityPlaceholder}
                defaultValue={values.quantity}
                {...opt}
              />
              <Textarea
                name="message"
                label={f.message}
                fieldClassName="sm:col-span-2"
                rows={4}
                placeholder={f.messagePlaceholder}
                defaultValue={values.message}
                {...opt}
              />
              <div className="sm:col-span-2">
                <DesignFilePicker
                  content={f}
                  messages={m}
                  serverError={errors.files}
                  disabled={busy}
                />
              </div>
            </fieldset>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" pending={busy} pendingText={m.submitting}>
                {f.submit}
              </Button>
              <a
                href={whatsappBase}
                target="_blank"
                rel="noopener noreferrer"
                className={`${buttonClass.outline} border-green-700 text-green-800 dark:border-green-400 dark:text-green-300`}
                onClick={(e) => {
                  const v = form.current ? formValues(new FormData(form.current)) : {};
                  const service = v.service as (typeof ORDER_SERVICES)[number] | undefined;
                  e.currentTarget.href = whatsappLink(
                    business.whatsappNumber,
                    orderWhatsappText(content.whatsappMessage, {
                      ...v,
                      service: service ? content.services[service] : undefined,
                    }),
                  );
                }}
              >
                <MessageCircle aria-hidden className="size-5" />
                {f.whatsapp}
              </a>
            </div>
          </Form>
        </section>

        <aside className="space-y-6">
          <section aria-labelledby="help-heading" className={`${cardClass} p-6`}>
            <h2 id="help-heading" className="text-xl font-bold">
              {content.help.heading}
            </h2>
            <p className={`mt-2 ${mutedText}`}>{content.help.text}</p>
            <ul className="mt-4 space-y-3">
              <li className="flex items-center gap-2">
                <Phone aria-hidden className="size-5 text-brand-600 dark:text-brand-100" />
                <a
                  href={`tel:${business.phone.replace(/\s/g, "")}`}
                  className="font-semibold underline-offset-4 hover:underline"
                >
                  <span className="sr-only">{content.help.call}: </span>
                  {business.phone}
                </a>
              </li>
              <li className="flex items-center gap-2">
                <Mail aria-hidden className="size-5 text-brand-600 dark:text-brand-100" />
                <a
                  href={`mailto:${business.email}`}
                  className="font-semibold break-all underline-offset-4 hover:underline"
                >
                  <span className="sr-only">{content.help.email}: </span>
                  {business.email}
                </a>
              </li>
              <li className={`flex items-center gap-2 ${mutedText}`}>
                <Clock aria-hidden className="size-5 shrink-0 text-brand-600 dark:text-brand-100" />
                {content.help.hours}
              </li>
            </ul>
          </section>
          <section aria-labelledby="steps-heading" className={`${cardClass} p-6`}>
            <h2 id="steps-heading" className="text-xl font-bold">
              {content.steps.heading}
            </h2>
            <ol className="mt-4 space-y-4">
              {content.steps.items.map((step, i) => (
                <li key={step.title} className="flex gap-3">
                  <span
                    aria-hidden
                    className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
                  >
                    {i + 1}
                  </span>
                  <div>
                    <h3 className="font-semibold">{step.title}</h3>
                    <p className={`text-sm ${mutedText}`}>{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </section>
          <section
            aria-labelledby="guarantee-heading"
            className={`${cardClass} bg-green-50 p-6 dark:bg-slate-900`}
          >
            <h2 id="guarantee-heading" className="flex items-center gap-2 text-xl font-bold">
              <ShieldCheck aria-hidden className="size-6 text-green-700 dark:text-green-400" />
              {content.guarantee.title}
            </h2>
            <p className={`mt-2 ${mutedText}`}>{content.guarantee.text}</p>
          </section>
        </aside>
      </div>
    </>
  );
}
