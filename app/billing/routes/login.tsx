import { LogIn } from "~/components/ui/icons";
import { Form, Link, redirect } from "react-router";
import type { Route } from "./+types/login";
import { cardClass, mutedText } from "~/components/ui/styles";
import { useActionAnswer } from "~/components/use-action-answer";
import { formValues, parseWith } from "~/lib/forms";
import { seoMeta } from "~/lib/seo";
import { getCurrentUser } from "~/platform/auth/guards.server";
import { hasBillingAccess } from "~/platform/auth/roles.server";
import { formFailure } from "~/platform/form-response.server";
import { getPreferences } from "~/platform/preferences.server";
import { redirectWithToast } from "~/platform/toast.server";
import { pageContent } from "~/platform/page-content.server";
import {
  accountContent,
  CodeInput,
  codeSchema,
  CurrentPasswordField,
  EmailInput,
  signInSchema,
  SubmitButton,
} from "~/account";
import {
  signInSecondFactor,
  signInWithPassword,
  type SignInOutcome,
  latestStaffRequest,
} from "~/account/index.server";
import { countText } from "~/lib/plural";

/** Employee Login: only accounts with billing access (staff, admin) get a session here. */
export function loader({ request, context }: Route.LoaderArgs) {
  const user = getCurrentUser(context);
  if (user?.billingAccess) throw redirect("/billing/home");
  const page = pageContent(
    context,
    { en: accountContent.en.billingLogin, ta: accountContent.ta.billingLogin },
    "/billing/login",
    { noindex: true },
  );
  const step = new URL(request.url).searchParams.get("step") === "2fa" ? "2fa" : "password";
  return { ...page, step, signedInWithoutAccess: Boolean(user) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export async function action({ request, context }: Route.ActionArgs) {
  const { locale } = getPreferences(context);
  const m = accountContent[locale].messages;
  const c = accountContent[locale].billingLogin;
  const values = formValues(await request.formData());
  const fail = (description: string, status: number, errors = {}) =>
    formFailure(context, {
      status,
      toast: { title: m.errorTitle, description },
      errors,
      values: { email: values.email ?? "" },
    });

  let outcome: SignInOutcome | { kind: "expired" };
  try {
    if (values.intent === "2fa") {
      const parsed = parseWith(codeSchema(m), values);
      if (!parsed.success) return fail(m.codeRequired, 400, parsed.errors);
      outcome = await signInSecondFactor(request, parsed.data.code);
    } else {
      const parsed = parseWith(signInSchema(m), values);
      if (!parsed.success) return fail(c.loginFailed, 400, parsed.errors);
      outcome = await signInWithPassword(
        request,
        { ...parsed.data, redirectTo: "/billing/home" },
        {
          requireVerified: false,
          // No session for an account without billing access: say why instead.
          admit: async (user, role) => {
            if (hasBillingAccess(role)) return null;
            const pending = await latestStaffRequest(user.id);
            if (pending?.status === "pending") return c.pending;
            if (pending?.status === "rejected") return c.rejected;
            return c.noAccess;
          },
        },
      );
    }
  } catch {
    return fail(c.loginFailed, 500);
  }
  const headers = new Headers();
  switch (outcome.kind) {
    case "locked":
      return fail(countText(outcome.minutes, m.lockedOut), 429);
    case "invalid":
      return fail(values.intent === "2fa" ? m.invalidCode : m.invalidCredentials, 400);
    case "unverified":
      return fail(m.emailNotVerified, 403);
    case "refused":
      return fail(outcome.reason, 403);
    case "expired":
      return redirectWithToast("/billing/login", {
        title: m.errorTitle,
        description: c.loginFailed,
        variant: "destructive",
      });
    case "second-factor":
      for (const cookie of outcome.headers) headers.append("Set-Cookie", cookie);
      return redirect("/billing/login?step=2fa", { headers });
    case "signed-in":
      for (const cookie of outcome.headers) headers.append("Set-Cookie", cookie);
      return redirectWithToast("/billing/home", { title: c.loginSuccess }, { headers });
  }
}

export default function BillingLogin({ loaderData, actionData }: Route.ComponentProps) {
  const { content: c, step, signedInWithoutAccess } = loaderData;
  const { errors, values, busy } = useActionAnswer(actionData);
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <div className={`${cardClass} p-6`}>
        <LogIn aria-hidden className="mx-auto size-10 text-brand-600 dark:text-brand-100" />
        <h1 className="mt-3 text-center text-2xl font-bold">{c.title}</h1>
        <p className={`mt-1 text-center ${mutedText}`}>{c.intro}</p>
        {signedInWithoutAccess ? (
          <p
            role="status"
            className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-slate-800 dark:text-amber-200"
          >
            {c.noAccess}
          </p>
        ) : null}
        {step === "2fa" ? (
          <Form method="post" noValidate className="mt-6 space-y-4">
            <input type="hidden" name="intent" value="2fa" />
            <h2 className="text-lg font-semibold">{c.twoFactor.title}</h2>
            <p className={`text-sm ${mutedText}`}>{c.twoFactor.intro}</p>
            <CodeInput label={c.twoFactor.code} errors={errors} />
            <SubmitButton pending={busy} pendingText={c.twoFactor.verifying}>
              {c.twoFactor.verify}
            </SubmitButton>
          </Form>
        ) : (
          <Form method="post" noValidate className="mt-6 space-y-4">
            <input type="hidden" name="intent" value="password" />
            <fieldset disabled={busy} className="space-y-4">
              <EmailInput
                name="email"
                label={c.email}
                autoComplete="username"
                value={values.email}
                errors={errors}
              />
              <CurrentPasswordField
                name="password"
                label={c.password}
                labels={c.passwordToggle}
                errors={errors}
              />
            </fieldset>
            <SubmitButton pending={busy} pendingText={c.submitting}>
              {c.submit}
            </SubmitButton>
          </Form>
        )}
        <p className={`mt-6 text-center text-sm ${mutedText}`}>
          {c.noAccount}{" "}
          <Link
            to="/billing/create-account"
            className="font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-100"
          >
            {c.createAccount}
          </Link>
        </p>
      </div>
    </div>
  );
}
