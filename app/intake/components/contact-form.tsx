import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/field";
import { cardClass, mutedText } from "~/components/ui/styles";
import { FormGuards } from "~/components/form-guards";
import type { ContactContent, IntakeMessages } from "../content/types";
import { EmailField, NameField, PhoneField } from "./person-fields";
import { useIntakeForm } from "./use-intake-form";
import { WideTextarea } from "./wide-textarea";

/** The contact form ("Send us a message"); `subject` prefills its subject. */
export function ContactForm({
  content: f,
  messages: m,
  token,
  subject,
  actionData,
}: {
  content: ContactContent["form"];
  messages: IntakeMessages;
  token: string;
  subject: string;
  actionData: unknown;
}) {
  const { busy, errors, values, formProps } = useIntakeForm({
    token,
    actionData,
    loadSchema: () => import("../schema").then((s) => s.contactSchema(m)),
  });
  const req = { requiredMark: m.required, errors };
  const opt = { optionalText: m.optional, errors };
  return (
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
          <WideTextarea
            name="message"
            label={f.message}
            required
            rows={5}
            placeholder={f.messagePlaceholder}
            value={values.message}
            {...req}
          />
        </fieldset>
        <Button type="submit" pending={busy} pendingText={m.sending}>
          {f.submit}
        </Button>
      </Form>
    </section>
  );
}
