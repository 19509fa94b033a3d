import type { Localized } from "~/lib/content";
import type { AccountContent } from "./types";

/** Copy of the account pages: /auth, /reset-password, /verify-email, /settings, billing login. */
export const accountContent: Localized<AccountContent> = {
  en: {
    messages: {
      errorTitle: "Error",
      nameRequired: "Please enter your name.",
      emailInvalid: "Please enter a valid email address.",
      passwordRequired: "Please enter your password.",
      passwordMin: "Password must be at least 6 characters long.",
      passwordMax: "Password must be at most 128 characters long.",
      passwordCommon: "This password is too common. Please choose a less common one.",
      passwordsMismatch: "Passwords do not match.",
      invalidCredentials: "Invalid email or password.",
      emailNotVerified:
        "Please verify your email address first. We have sent you a new verification link.",
      lockedOut: "Too many failed sign-in attempts. Please try again in {minutes} minutes.",
      invalidCode: "That code is not valid. Please try again.",
      codeRequired: "Please enter the code from your authenticator app.",
      accountCreated: {
        title: "Account created!",
        description: "Please check your email to verify your account.",
      },
      welcomeBack: {
        title: "Welcome back!",
        description: "You have been signed in successfully.",
      },
      resetSent: {
        title: "Reset email sent!",
        description: "Check your email for the password reset link.",
      },
      passwordUpdated: {
        title: "Password updated!",
        description: "Your password has been successfully updated.",
      },
      invalidResetLink: {
        title: "Invalid reset link",
        description: "Please use the reset link from your email.",
      },
      emailVerified: {
        title: "Email verified!",
        description: "Your email address is confirmed and you are signed in.",
      },
      alreadyVerified: {
        title: "Email already confirmed",
        description: "Your email address is already confirmed. Please sign in.",
      },
      tooManySignups:
        "Too many accounts were created from this connection. Please try again in {minutes} minutes.",
      verifyFailed: {
        title: "Invalid verification link",
        description: "This verification link is invalid or has expired. Sign in to get a new one.",
      },
      unexpected: "Something went wrong. Please try again.",
    },
    auth: {
      meta: {
        title: "Sign In or Create an Account — Limra Graphics",
        description:
          "Sign in to your Limra Graphics account or create one to order printing, share your experience and manage your settings. Reset a forgotten password here too.",
      },
      title: "Welcome to Limra Graphics",
      intro: "Sign in to your account, or create one in a minute.",
      tabs: { signIn: "Sign In", signUp: "Sign Up", label: "Sign in or sign up" },
      name: "Full Name",
      email: "Email",
      password: "Password",
      passwordHint: "At least 6 characters.",
      passwordToggle: { show: "Show password", hide: "Hide password" },
      signIn: "Sign In",
      signingIn: "Signing in...",
      signUp: "Create Account",
      signingUp: "Creating account...",
      forgot: "Forgot Password?",
      resetTitle: "Reset Password",
      resetIntro: "Enter your email and we will send you a link to reset your password.",
      sendReset: "Send Reset Link",
      sending: "Sending...",
      backToSignIn: "Back to Sign In",
      backHome: "Back to Home",
      twoFactor: {
        title: "Two-factor authentication",
        intro: "Enter the 6-digit code from your authenticator app, or one of your recovery codes.",
        code: "Authentication code",
        verify: "Verify",
        verifying: "Verifying...",
      },
    },
    resetPassword: {
      meta: {
        title: "Set a New Password — Limra Graphics",
        description:
          "Choose a new password for your Limra Graphics account. The reset link from your email works once and expires after one hour, to keep your account safe.",
      },
      title: "Set a New Password",
      intro: "Choose a new password for your account.",
      newPassword: "New Password",
      confirmPassword: "Confirm Password",
      submit: "Update Password",
      submitting: "Updating...",
      passwordToggle: { show: "Show password", hide: "Hide password" },
    },
    verifyEmail: {
      meta: {
        title: "Confirm Your Email — Limra Graphics",
        description:
          "Confirm the email address of your new Limra Graphics account to finish signing up, then order printing and share your experience with us.",
      },
      title: "Confirm your email",
      intro: "Press the button to confirm your email address and sign in.",
      confirm: "Confirm my email",
      confirming: "Confirming...",
    },
    settings: {
      meta: {
        title: "Settings — Limra Graphics",
        description:
          "Manage your Limra Graphics account: your name and phone, password, notifications, language and theme, two-factor sign-in and signing out of every device.",
      },
      title: "Settings",
      intro: "Manage your account and preferences.",
      sidebar: { label: "Settings sections", toggle: "Toggle sidebar", shortcut: "Ctrl + B" },
      sections: {
        profile: "Profile",
        password: "Change Password",
        notifications: "Notifications",
        appearance: "Language & Appearance",
        security: "Two-Factor Sign-In",
        account: "Account",
      },
      profile: {
        name: "Full Name",
        phone: "Phone Number",
        email: "Email",
        emailNote: "Email cannot be changed",
        save: "Save Profile",
        saving: "Saving...",
      },
      password: {
        current: "Current Password",
        next: "New Password",
        confirm: "Confirm New Password",
        save: "Update Password",
        saving: "Updating...",
        mismatch: "New passwords don't match.",
        currentWrong: "Your current password is not correct.",
        toggle: { show: "Show password", hide: "Hide password" },
      },
      notifications: {
        label: "Email notifications",
        hint: "Order updates and replies from us by email.",
        save: "Save",
      },
      appearance: {
        language: "Language",
        english: "English",
        tamil: "Tamil (தமிழ்)",
        theme: "Theme",
        light: "Light",
        dark: "Dark",
        save: "Save",
      },
      twoFactor: {
        title: "Two-factor sign-in",
        off: "Two-factor sign-in is off.",
        on: "Two-factor sign-in is on: signing in asks for a code from your authenticator app.",
        enable: "Turn on two-factor sign-in",
        scan: "Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, Authy), then enter the 6-digit code it shows.",
        secretLabel: "Or enter this key by hand:",
        code: "6-digit code",
        confirm: "Confirm and turn on",
        recoveryTitle: "Your recovery codes",
        recoveryIntro:
          "Keep these codes somewhere safe. Each one signs you in once if you lose your phone. They are shown only now.",
        disable: "Turn off two-factor sign-in",
        disablePassword: "Current password",
      },
      account: {
        signOut: "Sign Out",
        signOutEverywhere: "Sign out everywhere",
        signOutEverywhereHint: "Ends your sessions on every device, including this one.",
        deleteAccount: "Delete Account",
        deleteTitle: "Delete your account?",
        deleteText:
          "Your orders and records are kept by the shop. To delete your account, please contact support.",
        cancel: "Cancel",
        confirmDelete: "Delete Account",
      },
      toasts: {
        profileUpdated: {
          title: "Profile Updated",
          description: "Your profile has been updated successfully.",
        },
        profileFailed: "Failed to update profile. Please try again.",
        passwordUpdated: {
          title: "Password Updated",
          description: "Your password has been changed successfully.",
        },
        passwordFailed: "Failed to update password. Please try again.",
        notificationsUpdated: "Notification Settings Updated",
        notificationsOn: "Notifications enabled",
        notificationsOff: "Notifications disabled",
        languageUpdated: "Language Updated",
        languageEnglish: "Language changed to English",
        languageTamil: "Language changed to Tamil",
        themeUpdated: "Theme Updated",
        themeLight: "Switched to light mode",
        themeDark: "Switched to dark mode",
        accountDeletion: {
          title: "Account Deletion",
          description: "Please contact support to delete your account.",
        },
        signedOutEverywhere: {
          title: "Signed out everywhere",
          description: "All your sessions have ended. Please sign in again.",
        },
        twoFactorOn: {
          title: "Two-factor sign-in is on",
          description: "Save your recovery codes now: they are shown only once.",
        },
        twoFactorOff: {
          title: "Two-factor sign-in is off",
          description: "Signing in now needs only your password.",
        },
      },
    },
    billingLogin: {
      meta: {
        title: "Employee Login — Limra Graphics Billing",
        description:
          "Staff sign-in for the Limra Graphics billing office: customer bills, income and expenses, transactions, godown stock and alerts. For employees only.",
      },
      title: "Employee Login",
      intro: "Sign in to the billing office.",
      email: "Email",
      password: "Password",
      passwordToggle: { show: "Show password", hide: "Hide password" },
      submit: "Login",
      submitting: "Logging in...",
      noAccount: "Don't have an account?",
      createAccount: "Create Account",
      loginSuccess: "Login successful!",
      loginFailed: "Login failed. Please try again.",
      noAccess:
        "This account does not have billing access. Ask the owner to give you staff access.",
      pending: "Your staff access request is awaiting approval by the owner.",
      rejected: "Your staff access request was not approved. Please contact the owner.",
      twoFactor: {
        title: "Two-factor authentication",
        intro: "Enter the 6-digit code from your authenticator app, or one of your recovery codes.",
        code: "Authentication code",
        verify: "Verify",
        verifying: "Verifying...",
      },
    },
    billingCreateAccount: {
      meta: {
        title: "Create Staff Account — Limra Graphics Billing",
        description:
          "Request staff access to the Limra Graphics billing office. Create your account here; the owner approves the request before you can log in to billing.",
      },
      title: "Create Account",
      intro: "Create your staff account. The owner approves it before you can log in.",
      userId: "User ID (Email)",
      password: "Password",
      confirmPassword: "Confirm Password",
      passwordToggle: { show: "Show password", hide: "Hide password" },
      submit: "Create Account",
      submitting: "Creating...",
      backToLogin: "Back to Login",
      fillAll: "Please fill in all fields",
      mismatch: "Passwords do not match",
      // The same for every address, free or taken (docs/decisions/018): what happened is told
      // to the address's owner by e-mail.
      requested: {
        title: "Request received",
        description:
          "We have sent an e-mail about your staff access request to this address. Once the owner approves the request, you can log in here.",
      },
    },
    billingHome: {
      meta: {
        title: "Billing — Limra Graphics",
        description:
          "The Limra Graphics billing office: service management, customer bills and the day's work at the counter. For staff with billing access only.",
      },
      title: "Billing",
      intro: "Choose where to work.",
      serviceManagement: "Service Management",
      serviceText: "Bills, income and expenses, transactions, godown stock, alerts and CSV files.",
      bills: "Bills",
      billsText: "Find, edit and print customer bills.",
      logout: "Logout",
    },
  },
  ta: {
    messages: {
      errorTitle: "பிழை",
      nameRequired: "உங்கள் பெயரை உள்ளிடவும்.",
      emailInvalid: "சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்.",
      passwordRequired: "உங்கள் கடவுச்சொல்லை உள்ளிடவும்.",
      passwordMin: "கடவுச்சொல் குறைந்தது 6 எழுத்துகள் கொண்டதாக இருக்க வேண்டும்.",
      passwordMax: "கடவுச்சொல் அதிகபட்சம் 128 எழுத்துகளுக்குள் இருக்க வேண்டும்.",
      passwordCommon:
        "இந்தக் கடவுச்சொல் மிகவும் பொதுவானது. எளிதில் ஊகிக்க முடியாத வேறு கடவுச்சொல்லைத் தேர்ந்தெடுக்கவும்.",
      passwordsMismatch: "கடவுச்சொற்கள் பொருந்தவில்லை.",
      invalidCredentials: "மின்னஞ்சல் அல்லது கடவுச்சொல் தவறானது.",
      emailNotVerified:
        "முதலில் உங்கள் மின்னஞ்சல் முகவரியைச் சரிபார்க்கவும். புதிய சரிபார்ப்பு இணைப்பை உங்களுக்கு அனுப்பியுள்ளோம்.",
      lockedOut: "பலமுறை தவறாக உள்நுழைய முயன்றுள்ளீர்கள். {minutes} நிமிடங்கள் கழித்து மீண்டும் முயற்சிக்கவும்.",
      invalidCode: "இந்தக் குறியீடு சரியானதல்ல. மீண்டும் முயற்சிக்கவும்.",
      codeRequired: "உங்கள் அங்கீகரிப்புச் செயலியில் உள்ள குறியீட்டை உள்ளிடவும்.",
      accountCreated: {
        title: "கணக்கு உருவாக்கப்பட்டது!",
        description: "உங்கள் கணக்கைச் சரிபார்க்க, உங்கள் மின்னஞ்சலைப் பாருங்கள்.",
      },
      welcomeBack: {
        title: "மீண்டும் வருக!",
        description: "நீங்கள் வெற்றிகரமாக உள்நுழைந்துவிட்டீர்கள்.",
      },
      resetSent: {
        title: "மீட்டமைப்பு மின்னஞ்சல் அனுப்பப்பட்டது!",
        description: "கடவுச்சொல் மீட்டமைப்பு இணைப்புக்கு உங்கள் மின்னஞ்சலைப் பாருங்கள்.",
      },
      passwordUpdated: {
        title: "கடவுச்சொல் புதுப்பிக்கப்பட்டது!",
        description: "உங்கள் கடவுச்சொல் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது.",
      },
      invalidResetLink: {
        title: "தவறான மீட்டமைப்பு இணைப்பு",
        description: "உங்கள் மின்னஞ்சலில் வந்த மீட்டமைப்பு இணைப்பைப் பயன்படுத்தவும்.",
      },
      emailVerified: {
        title: "மின்னஞ்சல் சரிபார்க்கப்பட்டது!",
        description: "உங்கள் மின்னஞ்சல் முகவரி உறுதிசெய்யப்பட்டது; நீங்கள் உள்நுழைந்துவிட்டீர்கள்.",
      },
      alreadyVerified: {
        title: "மின்னஞ்சல் ஏற்கனவே உறுதிசெய்யப்பட்டது",
        description: "உங்கள் மின்னஞ்சல் முகவரி ஏற்கனவே உறுதிசெய்யப்பட்டுள்ளது. உள்நுழையவும்.",
      },
      tooManySignups:
        "இந்த இணைப்பிலிருந்து பல கணக்குகள் உருவாக்கப்பட்டுள்ளன. {minutes} நிமிடங்கள் கழித்து மீண்டும் முயலவும்.",
      verifyFailed: {
        title: "தவறான சரிபார்ப்பு இணைப்பு",
        description:
          "இந்தச் சரிபார்ப்பு இணைப்பு தவறானது அல்லது காலாவதியாகிவிட்டது. புதிய இணைப்பைப் பெற உள்நுழையவும்.",
      },
      unexpected: "ஏதோ தவறு நடந்துவிட்டது. மீண்டும் முயற்சிக்கவும்.",
    },
    auth: {
      meta: {
        title: "உள்நுழைக அல்லது கணக்கை உருவாக்குக — Limra Graphics",
        description:
          "Limra Graphics கணக்கில் உள்நுழையுங்கள் அல்லது புதிய கணக்கை உருவாக்குங்கள்; அச்சுக்கு ஆர்டர் செய்யலாம், அனுபவத்தைப் பகிரலாம், மறந்த கடவுச்சொல்லை மீட்டமைக்கலாம்.",
      },
      title: "Limra Graphics-க்கு வருக",
      intro: "உங்கள் கணக்கில் உள்நுழையுங்கள், அல்லது ஒரு நிமிடத்தில் புதிய கணக்கை உருவாக்குங்கள்.",
      tabs: { signIn: "உள்நுழைக", signUp: "பதிவு செய்க", label: "உள்நுழைக அல்லது பதிவு செய்க" },
      name: "முழுப் பெயர்",
      email: "மின்னஞ்சல்",
      password: "கடவுச்சொல்",
      passwordHint: "குறைந்தது 6 எழுத்துகள்.",
      passwordToggle: { show: "கடவுச்சொல்லைக் காட்டு", hide: "கடவுச்சொல்லை மறை" },
      signIn: "உள்நுழைக",
      signingIn: "உள்நுழைகிறது...",
      signUp: "கணக்கை உருவாக்கு",
      signingUp: "கணக்கு உருவாக்கப்படுகிறது...",
      forgot: "கடவுச்சொல் மறந்துவிட்டதா?",
      resetTitle: "கடவுச்சொல்லை மீட்டமை",
      resetIntro: "உங்கள் மின்னஞ்சல் முகவரியை உள்ளிடுங்கள்; கடவுச்சொல்லை மீட்டமைப்பதற்கான இணைப்பை அனுப்புகிறோம்.",
      sendReset: "மீட்டமைப்பு இணைப்பை அனுப்பு",
      sending: "அனுப்புகிறோம்...",
      backToSignIn: "உள்நுழைவுக்குத் திரும்பு",
      backHome: "முகப்புக்குத் திரும்பு",
      twoFactor: {
        title: "இரு-படி சரிபார்ப்பு",
        intro:
          "உங்கள் அங்கீகரிப்புச் செயலியில் உள்ள 6 இலக்கக் குறியீட்டையோ, உங்கள் மீட்புக் குறியீடுகளில் ஒன்றையோ உள்ளிடவும்.",
        code: "சரிபார்ப்புக் குறியீடு",
        verify: "சரிபார்",
        verifying: "சரிபார்க்கிறது...",
      },
    },
    resetPassword: {
      meta: {
        title: "புதிய கடவுச்சொல்லை அமையுங்கள் — Limra Graphics",
        description:
          "Limra Graphics கணக்குக்குப் புதிய கடவுச்சொல்லை அமையுங்கள். பாதுகாப்புக்காக, மின்னஞ்சல் இணைப்பு ஒருமுறை மட்டுமே செயல்படும்; ஒரு மணி நேரத்தில் காலாவதியாகும்.",
      },
      title: "புதிய கடவுச்சொல்லை அமையுங்கள்",
      intro: "உங்கள் கணக்குக்குப் புதிய கடவுச்சொல்லைத் தேர்ந்தெடுக்கவும்.",
      newPassword: "புதிய கடவுச்சொல்",
      confirmPassword: "கடவுச்சொல்லை உறுதிசெய்க",
      submit: "கடவுச்சொல்லைப் புதுப்பி",
      submitting: "புதுப்பிக்கிறது...",
      passwordToggle: { show: "கடவுச்சொல்லைக் காட்டு", hide: "கடவுச்சொல்லை மறை" },
    },
    verifyEmail: {
      meta: {
        title: "உங்கள் மின்னஞ்சலை உறுதிசெய்யுங்கள் — Limra Graphics",
        description:
          "பதிவை நிறைவு செய்ய, புதிய Limra Graphics கணக்கின் மின்னஞ்சல் முகவரியை உறுதிசெய்யுங்கள்; பிறகு அச்சுக்கு ஆர்டர் செய்யலாம், உங்கள் அனுபவத்தைப் பகிரலாம்.",
      },
      title: "உங்கள் மின்னஞ்சலை உறுதிசெய்யுங்கள்",
      intro: "உங்கள் மின்னஞ்சல் முகவரியை உறுதிசெய்து உள்நுழைய, இந்தப் பொத்தானை அழுத்துங்கள்.",
      confirm: "என் மின்னஞ்சலை உறுதிசெய்",
      confirming: "உறுதிசெய்கிறது...",
    },
    settings: {
      meta: {
        title: "அமைப்புகள் — Limra Graphics",
        description:
          "Limra Graphics கணக்கை நிர்வகியுங்கள்: பெயர், தொலைபேசி எண், கடவுச்சொல், அறிவிப்புகள், மொழி, தீம், இரு-படி உள்நுழைவு, எல்லாச் சாதனங்களிலிருந்தும் வெளியேறுதல்.",
      },
      title: "அமைப்புகள்",
      intro: "உங்கள் கணக்கையும் விருப்பங்களையும் நிர்வகியுங்கள்.",
      sidebar: { label: "அமைப்புப் பிரிவுகள்", toggle: "பக்கப்பட்டியைத் திற/மூடு", shortcut: "Ctrl + B" },
      sections: {
        profile: "சுயவிவரம்",
        password: "கடவுச்சொல்லை மாற்று",
        notifications: "அறிவிப்புகள்",
        appearance: "மொழி & தோற்றம்",
        security: "இரு-படி உள்நுழைவு",
        account: "கணக்கு",
      },
      profile: {
        name: "முழுப் பெயர்",
        phone: "தொலைபேசி எண்",
        email: "மின்னஞ்சல்",
        emailNote: "மின்னஞ்சலை மாற்ற முடியாது",
        save: "சுயவிவரத்தைச் சேமி",
        saving: "சேமிக்கிறது...",
      },
      password: {
        current: "தற்போதைய கடவுச்சொல்",
        next: "புதிய கடவுச்சொல்",
        confirm: "புதிய கடவுச்சொல்லை உறுதிசெய்க",
        save: "கடவுச்சொல்லைப் புதுப்பி",
        saving: "புதுப்பிக்கிறது...",
        mismatch: "புதிய கடவுச்சொற்கள் பொருந்தவில்லை.",
        currentWrong: "உங்கள் தற்போதைய கடவுச்சொல் தவறானது.",
        toggle: { show: "கடவுச்சொல்லைக் காட்டு", hide: "கடவுச்சொல்லை மறை" },
      },
      notifications: {
        label: "மின்னஞ்சல் அறிவிப்புகள்",
        hint: "ஆர்டர் நிலவரங்களும் எங்கள் பதில்களும் மின்னஞ்சலில் வரும்.",
        save: "சேமி",
      },
      appearance: {
        language: "மொழி",
        english: "English (ஆங்கிலம்)",
        tamil: "தமிழ்",
        theme: "தீம்",
        light: "ஒளி",
        dark: "இருண்ட",
        save: "சேமி",
      },
      twoFactor: {
        title: "இரு-படி உள்நுழைவு",
        off: "இரு-படி உள்நுழைவு முடக்கத்தில் உள்ளது.",
        on: "இரு-படி உள்நுழைவு இயக்கத்தில் உள்ளது: உள்நுழையும்போது உங்கள் அங்கீகரிப்புச் செயலியில் உள்ள குறியீடு கேட்கப்படும்.",
        enable: "இரு-படி உள்நுழைவை இயக்கு",
        scan: "இந்த QR குறியீட்டை ஓர் அங்கீகரிப்புச் செயலி (Google Authenticator, Microsoft Authenticator, Authy) மூலம் ஸ்கேன் செய்து, அது காட்டும் 6 இலக்கக் குறியீட்டை உள்ளிடவும்.",
        secretLabel: "அல்லது இந்தச் சாவியைக் கையால் உள்ளிடவும்:",
        code: "6 இலக்கக் குறியீடு",
        confirm: "உறுதிசெய்து இயக்கு",
        recoveryTitle: "உங்கள் மீட்புக் குறியீடுகள்",
        recoveryIntro:
          "இந்தக் குறியீடுகளைப் பாதுகாப்பான இடத்தில் வைத்திருங்கள். உங்கள் மொபைல் தொலைந்தால், ஒவ்வொரு குறியீட்டையும் கொண்டு ஒருமுறை உள்நுழையலாம். இவை இப்போது மட்டுமே காட்டப்படும்.",
        disable: "இரு-படி உள்நுழைவை முடக்கு",
        disablePassword: "தற்போதைய கடவுச்சொல்",
      },
      account: {
        signOut: "வெளியேறு",
        signOutEverywhere: "எல்லாச் சாதனங்களிலிருந்தும் வெளியேறு",
        signOutEverywhereHint: "இந்தச் சாதனம் உட்பட, எல்லாச் சாதனங்களிலும் உள்ள உங்கள் அமர்வுகளை முடிக்கும்.",
        deleteAccount: "கணக்கை நீக்கு",
        deleteTitle: "உங்கள் கணக்கை நீக்கவா?",
        deleteText:
          "உங்கள் ஆர்டர்களும் பதிவுகளும் கடையில் பாதுகாக்கப்படும். உங்கள் கணக்கை நீக்க, எங்களைத் தொடர்பு கொள்ளுங்கள்.",
        cancel: "ரத்துசெய்",
        confirmDelete: "கணக்கை நீக்கு",
      },
      toasts: {
        profileUpdated: {
          title: "சுயவிவரம் புதுப்பிக்கப்பட்டது",
          description: "உங்கள் சுயவிவரம் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது.",
        },
        profileFailed: "சுயவிவரத்தைப் புதுப்பிக்க முடியவில்லை. மீண்டும் முயற்சிக்கவும்.",
        passwordUpdated: {
          title: "கடவுச்சொல் புதுப்பிக்கப்பட்டது",
          description: "உங்கள் கடவுச்சொல் வெற்றிகரமாக மாற்றப்பட்டது.",
        },
        passwordFailed: "கடவுச்சொல்லைப் புதுப்பிக்க முடியவில்லை. மீண்டும் முயற்சிக்கவும்.",
        notificationsUpdated: "அறிவிப்பு அமைப்புகள் புதுப்பிக்கப்பட்டன",
        notificationsOn: "அறிவிப்புகள் இயக்கப்பட்டன",
        notificationsOff: "அறிவிப்புகள் முடக்கப்பட்டன",
        languageUpdated: "மொழி மாற்றப்பட்டது",
        languageEnglish: "மொழி ஆங்கிலத்திற்கு மாற்றப்பட்டது",
        languageTamil: "மொழி தமிழுக்கு மாற்றப்பட்டது",
        themeUpdated: "தீம் மாற்றப்பட்டது",
        themeLight: "ஒளிப் பயன்முறைக்கு மாற்றப்பட்டது",
        themeDark: "இருண்ட பயன்முறைக்கு மாற்றப்பட்டது",
        accountDeletion: {
          title: "கணக்கு நீக்கம்",
          description: "உங்கள் கணக்கை நீக்க, எங்களைத் தொடர்பு கொள்ளுங்கள்.",
        },
        signedOutEverywhere: {
          title: "எல்லாச் சாதனங்களிலிருந்தும் வெளியேறினீர்கள்",
          description: "உங்கள் அமர்வுகள் அனைத்தும் முடிக்கப்பட்டன. மீண்டும் உள்நுழையவும்.",
        },
        twoFactorOn: {
          title: "இரு-படி உள்நுழைவு இயக்கப்பட்டது",
          description:
            "உங்கள் மீட்புக் குறியீடுகளை இப்போதே சேமித்து வையுங்கள்: அவை ஒருமுறை மட்டுமே காட்டப்படும்.",
        },
        twoFactorOff: {
          title: "இரு-படி உள்நுழைவு முடக்கப்பட்டது",
          description: "இனி உள்நுழைய உங்கள் கடவுச்சொல் மட்டும் போதும்.",
        },
      },
    },
    billingLogin: {
      meta: {
        title: "ஊழியர் உள்நுழைவு — Limra Graphics பில்லிங்",
        description:
          "Limra Graphics பில்லிங் அலுவலக ஊழியர் உள்நுழைவு: வாடிக்கையாளர் பில்கள், வரவு & செலவு, பரிவர்த்தனைகள், கிடங்கு இருப்பு, அறிவிப்புகள். ஊழியர்களுக்கு மட்டும்.",
      },
      title: "ஊழியர் உள்நுழைவு",
      intro: "பில்லிங் அலுவலகத்தில் உள்நுழையுங்கள்.",
      email: "மின்னஞ்சல்",
      password: "கடவுச்சொல்",
      passwordToggle: { show: "கடவுச்சொல்லைக் காட்டு", hide: "கடவுச்சொல்லை மறை" },
      submit: "உள்நுழைக",
      submitting: "உள்நுழைகிறது...",
      noAccount: "கணக்கு இல்லையா?",
      createAccount: "கணக்கை உருவாக்கு",
      loginSuccess: "வெற்றிகரமாக உள்நுழைந்தீர்கள்!",
      loginFailed: "உள்நுழைய முடியவில்லை. மீண்டும் முயற்சிக்கவும்.",
      noAccess: "இந்தக் கணக்குக்குப் பில்லிங் அணுகல் இல்லை. ஊழியர் அணுகல் வழங்குமாறு உரிமையாளரிடம் கேளுங்கள்.",
      pending: "உங்கள் ஊழியர் அணுகல் கோரிக்கை உரிமையாளரின் ஒப்புதலுக்காகக் காத்திருக்கிறது.",
      rejected: "உங்கள் ஊழியர் அணுகல் கோரிக்கை ஏற்கப்படவில்லை. உரிமையாளரைத் தொடர்பு கொள்ளுங்கள்.",
      twoFactor: {
        title: "இரு-படி சரிபார்ப்பு",
        intro:
          "உங்கள் அங்கீகரிப்புச் செயலியில் உள்ள 6 இலக்கக் குறியீட்டையோ, உங்கள் மீட்புக் குறியீடுகளில் ஒன்றையோ உள்ளிடவும்.",
        code: "சரிபார்ப்புக் குறியீடு",
        verify: "சரிபார்",
        verifying: "சரிபார்க்கிறது...",
      },
    },
    billingCreateAccount: {
      meta: {
        title: "ஊழியர் கணக்கை உருவாக்கு — Limra Graphics பில்லிங்",
        description:
          "Limra Graphics பில்லிங் அலுவலகத்தில் ஊழியர் அணுகலைக் கோருங்கள். இங்கே கணக்கை உருவாக்குங்கள்; உரிமையாளர் ஒப்புதல் அளித்த பிறகே பில்லிங்கில் உள்நுழைய முடியும்.",
      },
      title: "கணக்கை உருவாக்கு",
      intro: "உங்கள் ஊழியர் கணக்கை உருவாக்குங்கள். உரிமையாளர் ஒப்புதல் அளித்த பிறகே உள்நுழைய முடியும்.",
      userId: "பயனர் ஐடி (மின்னஞ்சல்)",
      password: "கடவுச்சொல்",
      confirmPassword: "கடவுச்சொல்லை உறுதிசெய்க",
      passwordToggle: { show: "கடவுச்சொல்லைக் காட்டு", hide: "கடவுச்சொல்லை மறை" },
      submit: "கணக்கை உருவாக்கு",
      submitting: "உருவாக்குகிறது...",
      backToLogin: "உள்நுழைவுக்குத் திரும்பு",
      fillAll: "அனைத்து விவரங்களையும் நிரப்பவும்",
      mismatch: "கடவுச்சொற்கள் பொருந்தவில்லை",
      requested: {
        title: "கோரிக்கை பெறப்பட்டது",
        description:
          "உங்கள் ஊழியர் அணுகல் கோரிக்கை குறித்து இந்த முகவரிக்கு ஒரு மின்னஞ்சல் அனுப்பியுள்ளோம். உரிமையாளர் கோரிக்கைக்கு ஒப்புதல் அளித்ததும் இங்கே உள்நுழையலாம்.",
      },
    },
    billingHome: {
      meta: {
        title: "பில்லிங் — Limra Graphics",
        description:
          "Limra Graphics பில்லிங் அலுவலகம்: சேவை மேலாண்மை, வாடிக்கையாளர் பில்கள், கவுண்டரில் அன்றாடப் பணிகள். பில்லிங் அணுகல் உள்ள ஊழியர்களுக்கு மட்டும்.",
      },
      title: "பில்லிங்",
      intro: "எங்கு பணியாற்ற வேண்டும் என்பதைத் தேர்ந்தெடுங்கள்.",
      serviceManagement: "சேவை மேலாண்மை",
      serviceText: "பில்கள், வரவு & செலவு, பரிவர்த்தனைகள், கிடங்கு இருப்பு, அறிவிப்புகள், CSV கோப்புகள்.",
      bills: "பில்கள்",
      billsText: "வாடிக்கையாளர் பில்களைத் தேடலாம், திருத்தலாம், அச்சிடலாம்.",
      logout: "வெளியேறு",
    },
  },
};
