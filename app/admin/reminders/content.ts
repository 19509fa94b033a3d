import { localized, tr } from "~/lib/content";
import type {
  ReminderLanguage,
  ReminderPlaceholder,
  TemplateProblemTexts,
} from "~/billing/index.server";

/**
 * Copy of /admin/reminders: the editor of the payment reminder messages, its placeholders'
 * help, the preview, the toasts and the template check's problems. The templates themselves are
 * data (what customers receive) and are not here. `{language}`, `{balance}`, `{upi_link}`,
 * `{found}`, `{max}` and `{placeholders}` are filled in; the placeholders are written as they are.
 */
export type ReminderTemplatesContent = {
  title: string;
  description: string;
  languages: Record<ReminderLanguage, string>;
  /** "{language} message": a template's field. */
  messageLabel: string;
  customHint: string;
  defaultHint: string;
  save: string;
  saving: string;
  preview: string;
  /** "Reset {language} to default" */
  reset: string;
  previewHeading: string;
  /** Without a UPI ID: "… the line with {upi_link} is left out." */
  noUpi: string;
  sample: string;
  placeholdersHeading: string;
  /** "… {balance} is required." */
  placeholdersHint: string;
  placeholders: Record<ReminderPlaceholder, string>;
  toasts: {
    notSaved: string;
    saved: string;
    reset: string;
    languageInvalid: string;
    chooseIntent: string;
  };
  problems: TemplateProblemTexts;
};

export const reminderTemplatesContent = localized<ReminderTemplatesContent>({
  title: tr("Reminder messages", "நினைவூட்டல் செய்திகள்"),
  description: tr(
    "The payment reminder customers get on WhatsApp and by e-mail, in their language.",
    "வாடிக்கையாளர்களுக்கு WhatsApp-இலும் மின்னஞ்சலிலும் அவரவர் மொழியில் செல்லும் கட்டண நினைவூட்டல்.",
  ),
  languages: { en: tr("English", "ஆங்கிலம்"), ta: tr("Tamil (தமிழ்)", "தமிழ்") },
  messageLabel: tr("{language} message", "{language} செய்தி"),
  customHint: tr("Saved by the admin.", "நிர்வாகி சேமித்த செய்தி."),
  defaultHint: tr("The default message.", "இயல்புச் செய்தி."),
  save: tr("Save templates", "வார்ப்புருக்களைச் சேமி"),
  saving: tr("Saving...", "சேமிக்கிறது..."),
  preview: tr("Preview", "முன்னோட்டம்"),
  reset: tr("Reset {language} to default", "{language} செய்தியை இயல்புநிலைக்கு மாற்று"),
  previewHeading: tr("Preview with sample data", "மாதிரித் தரவுடன் முன்னோட்டம்"),
  noUpi: tr(
    "No UPI ID is set in Settings, so the line with {upi_link} is left out.",
    "அமைப்புகளில் UPI ID அமைக்கப்படவில்லை, எனவே {upi_link} உள்ள வரி விடப்படுகிறது.",
  ),
  sample: tr("sample", "மாதிரி"),
  placeholdersHeading: tr("Placeholders", "இடநிரப்பிகள்"),
  placeholdersHint: tr(
    "Write them with the braces; anything else in braces is refused. {balance} is required, on a line without {upi_link}.",
    "அடைப்புக்குறிகளுடன் அப்படியே எழுதுங்கள்; அடைப்புக்குறிக்குள் வேறு எது இருந்தாலும் ஏற்கப்படாது. {balance} கட்டாயம், {upi_link} இல்லாத ஒரு வரியில்.",
  ),
  placeholders: {
    name: tr("The customer's name", "வாடிக்கையாளரின் பெயர்"),
    business: tr("The business name (Settings)", "வணிகத்தின் பெயர் (அமைப்புகள்)"),
    balance: tr(
      "The balance owed, e.g. ₹1,23,456.50 (required)",
      "செலுத்த வேண்டிய நிலுவைத் தொகை, எ.கா. ₹1,23,456.50 (கட்டாயம்)",
    ),
    bills: tr(
      "The bills still owing, one per line: number, date, amount owed",
      "நிலுவையில் உள்ள பில்கள், ஒரு வரிக்கு ஒன்று: எண், தேதி, செலுத்த வேண்டிய தொகை",
    ),
    upi_link: tr(
      "The UPI payment link for the balance (line left out without a UPI ID)",
      "நிலுவைத் தொகைக்கான UPI கட்டண இணைப்பு (UPI ID இல்லையென்றால் அந்த வரி விடப்படும்)",
    ),
    phone: tr("The business phone number (Settings)", "வணிகத்தின் தொலைபேசி எண் (அமைப்புகள்)"),
  },
  toasts: {
    notSaved: tr("Templates not saved", "வார்ப்புருக்கள் சேமிக்கப்படவில்லை"),
    saved: tr("Reminder templates saved", "நினைவூட்டல் வார்ப்புருக்கள் சேமிக்கப்பட்டன"),
    reset: tr("Template reset to the default", "வார்ப்புரு இயல்புநிலைக்கு மாற்றப்பட்டது"),
    languageInvalid: tr("Choose English or Tamil.", "ஆங்கிலம் அல்லது தமிழைத் தேர்ந்தெடுங்கள்."),
    chooseIntent: tr(
      "Choose Save, Preview or Reset.",
      "சேமி, முன்னோட்டம், இயல்புநிலைக்கு மாற்று — இவற்றில் ஒன்றைத் தேர்ந்தெடுங்கள்.",
    ),
  },
  problems: {
    empty: tr(
      "Write the message (it cannot be empty).",
      "செய்தியை எழுதுங்கள் (அது காலியாக இருக்கக் கூடாது).",
    ),
    tooLong: tr(
      "The message is too long (at most {max} characters).",
      "செய்தி மிக நீளமாக உள்ளது (அதிகபட்சம் {max} எழுத்துகள்).",
    ),
    balanceMissing: tr(
      "The message must contain {balance}: the customer has to see what they owe.",
      "செய்தியில் {balance} இருக்க வேண்டும்: வாடிக்கையாளர் எவ்வளவு செலுத்த வேண்டும் என்பதைப் பார்க்க வேண்டும்.",
    ),
    balanceOnUpiLine: tr(
      "Put {balance} on a line without {upi_link}: while no UPI ID is set, a line holding {upi_link} is left out, and the message would go without the amount, or empty.",
      "{balance}-ஐ {upi_link} இல்லாத ஒரு வரியில் வையுங்கள்: UPI ID அமைக்கப்படாதபோது {upi_link} உள்ள வரி விடப்படும், அப்போது செய்தி தொகை இல்லாமல், அல்லது காலியாகச் செல்லும்.",
    ),
    unknown: tr(
      "Unknown placeholder {found}. Use only {placeholders}.",
      "தெரியாத இடநிரப்பி {found}. இவற்றை மட்டுமே பயன்படுத்துங்கள்: {placeholders}.",
    ),
    unclosed: tr(
      'Unbalanced brace: "{found}" opens { without a closing }.',
      'அடைப்புக்குறி முழுமையில்லை: "{found}" பகுதியில் { திறக்கப்பட்டு } மூடப்படவில்லை.',
    ),
    unopened: tr(
      'Unbalanced brace: "{found}" has a } without an opening {.',
      'அடைப்புக்குறி முழுமையில்லை: "{found}" பகுதியில் { இல்லாமல் } உள்ளது.',
    ),
  },
});
