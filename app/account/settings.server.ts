import { redirect, type RouterContextProvider } from "react-router";
import { fill, formValues, parseWith } from "~/lib/forms";
import type { CurrentUser } from "~/platform/auth/guards.server";
import { clearSessionCookie } from "~/platform/auth/sessions.server";
import {
  totpStep,
  disableTotp,
  enableTotp,
  newTotpSecret,
  totpSecretOf,
} from "~/platform/auth/totp.server";
import { passwordAttempt, verifyCredentials } from "~/platform/auth/sessions.server";
import { createCookie, data } from "react-router";
import { getEnv } from "~/platform/env.server";
import { formFailure } from "~/platform/form-response.server";
import { intakeMessages } from "~/intake";
import type { Locale } from "~/lib/i18n/i18n";
import { getPreferences, preferenceCookies } from "~/platform/preferences.server";
import { getClientIp } from "~/platform/request-info.server";
import { redirectWithToast } from "~/platform/toast.server";
import { writeAudit } from "~/platform/audit.server";
import { getDb } from "~/platform/db/db.server";
import {
  changePassword,
  savePreferences,
  setNotifications,
  signOutEverywhere,
  updateProfile,
} from "./accounts.server";
import { isCommonPassword } from "./common-passwords.server";
import { accountContent } from "./content/account";
import { dataRightsContent } from "./content/data-rights";
import { deleteAccount } from "./data-deletion.server";
import { changePasswordSchema, codeSchema, profileSchema } from "./schema";
import { countText } from "~/lib/plural";

/** The actions of /settings, one per form (`intent`). Every one needs the signed-in user. */

const BACK = "/settings";

/** A TOTP secret being set up: kept in a signed cookie until the first code confirms it. */
function setupCookie() {
  const env = getEnv();
  return createCookie("limra_totp_setup", {
    // Not "/settings": that path does not match /settings.data, the URL of the page's data
    // requests with JavaScript, so the secret would never reach the loader or the action.
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    maxAge: 15 * 60,
    secure: env.secureCookies,
    secrets: [env.AUTH_SECRET],
  });
}

export async function pendingTotpSecret(request: Request): Promise<string | null> {
  const value: unknown = await setupCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && /^[A-Z2-7]+=*$/.test(value) ? value : null;
}

type Ctx = Readonly<RouterContextProvider>;

/** One posted settings form: who sent it, its fields and the shared failure answers. */
type SettingsForm = ReturnType<typeof settingsForm>;

function settingsForm(
  request: Request,
  context: Ctx,
  user: CurrentUser,
  values: Record<string, string>,
) {
  const { locale } = getPreferences(context);
  const all = accountContent[locale];
  const m = all.messages;
  const error = (description: string, status = 400, errors = {}) =>
    formFailure(context, { status, toast: { title: m.errorTitle, description }, errors });
  // The current-password checks share the sign-in lockout: refused, even when right, until the
  // window has passed.
  const lockedOut = (minutes: number, field: string) => {
    const text = countText(minutes, m.lockedOut);
    return error(text, 429, { [field]: text });
  };
  return { request, context, user, values, locale, m, t: all.settings, error, lockedOut };
}

async function saveProfile({ context, user, values, locale, m, t, error }: SettingsForm) {
  const parsed = parseWith(
    profileSchema({
      nameRequired: m.nameRequired,
      phoneInvalid: intakeMessages[locale].phoneInvalid,
    }),
    values,
  );
  if (!parsed.success) {
    return formFailure(context, { status: 400, errors: parsed.errors, values });
  }
  try {
    await updateProfile(user.id, parsed.data);
  } catch {
    return error(t.toasts.profileFailed, 500);
  }
  return redirectWithToast(`${BACK}#profile`, t.toasts.profileUpdated);
}

