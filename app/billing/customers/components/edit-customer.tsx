import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { EditPanel } from "~/components/ui/edit-panel";
import { Input, Select, Textarea } from "~/components/ui/field";
import type { FieldErrors } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { formatIndianPhone } from "~/lib/phone";
import { customersContent } from "../content";
import { type Customer, customerHref } from "../customers";

/** The edit form (?edit=1): name, other phone, address, e-mail, GSTIN, language, notes. */
export function EditCustomerPanel({
  customer,
  errors,
  values,
  busy,
}: {
  customer: Customer;
  errors: FieldErrors;
  values: Record<string, string>;
  busy: boolean;
}) {
  const value = (name: string, current: string | null) => values[name] ?? current ?? "";
  const c = customersContent[useLocale()].editForm;
  return (
    <EditPanel
      id="edit-customer"
      title={c.title}
      closeHref={customerHref(customer.id)}
      closeOnEscape
      testId="edit-customer"
    >
      <Form method="post" className="grid gap-4 sm:grid-cols-2" noValidate>
        <input type="hidden" name="intent" value="edit" />
        <EditFields customer={customer} errors={errors} value={value} />
        <div className="sm:col-span-2">
          <Button type="submit" pending={busy} pendingText={c.saving}>
            {c.save}
          </Button>
        </div>
      </Form>
    </EditPanel>
  );
}

/** The form's fields, filled with what was typed or the customer's details. */
function EditFields({
  customer,
  errors,
  value,
}: {
  customer: Customer;
  errors: FieldErrors;
  value: (name: string, current: string | null) => string;
}) {
  const locale = useLocale();
  const c = customersContent[locale].editForm;
  const languages = customersContent[locale].page.languages;
  return (
    <>
      <Input
        name="name"
        label={c.name}
        requiredMark={c.required}
        errors={errors}
        defaultValue={value("name", customer.name)}
        maxLength={120}
      />
      <Input
        name="otherPhone"
        label={c.otherPhone}
        optionalText={c.optional}
        hint={c.otherPhoneHint}
        inputMode="tel"
        autoComplete="off"
        errors={errors}
        defaultValue={value(
          "otherPhone",
          customer.otherPhone ? formatIndianPhone(customer.otherPhone) : null,
        )}
      />
      <Textarea
        name="address"
        label={c.address}
        optionalText={c.optional}
        rows={2}
        errors={errors}
        defaultValue={value("address", customer.address)}
        fieldClassName="sm:col-span-2"
      />
      <Input
        name="email"
        label={c.email}
        type="email"
        optionalText={c.optional}
        errors={errors}
        defaultValue={value("email", customer.email)}
      />
      <Input
        name="gstin"
        label={c.gstin}
        optionalText={c.optional}
        hint={c.gstinHint}
        autoCapitalize="characters"
        errors={errors}
        defaultValue={value("gstin", customer.gstin)}
      />
      <Select
        name="language"
        label={c.language}
        errors={errors}
        defaultValue={value("language", customer.language)}
        options={Object.entries(languages)}
      />
      <Textarea
        name="notes"
        label={c.notes}
        optionalText={c.optional}
        rows={3}
        errors={errors}
        defaultValue={value("notes", customer.notes)}
        fieldClassName="sm:col-span-2"
      />
    </>
  );
}
