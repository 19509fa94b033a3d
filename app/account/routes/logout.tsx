import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { getAuth } from "~/platform/auth/auth.server";
import { safeRedirect } from "~/lib/safe-redirect";

/** POST /logout: ends the session (row and cookie) and goes home, or to `redirectTo`. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const headers = new Headers();
  try {
    const result = await getAuth().api.signOut({ headers: request.headers, returnHeaders: true });
    for (const cookie of result.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  } catch {
    // No valid session: nothing to end; the visitor is signed out already.
  }
  return redirect(safeRedirect(form.get("redirectTo")), { headers });
}

/** Signing out changes state, so GET never does it. */
export function loader() {
  return redirect("/");
}
