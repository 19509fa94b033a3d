import type { RouterContextProvider } from "react-router";
import type { formFailure } from "~/platform/form-response.server";
import type { ParsedMultipart } from "~/platform/uploads.server";
import {
  categorySaveAction,
  categoryToggleAction,
  productDeleteAction,
  productSaveAction,
} from "./catalog/index.server";
import { orderRefundAction, orderStatusAction, paymentStatusAction } from "./orders/index.server";

/**
 * What /limrakart/admin's form posts may ask (their `intent`), each answered by one action of
 * the catalog or the orders desk. The route checks the role and what staff may post first.
 */
type Ctx = Readonly<RouterContextProvider>;
type StoreAdminForm = { values: Record<string, string>; upload: ParsedMultipart };
type IntentAction = (
  context: Ctx,
  userId: string,
  form: StoreAdminForm,
  back: string,
) => Promise<ReturnType<typeof formFailure> | Response>;

/** Where an action goes back to when the form names no `redirectTo`. */
export const STORE_ADMIN_HREF = "/limrakart/admin";

export const STORE_ADMIN_INTENTS: Record<string, IntentAction> = {
  "product-save": (context, userId, form) =>
    productSaveAction(context, userId, form, STORE_ADMIN_HREF),
  "product-delete": (context, userId, form) =>
    productDeleteAction(context, userId, form.values, STORE_ADMIN_HREF),
  "category-save": (context, userId, form, back) =>
    categorySaveAction(context, userId, form.values, back),
  "category-toggle": (context, userId, form, back) =>
    categoryToggleAction(context, userId, form.values, back),
  "order-status": (context, userId, form, back) =>
    orderStatusAction(context, userId, form.values, back),
  "payment-status": (context, userId, form, back) =>
    paymentStatusAction(context, userId, form.values, back),
  "order-refund": (context, userId, form, back) =>
    orderRefundAction(context, userId, form.values, back),
};
