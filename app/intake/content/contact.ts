import { localized, tr } from "~/lib/content";
import type { ContactContent } from "./types";

/** Copy of the contact page (/contact). */
export const contactContent = localized<ContactContent>({
  meta: {
    title: tr(
      "Contact Us — Limra Graphics, Tirunelveli",
      "தொடர்பு கொள்ள — Limra Graphics, திருநெல்வேலி",
    ),
    description: tr(
      "Call, e-mail, WhatsApp or visit Limra Graphics for printing and design. Send us a message and we will get back to you within 24 hours. Free consultation.",
      "அச்சு, வடிவமைப்புப் பணிகளுக்கு Limra Graphics-ஐ அழையுங்கள், மின்னஞ்சல் அல்லது வாட்ஸ்அப் அனுப்புங்கள், நேரில் வாருங்கள். 24 மணி நேரத்தில் பதில்; ஆலோசனை இலவசம்.",
    ),
  },
  hero: {
    title: tr("Get in Touch", "எங்களைத் தொடர்பு கொள்ளுங்கள்"),
    intro: tr(
      "Questions about printing, design or a quote? Call, WhatsApp, e-mail or visit us. We are happy to help.",
      "அச்சு, வடிவமைப்பு அல்லது விலைப்புள்ளி பற்றிக் கேள்விகள் உள்ளனவா? அழையுங்கள், வாட்ஸ்அப் அல்லது மின்னஞ்சல் அனுப்புங்கள், அல்லது நேரில் வாருங்கள். உதவக் காத்திருக்கிறோம்.",
    ),
    badges: [
      tr("Quick Response", "விரைவான பதில்"),
      tr("Free Consultation", "இலவச ஆலோசனை"),
      tr("Easy to Find", "எளிதில் வந்தடையலாம்"),
    ],
  },
  cards: {
    visit: {
      title: tr("Visit Our Office", "எங்கள் அலுவலகத்துக்கு வாருங்கள்"),
      text: "",
      action: tr("Open in Maps", "வரைபடத்தில் பாருங்கள்"),
    },
    call: {
      title: tr("Call Us", "எங்களை அழையுங்கள்"),
      text: tr("Monday–Saturday, 9:00 AM–8:00 PM", "திங்கள்–சனி, காலை 9:00–இரவு 8:00"),
      action: tr("Call now", "இப்போதே அழையுங்கள்"),
    },
    email: {
      title: tr("Email Us", "மின்னஞ்சல் அனுப்புங்கள்"),
      text: tr("We reply within 24 hours", "24 மணி நேரத்துக்குள் பதில் அளிக்கிறோம்"),
      action: tr("Send an e-mail", "மின்னஞ்சல் அனுப்பு"),
    },
    whatsapp: {
      title: tr("WhatsApp", "வாட்ஸ்அப்"),
      text: tr("Chat with us for quick answers", "விரைவான பதிலுக்கு வாட்ஸ்அப்-இல் செய்தி அனுப்புங்கள்"),
      action: tr("Chat on WhatsApp", "வாட்ஸ்அப்-இல் பேசுங்கள்"),
    },
  },
  whatsappText: tr(
    "Hi! I would like to inquire about your printing services.",
    "வணக்கம்! உங்கள் அச்சுச் சேவைகள் பற்றி விசாரிக்க விரும்புகிறேன்.",
  ),
  form: {
    heading: tr("Send Us a Message", "எங்களுக்குச் செய்தி அனுப்புங்கள்"),
    intro: tr(
      "Fill in the form and we will get back to you within 24 hours.",
      "படிவத்தை நிரப்புங்கள்; 24 மணி நேரத்துக்குள் உங்களுக்குப் பதில் அளிப்போம்.",
    ),
    name: tr("Your Name", "உங்கள் பெயர்"),
    email: tr("Email Address", "மின்னஞ்சல் முகவரி"),
    phone: tr("Phone Number", "தொலைபேசி எண்"),
    subject: tr("Subject", "பொருள்"),
    message: tr("Message", "செய்தி"),
    messagePlaceholder: tr("How can we help you?", "நாங்கள் உங்களுக்கு எப்படி உதவலாம்?"),
    submit: tr("Send Message", "செய்தியை அனுப்புங்கள்"),
  },
  office: {
    heading: tr("Our Office", "எங்கள் அலுவலகம்"),
    address: tr("Address", "முகவரி"),
    hours: tr("Working Hours", "வேலை நேரம்"),
    mapTitle: tr(
      "Map showing the location of our office",
      "எங்கள் அலுவலகம் இருக்கும் இடத்தைக் காட்டும் வரைபடம்",
    ),
    whatsapp: tr("Chat on WhatsApp", "வாட்ஸ்அப்-இல் பேசுங்கள்"),
  },
  faq: {
    heading: tr("Frequently Asked Questions", "அடிக்கடி கேட்கப்படும் கேள்விகள்"),
    items: [
      {
        question: tr("How long does printing take?", "அச்சிட எத்தனை நாள் ஆகும்?"),
        answer: tr(
          "Most orders are ready in 2–5 business days. Many jobs such as ID cards and banners can be done the same day on request.",
          "பெரும்பாலான ஆர்டர்கள் 2–5 வேலை நாட்களில் தயாராகிவிடும். ஐடி கார்டு, பேனர் போன்ற பல பணிகளைக் கேட்டால் அதே நாளிலும் செய்து தருகிறோம்.",
        ),
      },
      {
        question: tr("Do you offer design services?", "வடிவமைப்புச் சேவையும் உண்டா?"),
        answer: tr(
          "Yes. Our designers create visiting cards, invitations, banners, logos and more, in Tamil and English.",
          "ஆம். விசிட்டிங் கார்டு, அழைப்பிதழ், பேனர், லோகோ மற்றும் பலவற்றை எங்கள் வடிவமைப்பாளர்கள் தமிழிலும் ஆங்கிலத்திலும் வடிவமைக்கிறார்கள்.",
        ),
      },
      {
        question: tr("Which file formats do you accept?", "எந்தக் கோப்பு வகைகளை ஏற்கிறீர்கள்?"),
        answer: tr(
          "We accept JPG, PNG, PDF, AI, PSD and CDR files. You can attach them to your order on the Place Order page.",
          "JPG, PNG, PDF, AI, PSD, CDR கோப்புகளை ஏற்கிறோம். ஆர்டர் பக்கத்தில் உங்கள் ஆர்டருடன் அவற்றை இணைக்கலாம்.",
        ),
      },
      {
        question: tr("Do you deliver?", "டெலிவரி செய்கிறீர்களா?"),
        answer: tr(
          "Yes. We deliver in our home town and the surrounding area, and we also ship across Tamil Nadu and India.",
          "ஆம். எங்கள் ஊரிலும் சுற்றுவட்டாரப் பகுதிகளிலும் டெலிவரி செய்கிறோம்; தமிழ்நாடு மற்றும் இந்தியா முழுவதும் கூரியரிலும் அனுப்புகிறோம்.",
        ),
      },
      {
        question: tr(
          "Can I see a sample or proof before printing?",
          "அச்சிடும் முன் மாதிரி அல்லது ப்ரூஃப் பார்க்க முடியுமா?",
        ),
        answer: tr(
          "Yes. We share a design proof before printing, and printed samples are available on request.",
          "ஆம். அச்சிடும் முன் வடிவமைப்பு ப்ரூஃபை அனுப்புகிறோம்; கேட்டால் அச்சிட்ட மாதிரிகளும் தருகிறோம்.",
        ),
      },
      {
        question: tr("How can I pay?", "பணம் எப்படிச் செலுத்தலாம்?"),
        answer: tr(
          "We accept cash, bank transfer, UPI and cards.",
          "ரொக்கம், வங்கிப் பரிமாற்றம், UPI அல்லது கார்டு மூலம் செலுத்தலாம்.",
        ),
      },
    ],
  },
});
