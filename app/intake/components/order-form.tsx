import { MessageCircle } from "~/components/ui/icons";
import { type RefObject, useRef } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Input, Select } from "~/components/ui/field";
import { buttonClass, cardClass } from "~/components/ui/styles";
import { FormGuards } from "~/components/form-guards";
import { formValues } from "~/lib/forms";
import { useRootData } from "~/lib/root-data";
import { orderWhatsappText, whatsappLink } from "~/lib/whatsapp";
import type { IntakeMessages, PlaceOrderContent } from "../content/types";
import { ORDER_SERVICES } from "../options";
import { DesignFilePicker } from "./design-file-picker";
import { EmailField, NameField, PhoneField } from "./person-fields";
import { useIntakeForm } from "./use-intake-form";
import { WideTextarea } from "./wide-textarea";

const REQUIRED = ["name", "phone", "service"];

/**
 * "Order via WhatsApp": a link to the shop's chat whose text, on click, is rebuilt from what the
 * form holds then (name, service, quantity, message).
 */
function OrderWhatsappLink({
  content,
  form,
}: {
  content: PlaceOrderContent;
  form: RefObject<HTMLFormElement | null>;
}) {
  const { business } = useRootData();
  return (
    <a
      href={whatsappLink(business.whatsappNumber, content.whatsappMessage.intro)}
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
      {content.form.whatsapp}
    </a>
  );
}

/**
 * The order form's state; a form refused in the browser says "Missing Information" when a
 * required field is empty, else "Please check the form".
 */
function useOrderForm(token: string, actionData: unknown, m: IntakeMessages) {
  const form = useRef<HTMLFormElement>(null);
  const state = useIntakeForm({
    token,
    actionData,
    loadSchema: () => import("../schema").then((s) => s.orderSchema(m)),
    invalidToast: (errs) =>
      REQUIRED.some((f) => errs[f] && !formValues(new FormData(form.current!))[f]?.trim())
        ? m.missingInformation
        : m.checkForm,
  });
  return { form, ...state };
}

/** The order form: who, what, how many, design files; sent here or by WhatsApp. */
export function OrderForm({
  content,
  messages: m,
  token,
  actionData,
}: {
  content: PlaceOrderContent;
  messages: IntakeMessages;
  token: string;
  actionData: unknown;
}) {
  const { form, busy, errors, values, formProps } = useOrderForm(token, actionData, m);
  const f = content.form;
  const req = { requiredMark: m.required, errors };
  const opt = { optionalText: m.optional, errors };
  return (
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
          <WideTextarea
            name="message"
            label={f.message}
            rows={4}
            placeholder={f.messagePlaceholder}
            value={values.message}
            {...opt}
          />
          <div className="sm:col-span-2">
            <DesignFilePicker content={f} messages={m} serverError={errors.files} disabled={busy} />
          </div>
        </fieldset>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" pending={busy} pendingText={m.submitting}>
            {f.submit}
          </Button>
          <OrderWhatsappLink content={content} form={form} />
        </div>
      </Form>
    </section>
  );
}
