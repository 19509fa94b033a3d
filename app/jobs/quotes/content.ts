import { localized, tr } from "~/lib/content";
import type { QuoteMessages } from "./schema";

/** Copy of quotes: the staff's form and list, and the customer's view on the status link. */
export type QuotesContent = {
  title: string;
  back: string;
  write: string;
  change: string;
  item: string;
  quantity: string;
  unit: string;
  rate: string;
  amount: string;
  line: string;
  catalogue: { label: string; free: string; products: string; services: string; hint: string };
  discount: string;
  validUntil: string;
  validUntilHint: string;
  turnaround: string;
  turnaroundHint: string;
  notes: string;
  optional: string;
  save: string;
  saved: string;
  checkForm: string;
  closed: string;
  busy: string;
  version: string;
  subtotal: string;
  total: string;
  days: string;
  accepted: string;
  expired: string;
  earlier: string;
  printVersion: string;
  answers: { accept: string; changes: string };
  via: { link: string; phone: string; shop: string };
  record: string;
  recordHint: string;
  recordNote: string;
  recordVia: string;
  recordAccept: string;
  recorded: string;
  customer: {
    heading: string;
    accept: string;
    askChanges: string;
    message: string;
    send: string;
    acceptedToast: string;
    changesToast: string;
    expired: string;
    accepted: string;
    messageRequired: string;
  };
  refusals: Record<"no-quote" | "not-latest" | "expired" | "accepted", string>;
  messages: QuoteMessages;
};

