import { UserPlus } from "~/components/ui/icons";
import { Link, redirect } from "react-router";
import type { Route } from "./+types/create-account";
import { AuthCard } from "~/components/ui/auth-card";
import { useActionAnswer } from "~/components/use-action-answer";
import { formValues } from "~/lib/forms";
import { seoMeta } from "~/lib/seo";
import { getCurrentUser } from "~/platform/auth/guards.server";
import { steadyAnswer } from "~/platform/auth/steady-answer.server";
import { formFailure } from "~/platform/form-response.server";
import { getPreferences } from "~/platform/preferences.server";
import { hitRateLimit } from "~/platform/rate-limit.server";
import { getClientIp } from "~/platform/request-info.server";
import { redirectWithToast } from "~/platform/toast.server";
import { pageContent } from "~/platform/page-content.server";
import { isCommonPassword, requestStaffAccess } from "~/account/index.server";
import {
  accountContent,
  AuthForm,
  EmailInput,
  NewPasswordPair,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from "~/account";
import { countText } from "~/lib/plural";

/**
 * Create Account for staff: the account plus a pending staff-access request for the owner. A
 * signed-in user who has billing access already goes to Billing Home, as from Employee Login.
 */
export function loader({ context }: Route.LoaderArgs) {
  if (getCurrentUser(context)?.billingAccess) throw redirect("/billing/home");
  return pageContent(
    context,
    { en: accountContent.en.billingCreateAccount, ta: accountContent.ta.billingCreateAccount },
    "/billing/create-account",
    { noindex: true },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function action({ request, context }: Route.ActionArgs) {
  const { locale } = getPreferences(context);
  const m = accountContent[locale].messages;
  const c = accountContent[locale].billingCreateAccount;
  const v = formValues(await request.formData());
  const email = (v.userId ?? "").trim();
  const fail = (description: string, status = 400, errors = {}) =>
    formFailure(context, {
      status,
      toast: { title: m.errorTitle, description },
      errors,
      values: { userId: email },
    });

  if (!email || !v.password || !v.confirmPassword) return fail(c.fillAll);
  if (!EMAIL.test(email) || email.length > 254)
    return fail(m.emailInvalid, 400, { userId: m.emailInvalid });
  if (v.password !== v.confirmPassword)
    return fail(c.mismatch, 400, { confirmPassword: c.mismatch });
  if (v.password.length < PASSWORD_MIN)
    return fail(m.passwordMin, 400, { password: m.passwordMin });
  if (v.password.length > PASSWORD_MAX)
    return fail(m.passwordMax, 400, { password: m.passwordMax });
  if (isCommonPassword(v.password))
    return fail(m.passwordCommon, 400, { password: m.passwordCommon });
  const limit = await hitRateLimit(`staff-request:${getClientIp(request)}`, {
    limit: 10,
    windowMs: 60 * 60 * 1000,
  });
  if (!limit.allowed) return fail(m.unexpected, 429);

  // One answer for every address (docs/decisions/018): only the lockout is said on screen.
  const password = v.password;
  const outcome = await steadyAnswer("staff-request", () =>
    requestStaffAccess(email, password, getClientIp(request)),
  );
  if (outcome.kind === "locked") return fail(countText(outcome.minutes, m.lockedOut), 429);
  return redirectWithToast("/billing/login", c.requested);
}

export default function CreateAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { content: c } = loaderData;
  const { errors, values, busy } = useActionAnswer(actionData);
  return (
    <AuthCard icon={UserPlus} title={c.title} intro={c.intro}>
      <AuthForm busy={busy} submit={c.submit} submitting={c.submitting}>
        <EmailInput
          name="userId"
          label={c.userId}
          autoComplete="username"
          value={values.userId}
          errors={errors}
        />
        <NewPasswordPair
          label={c.password}
          confirmLabel={c.confirmPassword}
          labels={c.passwordToggle}
          errors={errors}
        />
      </AuthForm>
      <p className="mt-6 text-center">
        <Link
          to="/billing/login"
          className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-100"
        >
          {c.backToLogin}
        </Link>
      </p>
    </AuthCard>
  );
}
