import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Input, Textarea } from "~/components/ui/field";
import { DataText } from "~/components/ui/data-text";
import { cardClass } from "~/components/ui/styles";
import type { FieldErrors } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import {
  SETTINGS_MESSAGE_VALUES,
  settingsContent,
  settingsMessages,
  type SettingsContent,
} from "../content";
import type { BusinessSettingsInput, SettingsMessageKey } from "../schema";

/** One field of the form; a new setting is one more entry here (and in the schema and content). */
type SettingField = {
  name: keyof BusinessSettingsInput;
  required?: boolean;
  rows?: number;
  type?: "text" | "email" | "tel" | "url";
  maxLength?: number;
  autoComplete?: string;
  lang?: string;
  inputMode?: "decimal" | "numeric" | "tel";
};

/** The form's sections; their titles and the fields' labels and hints are in settingsContent. */
const SECTIONS: { id: keyof SettingsContent["sections"]; fields: SettingField[] }[] = [
  {
    id: "business",
    fields: [
      { name: "name", required: true, maxLength: 120 },
      { name: "address", rows: 3, maxLength: 500 },
      { name: "phone", type: "tel", inputMode: "tel", required: true, autoComplete: "off" },
      { name: "email", type: "email", autoComplete: "off" },
      { name: "gstin", maxLength: 15 },
    ],
  },
  {
    id: "public",
    fields: [
      { name: "whatsappNumber", type: "tel", autoComplete: "off" },
      { name: "hours", maxLength: 200 },
      { name: "hoursTa", maxLength: 200, lang: "ta" },
      { name: "mapUrl", type: "url", autoComplete: "off" },
    ],
  },
  {
    id: "upi",
    fields: [{ name: "upiId" }, { name: "upiPayeeName", maxLength: 60 }],
  },
  {
    id: "delivery",
    fields: [
      { name: "deliveryFee", required: true, inputMode: "decimal" },
      { name: "deliveryFreeFrom", required: true, inputMode: "decimal" },
      { name: "deliveryPinCodes", rows: 2, maxLength: 2000 },
      { name: "codMaxTotal", inputMode: "decimal" },
      { name: "codConfirmHours", inputMode: "numeric", maxLength: 3 },
    ],
  },
  {
    id: "jobs",
    fields: [{ name: "jobAdvancePercent", inputMode: "numeric", maxLength: 4 }],
  },
];

/** The example values the hints show: data to type, not words to translate. */
const HINT_VALUES: Partial<Record<keyof BusinessSettingsInput, Record<string, string>>> = {
  gstin: { example: "33ABCDE1234F1Z5" },
  whatsappNumber: { example: "+91 98765 43210" },
  mapUrl: { prefix: "https://" },
  upiId: { example: "limragraphics@okaxis" },
};

/** A field's error with its example value marked as data, or undefined to show it as it is. */
function errorWithData(
  message: string | undefined,
  c: SettingsContent,
  filled: Record<string, string>,
) {
  if (!message) return undefined;
  const key = (Object.keys(filled) as SettingsMessageKey[]).find((k) => filled[k] === message);
  const data = key && SETTINGS_MESSAGE_VALUES[key];
  return data ? <DataText text={c.messages[key]} data={data} /> : undefined;
}

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
  const locale = useLocale();
  const c = settingsContent[locale];
  const filled = settingsMessages(locale);
  return (
    <Form method="post" noValidate className="mt-6 grid gap-6" data-testid="business-settings-form">
      {SECTIONS.map((section) => (
        <fieldset key={section.id} className={`${cardClass} grid gap-4`}>
          <legend className="px-1 text-lg font-semibold">{c.sections[section.id]}</legend>
          {section.fields.map(({ name, required, rows, type, ...rest }) => {
            const hint = c.fields[name].hint;
            const shared = {
              name,
              label: c.fields[name].label,
              hint: hint ? <DataText text={hint} data={HINT_VALUES[name] ?? {}} /> : undefined,
              errors,
              errorNode: errorWithData(errors[name], c, filled),
              requiredMark: required,
              optionalText: required ? undefined : c.optional,
              defaultValue: values[name] ?? saved[name],
              // The saved values are the business's data (a textarea's value is a text node).
              translate: "no" as const,
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
        <Button type="submit" pending={busy} pendingText={c.saving}>
          {c.save}
        </Button>
      </div>
    </Form>
  );
}
