import { Form } from "react-router";
import type { ComponentProps, ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { PasswordField } from "~/components/password-input";
import { Input, type FieldProps } from "~/components/ui/field";
import type { FieldErrors } from "~/lib/forms";
import { PASSWORD_MAX, PASSWORD_MIN } from "../schema";

/**
 * The fields of the sign-in cards (the shop's /account pages and the back office's login and
 * Create Account): same attributes everywhere, so password managers and phones fill them alike.
 */

type Extra = Omit<ComponentProps<typeof Input>, keyof FieldProps | "type" | "defaultValue">;

/** A required e-mail address (`autoComplete` "email" unless told, e.g. "username"). */
export function EmailInput({
  value,
  autoComplete = "email",
  ...props
}: FieldProps & Extra & { value: string | undefined }) {
  return (
    <Input type="email" autoComplete={autoComplete} required defaultValue={value} {...props} />
  );
}

/** A new password (sign-up, reset): required, within the schema's length bounds. */
export function NewPasswordField(props: FieldProps & { labels: { show: string; hide: string } }) {
  return (
    <PasswordField
      autoComplete="new-password"
      required
      minLength={PASSWORD_MIN}
      maxLength={PASSWORD_MAX}
      {...props}
    />
  );
}

/** A new password (`password`) and the same again (`confirmPassword`). */
export function NewPasswordPair({
  label,
  confirmLabel,
  labels,
  errors,
}: {
  label: string;
  confirmLabel: string;
  labels: { show: string; hide: string };
  errors: FieldErrors;
}) {
  return (
    <>
      <NewPasswordField name="password" label={label} labels={labels} errors={errors} />
      <NewPasswordField
        name="confirmPassword"
        label={confirmLabel}
        labels={labels}
        errors={errors}
      />
    </>
  );
}

/** The password of a sign-in: required, filled by password managers as the current one. */
export function CurrentPasswordField(
  props: FieldProps & { labels: { show: string; hide: string } },
) {
  return <PasswordField autoComplete="current-password" required {...props} />;
}

/** The six-digit code of the authenticator app (name `code`). */
export function CodeInput(props: Omit<FieldProps, "name"> & { disabled?: boolean }) {
  return <Input name="code" inputMode="numeric" autoComplete="one-time-code" required {...props} />;
}

/** The card's full-width submit button; says `pendingText` while the form is sent. */
export function SubmitButton({
  pending,
  pendingText,
  children,
}: {
  pending: boolean;
  pendingText: ReactNode;
  children: ReactNode;
}) {
  return (
    <Button type="submit" pending={pending} pendingText={pendingText} className="w-full">
      {children}
    </Button>
  );
}

/**
 * The card's POST form: `hidden` inputs first, the fields in a fieldset switched off while the
 * form is sent, then the full-width submit button and the `footer`.
 */
export function AuthForm({
  busy,
  submit,
  submitting,
  hidden,
  footer,
  children,
}: {
  busy: boolean;
  submit: ReactNode;
  submitting: ReactNode;
  hidden?: ReactNode;
  /** Under the button, e.g. a "Forgot password?" link. */
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Form method="post" noValidate className="mt-6 space-y-4">
      {hidden}
      <fieldset disabled={busy} className="space-y-4">
        {children}
      </fieldset>
      <SubmitButton pending={busy} pendingText={submitting}>
        {submit}
      </SubmitButton>
      {footer}
    </Form>
  );
}
