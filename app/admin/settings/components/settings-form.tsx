import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Input, Textarea } from "~/components/ui/field";
import { cardClass } from "~/components/ui/styles";
import type { FieldErrors } from "~/lib/forms";
import type { BusinessSettingsInput } from "../schema";

/** One field of the form; a new setting is one more entry here (and in the schema). */
type SettingField = {
  name: keyof BusinessSettingsInput;
  label: string;
  hint?: string;
  required?: boolean;
  rows?: number;
  type?: "text" | "email" | "tel";
  maxLength?: number;
  autoComplete?: string;
};

const SECTIONS: { title: string; fields: SettingField[] }[] = [
  {
    title: "Business details (printed on bills, receipts and PDFs)",
    fields: [
      { name: "name", label: "Business name", required: true, maxLength: 120 },
      { name: "address", label: "Address", rows: 3, maxLength: 500 },
      { name: "phone", label: "Phone", type: "tel", required: true, autoComplete: "off" },
      { name: "email", label: "E-mail", type: "email", autoComplete: "off" },
      {
        name: "gstin",
        label: "GSTIN",
        hint: "15 characters, e.g. 33ABCDE1234F1Z5. Leave empty if not registered.",
        maxLength: 15,
      },
    ],
  },
  {
    title: "UPI payments (QR codes on bills)",
    fields: [
      {
        name: "upiId",
        label: "UPI ID",
        hint: "The business UPI ID (VPA), e.g. limragraphics@okaxis. Leave empty to print no QR code.",
      },
      {
        name: "upiPayeeName",
        label: "UPI payee name",
        hint: "Shown in the payer's UPI app. Empty: the business name.",
        maxLength: 60,
      },
    ],
  },
];

/**
 * The business settings form: the saved values (or, after a refusal, the values sent) with the
 * server's field errors. Posts to /admin/settings; works without JavaScript.
 */
export function SettingsForm({
  saved,
  values,
  errors,
  busy,
}: {
  saved: BusinessSettingsInput;
  values: Record<string, string>;
  errors: FieldErrors;
  busy: boolean;
}) {
  return (
    <Form method="post" noValidate className="mt-6 grid gap-6" data-testid="business-settings-form">
      {SECTIONS.map((section) => (
        <fieldset key={section.title} className={`${cardClass} grid gap-4`}>
          <legend className="px-1 text-lg font-semibold">{section.title}</legend>
          {section.fields.map(({ name, label, hint, required, rows, type, ...rest }) => {
            const shared = {
              name,
              label,
              hint,
              errors,
              requiredMark: required,
              optionalText: required ? undefined : "(optional)",
              defaultValue: values[name] ?? saved[name],
              ...rest,
            };
            return rows ? (
              <Textarea key={name} rows={rows} {...shared} />
            ) : (
              <Input key={name} type={type ?? "text"} {...shared} />
            );
          })}
        </fieldset>
      ))}
      <div>
        <Button type="submit" pending={busy} pendingText="Saving...">
          Save settings
        </Button>
      </div>
    </Form>
  );
}
