import { Input } from "~/components/ui/field";
import { PictureField, previewProps, TextPair } from "~/components/ui/form-parts";
import { paiseToInput } from "~/lib/format";
import { useLocale } from "~/lib/i18n/i18n";
import { catalogContent } from "../content";
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
  const c = catalogContent[useLocale()];
  const f = c.fields;
  return (
    <CatalogItemForm testId="service-form" intent="service-save" item={s} form={form}>
      <NameAndDescription name="name" label={f.serviceName} labelTa={f.nameTa} rows={3} />
      <TextPair
        name="features"
        label={f.features}
        labelTa={f.featuresTa}
        hint={f.onePerLine}
        rows={4}
      />
      <TextPair
        name="turnaround"
        label={f.turnaround}
        labelTa={f.turnaroundTa}
        placeholder={f.turnaroundPlaceholder}
      />
      <Input
        name="price"
        label={f.startingPrice}
        hint={f.startingPriceHint}
        errors={errors}
        inputMode="decimal"
        placeholder="0.00"
        defaultValue={v("price", s?.pricePaise != null ? paiseToInput(s.pricePaise) : "")}
      />
      <PositionInput
        hint={f.servicePositionHint}
        current={s?.sortOrder}
        errors={errors}
        values={values}
      />
      <PictureField
        hint={f.servicePictureHint}
        current={s?.imageUrl ? <img src={s.imageUrl} {...previewProps} /> : null}
      >
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="removeImage"
            defaultChecked={values.removeImage === "on"}
            className="size-4 accent-brand-600"
          />
          {f.removePicture}
        </label>
      </PictureField>
      <ActiveAndSave
        activeLabel={c.forms.services.active}
        saveLabel={s ? c.forms.services.update : c.forms.services.add}
      />
    </CatalogItemForm>
  );
}
