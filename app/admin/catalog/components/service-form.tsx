import { Form, Link } from "react-router";
import { Field } from "~/components/form-field";
import { buttonClass, inputClass, mutedText } from "~/components/ui/styles";
import { paiseToInput } from "~/lib/format";
import type { FieldErrors } from "~/lib/forms";
import type { AdminService } from "../catalog.server";

const wide = "sm:col-span-2";

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
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      data-testid="service-form"
    >
      <input type="hidden" name="intent" value="service-save" />
      <input type="hidden" name="redirectTo" value={closeHref} />
      {s ? <input type="hidden" name="id" value={s.id} /> : null}
      <Field name="name" label="Service name" required errors={errors}>
        {(a) => <input {...a} defaultValue={v("name", s?.name ?? "")} className={inputClass} />}
      </Field>
      <Field name="nameTa" label="Name in Tamil" errors={errors}>
        {(a) => (
          <input
            {...a}
            lang="ta"
            defaultValue={v("nameTa", s?.nameTa ?? "")}
            className={inputClass}
          />
        )}
      </Field>
      <div className={wide}>
        <Field name="description" label="Description" errors={errors}>
          {(a) => (
            <textarea
              {...a}
              rows={3}
              defaultValue={v("description", s?.description ?? "")}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <div className={wide}>
        <Field name="descriptionTa" label="Description in Tamil" errors={errors}>
          {(a) => (
            <textarea
              {...a}
              lang="ta"
              rows={3}
              defaultValue={v("descriptionTa", s?.descriptionTa ?? "")}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <Field name="features" label="Features" hint="One per line." errors={errors}>
        {(a) => (
          <textarea
            {...a}
            rows={4}
            defaultValue={v("features", s?.features.join("\n") ?? "")}
            className={inputClass}
          />
        )}
      </Field>
      <Field name="featuresTa" label="Features in Tamil" hint="One per line." errors={errors}>
        {(a) => (
          <textarea
            {...a}
            lang="ta"
            rows={4}
            defaultValue={v("featuresTa", s?.featuresTa.join("\n") ?? "")}
            className={inputClass}
          />
        )}
      </Field>
      <Field name="turnaround" label="Turnaround" errors={errors}>
        {(a) => (
          <input
            {...a}
            placeholder="2-3 business days"
            defaultValue={v("turnaround", s?.turnaround ?? "")}
            className={inputClass}
          />
        )}
      </Field>
      <Field name="turnaroundTa" label="Turnaround in Tamil" errors={errors}>
        {(a) => (
          <input
            {...a}
            lang="ta"
            defaultValue={v("turnaroundTa", s?.turnaroundTa ?? "")}
            className={inputClass}
          />
        )}
      </Field>
      <Field
        name="price"
        label="Starting price (₹)"
        hint="Optional. Leave empty to show no price."
        errors={errors}
      >
        {(a) => (
          <input
            {...a}
            inputMode="decimal"
            placeholder="0.00"
            defaultValue={v("price", s?.pricePaise != null ? paiseToInput(s.pricePaise) : "")}
            className={inputClass}
          />
        )}
      </Field>
      <Field
        name="sortOrder"
        label="Position"
        hint="Lower numbers come first. Empty: after the others."
        errors={errors}
      >
        {(a) => (
          <input
            {...a}
            inputMode="numeric"
            defaultValue={v("sortOrder", s ? String(s.sortOrder) : "")}
            className={inputClass}
          />
        )}
      </Field>
      <div className={wide}>
        <Field
          name="image"
          label="Picture"
          hint="Optional. JPEG, PNG or WebP, up to 5 MB."
          errors={errors}
        >
          {(a) => (
            <input
              {...a}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="block w-full text-sm"
            />
          )}
        </Field>
        {s?.imageUrl ? (
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <img
              src={s.imageUrl}
              alt=""
              width={96}
              height={72}
              className="h-18 w-24 rounded object-cover"
            />
            <span className={`text-sm ${mutedText}`}>Current picture (a new one replaces it)</span>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="removeImage"
                defaultChecked={values.removeImage === "on"}
                className="size-4 accent-brand-600"
              />
              Remove the picture
            </label>
          </div>
        ) : null}
      </div>
      <label className={`flex items-center gap-3 ${wide}`}>
        <input
          type="checkbox"
          name="active"
          defaultChecked={values.intent ? values.active === "on" : (s?.active ?? true)}
          className="size-5 accent-brand-600"
        />
        Active (shown on the Services page)
      </label>
      <div className={`flex gap-3 ${wide}`}>
        <button type="submit" disabled={busy} className={buttonClass.primary}>
          {busy ? "Saving..." : s ? "Update Service" : "Add Service"}
        </button>
        <Link to={closeHref} className={buttonClass.outline}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}
