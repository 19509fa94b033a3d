import {
  Bell,
  FileDown,
  KeyRound,
  LogOut,
  Palette,
  ShieldCheck,
  User,
} from "~/components/ui/icons";
import { useEffect } from "react";
import type { Route } from "./+types/settings";
import { showToast } from "~/components/toaster";
import { SidebarLayout, sidebarOpenFromCookie } from "~/components/ui/sidebar";
import { mutedText } from "~/components/ui/styles";
import { useActionAnswer } from "~/components/use-action-answer";
import { seoMeta } from "~/lib/seo";
import { requireUser } from "~/platform/auth/guards.server";
import { totpSetup } from "~/platform/auth/totp.server";
import { getPreferences } from "~/platform/preferences.server";
import type { Toast } from "~/lib/toast";
import { getProfile } from "../accounts.server";
import {
  AccountActions,
  AppearanceForms,
  NotificationsForm,
  PasswordForm,
  ProfileForm,
  SettingsSection,
} from "../components/settings-sections";
import { DataRightsSection } from "../components/data-rights-section";
import { TwoFactor } from "../components/two-factor";
import { accountContent } from "../content/account";
import { dataRightsContent } from "../content/data-rights";
import { pendingTotpSecret, settingsAction } from "../settings.server";
import { accountPage } from "../account-page.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const profile = await getProfile(user.id);
  if (!profile) throw new Response("Not found", { status: 404 });
  const page = accountPage(context, "settings", "/settings");
  const staff = user.role === "admin" || user.role === "staff";
  const pendingSecret = staff && !profile.twoFactor ? await pendingTotpSecret(request) : null;
  return {
    ...page,
    messages: accountContent[page.locale].messages,
    dataRights: dataRightsContent[page.locale],
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

type RecoveryAnswer = { ok: true; recoveryCodes: string[]; toast: Toast };
const isRecovery = (v: unknown): v is RecoveryAnswer =>
  typeof v === "object" && v !== null && "recoveryCodes" in v;

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { content: c, profile, preferences, staff, totpSetup: setup, sidebarOpen } = loaderData;
  const d = loaderData.dataRights;
  const { errors, values, busy } = useActionAnswer(actionData);
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
    { href: "#your-data", label: d.section, icon: FileDown },
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
          <SettingsSection id="profile" title={c.sections.profile} icon={User}>
            <ProfileForm
              c={c.profile}
              profile={profile}
              errors={errors}
              values={values}
              busy={busy}
            />
          </SettingsSection>
          <SettingsSection id="password" title={c.sections.password} icon={KeyRound}>
            <PasswordForm c={c.password} errors={errors} busy={busy} />
          </SettingsSection>
          <SettingsSection id="notifications" title={c.sections.notifications} icon={Bell}>
            <NotificationsForm c={c.notifications} enabled={profile.notifications} />
          </SettingsSection>
          <SettingsSection id="appearance" title={c.sections.appearance} icon={Palette}>
            <AppearanceForms
              c={c.appearance}
              locale={profile.locale ?? preferences.locale}
              theme={profile.theme ?? preferences.theme}
            />
          </SettingsSection>
          {staff ? (
            <SettingsSection id="security" title={c.sections.security} icon={ShieldCheck}>
              <TwoFactor
                content={c.twoFactor}
                enabled={profile.twoFactor}
                setup={setup}
                recoveryCodes={recovery?.recoveryCodes ?? null}
                errors={errors}
              />
            </SettingsSection>
          ) : null}
          <SettingsSection id="your-data" title={d.section} icon={FileDown}>
            <DataRightsSection c={d} passwordLabels={c.password.toggle} errors={errors} />
          </SettingsSection>
          <SettingsSection id="account" title={c.sections.account} icon={LogOut}>
            <AccountActions c={c.account} />
          </SettingsSection>
        </div>
      </SidebarLayout>
    </div>
  );
}
