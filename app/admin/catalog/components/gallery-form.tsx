import { Select } from "~/components/ui/field";
import { PictureField, previewProps, TextPair } from "~/components/ui/form-parts";
import { galleryContent, GALLERY_CATEGORIES } from "~/site";
import type { AdminGalleryItem } from "../catalog.server";
import {
  ActiveAndSave,
  CatalogItemForm,
  type CatalogFormProps,
  NameAndDescription,
  PositionInput,
  typedOr,
} from "./catalog-form-parts";

/** The gallery's category names as the public filters show them. */
export const GALLERY_CATEGORY_LABELS = galleryContent.en.filters;

/**
 * The add/edit gallery item form: what / and /gallery show. Title, category and (for a new
 * item) a picture are required; tags comma-separated or one per line; Tamil texts optional.
 */
export function GalleryForm({
  item: g,
  ...form
}: CatalogFormProps & { item: AdminGalleryItem | null }) {
  const category = typedOr(form.values)("category", g?.category ?? "");
  return (
    <CatalogItemForm testId="gallery-form" intent="gallery-save" item={g} form={form}>
      <NameAndDescription name="title" label="Gallery title" labelTa="Title in Tamil" rows={2} />
      <Select
        name="category"
        label="Category"
        requiredMark
        errors={form.errors}
        defaultValue={category}
        placeholder="Select a category"
        options={GALLERY_CATEGORIES.map((c) => [c, GALLERY_CATEGORY_LABELS[c]])}
      />
      <PositionInput
        hint="Lower numbers come first. Empty: first, newest first."
        current={g?.sortOrder}
        errors={form.errors}
        values={form.values}
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
      <ActiveAndSave
        activeLabel="Active (shown in the gallery)"
        saveLabel={g ? "Update Gallery Item" : "Add Gallery Item"}
      />
    </CatalogItemForm>
  );
}
