import type { RouterContextProvider } from "react-router";
import { pageContent } from "~/platform/page-content.server";
import { accountContent } from "./content/account";

type AccountPage = "auth" | "settings" | "resetPassword" | "verifyEmail";

/**
 * An account page's texts and search data in the visitor's language (~/platform/page-content):
 * the sign-in, settings and e-mailed link pages are never indexed.
 */
export function accountPage<K extends AccountPage>(
  context: Readonly<RouterContextProvider>,
  name: K,
  path: string,
) {
  return pageContent(context, { en: accountContent.en[name], ta: accountContent.ta[name] }, path, {
    noindex: true,
  });
}