async function savePassword({ request, user, values, m, t, error, lockedOut }: SettingsForm) {
  const parsed = parseWith(changePasswordSchema({ ...m, mismatch: t.password.mismatch }), values);
  const errors = parsed.success ? {} : { ...parsed.errors };
  if (values.newPassword && !errors.newPassword && isCommonPassword(values.newPassword)) {
    errors.newPassword = m.passwordCommon;
  }
  if (!parsed.success || Object.keys(errors).length)
    return error(t.toasts.passwordFailed, 400, errors);
  const result = await changePassword(
    user,
    parsed.data.currentPassword,
    parsed.data.newPassword,
    getClientIp(request),
  );
  if (result.kind === "locked") return lockedOut(result.minutes, "currentPassword");
  if (result.kind === "invalid") {
    return error(t.toasts.passwordFailed, 400, { currentPassword: t.password.currentWrong });
  }
  return redirectWithToast(`${BACK}#password`, t.toasts.passwordUpdated);
}

async function saveNotifications({ user, values, t }: SettingsForm) {
  const enabled = values.notifications === "on";
  await setNotifications(user.id, enabled);
  return redirectWithToast(`${BACK}#notifications`, {
    title: t.toasts.notificationsUpdated,
    description: enabled ? t.toasts.notificationsOn : t.toasts.notificationsOff,
  });
}

async function saveLanguage({ user, values, m, error }: SettingsForm) {
  const next = values.locale === "ta" ? "ta" : values.locale === "en" ? "en" : null;
  if (!next) return error(m.unexpected);
  await savePreferences(user.id, { locale: next });
  const headers = new Headers();
  for (const c of await preferenceCookies({ locale: next })) headers.append("Set-Cookie", c);
  // The toast speaks the new language.
  const nt = accountContent[next as Locale].settings.toasts;
  return redirectWithToast(
    `${BACK}#appearance`,
    {
      title: nt.languageUpdated,
      description: next === "ta" ? nt.languageTamil : nt.languageEnglish,
    },
    { headers },
  );
}

async function saveTheme({ user, values, m, t, error }: SettingsForm) {
  const next = values.theme === "dark" ? "dark" : values.theme === "light" ? "light" : null;
  if (!next) return error(m.unexpected);
  await savePreferences(user.id, { theme: next });
  const headers = new Headers();
  for (const c of await preferenceCookies({ theme: next })) headers.append("Set-Cookie", c);
  return redirectWithToast(
    `${BACK}#appearance`,
    {
      title: t.toasts.themeUpdated,
      description: next === "dark" ? t.toasts.themeDark : t.toasts.themeLight,
    },
    { headers },
  );
}

async function signOutOtherSessions({ user, t }: SettingsForm) {
  await signOutEverywhere(user.id);
  const headers = new Headers({ "Set-Cookie": await clearSessionCookie() });
  return redirectWithToast("/auth", t.toasts.signedOutEverywhere, { headers });
}

async function startTotp({ user, m, error }: SettingsForm) {
  if (user.role === "customer") return error(m.unexpected, 403);
  const secret = newTotpSecret();
  return redirect(`${BACK}#security`, {
    headers: { "Set-Cookie": await setupCookie().serialize(secret) },
  });
}

async function confirmTotp({ request, user, values, m, t, error }: SettingsForm) {
  if (user.role === "customer") return error(m.unexpected, 403);
  const secret = await pendingTotpSecret(request);
  const parsed = parseWith(codeSchema(m), values);
  if (!secret) return error(m.unexpected);
  const step = parsed.success ? totpStep(secret, parsed.data.code) : null;
  if (step === null) return error(m.invalidCode, 400, { code: m.invalidCode });
  const codes = await enableTotp(user.id, secret, step);
  await writeAudit(getDb(), {
    actorId: user.id,
    action: "account.2fa-on",
    entity: "users",
    entityId: user.id,
  });
  const toast = { ...t.toasts.twoFactorOn, id: crypto.randomUUID() };
  return data(
    { ok: true as const, recoveryCodes: codes, toast },
    { headers: { "Set-Cookie": await setupCookie().serialize("", { maxAge: 0 }) } },
  );
}

