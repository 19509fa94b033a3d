import { redirect } from "react-router";
import type { Route } from "./+types/auth";
import { useActionAnswer } from "~/components/use-action-answer";
import { BackLink } from "~/components/ui/page-header";
import { cardClass, mutedText } from "~/components/ui/styles";
import { formValues, parseWith } from "~/lib/forms";
import { safeRedirect } from "~/lib/safe-redirect";
import { seoMeta } from "~/lib/seo";
import { getCurrentUser } from "~/platform/auth/guards.server";
import { steadyAnswer } from "~/platform/auth/steady-answer.server";
import { formFailure } from "~/platform/form-response.server";
import { getPreferences } from "~/platform/preferences.server";
import { hitRateLimit } from "~/platform/rate-limit.server";
import { getClientIp } from "~/platform/request-info.server";
import { redirectWithToast } from "~/platform/toast.server";
import { redeemCartIntent } from "~/shop/index.server";
import { queuePasswordReset } from "~/platform/auth/password-reset.server";
import { signUp } from "../accounts.server";
import { isCommonPassword } from "../common-passwords.server";
import { AuthForm, CurrentPasswordField, EmailInput } from "../components/auth-fields";
import { FootLink, ResetRequestForm, SecondFactorForm, SignUpForm } from "../components/auth-steps";
import { AuthTabs } from "../components/auth-tabs";
import { accountContent } from "../content/account";
import type { AccountMessages } from "../content/types";
import { codeSchema, resetRequestSchema, signInSchema, signUpSchema } from "../schema";
import { signInSecondFactor, signInWithPassword, type SignInOutcome } from "../sign-in.server";
import { countText } from "~/lib/plural";
import { accountPage } from "../account-page.server";

type Mode = "signin" | "signup" | "reset" | "2fa";
const MODES: Mode[] = ["signin", "signup", "reset", "2fa"];

/** Where to go after signing in: a local page, never back to the sign-in pages themselves. */
function afterSignIn(value: string | null): string {
  const to = safeRedirect(value, "/welcome");
  return /^\/(auth|logout|reset-password|verify-email)\b/.test(to) ? "/welcome" : to;
}

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = afterSignIn(url.searchParams.get("redirectTo"));
  if (getCurrentUser(context)) throw redirect(redirectTo === "/welcome" ? "/" : redirectTo);
  const requested = url.searchParams.get("mode") as Mode;
  const mode: Mode = MODES.includes(requested) ? requested : "signin";
  const page = accountPage(context, "auth", "/auth");
  return { ...page, messages: accountContent[page.locale].messages, mode, redirectTo };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

function authUrl(mode: Mode, redirectTo: string) {
  const params = new URLSearchParams({ mode });
  if (redirectTo !== "/welcome") params.set("redirectTo", redirectTo);
  return `/auth?${params}`;
}

