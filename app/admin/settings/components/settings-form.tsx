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
  type?: "text" | "email" | "tel" | "url";
  maxLength?: number;
  autoComplete?: string;
  lang?: string;
  inputMode?: "decimal" | "numeric" | "tel";
};

const SECTIONS: { title: string; fields: SettingField[] }[] = [
  {
    title: "Business details (printed on bills, receipts and PDFs, shown on the website)",
    fields: [
      { name: "name", label: "Business name", required: true, maxLength: 120 },
      { name: "address", label: "Address", rows: 3, maxLength: 500 },
      {
        name: "phone",
        label: "Phone",
        type: "tel",
        inputMode: "tel",
        required: true,
        autoComplete: "off",
      },
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
    title: "Shown to customers (website footer, contact page, search engines, WhatsApp links)",
    fields: [
      {
        name: "whatsappNumber",
        label: "WhatsApp number",
        type: "tel",
        hint: "The number customers chat with, e.g. +91 98765 43210. Empty: the phone number.",
        autoComplete: "off",
      },
      {
        name: "hours",
        label: "Opening hours (English)",
        hint: "As customers should read them, e.g. Monday–Saturday: 9:00 AM–8:00 PM; Sunday: Closed",
        maxLength: 200,
      },
      {
        name: "hoursTa",
        label: "Opening hours (Tamil)",
        hint: "The same, written in Tamil for the Tamil pages. Empty: the English text.",
        maxLength: 200,
        lang: "ta",
      },
      {
        name: "mapUrl",
        label: "Map link",
        hint: "The shop on Google Maps (Share → Copy link), starting with https://. Empty: no map link.",
        type: "url",
        autoComplete: "off",
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
  {
    title: "LimraKart delivery (cart, checkout, order e-mails and the Shipping & Delivery Policy)",
    fields: [
      {
        name: "deliveryFee",
        label: "Delivery fee (₹)",
        hint: "Charged on orders below the free-delivery amount. 0: delivery is always free.",
        required: true,
        inputMode: "decimal",
      },
      {
        name: "deliveryFreeFrom",
        label: "Free delivery from (₹)",
        hint: "An order whose items come to this much or more is delivered free.",
        required: true,
        inputMode: "decimal",
      },
      {
        name: "deliveryPinCodes",
        label: "PIN codes served",
        hint: "6-digit PIN codes or their first digits (6280 covers 628001–628009…), separated by commas. Empty: all of India.",
        rows: 2,
        maxLength: 2000,
      },
      {
        name: "codMaxTotal",
        label: "Cash on delivery up to (₹)",
        hint: "Orders above this total must be paid by UPI. Empty: no limit.",
        inputMode: "decimal",
      },
      {
        name: "codConfirmHours",
        label: "Cancel unconfirmed cash-on-delivery orders after (hours)",
        hint: "A cash-on-delivery order nobody confirmed with the customer is cancelled after this many hours (1 to 720). Empty: 48.",
        inputMode: "numeric",
        maxLength: 3,
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
