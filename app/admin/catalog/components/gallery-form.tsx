import { Form, Link } from "react-router";
import { Field } from "~/components/form-field";
import { buttonClass, inputClass, mutedText } from "~/components/ui/styles";
import type { FieldErrors } from "~/lib/forms";
import { galleryContent, GALLERY_CATEGORIES } from "~/site";
import type { AdminGalleryItem } from "../catalog.server";

const wide = "sm:col-span-2";

/** The gallery's category names as the public filters show them. */
export const GALLERY_CATEGORY_LABELS = galleryContent.en.filters;

/**
 * The add/edit gallery item form: what / and /gallery show. Title, category and (for a new
 * item) a picture are required; tags comma-separated or one per line; Tamil texts optional.
 */
export function GalleryForm({
  item,
  errors,
  values,
  busy,
  closeHref,
}: {
  item: AdminGalleryItem | null;
  errors: FieldErrors;
  values: Record<string, string>;
  busy: boolean;
  closeHref: string;
}) {
  const g = item;
  const v = (key: string, fallback: string) => values[key] ?? fallback;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      data-testid="gallery-form"
    >
      <input type="hidden" name="intent" value="gallery-save" />
      <input type="hidden" name="redirectTo" value={closeHref} />
      {g ? <input type="hidden" name="id" value={g.id} /> : null}
      <Field name="title" label="Gallery title" required errors={errors}>
        {(a) => <input {...a} defaultValue={v("title", g?.title ?? "")} className={inputClass} />}
      </Field>
      <Field name="titleTa" label="Title in Tamil" errors={errors}>
        {(a) => (
          <input
            {...a}
            lang="ta"
            defaultValue={v("titleTa", g?.titleTa ?? "")}
            className={inputClass}
          />
        )}
      </Field>
      <div className={wide}>
        <Field name="description" label="Description" errors={errors}>
          {(a) => (
            <textarea
              {...a}
              rows={2}
              defaultValue={v("description", g?.description ?? "")}
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
              rows={2}
              defaultValue={v("descriptionTa", g?.descriptionTa ?? "")}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <Field name="category" label="Category" required errors={errors}>
        {(a) => (
          <select {...a} defaultValue={v("category", g?.category ?? "")} className={inputClass}>
            <option value="">Select a category</option>
            {GALLERY_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {GALLERY_CATEGORY_LABELS[c]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        name="sortOrder"
        label="Position"
        hint="Lower numbers come first. Empty: first, newest first."
        errors={errors}
      >
        {(a) => (
          <input
            {...a}
            inputMode="numeric"
            defaultValue={v("sortOrder", g ? String(g.sortOrder) : "")}
            className={inputClass}
          />
        )}
      </Field>
      <Field name="tags" label="Tags" hint="Separated by commas or one per line." errors={errors}>
        {(a) => (
          <textarea
            {...a}
            rows={2}
            defaultValue={v("tags", g?.tags.join(", ") ?? "")}
            className={inputClass}
          />
        )}
      </Field>
      <Field
        name="tagsTa"
        label="Tags in Tamil"
        hint="Separated by commas or one per line."
        errors={errors}
      >
        {(a) => (
          <textarea
            {...a}
            lang="ta"
            rows={2}
            defaultValue={v("tagsTa", g?.tagsTa.join(", ") ?? "")}
            className={inputClass}
          />
        )}
      </Field>
      <div className={wide}>
        <Field
          name="image"
          label="Picture"
          required={!g}
          hint="JPEG, PNG or WebP, up to 5 MB."
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
        {g ? (
          <div className="mt-2 flex items-center gap-3">
            <img
              src={g.imageUrl}
              alt=""
              width={96}
              height={72}
              className="h-18 w-24 rounded object-cover"
            />
            <span className={`text-sm ${mutedText}`}>Current picture (a new one replaces it)</span>
          </div>
        ) : null}
      </div>
      <label className={`flex items-center gap-3 ${wide}`}>
        <input
          type="checkbox"
          name="active"
          defaultChecked={values.intent ? values.active === "on" : (g?.active ?? true)}
          className="size-5 accent-brand-600"
        />
        Active (shown in the gallery)
      </label>
      <div className={`flex gap-3 ${wide}`}>
        <button type="submit" disabled={busy} className={buttonClass.primary}>
          {busy ? "Saving..." : g ? "Update Gallery Item" : "Add Gallery Item"}
        </button>
        <Link to={closeHref} className={buttonClass.outline}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}