async function answer(
  request: Request,
  outcome: SignInOutcome | { kind: "expired" },
  m: AccountMessages,
  context: Route.ActionArgs["context"],
  values: Record<string, string>,
  redirectTo: string,
) {
  const error = (description: string, status: number) =>
    formFailure(context, {
      status,
      toast: { title: m.errorTitle, description },
      values: { email: values.email ?? "" },
    });
  switch (outcome.kind) {
    case "locked":
      return error(countText(outcome.minutes, m.lockedOut), 429);
    case "invalid":
      return error(values.code !== undefined ? m.invalidCode : m.invalidCredentials, 400);
    case "unverified":
      return error(m.emailNotVerified, 403);
    case "refused":
      return error(outcome.reason, 403);
    case "expired":
      return redirectWithToast(authUrl("signin", redirectTo), {
        title: m.errorTitle,
        description: m.unexpected,
        variant: "destructive",
      });
    case "second-factor": {
      const headers = new Headers();
      for (const c of outcome.headers) headers.append("Set-Cookie", c);
      return redirect(authUrl("2fa", redirectTo), { headers });
    }
    case "signed-in": {
      const headers = new Headers();
      for (const c of outcome.headers) headers.append("Set-Cookie", c);
      // An Add to Cart or Buy Now made signed out goes into the cart now (decision 068), and
      // the customer lands where they were, or at checkout.
      const kept = await redeemCartIntent(request, outcome.userId, getPreferences(context).locale);
      for (const c of kept.headers) headers.append("Set-Cookie", c);
      if (kept.landing) {
        const to = afterSignIn(kept.landing.to);
        const toast = kept.landing.toast ?? m.welcomeBack;
        return redirectWithToast(to, toast, { headers });
      }
      // Checked again here: a 2FA sign-in's target comes back from its pending cookie.
      return redirectWithToast(afterSignIn(outcome.redirectTo), m.welcomeBack, { headers });
    }
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const m = accountContent[getPreferences(context).locale].messages;
  const form = await request.formData();
  const values = formValues(form);
  const redirectTo = afterSignIn(new URL(request.url).searchParams.get("redirectTo"));

  switch (form.get("intent")) {
    case "signin": {
      const parsed = parseWith(signInSchema(m), values);
      if (!parsed.success) {
        return formFailure(context, {
          status: 400,
          errors: parsed.errors,
          values: { email: values.email ?? "" },
        });
      }
      const outcome = await signInWithPassword(
        request,
        { ...parsed.data, redirectTo },
        { requireVerified: true },
      );
      return answer(request, outcome, m, context, values, redirectTo);
    }
    case "2fa": {
      const parsed = parseWith(codeSchema(m), values);
      if (!parsed.success) return formFailure(context, { status: 400, errors: parsed.errors });
      return answer(
        request,
        await signInSecondFactor(request, parsed.data.code),
        m,
        context,
        values,
        redirectTo,
      );
    }
    case "signup": {
      const parsed = parseWith(signUpSchema(m), values);
      const errors = parsed.success ? {} : { ...parsed.errors };
      if (values.password && !errors.password && isCommonPassword(values.password)) {
        errors.password = m.passwordCommon;
      }
      if (!parsed.success || Object.keys(errors).length) {
        const { password: _password, ...kept } = values;
        return formFailure(context, { status: 400, errors, values: kept });
      }
      // Sign-ups per address: enough for a family, not for a bot.
      const limit = await hitRateLimit(`signup:${getClientIp(request)}`, {
        limit: 10,
        windowMs: 60 * 60 * 1000,
      });
      if (!limit.allowed) {
        return formFailure(context, {
          status: 429,
          toast: {
            title: m.errorTitle,
            description: countText(Math.ceil(limit.retryAfterSeconds / 60), m.tooManySignups),
          },
        });
      }
      // A taken address must not answer measurably sooner or later than a free one.
      await steadyAnswer("sign-up", () => signUp(parsed.data));
      return redirectWithToast(authUrl("signin", redirectTo), m.accountCreated);
    }
    case "reset": {
      const parsed = parseWith(resetRequestSchema(m), values);
      if (!parsed.success)
        return formFailure(context, { status: 400, errors: parsed.errors, values });
      const limit = await hitRateLimit(`reset:${getClientIp(request)}`, {
        limit: 5,
        windowMs: 15 * 60 * 1000,
      });
      // Over the limit nothing is queued, but the answer is the same. Known or not, the address
      // is queued alike and the e-mail worker looks it up later: the same answer in the same
      // time (decision 058).
      if (limit.allowed) await queuePasswordReset(parsed.data.email);
      return redirectWithToast(authUrl("signin", redirectTo), m.resetSent);
    }
    default:
      return formFailure(context, {
        status: 400,
        toast: { title: m.errorTitle, description: m.unexpected },
      });
  }
}

export default function Auth({ loaderData, actionData }: Route.ComponentProps) {
  const { content: c, mode, redirectTo } = loaderData;
  const intent = mode;
  const { errors, values, busy } = useActionAnswer(actionData, intent);
  const tab = mode === "signup" ? "signup" : "signin";
  const field = { errors };

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <BackLink to="/">{c.backHome}</BackLink>
      <div className={`${cardClass} mt-6 p-6`}>
        <h1 className="text-center text-2xl font-bold">{c.title}</h1>
        <p className={`mt-1 text-center ${mutedText}`}>{c.intro}</p>

        {mode !== "2fa" ? (
          <AuthTabs current={tab} labels={c.tabs} hrefOf={(t) => authUrl(t, redirectTo)} />
        ) : null}

        {mode === "signin" ? (
          <AuthForm
            key="signin"
            busy={busy}
            submit={c.signIn}
            submitting={c.signingIn}
            hidden={<input type="hidden" name="intent" value="signin" />}
            footer={<FootLink to={authUrl("reset", redirectTo)}>{c.forgot}</FootLink>}
          >
            <EmailInput name="email" label={c.email} value={values.email} {...field} />
            <CurrentPasswordField
              name="password"
              label={c.password}
              labels={c.passwordToggle}
              {...field}
            />
          </AuthForm>
        ) : null}

        {mode === "signup" ? (
          <SignUpForm key="signup" c={c} values={values} errors={errors} busy={busy} />
        ) : null}

        {mode === "reset" ? (
          <ResetRequestForm
            key="reset"
            c={c}
            email={values.email}
            errors={errors}
            busy={busy}
            backHref={authUrl("signin", redirectTo)}
          />
        ) : null}

        {mode === "2fa" ? (
          <SecondFactorForm
            key="2fa"
            c={c}
            errors={errors}
            busy={busy}
            backHref={authUrl("signin", redirectTo)}
          />
        ) : null}
      </div>
    </div>
  );
}
