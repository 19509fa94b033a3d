import { Form } from "react-router";
import { Input, Select } from "~/components/ui/field";
import { NoteAndSubmit } from "~/components/ui/form-parts";
import { cardClass } from "~/components/ui/styles";
import type { FieldErrors } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { newRequestContent } from "../content";

/** How the request came and the customer's language. */
function HowFields({ errors, values: v }: { errors: FieldErrors; values: Record<string, string> }) {
  const c = newRequestContent[useLocale()];
  return (
    <>
      <Select
        name="source"
        label={c.source}
        errors={errors}
        defaultValue={v.source ?? "walk_in"}
        options={[
          ["walk_in", c.sources.walk_in],
          ["phone", c.sources.phone],
        ]}
      />
      <Select
        name="locale"
        label={c.language}
        defaultValue={v.locale ?? "en"}
        options={[
          ["en", c.languages.en],
          ["ta", c.languages.ta],
        ]}
      />
    </>
  );
}

/** The New request form: who (found by phone or new), how it came, and the work asked for. */
export function NewRequestForm({
  errors,
  values: v,
  busy,
}: {
  errors: FieldErrors;
  values: Record<string, string>;
  busy: boolean;
}) {
  const c = newRequestContent[useLocale()];
  return (
    <Form method="post" className={`${cardClass} mt-6 grid gap-4 p-4 sm:grid-cols-2`} noValidate>
      <HowFields errors={errors} values={v} />
      <Input
        name="phone"
        label={c.phone}
        hint={c.phoneHint}
        errors={errors}
        type="tel"
        autoComplete="off"
        required
        requiredMark
        defaultValue={v.phone}
      />
      <Input
        name="name"
        label={c.name}
        errors={errors}
        required
        requiredMark
        defaultValue={v.name}
      />
      <Input
        name="email"
        label={c.email}
        optionalText={c.optional}
        errors={errors}
        type="email"
        defaultValue={v.email}
      />
      <Input
        name="service"
        label={c.service}
        errors={errors}
        required
        requiredMark
        defaultValue={v.service}
      />
      <Input
        name="quantity"
        label={c.quantity}
        optionalText={c.optional}
        errors={errors}
        defaultValue={v.quantity}
      />
      <NoteAndSubmit
        note={{
          name: "details",
          label: c.details,
          optional: c.optional,
          fieldClassName: "sm:col-span-2",
        }}
        submit={{ label: c.submit }}
        rows={4}
        form={{ values: v, errors, busy }}
      />
    </Form>
  );
}
