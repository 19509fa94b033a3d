import { redirect } from "react-router";
import { z } from "~/lib/zod";
import type { Route } from "./+types/preferences";
import { safeRedirect } from "~/lib/safe-redirect";
import { preferenceCookies } from "~/platform/preferences.server";
import { getCurrentUser } from "~/platform/auth/guards.server";
import { savePreferences } from "../accounts.server";

const schema = z.object({
  theme: z.enum(["light", "dark"]).optional(),
  locale: z.enum(["en", "ta"]).optional(),
});

/**
 * POST /preferences: stores the visitor's language and/or theme in cookies and returns to the
 * page they were on. Used by the switches in the navigation (with or without JavaScript).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = schema.safeParse({
    theme: form.get("theme") ?? undefined,
    locale: form.get("locale") ?? undefined,
  });
  if (!parsed.success) {
    return new Response("Unknown preference value.", { status: 400 });
  }
  const headers = new Headers();
  for (const cookie of await preferenceCookies(parsed.data)) headers.append("Set-Cookie", cookie);
  // Signed in: the choice follows the user to other browsers (it wins at their next sign-in).
  const user = getCurrentUser(context);
  if (user) await savePreferences(user.id, parsed.data);
  return redirect(safeRedirect(form.get("redirectTo")), { headers });
}

/** GET /preferences has nothing to show: send the visitor home. */
export function loader() {
  return redirect("/");
}
