import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { EditPanel } from "~/components/ui/edit-panel";
import { Input, Select, Textarea } from "~/components/ui/field";
import type { FieldErrors } from "~/lib/forms";
import { formatIndianPhone } from "~/lib/phone";
import { type Customer, customerHref, LANGUAGE_LABELS } from "../customers";

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
  return (
    <EditPanel
      id="edit-customer"
      title="Edit customer"
      closeHref={customerHref(customer.id)}
      closeOnEscape
      testId="edit-customer"
    >
      <Form method="post" className="grid gap-4 sm:grid-cols-2" noValidate>
        <input type="hidden" name="intent" value="edit" />
        <EditFields customer={customer} errors={errors} value={value} />
        <div className="sm:col-span-2">
          <Button type="submit" pending={busy} pendingText="Saving...">
            Save
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
  return (
    <>
      <Input
        name="name"
        label="Name"
        requiredMark="(required)"
        errors={errors}
        defaultValue={value("name", customer.name)}
        maxLength={120}
      />
      <Input
        name="otherPhone"
        label="Other phone"
        optionalText="(optional)"
        hint="A landline or a second number; the mobile is the customer's key."
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
        label="Address"
        optionalText="(optional)"
        rows={2}
        errors={errors}
        defaultValue={value("address", customer.address)}
        fieldClassName="sm:col-span-2"
      />
      <Input
        name="email"
        label="E-mail"
        type="email"
        optionalText="(optional)"
        errors={errors}
        defaultValue={value("email", customer.email)}
      />
      <Input
        name="gstin"
        label="GSTIN"
        optionalText="(optional)"
        hint="15 characters, e.g. 33AAPFU0939F1Z2"
        autoCapitalize="characters"
        errors={errors}
        defaultValue={value("gstin", customer.gstin)}
      />
      <Select
        name="language"
        label="Language for messages"
        errors={errors}
        defaultValue={value("language", customer.language)}
        options={Object.entries(LANGUAGE_LABELS)}
      />
      <Textarea
        name="notes"
        label="Notes"
        optionalText="(optional)"
        rows={3}
        errors={errors}
        defaultValue={value("notes", customer.notes)}
        fieldClassName="sm:col-span-2"
      />
    </>
  );
}
