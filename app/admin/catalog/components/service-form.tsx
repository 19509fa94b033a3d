import { Input } from "~/components/ui/field";
import {
  ActiveCheckbox,
  ItemForm,
  PictureField,
  previewProps,
  SaveOrCancel,
  TextPair,
} from "~/components/ui/form-parts";
import { paiseToInput } from "~/lib/format";
import type { FieldErrors } from "~/lib/forms";
import type { AdminService } from "../catalog.server";

/**
 * The add/edit service form: what /services and the home page show. Name required; price
 * optional ("starting at", in rupees); features one per line; the Tamil texts are optional (the
 * Tamil pages fall back to English).
 */
export function ServiceForm({
  service,
  errors,
  values,
  busy,
  closeHref,
}: {
  service: AdminService | null;
  errors: FieldErrors;
  values: Record<string, string>;
  busy: boolean;
  closeHref: string;
}) {
  const s = service;
  const v = (key: string, fallback: string) => values[key] ?? fallback;
  return (
    <ItemForm
      testId="service-form"
      intent="service-save"
      redirectTo={closeHref}
      cancelHref={closeHref}
      {...{ item: s, values, errors, busy }}
    >
      <TextPair name="name" label="Service name" labelTa="Name in Tamil" requiredMark />
      <TextPair
        name="description"
        label="Description"
        labelTa="Description in Tamil"
        rows={3}
        wide
      />
      <TextPair
        name="features"
        label="Features"
        labelTa="Features in Tamil"
        hint="One per line."
        rows={4}
      />
      <TextPair
        name="turnaround"
        label="Turnaround"
        labelTa="Turnaround in Tamil"
        placeholder="2-3 business days"
      />
      <Input
        name="price"
        label="Starting price (₹)"
        hint="Optional. Leave empty to show no price."
        errors={errors}
        inputMode="decimal"
        placeholder="0.00"
        defaultValue={v("price", s?.pricePaise != null ? paiseToInput(s.pricePaise) : "")}
      />
      <Input
        name="sortOrder"
        label="Position"
        hint="Lower numbers come first. Empty: after the others."
        errors={errors}
        inputMode="numeric"
        defaultValue={v("sortOrder", s ? String(s.sortOrder) : "")}
      />
      <PictureField
        hint="Optional. JPEG, PNG or WebP, up to 5 MB."
        current={s?.imageUrl ? <img src={s.imageUrl} {...previewProps} /> : null}
      >
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="removeImage"
            defaultChecked={values.removeImage === "on"}
            className="size-4 accent-brand-600"
          />
          Remove the picture
        </label>
      </PictureField>
      <ActiveCheckbox label="Active (shown on the Services page)" />
      <SaveOrCancel label={s ? "Update Service" : "Add Service"} />
    </ItemForm>
  );
}