export const quotesContent = localized<QuotesContent>({
  title: tr("Quote", "விலைப்புள்ளி"),
  back: tr("Back to the job", "பணிக்குத் திரும்பு"),
  write: tr("Write the quote", "விலைப்புள்ளி எழுது"),
  change: tr("Change the quote (new version)", "விலைப்புள்ளியை மாற்று (புதிய பதிப்பு)"),
  item: tr("Item", "பொருள்"),
  quantity: tr("Quantity", "அளவு"),
  unit: tr("Unit", "அலகு"),
  rate: tr("Rate (₹)", "விலை (₹)"),
  amount: tr("Amount", "தொகை"),
  line: tr("Line {n}", "வரி {n}"),
  catalogue: {
    label: tr("From the catalogue", "பட்டியலிலிருந்து"),
    free: tr("— Free text —", "— தனி உரை —"),
    products: tr("Products", "பொருட்கள்"),
    services: tr("Services", "சேவைகள்"),
    hint: tr(
      "A line taken from the catalogue gets its name, unit and rate where you leave them empty.",
      "பட்டியலிலிருந்து எடுத்த வரியில் நீங்கள் காலியாக விட்ட பெயர், அலகு, விலை நிரப்பப்படும்.",
    ),
  },
  discount: tr("Discount (₹)", "தள்ளுபடி (₹)"),
  validUntil: tr("Valid until", "செல்லுபடி நாள் வரை"),
  validUntilHint: tr("After this day it cannot be accepted", "இந்த நாளுக்குப் பிறகு ஏற்க முடியாது"),
  turnaround: tr("Turnaround (days)", "முடிக்கும் காலம் (நாட்கள்)"),
  turnaroundHint: tr("Days from acceptance to ready", "ஏற்றதிலிருந்து தயாராகும் வரை நாட்கள்"),
  notes: tr("Notes", "குறிப்புகள்"),
  optional: tr("(optional)", "(விருப்பத்தேர்வு)"),
  save: tr("Save quote", "விலைப்புள்ளியைச் சேமி"),
  saved: tr("Quote version {version} saved.", "விலைப்புள்ளி பதிப்பு {version} சேமிக்கப்பட்டது."),
  checkForm: tr("Please check the quote.", "விலைப்புள்ளியைச் சரிபாருங்கள்."),
  closed: tr("This job is closed: no new quote.", "இந்தப் பணி முடிந்தது: புதிய விலைப்புள்ளி இல்லை."),
  busy: tr(
    "Someone saved a quote at the same moment. Please open the job again.",
    "அதே நேரத்தில் வேறொருவர் விலைப்புள்ளியைச் சேமித்தார். பணியை மீண்டும் திறவுங்கள்.",
  ),
  version: tr("Version {version}", "பதிப்பு {version}"),
  subtotal: tr("Subtotal", "கூட்டுத்தொகை"),
  total: tr("Total", "மொத்தம்"),
  days: tr("{count} days", "{count} நாட்கள்"),
  accepted: tr("Accepted {date}", "{date} அன்று ஏற்கப்பட்டது"),
  expired: tr("Expired", "காலாவதியானது"),
  earlier: tr("Earlier versions", "முந்தைய பதிப்புகள்"),
  printVersion: tr("Print version {version}", "பதிப்பு {version} அச்சிடு"),
  answers: {
    accept: tr("Accepted", "ஏற்கப்பட்டது"),
    changes: tr("Asked for changes", "மாற்றங்கள் கேட்கப்பட்டன"),
  },
  via: {
    link: tr("on the status link", "நிலை இணைப்பில்"),
    phone: tr("by phone, recorded by staff", "தொலைபேசியில், ஊழியர் பதிவு செய்தது"),
    shop: tr("in the shop, recorded by staff", "கடையில், ஊழியர் பதிவு செய்தது"),
  },
  record: tr(
    "Record an acceptance given by phone or in the shop",
    "தொலைபேசி அல்லது கடையில் தந்த ஒப்புதலைப் பதிவு செய்",
  ),
  recordHint: tr("It is marked as recorded by you.", "இது உங்களால் பதிவு செய்யப்பட்டதாகக் குறிக்கப்படும்."),
  recordNote: tr("Note (who said yes, when)", "குறிப்பு (யார், எப்போது ஒப்புக்கொண்டார்)"),
  recordVia: tr("Given", "எவ்வாறு"),
  recordAccept: tr("Record acceptance", "ஒப்புதலைப் பதிவு செய்"),
  recorded: tr("The acceptance was recorded.", "ஒப்புதல் பதிவு செய்யப்பட்டது."),
  customer: {
    heading: tr("Your quote", "உங்கள் விலைப்புள்ளி"),
    accept: tr("Accept the quote", "விலைப்புள்ளியை ஏற்கிறேன்"),
    askChanges: tr("Ask for changes", "மாற்றங்கள் கேளுங்கள்"),
    message: tr("What should change?", "என்ன மாற வேண்டும்?"),
    send: tr("Send", "அனுப்பு"),
    acceptedToast: tr("Thank you: the quote is accepted.", "நன்றி: விலைப்புள்ளி ஏற்கப்பட்டது."),
    changesToast: tr("Thank you: we will send a new quote.", "நன்றி: புதிய விலைப்புள்ளி அனுப்புவோம்."),
    expired: tr(
      "This quote has expired. Ask for changes and we will send a new one.",
      "இந்த விலைப்புள்ளி காலாவதியானது. மாற்றங்கள் கேளுங்கள், புதியதை அனுப்புவோம்.",
    ),
    accepted: tr("You accepted this quote on {date}.", "இந்த விலைப்புள்ளியை {date} அன்று ஏற்றீர்கள்."),
    messageRequired: tr(
      "Please write what should change (up to 1,000 characters).",
      "என்ன மாற வேண்டும் என்று எழுதுங்கள் (1,000 எழுத்துகள் வரை).",
    ),
  },
  refusals: {
    "no-quote": tr("There is no quote yet.", "இன்னும் விலைப்புள்ளி இல்லை."),
    "not-latest": tr(
      "A newer quote was sent: please look at it.",
      "புதிய விலைப்புள்ளி அனுப்பப்பட்டது: அதைப் பாருங்கள்.",
    ),
    expired: tr(
      "This quote has expired and cannot be accepted.",
      "இந்த விலைப்புள்ளி காலாவதியானதால் ஏற்க முடியாது.",
    ),
    accepted: tr("This quote is already accepted.", "இந்த விலைப்புள்ளி ஏற்கனவே ஏற்கப்பட்டது."),
  },
  messages: {
    noLines: tr("Add at least one line.", "குறைந்தது ஒரு வரி சேருங்கள்."),
    description: tr("Please name the item.", "பொருளின் பெயரை எழுதுங்கள்."),
    quantity: tr("A quantity above 0, up to 3 decimals.", "0-க்கு மேல் அளவு, 3 தசம இடங்கள் வரை."),
    rate: tr("Please enter the rate in rupees.", "விலையை ரூபாயில் உள்ளிடுங்கள்."),
    tooLong: tr("This is too long.", "இது மிக நீளம்."),
    discount: tr(
      "A discount in rupees, not above the subtotal.",
      "ரூபாயில் தள்ளுபடி, கூட்டுத்தொகைக்கு மேல் அல்ல.",
    ),
    validUntil: tr("Please choose a day.", "ஒரு நாளைத் தேர்ந்தெடுங்கள்."),
    turnaround: tr("Whole days, 0 to 365.", "முழு நாட்கள், 0 முதல் 365 வரை."),
    tooMuch: tr("The total is too large.", "மொத்தம் மிக அதிகம்."),
    item: tr(
      "This catalogue item is no longer offered: choose another or write the line.",
      "இந்தப் பட்டியல் பொருள் இப்போது இல்லை: வேறொன்றைத் தேர்ந்தெடுங்கள் அல்லது வரியை எழுதுங்கள்.",
    ),
  },
});
