import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Input } from "~/components/ui/field";
import { mutedText } from "~/components/ui/styles";
import type { FieldErrors } from "~/lib/forms";
import type { AuthContent } from "../content/types";
import { AuthForm, CodeInput, EmailInput, NewPasswordField, SubmitButton } from "./auth-fields";

/** The sign-up form: name, address and a new password. */
export function SignUpForm({
  c,
  values,
  errors,
  busy,
}: {
  c: AuthContent;
  values: Record<string, string | undefined>;
  errors: FieldErrors;
  busy: boolean;
}) {
  const field = { errors };
  return (
    <AuthForm
      busy={busy}
      submit={c.signUp}
      submitting={c.signingUp}
      hidden={<input type="hidden" name="intent" value="signup" />}
    >
      <Input
        name="name"
        label={c.name}
        autoComplete="name"
        required
        defaultValue={values.name}
        {...field}
      />
      <EmailInput name="email" label={c.email} value={values.email} {...field} />
      <NewPasswordField
        name="password"
        label={c.password}
        hint={c.passwordHint}
        labels={c.passwordToggle}
        {...field}
      />
    </AuthForm>
  );
}

/** The forgot-password step: an address to send the reset link to. */
export function ResetRequestForm({
  c,
  email,
  errors,
  busy,
  backHref,
}: {
  c: AuthContent;
  email: string | undefined;
  errors: FieldErrors;
  busy: boolean;
  backHref: string;
}) {
  return (
    <StepForm
      intent="reset"
      title={c.resetTitle}
      intro={c.resetIntro}
      submit={{ label: c.sendReset, pending: c.sending }}
      busy={busy}
      back={{ to: backHref, label: c.backToSignIn }}
    >
      <EmailInput name="email" label={c.email} value={email} disabled={busy} errors={errors} />
    </StepForm>
  );
}

/** The second step of a staff sign-in: the code from the authenticator app. */
export function SecondFactorForm({
  c,
  errors,
  busy,
  backHref,
}: {
  c: AuthContent;
  errors: FieldErrors;
  busy: boolean;
  backHref: string;
}) {
  return (
    <StepForm
      intent="2fa"
      title={c.twoFactor.title}
      intro={c.twoFactor.intro}
      submit={{ label: c.twoFactor.verify, pending: c.twoFactor.verifying }}
      busy={busy}
      back={{ to: backHref, label: c.backToSignIn }}
    >
      <CodeInput label={c.twoFactor.code} disabled={busy} errors={errors} />
    </StepForm>
  );
}

/**
 * A one-field step of signing in (its `intent` for the action): a title, a line saying what to do,
 * the field, the submit button and a link back.
 */
function StepForm({
  intent,
  title,
  intro,
  submit,
  busy,
  back,
  children,
}: {
  intent: string;
  title: string;
  intro: string;
  submit: { label: string; pending: string };
  busy: boolean;
  back: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Form method="post" noValidate className="mt-6 space-y-4">
      <input type="hidden" name="intent" value={intent} />
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className={`text-sm ${mutedText}`}>{intro}</p>
      {children}
      <SubmitButton pending={busy} pendingText={submit.pending}>
        {submit.label}
      </SubmitButton>
      <FootLink to={back.to}>{back.label}</FootLink>
    </Form>
  );
}

/** A small centred link under a form ("Forgot password?", "Back to sign in"). */
export function FootLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="text-center">
      <Link
        to={to}
        className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-100"
      >
        {children}
      </Link>
    </p>
  );
}
