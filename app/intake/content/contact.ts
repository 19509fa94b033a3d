import type { Localized } from "~/lib/content";
import type { ContactContent } from "./types";

/** Copy of the contact page (/contact). */
export const contactContent: Localized<ContactContent> = {
  en: {
    meta: {
      title: "Contact Us — Limra Graphics, Tirunelveli",
      description:
        "Call, e-mail, WhatsApp or visit Limra Graphics for printing and design. Send us a message and we will get back to you within 24 hours. Free consultation.",
    },
    hero: {
      title: "Get in Touch",
      intro:
        "Questions about printing, design or a quote? Call, WhatsApp, e-mail or visit us. We are happy to help.",
      badges: ["Quick Response", "Free Consultation", "Easy to Find"],
    },
    cards: {
      visit: { title: "Visit Our Office", text: "", action: "Open in Maps" },
      call: { title: "Call Us", text: "Monday–Saturday, 9:00 AM–8:00 PM", action: "Call now" },
      email: { title: "Email Us", text: "We reply within 24 hours", action: "Send an e-mail" },
      whatsapp: {
        title: "WhatsApp",
        text: "Chat with us for quick answers",
        action: "Chat on WhatsApp",
      },
    },
    whatsappText: "Hi! I would like to inquire about your printing services.",
    form: {
      heading: "Send Us a Message",
      intro: "Fill in the form and we will get back to you within 24 hours.",
      name: "Your Name",
      email: "Email Address",
      phone: "Phone Number",
      subject: "Subject",
      message: "Message",
      messagePlaceholder: "How can we help you?",
      submit: "Send Message",
    },
    office: {
      heading: "Our Office",
      address: "Address",
      hours: "Working Hours",
      hoursLines: ["Monday–Saturday: 9:00 AM–8:00 PM", "Sunday: Closed"],
      mapTitle: "Map showing the location of our office",
      whatsapp: "Chat on WhatsApp",
    },
    faq: {
      heading: "Frequently Asked Questions",
      items: [
        {
          question: "How long does printing take?",
          answer:
            "Most orders are ready in 2–5 business days. Many jobs such as ID cards and banners can be done the same day on request.",
        },
        {
          question: "Do you offer design services?",
          answer:
            "Yes. Our designers create visiting cards, invitations, banners, logos and more, in Tamil and English.",
        },
        {
          question: "Which file formats do you accept?",
          answer:
            "We accept JPG, PNG, PDF, AI, PSD and CDR files. You can attach them to your order on the Place Order page.",
        },
        {
          question: "Do you deliver?",
          answer:
            "Yes. We deliver in our home town and the surrounding area, and we also ship across Tamil Nadu and India.",
        },
        {
          question: "Can I see a sample or proof before printing?",
          answer:
            "Yes. We share a design proof before printing, and printed samples are available on request.",
        },
        {
          question: "How can I pay?",
          answer: "We accept cash, bank transfer, UPI and cards.",
        },
      ],
    },
  },
  ta: {
    meta: {
      title: "தொடர்பு கொள்ள — Limra Graphics, திருநெல்வேலி",
      description:
        "அச்சு, வடிவமைப்புப் பணிகளுக்கு Limra Graphics-ஐ அழையுங்கள், மின்னஞ்சல் அல்லது வாட்ஸ்அப் அனுப்புங்கள், நேரில் வாருங்கள். 24 மணி நேரத்தில் பதில்; ஆலோசனை இலவசம்.",
    },
    hero: {
      title: "எங்களைத் தொடர்பு கொள்ளுங்கள்",
      intro:
        "அச்சு, வடிவமைப்பு அல்லது விலைப்புள்ளி பற்றிக் கேள்விகள் உள்ளனவா? அழையுங்கள், வாட்ஸ்அப் அல்லது மின்னஞ்சல் அனுப்புங்கள், அல்லது நேரில் வாருங்கள். உதவக் காத்திருக்கிறோம்.",
      badges: ["விரைவான பதில்", "இலவச ஆலோசனை", "எளிதில் வந்தடையலாம்"],
    },
    cards: {
      visit: { title: "எங்கள் அலுவலகத்துக்கு வாருங்கள்", text: "", action: "வரைபடத்தில் பாருங்கள்" },
      call: {
        title: "எங்களை அழையுங்கள்",
        text: "திங்கள்–சனி, காலை 9:00–இரவு 8:00",
        action: "இப்போதே அழையுங்கள்",
      },
      email: {
        title: "மின்னஞ்சல் அனுப்புங்கள்",
        text: "24 மணி நேரத்துக்குள் பதில் அளிக்கிறோம்",
        action: "மின்னஞ்சல் அனுப்பு",
      },
      whatsapp: {
        title: "வாட்ஸ்அப்",
        text: "விரைவான பதிலுக்கு வாட்ஸ்அப்-இல் செய்தி அனுப்புங்கள்",
        action: "வாட்ஸ்அப்-இல் பேசுங்கள்",
      },
    },
    whatsappText: "Hi! I would like to inquire about your printing services.",
    form: {
      heading: "எங்களுக்குச் செய்தி அனுப்புங்கள்",
      intro: "படிவத்தை நிரப்புங்கள்; 24 மணி நேரத்துக்குள் உங்களுக்குப் பதில் அளிப்போம்.",
      name: "உங்கள் பெயர்",
      email: "மின்னஞ்சல் முகவரி",
      phone: "தொலைபேசி எண்",
      subject: "பொருள்",
      message: "செய்தி",
      messagePlaceholder: "நாங்கள் உங்களுக்கு எப்படி உதவலாம்?",
      submit: "செய்தியை அனுப்புங்கள்",
    },
    office: {
      heading: "எங்கள் அலுவலகம்",
      address: "முகவரி",
      hours: "வேலை நேரம்",
      hoursLines: ["திங்கள்–சனி: காலை 9:00–இரவு 8:00", "ஞாயிறு: விடுமுறை"],
      mapTitle: "எங்கள் அலுவலகம் இருக்கும் இடத்தைக் காட்டும் வரைபடம்",
      whatsapp: "வாட்ஸ்அப்-இல் பேசுங்கள்",
    },
    faq: {
      heading: "அடிக்கடி கேட்கப்படும் கேள்விகள்",
      items: [
        {
          question: "அச்சிட எத்தனை நாள் ஆகும்?",
          answer:
            "பெரும்பாலான ஆர்டர்கள் 2–5 வேலை நாட்களில் தயாராகிவிடும். ஐடி கார்டு, பேனர் போன்ற பல பணிகளைக் கேட்டால் அதே நாளிலும் செய்து தருகிறோம்.",
        },
        {
          question: "வடிவமைப்புச் சேவையும் உண்டா?",
          answer:
            "ஆம். விசிட்டிங் கார்டு, அழைப்பிதழ், பேனர், லோகோ மற்றும் பலவற்றை எங்கள் வடிவமைப்பாளர்கள் தமிழிலும் ஆங்கிலத்திலும் வடிவமைக்கிறார்கள்.",
        },
        {
          question: "எந்தக் கோப்பு வகைகளை ஏற்கிறீர்கள்?",
          answer:
            "JPG, PNG, PDF, AI, PSD, CDR கோப்புகளை ஏற்கிறோம். ஆர்டர் பக்கத்தில் உங்கள் ஆர்டருடன் அவற்றை இணைக்கலாம்.",
        },
        {
          question: "டெலிவரி செய்கிறீர்களா?",
          answer:
            "ஆம். எங்கள் ஊரிலும் சுற்றுவட்டாரப் பகுதிகளிலும் டெலிவரி செய்கிறோம்; தமிழ்நாடு மற்றும் இந்தியா முழுவதும் கூரியரிலும் அனுப்புகிறோம்.",
        },
        {
          question: "அச்சிடும் முன் மாதிரி அல்லது ப்ரூஃப் பார்க்க முடியுமா?",
          answer:
            "ஆம். அச்சிடும் முன் வடிவமைப்பு ப்ரூஃபை அனுப்புகிறோம்; கேட்டால் அச்சிட்ட மாதிரிகளும் தருகிறோம்.",
        },
        {
          question: "பணம் எப்படிச் செலுத்தலாம்?",
          answer: "ரொக்கம், வங்கிப் பரிமாற்றம், UPI அல்லது கார்டு மூலம் செலுத்தலாம்.",
        },
      ],
    },
  },
};
