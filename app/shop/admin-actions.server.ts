import type { RouterContextProvider } from "react-router";
import { parseWith } from "~/lib/forms";
import { safeRedirect } from "~/lib/safe-redirect";
import { takeImage } from "~/platform/admin-upload.server";
import { formFailure } from "~/platform/form-response.server";
import { redirectWithToast } from "~/platform/toast.server";
import { removeMedia } from "~/platform/images.server";
import { discardUploads, type ParsedMultipart } from "~/platform/uploads.server";
import { deactivateProduct, saveProduct } from "./admin-catalog.server";
import { productSchema, type ProductMessages } from "./schema";

/** The product save and delete actions shared by /limrakart/admin and /admin. */
/** A godown item is the stock of one product at most (decision 036). */
export const GODOWN_LINK_TAKEN =
  "That godown item is already another product's stock (or no longer exists). Choose another.";

export const PRODUCT_MESSAGES: ProductMessages = {
  nameRequired: "Product name is required",
  priceInvalid: "Please enter the price in rupees, e.g. 250 or 249.50",
  categoryRequired: "Please choose a category",
  stockInvalid: "Stock must be a whole number, 0 or more",
  shelfLifeInvalid: "Shelf life must be a whole number of months",
  tooLong: "This is too long",
};

type Ctx = Readonly<RouterContextProvider>;

export async function productSaveAction(
  context: Ctx,
  actorId: string,
  form: { values: Record<string, string>; upload: ParsedMultipart },
  fallback: string,
) {
  const { values, upload } = form;
  const back = safeRedirect(values.redirectTo, fallback);
  const parsed = parseWith(productSchema(PRODUCT_MESSAGES), values);
  if (!parsed.success) {
    await discardUploads(upload.files);
    return formFailure(context, {
      status: 400,
      toast: { title: "Error", description: "Failed to save product" },
      errors: parsed.errors,
      values,
    });
  }
  const image = await takeImage(upload);
  if ("problem" in image) {
    return formFailure(context, {
      status: 400,
      toast: { title: "Error", description: image.problem },
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
      toast: { title: "Error", description: "Failed to save product" },
      errors: values.id ? {} : { categoryId: PRODUCT_MESSAGES.categoryRequired },
      values,
    });
  }
  if (saved === "link-taken") {
    if (image.url) await removeMedia(image.url);
    return formFailure(context, {
      status: 409,
      toast: { title: "Error", description: GODOWN_LINK_TAKEN },
      errors: { godownItemId: GODOWN_LINK_TAKEN },
      values,
    });
  }
  return redirectWithToast(back, {
    title: saved.created ? "Product added" : "Product updated",
    description: `${parsed.data.name} has been ${saved.created ? "added" : "updated"}.`,
  });
}

export async function productDeleteAction(
  context: Ctx,
  actorId: string,
  values: Record<string, string>,
  fallback: string,
) {
  const back = safeRedirect(values.redirectTo, fallback);
  if (!(await deactivateProduct(values.id ?? "", actorId))) {
    return formFailure(context, {
      status: 404,
      toast: { title: "Error", description: "Failed to delete product" },
    });
  }
  return redirectWithToast(back, {
    title: "Product deleted",
    description: "Product has been deactivated",
  });
}
