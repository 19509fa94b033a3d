import type { RouterContextProvider } from "react-router";
import { parseWith } from "~/lib/forms";
import { safeRedirect } from "~/lib/safe-redirect";
import { takeImage } from "~/platform/admin-upload.server";
import { formFailure } from "~/platform/form-response.server";
import { redirectWithToast } from "~/platform/toast.server";
import { discardUploads, type ParsedMultipart } from "~/platform/uploads.server";
import { deactivateCatalogItem, saveGalleryItem, saveService } from "./catalog.server";
import { CATALOG_MESSAGES, gallerySchema, serviceSchema } from "./schema";

/**
 * The save and delete actions of the Services and Gallery tabs of /admin: parse the form with
 * the shared schema, store the picture, save, then redirect with a toast — or answer 400 with
 * the field errors and the values typed. The caller has checked the admin role.
 */
type Ctx = Readonly<RouterContextProvider>;
type AdminFormData = { values: Record<string, string>; upload: ParsedMultipart };

const KINDS = {
  service: {
    label: "Service",
    failed: "Failed to save service",
    deleteFailed: "Failed to delete service",
    tab: "/admin?tab=services",
  },
  gallery_item: {
    label: "Gallery item",
    failed: "Failed to save gallery item",
    deleteFailed: "Failed to delete gallery item",
    tab: "/admin?tab=gallery",
  },
} as const;
type Kind = keyof typeof KINDS;

function saveFailure(
  context: Ctx,
  kind: Kind,
  values: Record<string, string>,
  errors: Record<string, string>,
  opts: { status?: number; description?: string } = {},
) {
  return formFailure(context, {
    status: opts.status ?? 400,
    toast: { title: "Error", description: opts.description ?? KINDS[kind].failed },
    errors,
    values,
  });
}

/** The picture could not be stored: its problem shows on the image field and in the toast. */
function imageFailure(context: Ctx, kind: Kind, values: Record<string, string>, problem: string) {
  return saveFailure(context, kind, values, { image: problem }, { description: problem });
}

export async function serviceSaveAction(context: Ctx, actorId: string, form: AdminFormData) {
  const { values, upload } = form;
  const parsed = parseWith(serviceSchema, values);
  if (!parsed.success) {
    await discardUploads(upload.files);
    return saveFailure(context, "service", values, parsed.errors);
  }
  const image = await takeImage(upload);
  if ("problem" in image) return imageFailure(context, "service", values, image.problem);
  const saved = await saveService(parsed.data, {
    id: values.id || undefined,
    imageUrl: image.url,
    actorId,
  });
  if (typeof saved === "string") {
    return saveFailure(context, "service", values, {}, { status: 404 });
  }
  return redirectWithToast(safeRedirect(values.redirectTo, KINDS.service.tab), {
    title: "Service saved",
    description: `${parsed.data.name} has been ${saved.created ? "added" : "updated"}.`,
  });
}

export async function gallerySaveAction(context: Ctx, actorId: string, form: AdminFormData) {
  const { values, upload } = form;
  const parsed = parseWith(gallerySchema, values);
  const creating = !values.id;
  if (!parsed.success) {
    await discardUploads(upload.files);
    // A new item's missing picture is reported together with the other fields' errors.
    const noImage = !upload.files.some((f) => f.field === "image") && !upload.problems.length;
    const errors = {
      ...parsed.errors,
      ...(creating && noImage ? { image: CATALOG_MESSAGES.imageRequired } : {}),
    };
    return saveFailure(context, "gallery_item", values, errors);
  }
  const image = await takeImage(upload);
  if ("problem" in image) return imageFailure(context, "gallery_item", values, image.problem);
  const saved = await saveGalleryItem(parsed.data, {
    id: values.id || undefined,
    imageUrl: image.url,
    actorId,
  });
  if (saved === "image-required") {
    return saveFailure(context, "gallery_item", values, { image: CATALOG_MESSAGES.imageRequired });
  }
  if (saved === "not-found") {
    return saveFailure(context, "gallery_item", values, {}, { status: 404 });
  }
  return redirectWithToast(safeRedirect(values.redirectTo, KINDS.gallery_item.tab), {
    title: "Gallery item saved",
    description: `${parsed.data.title} has been ${saved.created ? "added" : "updated"}.`,
  });
}

/** Soft delete (after the confirmation in the page): 'Service deleted' / 'Service has been deactivated'. */
export async function catalogDeleteAction(
  context: Ctx,
  actorId: string,
  kind: Kind,
  values: Record<string, string>,
) {
  if (!(await deactivateCatalogItem(kind, values.id ?? "", actorId))) {
    return formFailure(context, {
      status: 404,
      toast: { title: "Error", description: KINDS[kind].deleteFailed },
    });
  }
  const { label, tab } = KINDS[kind];
  return redirectWithToast(safeRedirect(values.redirectTo, tab), {
    title: `${label} deleted`,
    description: `${label} has been deactivated`,
  });
}
