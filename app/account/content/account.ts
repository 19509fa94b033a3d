import { localized, tr } from "~/lib/content";
import type { AccountContent } from "./types";

/** The sign-in's second step (the shop's sign-in and the billing login ask it alike). */
const TWO_FACTOR_STEP = {
  title: tr("Two-factor authentication", "இரு-படி சரிபார்ப்பு"),
  intro: tr(
    "Enter the 6-digit code from your authenticator app, or one of your recovery codes.",
    "உங்கள் அங்கீகரிப்புச் செயலியில் உள்ள 6 இலக்கக் குறியீட்டையோ, உங்கள் மீட்புக் குறியீடுகளில் ஒன்றையோ உள்ளிடவும்.",
  ),
  code: tr("Authentication code", "சரிபார்ப்புக் குறியீடு"),
  verify: tr("Verify", "சரிபார்"),
  verifying: tr("Verifying...", "சரிபார்க்கிறது..."),
};

/** Copy of the account pages: /auth, /reset-password, /verify-email, /settings, billing login. */
export const accountContent = localized<AccountContent>({
  messages: {
    errorTitle: tr("Error", "பிழை"),
    nameRequired: tr("Please enter your name.", "உங்கள் பெயரை உள்ளிடவும்."),
    emailInvalid: tr("Please enter a valid email address.", "சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்."),
    passwordRequired: tr("Please enter your password.", "உங்கள் கடவுச்சொல்லை உள்ளிடவும்."),
    passwordMin: tr(
      "Password must be at least 6 characters long.",
      "கடவுச்சொல் குறைந்தது 6 எழுத்துகள் கொண்டதாக இருக்க வேண்டும்.",
    ),
    passwordMax: tr(
      "Password must be at most 128 characters long.",
      "கடவுச்சொல் அதிகபட்சம் 128 எழுத்துகளுக்குள் இருக்க வேண்டும்.",
    ),
    passwordCommon: tr(
      "This password is too common. Please choose a less common one.",
      "இந்தக் கடவுச்சொல் மிகவும் பொதுவானது. எளிதில் ஊகிக்க முடியாத வேறு கடவுச்சொல்லைத் தேர்ந்தெடுக்கவும்.",
    ),
    passwordsMismatch: tr("Passwords do not match.", "கடவுச்சொற்கள் பொருந்தவில்லை."),
    invalidCredentials: tr("Invalid email or password.", "மின்னஞ்சல் அல்லது கடவுச்சொல் தவறானது."),
    emailNotVerified: tr(
      "Please verify your email address first. We have sent you a new verification link.",
      "முதலில் உங்கள் மின்னஞ்சல் முகவரியைச் சரிபார்க்கவும். புதிய சரிபார்ப்பு இணைப்பை உங்களுக்கு அனுப்பியுள்ளோம்.",
    ),
    lockedOut: {
      one: tr(
        "Too many failed sign-in attempts. Please try again in {count} minute.",
        "பலமுறை தவறாக உள்நுழைய முயன்றுள்ளீர்கள். {count} நிமிடம் கழித்து மீண்டும் முயற்சிக்கவும்.",
      ),
      other: tr(
        "Too many failed sign-in attempts. Please try again in {count} minutes.",
        "பலமுறை தவறாக உள்நுழைய முயன்றுள்ளீர்கள். {count} நிமிடங்கள் கழித்து மீண்டும் முயற்சிக்கவும்.",
      ),
    },
    invalidCode: tr(
      "That code is not valid. Please try again.",
      "இந்தக் குறியீடு சரியானதல்ல. மீண்டும் முயற்சிக்கவும்.",
    ),
    codeRequired: tr(
      "Please enter the code from your authenticator app.",
      "உங்கள் அங்கீகரிப்புச் செயலியில் உள்ள குறியீட்டை உள்ளிடவும்.",
    ),
    accountCreated: {
      title: tr("Account created!", "கணக்கு உருவாக்கப்பட்டது!"),
      description: tr(
        "Please check your email to verify your account.",
        "உங்கள் கணக்கைச் சரிபார்க்க, உங்கள் மின்னஞ்சலைப் பாருங்கள்.",
      ),
    },
    welcomeBack: {
      title: tr("Welcome back!", "மீண்டும் வருக!"),
      description: tr("You have been signed in successfully.", "நீங்கள் வெற்றிகரமாக உள்நுழைந்துவிட்டீர்கள்."),
    },
    resetSent: {
      title: tr("Reset email sent!", "மீட்டமைப்பு மின்னஞ்சல் அனுப்பப்பட்டது!"),
      description: tr(
        "Check your email for the password reset link.",
        "கடவுச்சொல் மீட்டமைப்பு இணைப்புக்கு உங்கள் மின்னஞ்சலைப் பாருங்கள்.",
      ),
    },
    passwordUpdated: {
      title: tr("Password updated!", "கடவுச்சொல் புதுப்பிக்கப்பட்டது!"),
      description: tr(
        "Your password has been successfully updated.",
        "உங்கள் கடவுச்சொல் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது.",
      ),
    },
    invalidResetLink: {
      title: tr("Invalid reset link", "தவறான மீட்டமைப்பு இணைப்பு"),
      description: tr(
        "Please use the reset link from your email.",
        "உங்கள் மின்னஞ்சலில் வந்த மீட்டமைப்பு இணைப்பைப் பயன்படுத்தவும்.",
      ),
    },
    emailVerified: {
      title: tr("Email verified!", "மின்னஞ்சல் சரிபார்க்கப்பட்டது!"),
      description: tr(
        "Your email address is confirmed and you are signed in.",
        "உங்கள் மின்னஞ்சல் முகவரி உறுதிசெய்யப்பட்டது; நீங்கள் உள்நுழைந்துவிட்டீர்கள்.",
      ),
    },
    alreadyVerified: {
      title: tr("Email already confirmed", "மின்னஞ்சல் ஏற்கனவே உறுதிசெய்யப்பட்டது"),
      description: tr(
        "Your email address is already confirmed. Please sign in.",
        "உங்கள் மின்னஞ்சல் முகவரி ஏற்கனவே உறுதிசெய்யப்பட்டுள்ளது. உள்நுழையவும்.",
      ),
    },
    tooManySignups: {
      one: tr(
        "Too many accounts were created from this connection. Please try again in {count} minute.",
        "இந்த இணைப்பிலிருந்து பல கணக்குகள் உருவாக்கப்பட்டுள்ளன. {count} நிமிடம் கழித்து மீண்டும் முயலவும்.",
      ),
      other: tr(
        "Too many accounts were created from this connection. Please try again in {count} minutes.",
        "இந்த இணைப்பிலிருந்து பல கணக்குகள் உருவாக்கப்பட்டுள்ளன. {count} நிமிடங்கள் கழித்து மீண்டும் முயலவும்.",
      ),
    },
    verifyFailed: {
      title: tr("Invalid verification link", "தவறான சரிபார்ப்பு இணைப்பு"),
      description: tr(
        "This verification link is invalid or has expired. Sign in to get a new one.",
        "இந்தச் சரிபார்ப்பு இணைப்பு தவறானது அல்லது காலாவதியாகிவிட்டது. புதிய இணைப்பைப் பெற உள்நுழையவும்.",
      ),
    },
    unexpected: tr(
      "Something went wrong. Please try again.",
      "ஏதோ தவறு நடந்துவிட்டது. மீண்டும் முயற்சிக்கவும்.",
    ),
  },
  auth: {
    meta: {
      title: tr(
        "Sign In or Create an Account — Limra Graphics",
        "உள்நுழைக அல்லது கணக்கை உருவாக்குக — Limra Graphics",
      ),
      description: tr(
        "Sign in to your Limra Graphics account or create one to order printing, share your experience and manage your settings. Reset a forgotten password here too.",
        "Limra Graphics கணக்கில் உள்நுழையுங்கள் அல்லது புதிய கணக்கை உருவாக்குங்கள்; அச்சுக்கு ஆர்டர் செய்யலாம், அனுபவத்தைப் பகிரலாம், மறந்த கடவுச்சொல்லை மீட்டமைக்கலாம்.",
      ),
    },
    title: tr("Welcome to Limra Graphics", "Limra Graphics-க்கு வருக"),
    intro: tr(
      "Sign in to your account, or create one in a minute.",
      "உங்கள் கணக்கில் உள்நுழையுங்கள், அல்லது ஒரு நிமிடத்தில் புதிய கணக்கை உருவாக்குங்கள்.",
    ),
    tabs: {
      signIn: tr("Sign In", "உள்நுழைக"),
      signUp: tr("Sign Up", "பதிவு செய்க"),
      label: tr("Sign in or sign up", "உள்நுழைக அல்லது பதிவு செய்க"),
    },
    name: tr("Full Name", "முழுப் பெயர்"),
    email: tr("Email", "மின்னஞ்சல்"),
    password: tr("Password", "கடவுச்சொல்"),
    passwordHint: tr("At least 6 characters.", "குறைந்தது 6 எழுத்துகள்."),
    passwordToggle: {
      show: tr("Show password", "கடவுச்சொல்லைக் காட்டு"),
      hide: tr("Hide password", "கடவுச்சொல்லை மறை"),
    },
    signIn: tr("Sign In", "உள்நுழைக"),
    signingIn: tr("Signing in...", "உள்நுழைகிறது..."),
    signUp: tr("Create Account", "கணக்கை உருவாக்கு"),
    signingUp: tr("Creating account...", "கணக்கு உருவாக்கப்படுகிறது..."),
    forgot: tr("Forgot Password?", "கடவுச்சொல் மறந்துவிட்டதா?"),
    resetTitle: tr("Reset Password", "கடவுச்சொல்லை மீட்டமை"),
    resetIntro: tr(
      "Enter your email and we will send you a link to reset your password.",
      "உங்கள் மின்னஞ்சல் முகவரியை உள்ளிடுங்கள்; கடவுச்சொல்லை மீட்டமைப்பதற்கான இணைப்பை அனுப்புகிறோம்.",
    ),
    sendReset: tr("Send Reset Link", "மீட்டமைப்பு இணைப்பை அனுப்பு"),
    sending: tr("Sending...", "அனுப்புகிறோம்..."),
    backToSignIn: tr("Back to Sign In", "உள்நுழைவுக்குத் திரும்பு"),
    backHome: tr("Back to Home", "முகப்புக்குத் திரும்பு"),
    twoFactor: TWO_FACTOR_STEP,
  },
  resetPassword: {
    meta: {
      title: tr(
        "Set a New Password — Limra Graphics",
        "புதிய கடவுச்சொல்லை அமையுங்கள் — Limra Graphics",
      ),
      description: tr(
        "Choose a new password for your Limra Graphics account. The reset link from your email works once and expires after one hour, to keep your account safe.",
        "Limra Graphics கணக்குக்குப் புதிய கடவுச்சொல்லை அமையுங்கள். பாதுகாப்புக்காக, மின்னஞ்சல் இணைப்பு ஒருமுறை மட்டுமே செயல்படும்; ஒரு மணி நேரத்தில் காலாவதியாகும்.",
      ),
    },
    title: tr("Set a New Password", "புதிய கடவுச்சொல்லை அமையுங்கள்"),
    intro: tr(
      "Choose a new password for your account.",
      "உங்கள் கணக்குக்குப் புதிய கடவுச்சொல்லைத் தேர்ந்தெடுக்கவும்.",
    ),
    newPassword: tr("New Password", "புதிய கடவுச்சொல்"),
    confirmPassword: tr("Confirm Password", "கடவுச்சொல்லை உறுதிசெய்க"),
    submit: tr("Update Password", "கடவுச்சொல்லைப் புதுப்பி"),
    submitting: tr("Updating...", "புதுப்பிக்கிறது..."),
    passwordToggle: {
      show: tr("Show password", "கடவுச்சொல்லைக் காட்டு"),
      hide: tr("Hide password", "கடவுச்சொல்லை மறை"),
    },
  },
  verifyEmail: {
    meta: {
      title: tr(
        "Confirm Your Email — Limra Graphics",
        "உங்கள் மின்னஞ்சலை உறுதிசெய்யுங்கள் — Limra Graphics",
      ),
      description: tr(
        "Confirm the email address of your new Limra Graphics account to finish signing up, then order printing and share your experience with us.",
        "பதிவை நிறைவு செய்ய, புதிய Limra Graphics கணக்கின் மின்னஞ்சல் முகவரியை உறுதிசெய்யுங்கள்; பிறகு அச்சுக்கு ஆர்டர் செய்யலாம், உங்கள் அனுபவத்தைப் பகிரலாம்.",
      ),
    },
    title: tr("Confirm your email", "உங்கள் மின்னஞ்சலை உறுதிசெய்யுங்கள்"),
    intro: tr(
      "Press the button to confirm your email address and sign in.",
      "உங்கள் மின்னஞ்சல் முகவரியை உறுதிசெய்து உள்நுழைய, இந்தப் பொத்தானை அழுத்துங்கள்.",
    ),
    confirm: tr("Confirm my email", "என் மின்னஞ்சலை உறுதிசெய்"),
    confirming: tr("Confirming...", "உறுதிசெய்கிறது..."),
  },
  settings: {
    meta: {
      title: tr("Settings — Limra Graphics", "அமைப்புகள் — Limra Graphics"),
      description: tr(
        "Manage your Limra Graphics account: your name and phone, password, notifications, language and theme, two-factor sign-in and signing out of every device.",
        "Limra Graphics கணக்கை நிர்வகியுங்கள்: பெயர், தொலைபேசி எண், கடவுச்சொல், அறிவிப்புகள், மொழி, தீம், இரு-படி உள்நுழைவு, எல்லாச் சாதனங்களிலிருந்தும் வெளியேறுதல்.",
      ),
    },
    title: tr("Settings", "அமைப்புகள்"),
    intro: tr("Manage your account and preferences.", "உங்கள் கணக்கையும் விருப்பங்களையும் நிர்வகியுங்கள்."),
    sidebar: {
      label: tr("Settings sections", "அமைப்புப் பிரிவுகள்"),
      toggle: tr("Toggle sidebar", "பக்கப்பட்டியைத் திற/மூடு"),
      shortcut: "Ctrl + B",
    },
    sections: {
      profile: tr("Profile", "சுயவிவரம்"),
      password: tr("Change Password", "கடவுச்சொல்லை மாற்று"),
      notifications: tr("Notifications", "அறிவிப்புகள்"),
      appearance: tr("Language & Appearance", "மொழி & தோற்றம்"),
      security: tr("Two-Factor Sign-In", "இரு-படி உள்நுழைவு"),
      account: tr("Account", "கணக்கு"),
    },
    profile: {
      name: tr("Full Name", "முழுப் பெயர்"),
      phone: tr("Phone Number", "தொலைபேசி எண்"),
      email: tr("Email", "மின்னஞ்சல்"),
      emailNote: tr("Email cannot be changed", "மின்னஞ்சலை மாற்ற முடியாது"),
      save: tr("Save Profile", "சுயவிவரத்தைச் சேமி"),
      saving: tr("Saving...", "சேமிக்கிறது..."),
    },
    password: {
      current: tr("Current Password", "தற்போதைய கடவுச்சொல்"),
      next: tr("New Password", "புதிய கடவுச்சொல்"),
      confirm: tr("Confirm New Password", "புதிய கடவுச்சொல்லை உறுதிசெய்க"),
      save: tr("Update Password", "கடவுச்சொல்லைப் புதுப்பி"),
      saving: tr("Updating...", "புதுப்பிக்கிறது..."),
      mismatch: tr("New passwords don't match.", "புதிய கடவுச்சொற்கள் பொருந்தவில்லை."),
      currentWrong: tr("Your current password is not correct.", "உங்கள் தற்போதைய கடவுச்சொல் தவறானது."),
      toggle: {
        show: tr("Show password", "கடவுச்சொல்லைக் காட்டு"),
        hide: tr("Hide password", "கடவுச்சொல்லை மறை"),
      },
    },
    notifications: {
      label: tr("Email notifications", "மின்னஞ்சல் அறிவிப்புகள்"),
      hint: tr(
        "Order updates and replies from us by email.",
        "ஆர்டர் நிலவரங்களும் எங்கள் பதில்களும் மின்னஞ்சலில் வரும்.",
      ),
      save: tr("Save", "சேமி"),
    },
    appearance: {
      language: tr("Language", "மொழி"),
      english: tr("English", "English (ஆங்கிலம்)"),
      tamil: tr("Tamil (தமிழ்)", "தமிழ்"),
      theme: tr("Theme", "தீம்"),
      light: tr("Light", "ஒளி"),
      dark: tr("Dark", "இருண்ட"),
      save: tr("Save", "சேமி"),
    },
    twoFactor: {
      title: tr("Two-factor sign-in", "இரு-படி உள்நுழைவு"),
      off: tr("Two-factor sign-in is off.", "இரு-படி உள்நுழைவு முடக்கத்தில் உள்ளது."),
      on: tr(
        "Two-factor sign-in is on: signing in asks for a code from your authenticator app.",
        "இரு-படி உள்நுழைவு இயக்கத்தில் உள்ளது: உள்நுழையும்போது உங்கள் அங்கீகரிப்புச் செயலியில் உள்ள குறியீடு கேட்கப்படும்.",
      ),
      enable: tr("Turn on two-factor sign-in", "இரு-படி உள்நுழைவை இயக்கு"),
      scan: tr(
        "Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, Authy), then enter the 6-digit code it shows.",
        "இந்த QR குறியீட்டை ஓர் அங்கீகரிப்புச் செயலி (Google Authenticator, Microsoft Authenticator, Authy) மூலம் ஸ்கேன் செய்து, அது காட்டும் 6 இலக்கக் குறியீட்டை உள்ளிடவும்.",
      ),
      secretLabel: tr("Or enter this key by hand:", "அல்லது இந்தச் சாவியைக் கையால் உள்ளிடவும்:"),
      code: tr("6-digit code", "6 இலக்கக் குறியீடு"),
      confirm: tr("Confirm and turn on", "உறுதிசெய்து இயக்கு"),
      recoveryTitle: tr("Your recovery codes", "உங்கள் மீட்புக் குறியீடுகள்"),
      recoveryIntro: tr(
        "Keep these codes somewhere safe. Each one signs you in once if you lose your phone. They are shown only now.",
        "இந்தக் குறியீடுகளைப் பாதுகாப்பான இடத்தில் வைத்திருங்கள். உங்கள் மொபைல் தொலைந்தால், ஒவ்வொரு குறியீட்டையும் கொண்டு ஒருமுறை உள்நுழையலாம். இவை இப்போது மட்டுமே காட்டப்படும்.",
      ),
      disable: tr("Turn off two-factor sign-in", "இரு-படி உள்நுழைவை முடக்கு"),
      disablePassword: tr("Current password", "தற்போதைய கடவுச்சொல்"),
    },
    account: {
      signOut: tr("Sign Out", "வெளியேறு"),
      signOutEverywhere: tr("Sign out everywhere", "எல்லாச் சாதனங்களிலிருந்தும் வெளியேறு"),
      signOutEverywhereHint: tr(
        "Ends your sessions on every device, including this one.",
        "இந்தச் சாதனம் உட்பட, எல்லாச் சாதனங்களிலும் உள்ள உங்கள் அமர்வுகளை முடிக்கும்.",
      ),
      cancel: tr("Cancel", "ரத்துசெய்"),
    },
    toasts: {
      profileUpdated: {
        title: tr("Profile Updated", "சுயவிவரம் புதுப்பிக்கப்பட்டது"),
        description: tr(
          "Your profile has been updated successfully.",
          "உங்கள் சுயவிவரம் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது.",
        ),
      },
      profileFailed: tr(
        "Failed to update profile. Please try again.",
        "சுயவிவரத்தைப் புதுப்பிக்க முடியவில்லை. மீண்டும் முயற்சிக்கவும்.",
      ),
      passwordUpdated: {
        title: tr("Password Updated", "கடவுச்சொல் புதுப்பிக்கப்பட்டது"),
        description: tr(
          "Your password has been changed successfully.",
          "உங்கள் கடவுச்சொல் வெற்றிகரமாக மாற்றப்பட்டது.",
        ),
      },
      passwordFailed: tr(
        "Failed to update password. Please try again.",
        "கடவுச்சொல்லைப் புதுப்பிக்க முடியவில்லை. மீண்டும் முயற்சிக்கவும்.",
      ),
      notificationsUpdated: tr("Notification Settings Updated", "அறிவிப்பு அமைப்புகள் புதுப்பிக்கப்பட்டன"),
      notificationsOn: tr("Notifications enabled", "அறிவிப்புகள் இயக்கப்பட்டன"),
      notificationsOff: tr("Notifications disabled", "அறிவிப்புகள் முடக்கப்பட்டன"),
      languageUpdated: tr("Language Updated", "மொழி மாற்றப்பட்டது"),
      languageEnglish: tr("Language changed to English", "மொழி ஆங்கிலத்திற்கு மாற்றப்பட்டது"),
      languageTamil: tr("Language changed to Tamil", "மொழி தமிழுக்கு மாற்றப்பட்டது"),
      themeUpdated: tr("Theme Updated", "தீம் மாற்றப்பட்டது"),
      themeLight: tr("Switched to light mode", "ஒளிப் பயன்முறைக்கு மாற்றப்பட்டது"),
      themeDark: tr("Switched to dark mode", "இருண்ட பயன்முறைக்கு மாற்றப்பட்டது"),
      signedOutEverywhere: {
        title: tr("Signed out everywhere", "எல்லாச் சாதனங்களிலிருந்தும் வெளியேறினீர்கள்"),
        description: tr(
          "All your sessions have ended. Please sign in again.",
          "உங்கள் அமர்வுகள் அனைத்தும் முடிக்கப்பட்டன. மீண்டும் உள்நுழையவும்.",
        ),
      },
      twoFactorOn: {
        title: tr("Two-factor sign-in is on", "இரு-படி உள்நுழைவு இயக்கப்பட்டது"),
        description: tr(
          "Save your recovery codes now: they are shown only once.",
          "உங்கள் மீட்புக் குறியீடுகளை இப்போதே சேமித்து வையுங்கள்: அவை ஒருமுறை மட்டுமே காட்டப்படும்.",
        ),
      },
      twoFactorOff: {
        title: tr("Two-factor sign-in is off", "இரு-படி உள்நுழைவு முடக்கப்பட்டது"),
        description: tr(
          "Signing in now needs only your password.",
          "இனி உள்நுழைய உங்கள் கடவுச்சொல் மட்டும் போதும்.",
        ),
      },
    },
  },
  billingLogin: {
    meta: {
      title: tr(
        "Employee Login — Limra Graphics Billing",
        "ஊழியர் உள்நுழைவு — Limra Graphics பில்லிங்",
      ),
      description: tr(
        "Staff sign-in for the Limra Graphics billing office: customer bills, income and expenses, transactions, godown stock and alerts. For employees only.",
        "Limra Graphics பில்லிங் அலுவலக ஊழியர் உள்நுழைவு: வாடிக்கையாளர் பில்கள், வரவு & செலவு, பரிவர்த்தனைகள், கிடங்கு இருப்பு, அறிவிப்புகள். ஊழியர்களுக்கு மட்டும்.",
      ),
    },
    title: tr("Employee Login", "ஊழியர் உள்நுழைவு"),
    intro: tr("Sign in to the billing office.", "பில்லிங் அலுவலகத்தில் உள்நுழையுங்கள்."),
    email: tr("Email", "மின்னஞ்சல்"),
    password: tr("Password", "கடவுச்சொல்"),
    passwordToggle: {
      show: tr("Show password", "கடவுச்சொல்லைக் காட்டு"),
      hide: tr("Hide password", "கடவுச்சொல்லை மறை"),
    },
    submit: tr("Login", "உள்நுழைக"),
    submitting: tr("Logging in...", "உள்நுழைகிறது..."),
    noAccount: tr("Don't have an account?", "கணக்கு இல்லையா?"),
    createAccount: tr("Create Account", "கணக்கை உருவாக்கு"),
    loginSuccess: tr("Login successful!", "வெற்றிகரமாக உள்நுழைந்தீர்கள்!"),
    loginFailed: tr("Login failed. Please try again.", "உள்நுழைய முடியவில்லை. மீண்டும் முயற்சிக்கவும்."),
    noAccess: tr(
      "This account does not have billing access. Ask the owner to give you staff access.",
      "இந்தக் கணக்குக்குப் பில்லிங் அணுகல் இல்லை. ஊழியர் அணுகல் வழங்குமாறு உரிமையாளரிடம் கேளுங்கள்.",
    ),
    pending: tr(
      "Your staff access request is awaiting approval by the owner.",
      "உங்கள் ஊழியர் அணுகல் கோரிக்கை உரிமையாளரின் ஒப்புதலுக்காகக் காத்திருக்கிறது.",
    ),
    rejected: tr(
      "Your staff access request was not approved. Please contact the owner.",
      "உங்கள் ஊழியர் அணுகல் கோரிக்கை ஏற்கப்படவில்லை. உரிமையாளரைத் தொடர்பு கொள்ளுங்கள்.",
    ),
    twoFactor: TWO_FACTOR_STEP,
  },
  billingCreateAccount: {
    meta: {
      title: tr(
        "Create Staff Account — Limra Graphics Billing",
        "ஊழியர் கணக்கை உருவாக்கு — Limra Graphics பில்லிங்",
      ),
      description: tr(
        "Request staff access to the Limra Graphics billing office. Create your account here; the owner approves the request before you can log in to billing.",
        "Limra Graphics பில்லிங் அலுவலகத்தில் ஊழியர் அணுகலைக் கோருங்கள். இங்கே கணக்கை உருவாக்குங்கள்; உரிமையாளர் ஒப்புதல் அளித்த பிறகே பில்லிங்கில் உள்நுழைய முடியும்.",
      ),
    },
    title: tr("Create Account", "கணக்கை உருவாக்கு"),
    intro: tr(
      "Create your staff account. The owner approves it before you can log in.",
      "உங்கள் ஊழியர் கணக்கை உருவாக்குங்கள். உரிமையாளர் ஒப்புதல் அளித்த பிறகே உள்நுழைய முடியும்.",
    ),
    userId: tr("User ID (Email)", "பயனர் ஐடி (மின்னஞ்சல்)"),
    password: tr("Password", "கடவுச்சொல்"),
    confirmPassword: tr("Confirm Password", "கடவுச்சொல்லை உறுதிசெய்க"),
    passwordToggle: {
      show: tr("Show password", "கடவுச்சொல்லைக் காட்டு"),
      hide: tr("Hide password", "கடவுச்சொல்லை மறை"),
    },
    submit: tr("Create Account", "கணக்கை உருவாக்கு"),
    submitting: tr("Creating...", "உருவாக்குகிறது..."),
    backToLogin: tr("Back to Login", "உள்நுழைவுக்குத் திரும்பு"),
    fillAll: tr("Please fill in all fields", "அனைத்து விவரங்களையும் நிரப்பவும்"),
    mismatch: tr("Passwords do not match", "கடவுச்சொற்கள் பொருந்தவில்லை"),
    // The same for every address, free or taken (docs/decisions/018): what happened is told
    // to the address's owner by e-mail.
    requested: {
      title: tr("Request received", "கோரிக்கை பெறப்பட்டது"),
      description: tr(
        "We have sent an e-mail about your staff access request to this address. Once the owner approves the request, you can log in here.",
        "உங்கள் ஊழியர் அணுகல் கோரிக்கை குறித்து இந்த முகவரிக்கு ஒரு மின்னஞ்சல் அனுப்பியுள்ளோம். உரிமையாளர் கோரிக்கைக்கு ஒப்புதல் அளித்ததும் இங்கே உள்நுழையலாம்.",
      ),
    },
  },
  billingHome: {
    meta: {
      title: tr("Billing — Limra Graphics", "பில்லிங் — Limra Graphics"),
      description: tr(
        "The Limra Graphics billing office: service management, customer bills and the day's work at the counter. For staff with billing access only.",
        "Limra Graphics பில்லிங் அலுவலகம்: சேவை மேலாண்மை, வாடிக்கையாளர் பில்கள், கவுண்டரில் அன்றாடப் பணிகள். பில்லிங் அணுகல் உள்ள ஊழியர்களுக்கு மட்டும்.",
      ),
    },
    title: tr("Billing", "பில்லிங்"),
    intro: tr("Choose where to work.", "எங்கு பணியாற்ற வேண்டும் என்பதைத் தேர்ந்தெடுங்கள்."),
    serviceManagement: tr("Service Management", "சேவை மேலாண்மை"),
    serviceText: tr(
      "Bills, income and expenses, transactions, godown stock, alerts and CSV files.",
      "பில்கள், வரவு & செலவு, பரிவர்த்தனைகள், கிடங்கு இருப்பு, அறிவிப்புகள், CSV கோப்புகள்.",
    ),
    bills: tr("Bills", "பில்கள்"),
    billsText: tr(
      "Find, edit and print customer bills.",
      "வாடிக்கையாளர் பில்களைத் தேடலாம், திருத்தலாம், அச்சிடலாம்.",
    ),
    logout: tr("Logout", "வெளியேறு"),
  },
});
