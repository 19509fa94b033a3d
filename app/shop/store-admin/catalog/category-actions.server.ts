import type { RouterContextProvider } from "react-router";
import { formFailure } from "~/platform/form-response.server";
import { getPreferences } from "~/platform/preferences.server";
import { redirectWithToast } from "~/platform/toast.server";
import { saveCategory, setCategoryActive } from "./categories.server";
import { storeCatalogContent } from "./content";

/**
 * The Categories tab's actions (/limrakart/admin, the admin only): check the form, call the
 * model once, redirect to `back` with a toast — or answer 4xx with the reason. The caller has
 * checked the role.
 */
type Ctx = Readonly<RouterContextProvider>;
type Values = Record<string, string>;

/** Add a category, or rename one (`id`): a name is required and must be new. */
export async function categorySaveAction(context: Ctx, userId: string, v: Values, back: string) {
  const t = storeCatalogContent[getPreferences(context).locale].toasts;
  const name = (v.name ?? "").trim();
  if (!name || name.length > 80) {
    return formFailure(context, {
      status: 400,
      toast: { title: t.error, description: t.categoryRequired },
      errors: { name: t.categoryRequired },
      values: v,
    });
  }
  const result = await saveCategory(
    { id: v.id || undefined, name, nameTa: v.nameTa?.trim() || null },
    userId,
  );
  if (result === "duplicate") {
    return formFailure(context, {
      status: 409,
      toast: { title: t.error, description: t.categoryDuplicate },
      values: v,
    });
  }
  if (result === "not-found")
    return formFailure(context, {
      status: 404,
      toast: { title: t.error, description: t.noSuchCategory },
    });
  return redirectWithToast(back, { title: v.id ? t.categoryRenamed : t.categoryAdded });
}

/** (De)activate a category (`active` "1" or "0"). */
export async function categoryToggleAction(context: Ctx, userId: string, v: Values, back: string) {
  const t = storeCatalogContent[getPreferences(context).locale].toasts;
  const active = v.active === "1";
  if (!(await setCategoryActive(v.id ?? "", active, userId))) {
    return formFailure(context, {
      status: 404,
      toast: { title: t.error, description: t.noSuchCategory },
    });
  }
  return redirectWithToast(back, {
    title: active ? t.categoryActivated : t.categoryDeactivated,
  });
}
