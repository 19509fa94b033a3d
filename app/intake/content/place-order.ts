import { localized, tr } from "~/lib/content";
import type { PlaceOrderContent } from "./types";

/** Copy of the order/quote page (/place-order). */
export const placeOrderContent = localized<PlaceOrderContent>({
  meta: {
    title: tr(
      "Place an Order or Get a Quote — Limra Graphics",
      "ஆர்டர் செய்ய / விலைப்புள்ளி பெற — Limra Graphics",
    ),
    description: tr(
      "Order printing or design from Limra Graphics: tell us what you need, attach your design files and get a detailed quote within 24 hours. WhatsApp orders welcome.",
      "அச்சு, வடிவமைப்புக்கு Limra Graphics-இல் ஆர்டர் செய்யுங்கள்: தேவையைச் சொல்லி, கோப்புகளை இணைத்தால் 24 மணி நேரத்தில் விலைப்புள்ளி. வாட்ஸ்அப் ஆர்டரும் உண்டு.",
    ),
  },
  hero: {
    title: tr("Place Your Order", "உங்கள் ஆர்டரைப் பதிவு செய்யுங்கள்"),
    intro: tr(
      "Tell us what you need and attach your design files. We'll contact you within 24 hours with a detailed quote.",
      "உங்களுக்கு என்ன தேவை என்று சொல்லி, வடிவமைப்புக் கோப்புகளை இணையுங்கள். 24 மணி நேரத்துக்குள் விரிவான விலைப்புள்ளியுடன் உங்களைத் தொடர்பு கொள்வோம்.",
    ),
  },
  form: {
    heading: tr("Request Details", "கோரிக்கை விவரங்கள்"),
    name: tr("Full Name", "முழுப் பெயர்"),
    phone: tr("Phone Number", "தொலைபேசி எண்"),
    phoneHint: tr(
      "10-digit mobile number, optionally with +91",
      "10 இலக்க மொபைல் எண்; +91 சேர்த்தும் எழுதலாம்",
    ),
    email: tr("Email Address", "மின்னஞ்சல் முகவரி"),
    service: tr("Service Required", "தேவையான சேவை"),
    servicePlaceholder: tr("Select a service", "ஒரு சேவையைத் தேர்ந்தெடுக்கவும்"),
    quantity: tr("Quantity", "எண்ணிக்கை"),
    quantityPlaceholder: tr(
      "e.g. 500 cards, 2 banners of 6x3 ft",
      "எ.கா. 500 கார்டுகள், 6x3 அடி பேனர் 2",
    ),
    message: tr("Additional Details", "கூடுதல் விவரங்கள்"),
    messagePlaceholder: tr(
      "Size, paper, colours, text, delivery date or anything else we should know",
      "அளவு, காகிதம், வண்ணங்கள், வாசகம், டெலிவரி தேதி — நாங்கள் தெரிந்துகொள்ள வேண்டிய வேறு எதுவானாலும்",
    ),
    files: tr("Upload Design Files", "வடிவமைப்புக் கோப்புகளைப் பதிவேற்றுங்கள்"),
    filesHint: tr(
      "JPG, PNG, PDF, AI, PSD or CDR · max 10MB each · up to 10 files",
      "JPG, PNG, PDF, AI, PSD அல்லது CDR · ஒவ்வொன்றும் அதிகபட்சம் 10MB · 10 கோப்புகள் வரை",
    ),
    chooseFiles: tr("Choose files", "கோப்புகளைத் தேர்ந்தெடுக்கவும்"),
    selectedFiles: tr("Selected files ({count})", "தேர்ந்தெடுத்த கோப்புகள் ({count})"),
    removeFile: tr("Remove {name}", "{name} கோப்பை நீக்கு"),
    submit: tr("Send Request", "கோரிக்கையை அனுப்புங்கள்"),
    whatsapp: tr("Order via WhatsApp", "வாட்ஸ்அப் மூலம் ஆர்டர் செய்யுங்கள்"),
  },
  services: {
    "Business Cards": tr("Business Cards", "விசிட்டிங் கார்டுகள்"),
    "Wedding Invitations": tr("Wedding Invitations", "திருமண அழைப்பிதழ்கள்"),
    "ID Cards": tr("ID Cards", "ஐடி கார்டுகள்"),
    "Banners & Flex": tr("Banners & Flex", "பேனர்கள் & ஃப்ளெக்ஸ்"),
    Brochures: tr("Brochures", "பிரோஷர்கள்"),
    Letterheads: tr("Letterheads", "லெட்டர்ஹெட்"),
    Posters: tr("Posters", "போஸ்டர்கள்"),
    Certificates: tr("Certificates", "சான்றிதழ்கள்"),
    "Stickers & Labels": tr("Stickers & Labels", "ஸ்டிக்கர்கள் & லேபிள்கள்"),
    "Custom Design": tr("Custom Design", "தனிப்பயன் வடிவமைப்பு"),
    Other: tr("Other", "மற்றவை"),
  },
  whatsappMessage: {
    intro: tr("Hi! I would like to place an order.", "வணக்கம்! நான் ஒரு ஆர்டர் செய்ய விரும்புகிறேன்."),
    name: tr("Name", "பெயர்"),
    service: tr("Service", "சேவை"),
    quantity: tr("Quantity", "எண்ணிக்கை"),
    message: tr("Message", "செய்தி"),
  },
  help: {
    heading: tr("Need Help?", "உதவி தேவையா?"),
    text: tr(
      "Not sure what to choose? Call or e-mail us and we will help you pick the right size, paper and quantity.",
      "எதைத் தேர்ந்தெடுப்பது என்று தெரியவில்லையா? எங்களை அழையுங்கள் அல்லது மின்னஞ்சல் அனுப்புங்கள்; சரியான அளவு, காகிதம், எண்ணிக்கையைத் தேர்வு செய்ய உதவுகிறோம்.",
    ),
    call: tr("Call us", "எங்களை அழையுங்கள்"),
    email: tr("Email us", "மின்னஞ்சல் அனுப்புங்கள்"),
    hours: tr("Opening hours", "வேலை நேரம்"),
  },
  steps: {
    heading: tr("How It Works", "ஆர்டர் செய்யும் முறை"),
    items: [
      {
        title: tr("Send your order", "ஆர்டரை அனுப்புங்கள்"),
        text: tr(
          "Fill in the form and attach your design files, if you have them.",
          "படிவத்தை நிரப்புங்கள்; உங்களிடம் வடிவமைப்புக் கோப்புகள் இருந்தால் அவற்றையும் இணையுங்கள்.",
        ),
      },
      {
        title: tr("Get a quote", "விலைப்புள்ளி பெறுங்கள்"),
        text: tr(
          "We call or e-mail you within 24 hours with a detailed quote.",
          "24 மணி நேரத்துக்குள் தொலைபேசி அல்லது மின்னஞ்சல் மூலம் விரிவான விலைப்புள்ளி தருகிறோம்.",
        ),
      },
      {
        title: tr("Approve the proof", "ப்ரூஃபுக்கு ஒப்புதல் தாருங்கள்"),
        text: tr(
          "We share a design proof; printing starts once you approve it.",
          "வடிவமைப்பு ப்ரூஃபை உங்களுக்கு அனுப்புகிறோம்; நீங்கள் ஒப்புதல் தந்த பிறகே அச்சிடத் தொடங்குவோம்.",
        ),
      },
      {
        title: tr("Collect or receive", "பெற்றுக்கொள்ளுங்கள்"),
        text: tr(
          "Pick up your order at our shop or get it delivered.",
          "உங்கள் ஆர்டரை எங்கள் கடையில் நேரில் பெற்றுக்கொள்ளலாம், அல்லது உங்களுக்கு டெலிவரி செய்கிறோம்.",
        ),
      },
    ],
  },
  guarantee: {
    title: tr("Quality Guarantee", "தர உத்தரவாதம்"),
    text: tr(
      "Every job is checked before it leaves our shop. If we made a mistake, we reprint it at no cost.",
      "ஒவ்வொரு பணியும் எங்கள் கடையை விட்டு வெளியேறும் முன் சரிபார்க்கப்படுகிறது. எங்கள் தவறால் பிழை ஏற்பட்டால், கட்டணமின்றி மீண்டும் அச்சிட்டுத் தருகிறோம்.",
    ),
  },
});
