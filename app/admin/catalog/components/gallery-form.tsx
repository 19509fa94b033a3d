import { Input, Select } from "~/components/ui/field";
import {
  ActiveCheckbox,
  ItemForm,
  PictureField,
  previewProps,
  SaveOrCancel,
  TextPair,
} from "~/components/ui/form-parts";
import type { FieldErrors } from "~/lib/forms";
import { galleryContent, GALLERY_CATEGORIES } from "~/site";
import type { AdminGalleryItem } from "../catalog.server";

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
    <ItemForm
      testId="gallery-form"
      intent="gallery-save"
      redirectTo={closeHref}
      cancelHref={closeHref}
      {...{ item, values, errors, busy }}
    >
      <TextPair name="title" label="Gallery title" labelTa="Title in Tamil" requiredMark />
      <TextPair
        name="description"
        label="Description"
        labelTa="Description in Tamil"
        rows={2}
        wide
      />
      <Select
        name="category"
        label="Category"
        requiredMark
        errors={errors}
        defaultValue={v("category", g?.category ?? "")}
        placeholder="Select a category"
        options={GALLERY_CATEGORIES.map((c) => [c, GALLERY_CATEGORY_LABELS[c]])}
      />
      <Input
        name="sortOrder"
        label="Position"
        hint="Lower numbers come first. Empty: first, newest first."
        errors={errors}
        inputMode="numeric"
        defaultValue={v("sortOrder", g ? String(g.sortOrder) : "")}
      />
      <TextPair
        name="tags"
        label="Tags"
        labelTa="Tags in Tamil"
        hint="Separated by commas or one per line."
        rows={2}
        join=", "
      />
      <PictureField
        requiredMark={!g}
        hint="JPEG, PNG or WebP, up to 5 MB."
        current={g ? <img src={g.imageUrl} {...previewProps} /> : null}
      />
      <ActiveCheckbox label="Active (shown in the gallery)" />
      <SaveOrCancel label={g ? "Update Gallery Item" : "Add Gallery Item"} />
    </ItemForm>
  );
}
