import type { Localized } from "~/lib/content";
import type { PlaceOrderContent } from "./types";

/** Copy of the order/quote page (/place-order). */
export const placeOrderContent: Localized<PlaceOrderContent> = {
  en: {
    meta: {
      title: "Place an Order or Get a Quote — Limra Graphics",
      description:
        "Order printing or design from Limra Graphics: tell us what you need, attach your design files and get a detailed quote within 24 hours. WhatsApp orders welcome.",
    },
    hero: {
      title: "Place Your Order",
      intro:
        "Tell us what you need and attach your design files. We'll contact you within 24 hours with a detailed quote.",
    },
    form: {
      heading: "Order Details",
      name: "Full Name",
      phone: "Phone Number",
      phoneHint: "10-digit mobile number, optionally with +91",
      email: "Email Address",
      service: "Service Required",
      servicePlaceholder: "Select a service",
      quantity: "Quantity",
      quantityPlaceholder: "e.g. 500 cards, 2 banners of 6x3 ft",
      message: "Additional Details",
      messagePlaceholder:
        "Size, paper, colours, text, delivery date or anything else we should know",
      files: "Upload Design Files",
      filesHint: "JPG, PNG, PDF, AI, PSD or CDR · max 10MB each · up to 10 files",
      chooseFiles: "Choose files",
      selectedFiles: "Selected files ({count})",
      removeFile: "Remove {name}",
      submit: "Submit Order",
      whatsapp: "Order via WhatsApp",
    },
    services: {
      "Business Cards": "Business Cards",
      "Wedding Invitations": "Wedding Invitations",
      "ID Cards": "ID Cards",
      "Banners & Flex": "Banners & Flex",
      Brochures: "Brochures",
      Letterheads: "Letterheads",
      Posters: "Posters",
      Certificates: "Certificates",
      "Stickers & Labels": "Stickers & Labels",
      "Custom Design": "Custom Design",
      Other: "Other",
    },
    whatsappMessage: {
      intro: "Hi! I would like to place an order.",
      name: "Name",
      service: "Service",
      quantity: "Quantity",
      message: "Message",
    },
    help: {
      heading: "Need Help?",
      text: "Not sure what to choose? Call or e-mail us and we will help you pick the right size, paper and quantity.",
      call: "Call us",
      email: "Email us",
      hours: "Monday–Saturday 9:00 AM–8:00 PM, Sunday closed",
    },
    steps: {
      heading: "How It Works",
      items: [
        {
          title: "Send your order",
          text: "Fill in the form and attach your design files, if you have them.",
        },
        {
          title: "Get a quote",
          text: "We call or e-mail you within 24 hours with a detailed quote.",
        },
        {
          title: "Approve the proof",
          text: "We share a design proof; printing starts once you approve it.",
        },
        {
          title: "Collect or receive",
          text: "Pick up your order at our shop or get it delivered.",
        },
      ],
    },
    guarantee: {
      title: "Quality Guarantee",
      text: "Every job is checked before it leaves our shop. If we made a mistake, we reprint it at no cost.",
    },
  },
  ta: {
    meta: {
      title: "ஆர்டர் செய்ய / விலைப்புள்ளி பெற — Limra Graphics",
      description:
        "அச்சு, வடிவமைப்புக்கு Limra Graphics-இல் ஆர்டர் செய்யுங்கள்: தேவையைச் சொல்லி, கோப்புகளை இணைத்தால் 24 மணி நேரத்தில் விலைப்புள்ளி. வாட்ஸ்அப் ஆர்டரும் உண்டு.",
    },
    hero: {
      title: "உங்கள் ஆர்டரைப் பதிவு செய்யுங்கள்",
      intro:
        "உங்களுக்கு என்ன தேவை என்று சொல்லி, வடிவமைப்புக் கோப்புகளை இணையுங்கள். 24 மணி நேரத்துக்குள் விரிவான விலைப்புள்ளியுடன் உங்களைத் தொடர்பு கொள்வோம்.",
    },
    form: {
      heading: "ஆர்டர் விவரங்கள்",
      name: "முழுப் பெயர்",
      phone: "தொலைபேசி எண்",
      phoneHint: "10 இலக்க மொபைல் எண்; +91 சேர்த்தும் எழுதலாம்",
      email: "மின்னஞ்சல் முகவரி",
      service: "தேவையான சேவை",
      servicePlaceholder: "ஒரு சேவையைத் தேர்ந்தெடுக்கவும்",
      quantity: "எண்ணிக்கை",
      quantityPlaceholder: "எ.கா. 500 கார்டுகள், 6x3 அடி பேனர் 2",
      message: "கூடுதல் விவரங்கள்",
      messagePlaceholder:
        "அளவு, காகிதம், வண்ணங்கள், வாசகம், டெலிவரி தேதி — நாங்கள் தெரிந்துகொள்ள வேண்டிய வேறு எதுவானாலும்",
      files: "வடிவமைப்புக் கோப்புகளைப் பதிவேற்றுங்கள்",
      filesHint: "JPG, PNG, PDF, AI, PSD அல்லது CDR · ஒவ்வொன்றும் அதிகபட்சம் 10MB · 10 கோப்புகள் வரை",
      chooseFiles: "கோப்புகளைத் தேர்ந்தெடுக்கவும்",
      selectedFiles: "தேர்ந்தெடுத்த கோப்புகள் ({count})",
      removeFile: "{name} கோப்பை நீக்கு",
      submit: "ஆர்டரை அனுப்புங்கள்",
      whatsapp: "வாட்ஸ்அப் மூலம் ஆர்டர் செய்யுங்கள்",
    },
    services: {
      "Business Cards": "விசிட்டிங் கார்டுகள்",
      "Wedding Invitations": "திருமண அழைப்பிதழ்கள்",
      "ID Cards": "ஐடி கார்டுகள்",
      "Banners & Flex": "பேனர்கள் & ஃப்ளெக்ஸ்",
      Brochures: "பிரோஷர்கள்",
      Letterheads: "லெட்டர்ஹெட்",
      Posters: "போஸ்டர்கள்",
      Certificates: "சான்றிதழ்கள்",
      "Stickers & Labels": "ஸ்டிக்கர்கள் & லேபிள்கள்",
      "Custom Design": "தனிப்பயன் வடிவமைப்பு",
      Other: "மற்றவை",
    },
    whatsappMessage: {
      intro: "வணக்கம்! நான் ஒரு ஆர்டர் செய்ய விரும்புகிறேன்.",
      name: "பெயர்",
      service: "சேவை",
      quantity: "எண்ணிக்கை",
      message: "செய்தி",
    },
    help: {
      heading: "உதவி தேவையா?",
      text: "எதைத் தேர்ந்தெடுப்பது என்று தெரியவில்லையா? எங்களை அழையுங்கள் அல்லது மின்னஞ்சல் அனுப்புங்கள்; சரியான அளவு, காகிதம், எண்ணிக்கையைத் தேர்வு செய்ய உதவுகிறோம்.",
      call: "எங்களை அழையுங்கள்",
      email: "மின்னஞ்சல் அனுப்புங்கள்",
      hours: "திங்கள்–சனி காலை 9:00–இரவு 8:00, ஞாயிறு விடுமுறை",
    },
    steps: {
      heading: "ஆர்டர் செய்யும் முறை",
      items: [
        {
          title: "ஆர்டரை அனுப்புங்கள்",
          text: "படிவத்தை நிரப்புங்கள்; உங்களிடம் வடிவமைப்புக் கோப்புகள் இருந்தால் அவற்றையும் இணையுங்கள்.",
        },
        {
          title: "விலைப்புள்ளி பெறுங்கள்",
          text: "24 மணி நேரத்துக்குள் தொலைபேசி அல்லது மின்னஞ்சல் மூலம் விரிவான விலைப்புள்ளி தருகிறோம்.",
        },
        {
          title: "ப்ரூஃபுக்கு ஒப்புதல் தாருங்கள்",
          text: "வடிவமைப்பு ப்ரூஃபை உங்களுக்கு அனுப்புகிறோம்; நீங்கள் ஒப்புதல் தந்த பிறகே அச்சிடத் தொடங்குவோம்.",
        },
        {
          title: "பெற்றுக்கொள்ளுங்கள்",
          text: "உங்கள் ஆர்டரை எங்கள் கடையில் நேரில் பெற்றுக்கொள்ளலாம், அல்லது உங்களுக்கு டெலிவரி செய்கிறோம்.",
        },
      ],
    },
    guarantee: {
      title: "தர உத்தரவாதம்",
      text: "ஒவ்வொரு பணியும் எங்கள் கடையை விட்டு வெளியேறும் முன் சரிபார்க்கப்படுகிறது. எங்கள் தவறால் பிழை ஏற்பட்டால், கட்டணமின்றி மீண்டும் அச்சிட்டுத் தருகிறோம்.",
    },
  },
};
