import { KeyRound } from "~/components/ui/icons";
import type { Route } from "./+types/reset-password";
import { AuthCard } from "~/components/ui/auth-card";
import { useActionAnswer } from "~/components/use-action-answer";
import { formValues, parseWith } from "~/lib/forms";
import { seoMeta } from "~/lib/seo";
import { formFailure } from "~/platform/form-response.server";
import { getPreferences } from "~/platform/preferences.server";
import { redirectWithToast } from "~/platform/toast.server";
import { isResetTokenValid, resetPassword } from "../accounts.server";
import { isCommonPassword } from "../common-passwords.server";
import { AuthForm, NewPasswordPair } from "../components/auth-fields";
import { accountContent } from "../content/account";
import { resetPasswordSchema } from "../schema";
import { accountPage } from "../account-page.server";

/**
 * The reset link's page: a new password and its confirmation. The link's token is checked when
 * the page opens and used (once) when the form is sent; a missing, used or expired token sends
 * the visitor to /auth with the spec's 'Invalid reset link'.
 */
async function invalidLink(context: Route.LoaderArgs["context"]) {
  const m = accountContent[getPreferences(context).locale].messages;
  return redirectWithToast("/auth?mode=reset", { ...m.invalidResetLink, variant: "destructive" });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (!(await isResetTokenValid(token))) throw await invalidLink(context);
  const page = accountPage(context, "resetPassword", "/reset-password");
  return { ...page, token };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export async function action({ request, context }: Route.ActionArgs) {
  const m = accountContent[getPreferences(context).locale].messages;
  const values = formValues(await request.formData());
  const parsed = parseWith(resetPasswordSchema(m), values);
  const errors = parsed.success ? {} : { ...parsed.errors };
  if (!errors.password && values.password && isCommonPassword(values.password)) {
    errors.password = m.passwordCommon;
  }
  if (!parsed.success || Object.keys(errors).length) {
    if (errors.token) return invalidLink(context);
    return formFailure(context, { status: 400, errors });
  }
  if (!(await resetPassword(parsed.data.token, parsed.data.password))) return invalidLink(context);
  return redirectWithToast("/", m.passwordUpdated);
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { content: c, token } = loaderData;
  const { errors, busy } = useActionAnswer(actionData);
  return (
    <AuthCard icon={KeyRound} title={c.title} intro={c.intro}>
      <AuthForm
        busy={busy}
        submit={c.submit}
        submitting={c.submitting}
        hidden={<input type="hidden" name="token" value={token} />}
      >
        <NewPasswordPair
          label={c.newPassword}
          confirmLabel={c.confirmPassword}
          labels={c.passwordToggle}
          errors={errors}
        />
      </AuthForm>
    </AuthCard>
  );
}