async function disableTotpWithPassword({
  request,
  user,
  values,
  t,
  error,
  lockedOut,
}: SettingsForm) {
  if (!(await totpSecretOf(user.id))) return redirect(`${BACK}#security`);
  const attempt = await passwordAttempt(user.email, getClientIp(request), async () => {
    const verified = await verifyCredentials(user.email, values.password ?? "");
    return verified?.id === user.id ? true : null;
  });
  if (attempt.kind === "locked") return lockedOut(attempt.minutes, "disablePassword");
  if (attempt.kind === "invalid") {
    return error(t.password.currentWrong, 400, { disablePassword: t.password.currentWrong });
  }
  await disableTotp(user.id);
  await writeAudit(getDb(), {
    actorId: user.id,
    action: "account.2fa-off",
    entity: "users",
    entityId: user.id,
  });
  return redirectWithToast(`${BACK}#security`, t.toasts.twoFactorOff);
}

/**
 * "Delete my account" (decision 051): the password (through the sign-in lockout) and the typed
 * confirmation, then the deletion; the person is signed out and sent home with a toast.
 */
async function deleteOwnAccount({ request, context, user, values, locale, m }: SettingsForm) {
  const d = dataRightsContent[locale];
  const errors: Record<string, string> = {};
  const password = values.deletePassword ?? "";
  if (!password) errors.deletePassword = d.messages.passwordRequired;
  if ((values.deleteConfirm ?? "").trim().toUpperCase() !== d.confirmWord) {
    errors.deleteConfirm = d.messages.confirmMismatch;
  }
  const fail = (status: number, toast: { title: string; description?: string }, e = errors) =>
    formFailure(context, { status, toast, errors: e });
  if (Object.keys(errors).length)
    return fail(400, { title: m.errorTitle, description: d.toasts.failed });
  const attempt = await passwordAttempt(user.email, getClientIp(request), async () => {
    const verified = await verifyCredentials(user.email, password);
    return verified?.id === user.id ? true : null;
  });
  if (attempt.kind === "locked") {
    const text = countText(attempt.minutes, m.lockedOut);
    return fail(429, { title: m.errorTitle, description: text }, { deletePassword: text });
  }
  if (attempt.kind === "invalid") {
    return fail(
      400,
      { title: m.errorTitle, description: d.toasts.failed },
      {
        deletePassword: d.messages.passwordWrong,
      },
    );
  }
  const result = await deleteAccount(user.id, { kind: "self", id: user.id });
  switch (result.kind) {
    case "deleted": {
      const headers = new Headers({ "Set-Cookie": await clearSessionCookie() });
      return redirectWithToast("/", d.toasts.deleted, { headers });
    }
    case "privileged":
      return fail(409, d.toasts.privileged, {});
    case "last-admin":
      return fail(409, d.toasts.lastAdmin, {});
    case "open-orders":
      return fail(409, d.toasts.openOrders, {});
    case "not-found":
      return fail(404, { title: m.errorTitle, description: m.unexpected }, {});
  }
}

export async function settingsAction(request: Request, context: Ctx, user: CurrentUser) {
  const form = settingsForm(request, context, user, formValues(await request.formData()));
  switch (form.values.intent) {
    case "profile":
      return saveProfile(form);
    case "password":
      return savePassword(form);
    case "notifications":
      return saveNotifications(form);
    case "language":
      return saveLanguage(form);
    case "theme":
      return saveTheme(form);
    case "delete-account":
      return deleteOwnAccount(form);
    case "signout-everywhere":
      return signOutOtherSessions(form);
    case "totp-start":
      return startTotp(form);
    case "totp-confirm":
      return confirmTotp(form);
    case "totp-disable":
      return disableTotpWithPassword(form);
    default:
      return form.error(fill(form.m.unexpected, {}));
  }
}
