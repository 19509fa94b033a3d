import { Select } from "~/components/ui/field";
import { PictureField, previewProps, TextPair } from "~/components/ui/form-parts";
import { useLocale } from "~/lib/i18n/i18n";
import { galleryContent, GALLERY_CATEGORIES } from "~/site";
import { catalogContent } from "../content";
import type { AdminGalleryItem } from "../catalog.server";
import {
  ActiveAndSave,
  CatalogItemForm,
  type CatalogFormProps,
  NameAndDescription,
  PositionInput,
  typedOr,
} from "./catalog-form-parts";

/**
 * The add/edit gallery item form: what / and /gallery show. Title, category and (for a new
 * item) a picture are required; tags comma-separated or one per line; Tamil texts optional.
 */
export function GalleryForm({
  item: g,
  ...form
}: CatalogFormProps & { item: AdminGalleryItem | null }) {
  const locale = useLocale();
  const c = catalogContent[locale];
  const f = c.fields;
  // The gallery's category names as the public filters show them.
  const labels = galleryContent[locale].filters;
  const category = typedOr(form.values)("category", g?.category ?? "");
  return (
    <CatalogItemForm testId="gallery-form" intent="gallery-save" item={g} form={form}>
      <NameAndDescription name="title" label={f.galleryTitle} labelTa={f.titleTa} rows={2} />
      <Select
        name="category"
        label={f.category}
        requiredMark
        errors={form.errors}
        defaultValue={category}
        placeholder={f.selectCategory}
        options={GALLERY_CATEGORIES.map((k) => [k, labels[k]])}
      />
      <PositionInput
        hint={f.galleryPositionHint}
        current={g?.sortOrder}
        errors={form.errors}
        values={form.values}
      />
      <TextPair
        name="tags"
        label={f.tags}
        labelTa={f.tagsTa}
        hint={f.tagsHint}
        rows={2}
        join=", "
      />
      <PictureField
        requiredMark={!g}
        hint={f.galleryPictureHint}
        current={g ? <img src={g.imageUrl} {...previewProps} /> : null}
      />
      <ActiveAndSave
        activeLabel={c.forms.gallery.active}
        saveLabel={g ? c.forms.gallery.update : c.forms.gallery.add}
      />
    </CatalogItemForm>
  );
}
