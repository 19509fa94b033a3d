import { Input } from "~/components/ui/field";
import { PictureField, previewProps, TextPair } from "~/components/ui/form-parts";
import { paiseToInput } from "~/lib/format";
import type { AdminService } from "../catalog.server";
import {
  ActiveAndSave,
  CatalogItemForm,
  type CatalogFormProps,
  NameAndDescription,
  PositionInput,
  typedOr,
} from "./catalog-form-parts";

/**
 * The add/edit service form: what /services and the home page show. Name required; price
 * optional ("starting at", in rupees); features one per line; the Tamil texts are optional (the
 * Tamil pages fall back to English).
 */
export function ServiceForm({
  service: s,
  ...form
}: CatalogFormProps & { service: AdminService | null }) {
  const { errors, values } = form;
  const v = typedOr(values);
  return (
    <CatalogItemForm testId="service-form" intent="service-save" item={s} form={form}>
      <NameAndDescription name="name" label="Service name" labelTa="Name in Tamil" rows={3} />
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
      <PositionInput
        hint="Lower numbers come first. Empty: after the others."
        current={s?.sortOrder}
        errors={errors}
        values={values}
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
      <ActiveAndSave
        activeLabel="Active (shown on the Services page)"
        saveLabel={s ? "Update Service" : "Add Service"}
      />
    </CatalogItemForm>
  );
}
