import type { RouterContextProvider } from "react-router";
import { fill, parseWith } from "~/lib/forms";
import { localizeErrors } from "~/lib/localized-errors";
import { safeRedirect } from "~/lib/safe-redirect";
import { takeImage } from "~/platform/admin-upload.server";
import { formFailure } from "~/platform/form-response.server";
import { getPreferences } from "~/platform/preferences.server";
import { redirectWithToast } from "~/platform/toast.server";
import { discardUploads, type ParsedMultipart } from "~/platform/uploads.server";
import { deactivateCatalogItem, saveGalleryItem, saveService } from "./catalog.server";
import { catalogContent } from "./content";
import { CATALOG_MESSAGES, gallerySchema, serviceSchema } from "./schema";

/**
 * The save and delete actions of the Services and Gallery tabs of /admin: parse the form with
 * the shared schema, store the picture, save, then redirect with a toast — or answer 400 with
 * the field errors and the values typed. The caller has checked the admin role.
 */
type Ctx = Readonly<RouterContextProvider>;
type AdminFormData = { values: Record<string, string>; upload: ParsedMultipart };

const KINDS = {
  service: { tab: "/admin?tab=services" },
  gallery_item: { tab: "/admin?tab=gallery" },
} as const;
type Kind = keyof typeof KINDS;

/** The catalog's copy in the request's language. */
const copy = (context: Ctx) => catalogContent[getPreferences(context).locale];

/** The schema's errors in the request's language. */
const localErrors = (context: Ctx, errors: Record<string, string>) => {
  const { locale } = getPreferences(context);
  const messages = { en: catalogContent.en.messages, ta: catalogContent.ta.messages };
  return localizeErrors(errors, messages, locale);
};

/** 'Service saved' / '{name} has been added.' (or updated) in the request's language. */
function savedToast(context: Ctx, kind: Kind, name: string, created: boolean) {
  const t = copy(context).toasts;
  return { title: t.saved[kind], description: fill(created ? t.added : t.updated, { name }) };
}

function saveFailure(
  context: Ctx,
  kind: Kind,
  values: Record<string, string>,
  errors: Record<string, string>,
  opts: { status?: number; description?: string } = {},
) {
  const t = copy(context).toasts;
  return formFailure(context, {
    status: opts.status ?? 400,
    toast: { title: t.error, description: opts.description ?? t.saveFailed[kind] },
    errors: localErrors(context, errors),
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
  return redirectWithToast(
    safeRedirect(values.redirectTo, KINDS.service.tab),
    savedToast(context, "service", parsed.data.name, saved.created),
  );
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
  return redirectWithToast(
    safeRedirect(values.redirectTo, KINDS.gallery_item.tab),
    savedToast(context, "gallery_item", parsed.data.title, saved.created),
  );
}

/** Soft delete (after the confirmation in the page): 'Service deleted' / 'Service has been deactivated'. */
export async function catalogDeleteAction(
  context: Ctx,
  actorId: string,
  kind: Kind,
  values: Record<string, string>,
) {
  const t = copy(context).toasts;
  if (!(await deactivateCatalogItem(kind, values.id ?? "", actorId))) {
    return formFailure(context, {
      status: 404,
      toast: { title: t.error, description: t.deleteFailed[kind] },
    });
  }
  return redirectWithToast(safeRedirect(values.redirectTo, KINDS[kind].tab), {
    title: t.deleted[kind],
    description: t.deactivated[kind],
  });
}
