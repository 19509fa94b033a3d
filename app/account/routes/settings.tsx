import { Bell, KeyRound, LogOut, Palette, ShieldCheck, User } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { Form } from "react-router";
import type { Route } from "./+types/settings";
import { Button } from "~/components/ui/button";
import { Field, Input, PasswordField } from "~/components/ui/field";
import { showToast } from "~/components/toaster";
import { SidebarLayout, sidebarOpenFromCookie } from "~/components/ui/sidebar";
import { ConfirmDialog } from "~/components/ui/dialog";
import { buttonClass, cardClass, inputClass, mutedText } from "~/components/ui/styles";
import { useActionAnswer } from "~/components/use-action-answer";
import { seoMeta } from "~/lib/seo";
import { useHydrated } from "~/lib/use-hydrated";
import { requireUser } from "~/platform/auth/guards.server";
import { totpSetup } from "~/platform/auth/totp.server";
import { getPreferences } from "~/platform/preferences.server";
import type { Toast } from "~/lib/toast";
import { pageContent } from "~/platform/page-content.server";
import { getProfile } from "../accounts.server";
import { accountContent } from "../content/account";
import { PASSWORD_MAX, PASSWORD_MIN } from "../schema";
import { pendingTotpSecret, settingsAction } from "../settings.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const profile = await getProfile(user.id);
  if (!profile) throw new Response("Not found", { status: 404 });
  const page = pageContent(
    context,
    { en: accountContent.en.settings, ta: accountContent.ta.settings },
    "/settings",
    { noindex: true },
  );
  const staff = user.role === "admin" || user.role === "staff";
  const pendingSecret = staff && !profile.twoFactor ? await pendingTotpSecret(request) : null;
  return {
    ...page,
    messages: accountContent[page.locale].messages,
    profile,
    preferences: getPreferences(context),
    staff,
    totpSetup: pendingSecret
      ? { secret: pendingSecret, ...(await totpSetup(pendingSecret, profile.email)) }
      : null,
    sidebarOpen: sidebarOpenFromCookie(request.headers.get("Cookie")),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export async function action({ request, context }: Route.ActionArgs) {
  return settingsAction(request, context, requireUser(context, request));
}

function Section({
  id,
  title,
  icon: Icon,
  children,
}: {
  id: string;
  title: string;
  icon: typeof User;
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

type RecoveryAnswer = { ok: true; recoveryCodes: string[]; toast: Toast };
const isRecovery = (v: unknown): v is RecoveryAnswer =>
  typeof v === "object" && v !== null && "recoveryCodes" in v;

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { content: c, profile, preferences, staff, totpSetup: setup, sidebarOpen } = loaderData;
  const { errors, values, busy } = useActionAnswer(actionData);
  const hydrated = useHydrated();
  const [nextPassword, setNextPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const recovery = isRecovery(actionData) ? actionData : null;
  useEffect(() => {
    if (recovery?.toast) showToast(recovery.toast);
  }, [recovery?.toast]);

  const items = [
    { href: "#profile", label: c.sections.profile, icon: User },
    { href: "#password", label: c.sections.password, icon: KeyRound },
    { href: "#notifications", label: c.sections.notifications, icon: Bell },
    { href: "#appearance", label: c.sections.appearance, icon: Palette },
    ...(staff ? [{ href: "#security", label: c.sections.security, icon: ShieldCheck }] : []),
    { href: "#account", label: c.sections.account, icon: LogOut },
  ];

  return (
    <div className="mx-auto max-w-7xl">
      <SidebarLayout
        defaultOpen={sidebarOpen}
        items={items}
        label={c.sidebar.label}
        toggleLabel={c.sidebar.toggle}
        shortcut={c.sidebar.shortcut}
      >
        <h1 className="mt-6 text-3xl font-bold">{c.title}</h1>
        <p className={mutedText}>{c.intro}</p>
        <div className="mt-6 space-y-6 pb-16">
          <Section id="profile" title={c.sections.profile} icon={User}>
            <Form method="post" noValidate className="grid gap-4 sm:grid-cols-2">
              <input type="hidden" name="intent" value="profile" />
              <Input
                name="name"
                label={c.profile.name}
                errors={errors}
                autoComplete="name"
                defaultValue={values.name ?? profile.name}
              />
              <Input
                name="phone"
                label={c.profile.phone}
                errors={errors}
                type="tel"
                autoComplete="tel"
                defaultValue={values.phone ?? profile.phone ?? ""}
              />
              <Field name="email" label={c.profile.email} hint={c.profile.emailNote}>
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
                  {c.profile.save}
                </Button>
              </div>
            </Form>
          </Section>

          <Section id="password" title={c.sections.password} icon={KeyRound}>
            <Form method="post" noValidate className="grid max-w-md gap-4">
              <input type="hidden" name="intent" value="password" />
              <PasswordField
                name="currentPassword"
                label={c.password.current}
                errors={errors}
                autoComplete="current-password"
                labels={c.password.toggle}
              />
              <PasswordField
                name="newPassword"
                label={c.password.next}
                errors={errors}
                autoComplete="new-password"
                minLength={PASSWORD_MIN}
                maxLength={PASSWORD_MAX}
                value={nextPassword}
                onChange={(e) => setNextPassword(e.currentTarget.value)}
                labels={c.password.toggle}
              />
              <PasswordField
                name="confirmPassword"
                label={c.password.confirm}
                errors={errors}
                autoComplete="new-password"
                value={confirmPassword}
                onChange={(e) => setConfirmPassword(e.currentTarget.value)}
                labels={c.password.toggle}
              />
              <div>
                <Button
                  type="submit"
                  disabled={busy || (hydrated && (!nextPassword || !confirmPassword))}
                >
                  {c.password.save}
                </Button>
              </div>
            </Form>
          </Section>

          <Section id="notifications" title={c.sections.notifications} icon={Bell}>
            <Form method="post" className="flex flex-wrap items-center gap-4">
              <input type="hidden" name="intent" value="notifications" />
              <label className="flex items-center gap-3">
                <input
                  type="checkbox"
                  name="notifications"
                  defaultChecked={profile.notifications}
                  className="size-5 accent-brand-600"
                  aria-describedby="notifications-hint"
                />
                {c.notifications.label}
              </label>
              <button type="submit" className={buttonClass.outline}>
                {c.notifications.save}
              </button>
              <p id="notifications-hint" className={`w-full text-sm ${mutedText}`}>
                {c.notifications.hint}
              </p>
            </Form>
          </Section>

          <Section id="appearance" title={c.sections.appearance} icon={Palette}>
            <div className="grid gap-6 sm:grid-cols-2">
              <ChoiceForm
                name="locale"
                intent="language"
                label={c.appearance.language}
                value={profile.locale ?? preferences.locale}
                options={[
                  ["en", c.appearance.english],
                  ["ta", c.appearance.tamil],
                ]}
                save={c.appearance.save}
              />
              <ChoiceForm
                name="theme"
                intent="theme"
                label={c.appearance.theme}
                value={profile.theme ?? preferences.theme}
                options={[
                  ["light", c.appearance.light],
                  ["dark", c.appearance.dark],
                ]}
                save={c.appearance.save}
              />
            </div>
          </Section>

          {staff ? (
            <Section id="security" title={c.sections.security} icon={ShieldCheck}>
              <TwoFactor
                content={c.twoFactor}
                enabled={profile.twoFactor}
                setup={setup}
                recovery={recovery}
                errors={errors}
              />
            </Section>
          ) : null}

          <Section id="account" title={c.sections.account} icon={LogOut}>
            <div className="flex flex-wrap items-start gap-3">
              <Form method="post" action="/logout">
                <button type="submit" className={buttonClass.outline}>
                  {c.account.signOut}
                </button>
              </Form>
              <Form method="post">
                <input type="hidden" name="intent" value="signout-everywhere" />
                <button
                  type="submit"
                  aria-describedby="everywhere-hint"
                  className={buttonClass.outline}
                >
                  {c.account.signOutEverywhere}
                </button>
              </Form>
              <ConfirmDialog
                look="callout"
                size="md"
                className="w-full"
                trigger={c.account.deleteAccount}
                title={c.account.deleteTitle}
                message={c.account.deleteText}
                confirmLabel={c.account.confirmDelete}
                fields={{ intent: "delete" }}
              />
            </div>
            <p id="everywhere-hint" className={`mt-3 text-sm ${mutedText}`}>
              {c.account.signOutEverywhereHint}
            </p>
          </Section>
        </div>
      </SidebarLayout>
    </div>
  );
}

function TwoFactor({
  content: c,
  enabled,
  setup,
  recovery,
  errors,
}: {
  content: Route.ComponentProps["loaderData"]["content"]["twoFactor"];
  enabled: boolean;
  setup: { secret: string; qrDataUrl: string } | null;
  recovery: RecoveryAnswer | null;
  errors: Record<string, string>;
}) {
  if (recovery) {
    return (
      <div>
        <h3 className="font-semibold">{c.recoveryTitle}</h3>
        <p className={`mt-1 text-sm ${mutedText}`}>{c.recoveryIntro}</p>
        <ul data-testid="recovery-codes" className="mt-3 grid max-w-sm grid-cols-2 gap-2 font-mono">
          {recovery.recoveryCodes.map((code) => (
            <li key={code} className="rounded bg-slate-100 px-2 py-1 text-center dark:bg-slate-800">
              {code}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (enabled) {
    return (
      <div>
        <p>{c.on}</p>
        <Form method="post" noValidate className="mt-4 flex max-w-md flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="totp-disable" />
          <div className="flex-1">
            <Field name="disablePassword" label={c.disablePassword} errors={errors}>
              {(a) => (
                <input
                  {...a}
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  className={inputClass}
                />
              )}
            </Field>
          </div>
          <button type="submit" className={buttonClass.outline}>
            {c.disable}
          </button>
        </Form>
      </div>
    );
  }
  if (setup) {
    return (
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <img
          src={setup.qrDataUrl}
          alt={c.title}
          width={192}
          height={192}
          className="rounded bg-white p-2"
        />
        <div>
          <p className="text-sm">{c.scan}</p>
          <p className={`mt-2 text-sm ${mutedText}`}>
            {c.secretLabel}{" "}
            <code data-testid="totp-secret" className="font-mono break-all">
              {setup.secret}
            </code>
          </p>
          <Form method="post" noValidate className="mt-4 flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="totp-confirm" />
            <Field name="code" label={c.code} errors={errors}>
              {(a) => (
                <input
                  {...a}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  className={inputClass}
                />
              )}
            </Field>
            <button type="submit" className={buttonClass.primary}>
              {c.confirm}
            </button>
          </Form>
        </div>
      </div>
    );
  }
  return (
    <div>
      <p>{c.off}</p>
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="totp-start" />
        <button type="submit" className={buttonClass.primary}>
          {c.enable}
        </button>
      </Form>
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
