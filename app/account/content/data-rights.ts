import { localized, tr } from "~/lib/content";

type ToastText = { title: string; description: string };

/** The copy of /settings' "Your data" section: the download and the account deletion (decision 051). */
export type DataRightsContent = {
  section: string;
  intro: string;
  download: string;
  downloadHint: string;
  deleteTitle: string;
  deleteTrigger: string;
  deleteText: string;
  keptText: string;
  password: string;
  confirmLabel: string;
  /** The word typed to confirm (the same in both languages). */
  confirmWord: string;
  confirmSubmit: string;
  messages: {
    passwordRequired: string;
    passwordWrong: string;
    confirmMismatch: string;
  };
  toasts: {
    deleted: ToastText;
    failed: string;
    privileged: ToastText;
    lastAdmin: ToastText;
    openOrders: ToastText;
  };
};

export const dataRightsContent = localized<DataRightsContent>({
  section: tr("Your data", "உங்கள் தரவு"),
  intro: tr(
    "Download everything we hold about you, or delete your account. Orders stay in the shop's books without your name, phone, e-mail or address.",
    "உங்களைப் பற்றி நாங்கள் வைத்திருக்கும் அனைத்தையும் பதிவிறக்கலாம், அல்லது உங்கள் கணக்கை நீக்கலாம். ஆர்டர்கள் கடையின் கணக்குப் புத்தகங்களில் உங்கள் பெயர், தொலைபேசி, மின்னஞ்சல், முகவரி இல்லாமல் இருக்கும்.",
  ),
  download: tr("Download my data", "என் தரவைப் பதிவிறக்கு"),
  downloadHint: tr(
    "One JSON file: your account, settings, orders with their items and history, and the requests you sent us.",
    "ஒரே JSON கோப்பு: உங்கள் கணக்கு, அமைப்புகள், பொருட்களும் வரலாறும் கொண்ட ஆர்டர்கள், நீங்கள் அனுப்பிய கோரிக்கைகள்.",
  ),
  deleteTitle: tr("Delete your account?", "உங்கள் கணக்கை நீக்கவா?"),
  deleteTrigger: tr("Delete my account", "என் கணக்கை நீக்கு"),
  deleteText: tr(
    "This cannot be undone. You are signed out, you cannot sign in again with this e-mail and password, and your uploaded design files are removed.",
    "இதைத் திரும்பப் பெற முடியாது. நீங்கள் வெளியேற்றப்படுவீர்கள், இந்த மின்னஞ்சல், கடவுச்சொல்லுடன் மீண்டும் உள்நுழைய முடியாது, நீங்கள் பதிவேற்றிய வடிவமைப்புக் கோப்புகள் அகற்றப்படும்.",
  ),
  keptText: tr(
    "Kept for the books: order numbers, items, amounts and statuses, under the name “Deleted customer”.",
    "கணக்குப் புத்தகங்களுக்காக வைக்கப்படுபவை: ஆர்டர் எண்கள், பொருட்கள், தொகைகள், நிலைகள் — “Deleted customer” என்ற பெயரில்.",
  ),
  password: tr("Your password", "உங்கள் கடவுச்சொல்"),
  confirmLabel: tr("Type DELETE to confirm", "உறுதிசெய்ய DELETE என்று தட்டச்சு செய்யவும்"),
  confirmWord: "DELETE",
  confirmSubmit: tr("Delete my account", "என் கணக்கை நீக்கு"),
  messages: {
    passwordRequired: tr("Please enter your password.", "உங்கள் கடவுச்சொல்லை உள்ளிடவும்."),
    passwordWrong: tr("Current password is incorrect.", "தற்போதைய கடவுச்சொல் தவறானது."),
    confirmMismatch: tr("Type DELETE to confirm.", "உறுதிசெய்ய DELETE என்று தட்டச்சு செய்யவும்."),
  },
  toasts: {
    deleted: {
      title: tr("Account deleted", "கணக்கு நீக்கப்பட்டது"),
      description: tr(
        "Your account has been deleted and you have been signed out.",
        "உங்கள் கணக்கு நீக்கப்பட்டது, நீங்கள் வெளியேற்றப்பட்டீர்கள்.",
      ),
    },
    failed: tr("Your account was not deleted.", "உங்கள் கணக்கு நீக்கப்படவில்லை."),
    privileged: {
      title: tr("Staff accounts cannot be deleted here", "பணியாளர் கணக்குகளை இங்கே நீக்க முடியாது"),
      description: tr(
        "An admin must first take away your staff or admin role at Users.",
        "முதலில் ஒரு நிர்வாகி 'பயனர்கள்' பக்கத்தில் உங்கள் பணியாளர் அல்லது நிர்வாகி பங்கை நீக்க வேண்டும்.",
      ),
    },
    lastAdmin: {
      title: tr("The last admin cannot be deleted", "கடைசி நிர்வாகியை நீக்க முடியாது"),
      description: tr("Make another user admin first.", "முதலில் வேறொரு பயனரை நிர்வாகியாக்கவும்."),
    },
    openOrders: {
      title: tr("You have orders still open", "உங்கள் ஆர்டர்கள் இன்னும் முடியவில்லை"),
      description: tr(
        "Please wait until your orders are delivered, or cancel them, then delete your account.",
        "உங்கள் ஆர்டர்கள் டெலிவரி ஆகும் வரை காத்திருக்கவும், அல்லது அவற்றை ரத்துசெய்யவும்; பிறகு கணக்கை நீக்கவும்.",
      ),
    },
  },
});
