import type { IconComponent } from "~/components/ui/icon";
import { useState, type ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { PasswordField } from "~/components/password-input";
import { Field, Input } from "~/components/ui/field";
import { buttonClass, cardClass, inputClass, mutedText } from "~/components/ui/styles";
import type { FieldErrors } from "~/lib/forms";
import { useHydrated } from "~/lib/use-hydrated";
import type { SettingsContent } from "../content/types";
import { PASSWORD_MAX, PASSWORD_MIN } from "../schema";

/** A card of the settings page: an anchor target with its icon heading. */
export function SettingsSection({
  id,
  title,
  icon: Icon,
  children,
}: {
  id: string;
  title: string;
  icon: IconComponent;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`${cardClass} scroll-mt-24 p-6`}>
      <h2 id={`${id}-heading`} className="flex items-center gap-2 text-xl font-bold">
        <Icon aria-hidden className="size-5 text-brand-600 dark:text-brand-100" />
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The name and phone form; the email is shown read-only. */
export function ProfileForm({
  c,
  profile,
  errors,
  values,
  busy,
}: {
  c: SettingsContent["profile"];
  profile: { name: string; phone: string | null; email: string };
  errors: FieldErrors;
  values: Record<string, string>;
  busy: boolean;
}) {
  return (
    <Form method="post" noValidate className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value="profile" />
      <Input
        name="name"
        label={c.name}
        errors={errors}
        autoComplete="name"
        defaultValue={values.name ?? profile.name}
      />
      <Input
        name="phone"
        label={c.phone}
        errors={errors}
        type="tel"
        autoComplete="tel"
        defaultValue={values.phone ?? profile.phone ?? ""}
      />
      <Field name="email" label={c.email} hint={c.emailNote}>
        {(a) => (
          <input
            {...a}
            name={undefined}
            type="email"
            value={profile.email}
            readOnly
            className={`${inputClass} bg-slate-100 dark:bg-slate-800`}
          />
        )}
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {c.save}
        </Button>
      </div>
    </Form>
  );
}

/** Change of password: the current one, then the new one twice. */
export function PasswordForm({
  c,
  errors,
  busy,
}: {
  c: SettingsContent["password"];
  errors: FieldErrors;
  busy: boolean;
}) {
  const hydrated = useHydrated();
  const [nextPassword, setNextPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  return (
    <Form method="post" noValidate className="grid max-w-md gap-4">
      <input type="hidden" name="intent" value="password" />
      <PasswordField
        name="currentPassword"
        label={c.current}
        errors={errors}
        autoComplete="current-password"
        labels={c.toggle}
      />
      <PasswordField
        name="newPassword"
        label={c.next}
        errors={errors}
        autoComplete="new-password"
        minLength={PASSWORD_MIN}
        maxLength={PASSWORD_MAX}
        value={nextPassword}
        onChange={(e) => setNextPassword(e.currentTarget.value)}
        labels={c.toggle}
      />
      <PasswordField
        name="confirmPassword"
        label={c.confirm}
        errors={errors}
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(e) => setConfirmPassword(e.currentTarget.value)}
        labels={c.toggle}
      />
      <div>
        <Button type="submit" disabled={busy || (hydrated && (!nextPassword || !confirmPassword))}>
          {c.save}
        </Button>
      </div>
    </Form>
  );
}

/** The e-mail notifications switch, saved by its own button. */
export function NotificationsForm({
  c,
  enabled,
}: {
  c: SettingsContent["notifications"];
  enabled: boolean;
}) {
  return (
    <Form method="post" className="flex flex-wrap items-center gap-4">
      <input type="hidden" name="intent" value="notifications" />
      <label className="flex items-center gap-3">
        <input
          type="checkbox"
          name="notifications"
          defaultChecked={enabled}
          className="size-5 accent-brand-600"
          aria-describedby="notifications-hint"
        />
        {c.label}
      </label>
      <button type="submit" className={buttonClass.outline}>
        {c.save}
      </button>
      <p id="notifications-hint" className={`w-full text-sm ${mutedText}`}>
        {c.hint}
      </p>
    </Form>
  );
}

/** The language and theme choices. */
export function AppearanceForms({
  c,
  locale,
  theme,
}: {
  c: SettingsContent["appearance"];
  locale: string;
  theme: string;
}) {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <ChoiceForm
        name="locale"
        intent="language"
        label={c.language}
        value={locale}
        options={[
          ["en", c.english],
          ["ta", c.tamil],
        ]}
        save={c.save}
      />
      <ChoiceForm
        name="theme"
        intent="theme"
        label={c.theme}
        value={theme}
        options={[
          ["light", c.light],
          ["dark", c.dark],
        ]}
        save={c.save}
      />
    </div>
  );
}

/** One drop-down saved by its own button (the language, the theme). */
function ChoiceForm({
  name,
  intent,
  label,
  value,
  options,
  save,
}: {
  name: string;
  intent: string;
  label: string;
  value: string;
  options: [string, string][];
  save: string;
}) {
  return (
    <Form method="post" className="space-y-2">
      <input type="hidden" name="intent" value={intent} />
      <label htmlFor={name} className="block text-sm font-semibold">
        {label}
      </label>
      <div className="flex gap-2">
        <select id={name} name={name} defaultValue={value} className={inputClass}>
          {options.map(([option, text]) => (
            <option key={option} value={option}>
              {text}
            </option>
          ))}
        </select>
        <Button type="submit" variant="outline">
          {save}
        </Button>
      </div>
    </Form>
  );
}

/** Sign out here, sign out everywhere (deleting the account is in "Your data"). */
export function AccountActions({ c }: { c: SettingsContent["account"] }) {
  return (
    <>
      <div className="flex flex-wrap items-start gap-3">
        <Form method="post" action="/logout">
          <button type="submit" className={buttonClass.outline}>
            {c.signOut}
          </button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="signout-everywhere" />
          <button type="submit" aria-describedby="everywhere-hint" className={buttonClass.outline}>
            {c.signOutEverywhere}
          </button>
        </Form>
      </div>
      <p id="everywhere-hint" className={`mt-3 text-sm ${mutedText}`}>
        {c.signOutEverywhereHint}
      </p>
    </>
  );
}
