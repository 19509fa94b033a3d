import type { RouterContextProvider } from "react-router";
import { fill, parseWith } from "~/lib/forms";
import { safeRedirect } from "~/lib/safe-redirect";
import { takeImage } from "~/platform/admin-upload.server";
import { formFailure } from "~/platform/form-response.server";
import { getPreferences } from "~/platform/preferences.server";
import { redirectWithToast } from "~/platform/toast.server";
import { removeMedia } from "~/platform/images.server";
import { discardUploads, type ParsedMultipart } from "~/platform/uploads.server";
import { deactivateProduct, saveProduct } from "./catalog.server";
import { storeCatalogContent } from "./content";
import { productSchema, type ProductMessages } from "./schema";

/** The product save and delete actions shared by /limrakart/admin and /admin. */
/** The product form's errors in English (each action answers in the request's language). */
export const PRODUCT_MESSAGES: ProductMessages = storeCatalogContent.en.productMessages;

type Ctx = Readonly<RouterContextProvider>;

export async function productSaveAction(
  context: Ctx,
  actorId: string,
  form: { values: Record<string, string>; upload: ParsedMultipart },
  fallback: string,
) {
  const { values, upload } = form;
  const back = safeRedirect(values.redirectTo, fallback);
  const c = storeCatalogContent[getPreferences(context).locale];
  const t = c.toasts;
  const parsed = parseWith(productSchema(c.productMessages), values);
  if (!parsed.success) {
    await discardUploads(upload.files);
    return formFailure(context, {
      status: 400,
      toast: { title: t.error, description: t.saveFailed },
      errors: parsed.errors,
      values,
    });
  }
  const image = await takeImage(upload);
  if ("problem" in image) {
    return formFailure(context, {
      status: 400,
      toast: { title: t.error, description: image.problem },
      errors: { image: image.problem },
      values,
    });
  }
  const saved = await saveProduct(parsed.data, {
    id: values.id || undefined,
    imageUrl: image.url,
    actorId,
  });
  if (!saved) {
    // The picture was stored for a product that is not: remove it again.
    if (image.url) await removeMedia(image.url);
    return formFailure(context, {
      status: 400,
      toast: { title: t.error, description: t.saveFailed },
      errors: values.id ? {} : { categoryId: c.productMessages.categoryRequired },
      values,
    });
  }
  if (saved === "link-taken") {
    if (image.url) await removeMedia(image.url);
    return formFailure(context, {
      status: 409,
      toast: { title: t.error, description: t.godownTaken },
      errors: { godownItemId: t.godownTaken },
      values,
    });
  }
  return redirectWithToast(back, {
    title: saved.created ? t.added : t.updated,
    description: fill(saved.created ? t.addedText : t.updatedText, { name: parsed.data.name }),
  });
}

export async function productDeleteAction(
  context: Ctx,
  actorId: string,
  values: Record<string, string>,
  fallback: string,
) {
  const back = safeRedirect(values.redirectTo, fallback);
  const t = storeCatalogContent[getPreferences(context).locale].toasts;
  if (!(await deactivateProduct(values.id ?? "", actorId))) {
    return formFailure(context, {
      status: 404,
      toast: { title: t.error, description: t.deleteFailed },
    });
  }
  return redirectWithToast(back, { title: t.deleted, description: t.deactivated });
}
