import type { PageMeta } from "~/lib/content";
import type { PluralForms } from "~/lib/plural";

/** Shapes of the account pages' copy (English and Tamil, same shape). */
export type ToastText = { title: string; description: string };

export type PasswordFieldText = { show: string; hide: string };

/** Validation messages and toasts shared by the account pages. English is the spec's wording. */
export type AccountMessages = {
  errorTitle: string; // 'Error'
  nameRequired: string;
  emailInvalid: string;
  passwordRequired: string;
  passwordMin: string; // 'Password must be at least 6 characters long.'
  passwordMax: string;
  passwordCommon: string;
  passwordsMismatch: string; // 'Passwords do not match.'
  invalidCredentials: string;
  emailNotVerified: string;
  lockedOut: PluralForms; // "{count}" minutes
  invalidCode: string;
  codeRequired: string;
  accountCreated: ToastText; // 'Account created!' / 'Please check your email to verify your account.'
  welcomeBack: ToastText; // 'Welcome back!' / 'You have been signed in successfully.'
  resetSent: ToastText; // 'Reset email sent!' / 'Check your email for the password reset link.'
  passwordUpdated: ToastText; // 'Password updated!' / 'Your password has been successfully updated.'
  invalidResetLink: ToastText; // 'Invalid reset link' / 'Please use the reset link from your email.'
  emailVerified: ToastText;
  alreadyVerified: ToastText;
  tooManySignups: PluralForms; // "{count}" minutes
  verifyFailed: ToastText;
  unexpected: string;
};

export type AuthContent = {
  meta: PageMeta;
  title: string;
  intro: string;
  tabs: { signIn: string; signUp: string; label: string };
  name: string;
  email: string;
  password: string;
  passwordHint: string;
  passwordToggle: PasswordFieldText;
  signIn: string; // "Sign In"
  signingIn: string; // "Signing in..."
  signUp: string; // "Create Account"
  signingUp: string;
  forgot: string; // "Forgot Password?"
  resetTitle: string;
  resetIntro: string;
  sendReset: string; // "Send Reset Link"
  sending: string;
  backToSignIn: string;
  backHome: string; // "Back to Home"
  twoFactor: { title: string; intro: string; code: string; verify: string; verifying: string };
};

export type ResetPasswordContent = {
  meta: PageMeta;
  title: string;
  intro: string;
  newPassword: string;
  confirmPassword: string;
  submit: string;
  submitting: string;
  passwordToggle: PasswordFieldText;
};

export type VerifyEmailContent = {
  meta: PageMeta;
  title: string;
  intro: string;
  confirm: string;
  confirming: string;
};

export type SettingsContent = {
  meta: PageMeta;
  title: string;
  intro: string;
  sidebar: { label: string; toggle: string; shortcut: string };
  sections: {
    profile: string;
    password: string;
    notifications: string;
    appearance: string;
    security: string;
    account: string;
  };
  profile: {
    name: string;
    phone: string;
    email: string;
    emailNote: string; // 'Email cannot be changed'
    save: string;
    saving: string;
  };
  password: {
    current: string;
    next: string;
    confirm: string;
    save: string;
    saving: string;
    mismatch: string; // "New passwords don't match."
    currentWrong: string;
    toggle: PasswordFieldText;
  };
  notifications: { label: string; hint: string; save: string };
  appearance: {
    language: string;
    english: string;
    tamil: string;
    theme: string;
    light: string;
    dark: string;
    save: string;
  };
  twoFactor: {
    title: string;
    off: string;
    on: string;
    enable: string;
    scan: string;
    secretLabel: string;
    code: string;
    confirm: string;
    recoveryTitle: string;
    recoveryIntro: string;
    disable: string;
    disablePassword: string;
  };
  account: {
    signOut: string;
    signOutEverywhere: string;
    signOutEverywhereHint: string;
    cancel: string;
  };
  toasts: {
    profileUpdated: ToastText; // 'Profile Updated'
    profileFailed: string; // 'Failed to update profile. Please try again.'
    passwordUpdated: ToastText; // 'Password Updated'
    passwordFailed: string; // 'Failed to update password. Please try again.'
    notificationsUpdated: string; // 'Notification Settings Updated'
    notificationsOn: string;
    notificationsOff: string;
    languageUpdated: string; // 'Language Updated'
    languageEnglish: string;
    languageTamil: string;
    themeUpdated: string; // 'Theme Updated'
    themeLight: string; // 'Switched to light mode'
    themeDark: string;
    signedOutEverywhere: ToastText;
    twoFactorOn: ToastText;
    twoFactorOff: ToastText;
  };
};

export type BillingLoginContent = {
  meta: PageMeta;
  title: string; // 'Employee Login'
  intro: string;
  email: string;
  password: string;
  passwordToggle: PasswordFieldText;
  submit: string;
  submitting: string;
  noAccount: string;
  createAccount: string; // 'Create Account'
  loginSuccess: string; // 'Login successful!'
  loginFailed: string; // 'Login failed. Please try again.'
  noAccess: string;
  pending: string;
  rejected: string;
  twoFactor: { title: string; intro: string; code: string; verify: string; verifying: string };
};

export type BillingCreateAccountContent = {
  meta: PageMeta;
  title: string; // 'Create Account'
  intro: string;
  userId: string; // 'User ID'
  password: string;
  confirmPassword: string;
  passwordToggle: PasswordFieldText;
  submit: string;
  submitting: string;
  backToLogin: string; // 'Back to Login'
  fillAll: string; // 'Please fill in all fields'
  mismatch: string; // 'Passwords do not match'
  requested: ToastText;
};

export type BillingHomeContent = {
  meta: PageMeta;
  title: string;
  intro: string;
  serviceManagement: string; // 'Service Management'
  serviceText: string;
  bills: string; // 'Bills'
  billsText: string;
  logout: string; // 'Logout'
};

export type AccountContent = {
  messages: AccountMessages;
  auth: AuthContent;
  resetPassword: ResetPasswordContent;
  verifyEmail: VerifyEmailContent;
  settings: SettingsContent;
  billingLogin: BillingLoginContent;
  billingCreateAccount: BillingCreateAccountContent;
  billingHome: BillingHomeContent;
};
