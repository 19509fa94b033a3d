import { localized, tr } from "~/lib/content";
import { fill } from "~/lib/forms";
import type { Locale } from "~/lib/i18n/i18n";
import type { BusinessSettingsInput, SettingsMessageKey } from "./schema";

/** A hint's {example} or {prefix} is a value to type (data): the form fills it in, marked so. */
type SettingWords = { label: string; hint?: string };
type SectionId = "business" | "public" | "upi" | "delivery" | "jobs";

/** Copy of /admin/settings: the form's sections and fields, the toasts and field errors. */
export type SettingsContent = {
  title: string;
  description: string;
  sections: Record<SectionId, string>;
  fields: Record<keyof BusinessSettingsInput, SettingWords>;
  optional: string;
  save: string;
  saving: string;
  notSaved: string;
  correctFields: string;
  saved: string;
  /** A message's {example} or {prefix} is a value to type (data): SETTINGS_MESSAGE_VALUES. */
  messages: Record<SettingsMessageKey, string>;
};

export const settingsContent = localized<SettingsContent>({
  title: tr("Settings", "அமைப்புகள்"),
  description: tr(
    "The business details printed on bills, receipts and PDFs, and the UPI ID for payment QR codes.",
    "பில்கள், ரசீதுகள், PDF-களில் அச்சிடப்படும் வணிக விவரங்களும், கட்டண QR குறியீடுகளுக்கான UPI ID-யும்.",
  ),
  sections: {
    business: tr(
      "Business details (printed on bills, receipts and PDFs, shown on the website)",
      "வணிக விவரங்கள் (பில்கள், ரசீதுகள், PDF-களில் அச்சிடப்படும்; இணையதளத்தில் காட்டப்படும்)",
    ),
    public: tr(
      "Shown to customers (website footer, contact page, search engines, WhatsApp links)",
      "வாடிக்கையாளர்களுக்குக் காட்டப்படுபவை (இணையதளத்தின் அடிப்பகுதி, தொடர்புப் பக்கம், தேடுபொறிகள், WhatsApp இணைப்புகள்)",
    ),
    upi: tr("UPI payments (QR codes on bills)", "UPI கட்டணங்கள் (பில்களில் QR குறியீடுகள்)"),
    delivery: tr(
      "LimraKart delivery (cart, checkout, order e-mails and the Shipping & Delivery Policy)",
      "LimraKart டெலிவரி (கூடை, பணம் செலுத்துதல், ஆர்டர் மின்னஞ்சல்கள், அனுப்புதல் & டெலிவரி கொள்கை)",
    ),
    jobs: tr("Print jobs (quotes and advances)", "அச்சு வேலைகள் (விலைப்புள்ளிகளும் முன்பணமும்)"),
  },
  fields: {
    name: { label: tr("Business name", "வணிகப் பெயர்") },
    address: { label: tr("Address", "முகவரி") },
    phone: { label: tr("Phone", "தொலைபேசி") },
    email: { label: tr("E-mail", "மின்னஞ்சல்") },
    gstin: {
      label: tr("GSTIN", "GSTIN"),
      hint: tr(
        "15 characters, e.g. {example}. Leave empty if not registered.",
        "15 எழுத்துகள், எ.கா. {example}. பதிவு செய்யவில்லை என்றால் காலியாக விடவும்.",
      ),
    },
    whatsappNumber: {
      label: tr("WhatsApp number", "WhatsApp எண்"),
      hint: tr(
        "The number customers chat with, e.g. {example}. Empty: the phone number.",
        "வாடிக்கையாளர்கள் அரட்டை அடிக்கும் எண், எ.கா. {example}. காலியாக இருந்தால்: தொலைபேசி எண்.",
      ),
    },
    hours: {
      label: tr("Opening hours (English)", "திறந்திருக்கும் நேரம் (ஆங்கிலம்)"),
      hint: tr(
        "As customers should read them, e.g. Monday–Saturday: 9:00 AM–8:00 PM; Sunday: Closed",
        "வாடிக்கையாளர்கள் படிக்க வேண்டியபடி ஆங்கிலத்தில் எழுதவும் (எ.கா. திங்கள்–சனி: 9:00 AM–8:00 PM; ஞாயிறு: விடுமுறை).",
      ),
    },
    hoursTa: {
      label: tr("Opening hours (Tamil)", "திறந்திருக்கும் நேரம் (தமிழ்)"),
      hint: tr(
        "The same, written in Tamil for the Tamil pages. Empty: the English text.",
        "அதையே தமிழ்ப் பக்கங்களுக்காகத் தமிழில். காலியாக இருந்தால்: ஆங்கில உரை.",
      ),
    },
    mapUrl: {
      label: tr("Map link", "வரைபட இணைப்பு"),
      hint: tr(
        "The shop on Google Maps (Share → Copy link), starting with {prefix}. Empty: no map link.",
        "கூகுள் மேப்ஸில் கடையின் இணைப்பு (பகிர் → இணைப்பை நகலெடு), {prefix} எனத் தொடங்க வேண்டும். காலியாக இருந்தால்: வரைபட இணைப்பு இல்லை.",
      ),
    },
    upiId: {
      label: tr("UPI ID", "UPI ID"),
      hint: tr(
        "The business UPI ID (VPA), e.g. {example}. Leave empty to print no QR code.",
        "வணிகத்தின் UPI ID, எ.கா. {example}. QR குறியீடு அச்சிட வேண்டாமெனில் காலியாக விடவும்.",
      ),
    },
    upiPayeeName: {
      label: tr("UPI payee name", "UPI பெறுநர் பெயர்"),
      hint: tr(
        "Shown in the payer's UPI app. Empty: the business name.",
        "பணம் செலுத்துபவரின் UPI செயலியில் காட்டப்படும். காலியாக இருந்தால்: வணிகப் பெயர்.",
      ),
    },
    deliveryFee: {
      label: tr("Delivery fee (₹)", "டெலிவரி கட்டணம் (₹)"),
      hint: tr(
        "Charged on orders below the free-delivery amount. 0: delivery is always free.",
        "இலவச டெலிவரி தொகைக்குக் குறைவான ஆர்டர்களுக்கு வசூலிக்கப்படும். 0: டெலிவரி எப்போதும் இலவசம்.",
      ),
    },
    deliveryFreeFrom: {
      label: tr("Free delivery from (₹)", "இலவச டெலிவரி (₹) முதல்"),
      hint: tr(
        "An order whose items come to this much or more is delivered free.",
        "பொருட்களின் மொத்தம் இந்தத் தொகை அல்லது அதற்கு மேல் உள்ள ஆர்டர் இலவசமாக டெலிவரி செய்யப்படும்.",
      ),
    },
    deliveryPinCodes: {
      label: tr("PIN codes served", "டெலிவரி செய்யும் PIN குறியீடுகள்"),
      hint: tr(
        "6-digit PIN codes or their first digits (6280 covers 628001–628009…), separated by commas. Empty: all of India.",
        "6 இலக்க PIN குறியீடுகள் அல்லது அவற்றின் முதல் இலக்கங்கள் (6280 என்பது 628001–628009… அனைத்தையும் குறிக்கும்), காற்புள்ளிகளால் பிரிக்கவும். காலியாக இருந்தால்: இந்தியா முழுவதும்.",
      ),
    },
    codMaxTotal: {
      label: tr("Cash on delivery up to (₹)", "டெலிவரியின்போது ரொக்கம் (₹) வரை"),
      hint: tr(
        "Orders above this total must be paid by UPI. Empty: no limit.",
        "இந்த மொத்தத்துக்கு மேல் உள்ள ஆர்டர்களுக்கு UPI மூலம் மட்டுமே பணம் செலுத்த வேண்டும். காலியாக இருந்தால்: வரம்பு இல்லை.",
      ),
    },
    codConfirmHours: {
      label: tr(
        "Cancel unconfirmed cash-on-delivery orders after (hours)",
        "உறுதிசெய்யப்படாத டெலிவரி-ரொக்க ஆர்டர்களை ரத்து செய்யும் நேரம் (மணிநேரம்)",
      ),
      hint: tr(
        "A cash-on-delivery order nobody confirmed with the customer is cancelled after this many hours (1 to 720). Empty: 48.",
        "வாடிக்கையாளரிடம் யாரும் உறுதிசெய்யாத டெலிவரி-ரொக்க ஆர்டர் இத்தனை மணிநேரத்துக்குப் பிறகு ரத்து செய்யப்படும் (1 முதல் 720). காலியாக இருந்தால்: 48.",
      ),
    },
    jobAdvancePercent: {
      label: tr("Advance on an accepted quote (%)", "ஏற்கப்பட்ட விலைப்புள்ளிக்கான முன்பணம் (%)"),
      hint: tr(
        "The part of a print job's accepted quote taken as an advance (0 to 100). Empty: 50.",
        "அச்சு வேலையின் ஏற்கப்பட்ட விலைப்புள்ளியில் முன்பணமாகப் பெறும் பங்கு (0 முதல் 100). காலியாக இருந்தால்: 50.",
      ),
    },
  },
  optional: tr("(optional)", "(விருப்பமானது)"),
  save: tr("Save settings", "அமைப்புகளைச் சேமி"),
  saving: tr("Saving...", "சேமிக்கிறது..."),
  notSaved: tr("Settings not saved", "அமைப்புகள் சேமிக்கப்படவில்லை"),
  correctFields: tr("Please correct the marked fields.", "குறிக்கப்பட்ட புலங்களைச் சரிசெய்யவும்."),
  saved: tr("Settings saved", "அமைப்புகள் சேமிக்கப்பட்டன"),
  messages: {
    nameRequired: tr("Business name is required", "வணிகப் பெயர் தேவை"),
    phoneRequired: tr("Phone number is required", "தொலைபேசி எண் தேவை"),
    phoneInvalid: tr(
      "Please enter a 10-digit Indian phone number, e.g. {example}",
      "10 இலக்க இந்தியத் தொலைபேசி எண்ணை உள்ளிடவும், எ.கா. {example}",
    ),
    emailInvalid: tr(
      "Please enter a valid e-mail address, e.g. {example}",
      "சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும், எ.கா. {example}",
    ),
    gstinInvalid: tr(
      "Please enter the 15-character GSTIN, e.g. {example}",
      "15 எழுத்து GSTIN-ஐ உள்ளிடவும், எ.கா. {example}",
    ),
    whatsappInvalid: tr(
      "Please enter a 10-digit Indian WhatsApp number, e.g. {example}",
      "10 இலக்க இந்திய WhatsApp எண்ணை உள்ளிடவும், எ.கா. {example}",
    ),
    mapUrlInvalid: tr(
      "Please enter a web address starting with {prefix}, e.g. {example}",
      "{prefix} எனத் தொடங்கும் இணைய முகவரியை உள்ளிடவும், எ.கா. {example}",
    ),
    upiIdInvalid: tr(
      "Please enter a UPI ID such as {example} (name@bank, no spaces)",
      "{example} போன்ற UPI ID-ஐ இடைவெளி இல்லாமல் உள்ளிடவும்",
    ),
    rupeesInvalid: tr(
      "Please enter an amount in rupees, e.g. 50 or 49.50",
      "தொகையை ரூபாயில் உள்ளிடவும், எ.கா. 50 அல்லது 49.50",
    ),
    rupeesRequired: tr(
      "Please enter an amount in rupees (0 for none)",
      "தொகையை ரூபாயில் உள்ளிடவும் (இல்லையெனில் 0)",
    ),
    pinCodesInvalid: tr(
      "Please enter 6-digit PIN codes or their first digits (e.g. 627001, 6280), separated by commas",
      "6 இலக்க PIN குறியீடுகள் அல்லது அவற்றின் முதல் இலக்கங்களை (எ.கா. 627001, 6280) காற்புள்ளிகளால் பிரித்து உள்ளிடவும்",
    ),
    codConfirmHoursInvalid: tr(
      "Please enter a whole number of hours from 1 to 720, e.g. 48",
      "1 முதல் 720 வரை முழு எண்ணில் மணிநேரத்தை உள்ளிடவும், எ.கா. 48",
    ),
    jobAdvancePercentInvalid: tr(
      "Please enter a whole percentage from 0 to 100, e.g. 50",
      "0 முதல் 100 வரை முழு எண் சதவீதத்தை உள்ளிடவும், எ.கா. 50",
    ),
    tooLong: tr("This is too long", "இது மிக நீளமாக உள்ளது"),
  },
});

/**
 * The example values the field errors show (data to type, not words to translate): the form
 * renders them inside translate="no", as it does the hints' examples.
 */
export const SETTINGS_MESSAGE_VALUES: Partial<Record<SettingsMessageKey, Record<string, string>>> =
  {
    phoneInvalid: { example: "+91 98765 43210" },
    emailInvalid: { example: "hello@example.com" },
    gstinInvalid: { example: "33ABCDE1234F1Z5" },
    whatsappInvalid: { example: "+91 98765 43210" },
    mapUrlInvalid: { prefix: "https://", example: "https://maps.app.goo.gl/…" },
    upiIdInvalid: { example: "limragraphics@okaxis" },
  };

/** The field errors in `locale` with their example values filled in (English: the schema's). */
export function settingsMessages(locale: Locale): Record<SettingsMessageKey, string> {
  const messages = settingsContent[locale].messages;
  return Object.fromEntries(
    (Object.keys(messages) as SettingsMessageKey[]).map((key) => [
      key,
      fill(messages[key], SETTINGS_MESSAGE_VALUES[key] ?? {}),
    ]),
  ) as Record<SettingsMessageKey, string>;
}
