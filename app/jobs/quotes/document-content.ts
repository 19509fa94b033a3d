import { localized, tr } from "~/lib/content";

/**
 * Copy of a quote as a document and as a message (decision 098): the A4 print view and the PDF,
 * the buttons that print, download and send it, and the e-mail and WhatsApp texts, in English
 * and Tamil. The document follows the language asked for (the customer's when sent).
 */
export type QuoteDocumentContent = {
  title: string;
  reference: string;
  date: string;
  customer: string;
  phone: string;
  description: string;
  pdf: string;
  pdfIn: { en: string; ta: string };
  back: string;
  send: {
    heading: string;
    email: string;
    whatsapp: string;
    noEmail: string;
    noMobile: string;
    emailQueued: string;
    whatsappOpened: string;
    sentAt: string;
    newLinkHint: string;
  };
  mail: {
    subject: string;
    greeting: string;
    offer: string;
    validity: string;
    pdf: string;
    action: string;
  };
  whatsapp: string;
};

export const quoteDocumentContent = localized<QuoteDocumentContent>({
  title: tr("Quote", "விலைப்புள்ளி"),
  reference: tr("Reference", "குறிப்பு எண்"),
  date: tr("Date", "தேதி"),
  customer: tr("Customer", "வாடிக்கையாளர்"),
  phone: tr("Phone", "தொலைபேசி"),
  description: tr("Description", "விவரம்"),
  pdf: tr("Download PDF", "PDF பதிவிறக்கு"),
  pdfIn: { en: tr("PDF (English)", "PDF (ஆங்கிலம்)"), ta: tr("PDF (Tamil)", "PDF (தமிழ்)") },
  back: tr("Back", "திரும்பு"),
  send: {
    heading: tr("Send the quote", "விலைப்புள்ளியை அனுப்பு"),
    email: tr("Send by e-mail", "மின்னஞ்சலில் அனுப்பு"),
    whatsapp: tr("Send on WhatsApp", "WhatsApp-இல் அனுப்பு"),
    noEmail: tr(
      "No e-mail: this job has no e-mail address, so the quote cannot be e-mailed.",
      "மின்னஞ்சல் இல்லை: இந்தப் பணிக்கு மின்னஞ்சல் முகவரி இல்லாததால் விலைப்புள்ளியை மின்னஞ்சலில் அனுப்ப முடியாது.",
    ),
    noMobile: tr(
      "No WhatsApp: this job's phone is not an Indian mobile number.",
      "WhatsApp இல்லை: இந்தப் பணியின் தொலைபேசி இந்திய கைபேசி எண் அல்ல.",
    ),
    emailQueued: tr(
      "The quote is on its way by e-mail to {email}.",
      "விலைப்புள்ளி {email} முகவரிக்கு மின்னஞ்சலில் அனுப்பப்படுகிறது.",
    ),
    whatsappOpened: tr("WhatsApp opened with the quote.", "விலைப்புள்ளியுடன் WhatsApp திறக்கப்பட்டது."),
    sentAt: tr("Sent {date}", "{date} அன்று அனுப்பப்பட்டது"),
    newLinkHint: tr(
      "Each message carries a new status link of its own.",
      "ஒவ்வொரு செய்தியிலும் அதற்கென்று புதிய நிலை இணைப்பு இருக்கும்.",
    ),
  },
  mail: {
    subject: tr(
      "Your quote {reference} — Limra Graphics",
      "உங்கள் விலைப்புள்ளி {reference} — Limra Graphics",
    ),
    greeting: tr("Dear {name},", "அன்புள்ள {name},"),
    offer: tr(
      "Our quote {reference} (version {version}) for {service} comes to {total}.",
      "{service} க்கான எங்கள் விலைப்புள்ளி {reference} (பதிப்பு {version}) மொத்தம் {total}.",
    ),
    validity: tr(
      "It is valid until {date}; the work is ready {days} days after you accept it. On your request's page you can accept the quote or ask for changes.",
      "இது {date} வரை செல்லுபடியாகும்; நீங்கள் ஏற்ற {days} நாட்களில் பணி தயாராகும். உங்கள் கோரிக்கையின் பக்கத்தில் விலைப்புள்ளியை ஏற்கலாம் அல்லது மாற்றங்கள் கேட்கலாம்.",
    ),
    pdf: tr("The quote as a PDF: {url}", "விலைப்புள்ளி PDF ஆக: {url}"),
    action: tr("See your quote", "உங்கள் விலைப்புள்ளியைப் பாருங்கள்"),
  },
  whatsapp: tr(
    "Limra Graphics: your quote {reference} comes to {total}, valid until {date}. See it, accept it or ask for changes: {url}",
    "Limra Graphics: உங்கள் விலைப்புள்ளி {reference} மொத்தம் {total}, {date} வரை செல்லுபடியாகும். பார்க்க, ஏற்க அல்லது மாற்றங்கள் கேட்க: {url}",
  ),
});
