import { MailCheck } from "~/components/ui/icons";
import { Form } from "react-router";
import type { Route } from "./+types/verify-email";
import { buttonClass, cardClass, mutedText } from "~/components/ui/styles";
import { useActionAnswer } from "~/components/use-action-answer";
import { seoMeta } from "~/lib/seo";
import { getPreferences } from "~/platform/preferences.server";
import { redirectWithToast } from "~/platform/toast.server";
import { redeemCartIntent } from "~/shop/index.server";
import { verifyEmail } from "../accounts.server";
import { profilePreferenceCookies } from "../sign-in.server";
import { accountContent } from "../content/account";
import { accountPage } from "../account-page.server";

/**
 * The link in the verification e-mail. Opening it only shows a button (a mail scanner that
 * follows links changes nothing); pressing it confirms the address and signs the user in.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const m = accountContent[getPreferences(context).locale].messages;
  if (!token) throw await redirectWithToast("/auth", { ...m.verifyFailed, variant: "destructive" });
  const page = accountPage(context, "verifyEmail", "/verify-email");
  return { ...page, token };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export async function action({ request, context }: Route.ActionArgs) {
  const m = accountContent[getPreferences(context).locale].messages;
  const token = String((await request.formData()).get("token") ?? "");
  const verified = token ? await verifyEmail(token, request) : null;
  if (!verified) {
    return redirectWithToast("/auth", { ...m.verifyFailed, variant: "destructive" });
  }
  // A link used again: the address is confirmed already and no session was opened.
  if (!verified.some((cookie) => cookie.includes("session_token="))) {
    return redirectWithToast("/auth", m.alreadyVerified);
  }
  // The auth library signed the user in; the profile's language and theme come along.
  const headers = new Headers();
  for (const cookie of verified) headers.append("Set-Cookie", cookie);
  const userId = await userIdFromCookies(verified);
  if (userId) {
    for (const cookie of await profilePreferenceCookies(userId)) {
      headers.append("Set-Cookie", cookie);
    }
    // A new customer who signed up from Add to Cart or Buy Now (decision 068): the item goes
    // into the cart now, and they land where they were, or at checkout.
    const kept = await redeemCartIntent(request, userId, getPreferences(context).locale);
    for (const cookie of kept.headers) headers.append("Set-Cookie", cookie);
    if (kept.landing) {
      return redirectWithToast(kept.landing.to, kept.landing.toast ?? m.emailVerified, {
        headers,
      });
    }
  }
  return redirectWithToast("/welcome", m.emailVerified, { headers });
}

/** The user the new session cookie belongs to. */
async function userIdFromCookies(setCookies: string[]): Promise<string | null> {
  const { getAuth } = await import("~/platform/auth/auth.server");
  const cookie = setCookies.map((c) => c.split(";")[0]).join("; ");
  const session = await getAuth().api.getSession({ headers: new Headers({ Cookie: cookie }) });
  return session?.user.id ?? null;
}

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const { content: c, token } = loaderData;
  const { busy } = useActionAnswer(actionData);
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <div className={`${cardClass} p-8 text-center`}>
        <MailCheck aria-hidden className="mx-auto size-12 text-brand-600 dark:text-brand-100" />
        <h1 className="mt-4 text-2xl font-bold">{c.title}</h1>
        <p className={`mt-2 ${mutedText}`}>{c.intro}</p>
        <Form method="post" className="mt-6">
          <input type="hidden" name="token" value={token} />
          <button type="submit" disabled={busy} className={`${buttonClass.primary} w-full`}>
            {busy ? c.confirming : c.confirm}
          </button>
        </Form>
      </div>
    </div>
  );
}
