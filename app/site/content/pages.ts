import type { Localized, SimplePagesContent } from "./types";

/** Copy of the small pages: /thank-you, /thank-you-contact, /welcome and /my-portfolio. */
export const simplePagesContent: Localized<SimplePagesContent> = {
  en: {
    thankYou: {
      meta: {
        title: "Thank You for Your Order — Limra Graphics",
        description:
          "Thank you for your order with Limra Graphics. Our team will contact you within 24 hours with a detailed quote for your printing or design work.",
      },
      title: "Thank you for your order!",
      text: "We have received your order details. Our team will contact you within 24 hours with a detailed quote. For anything urgent, please call us or message us on WhatsApp.",
      backHome: "Back to Home",
    },
    thankYouContact: {
      meta: {
        title: "Thank You for Contacting Us — Limra Graphics",
        description:
          "Thank you for contacting Limra Graphics. We have received your message or feedback and will get back to you as soon as possible. We read every message.",
      },
      title: "Thank you for reaching out!",
      text: "Your message has reached us. We read every message and every piece of feedback personally, and we will get back to you as soon as possible.",
      backHome: "Back to Home",
    },
    welcome: {
      meta: {
        title: "Welcome — Limra Graphics",
        description:
          "Welcome to Limra Graphics. You are signed in and can place orders, share your experience and manage your settings for printing and design work.",
      },
      greeting: "Welcome!",
      greetingNamed: "Welcome, {name}!",
      text: "You are signed in. Place an order, share your experience or update your settings whenever you like.",
      continue: "Continue to Home",
      redirecting: "You will be taken to the home page shortly…",
    },
    portfolio: {
      meta: {
        title: "My Portfolio — Limra Graphics",
        description:
          "A closer look at the design work behind Limra Graphics: logos, branding, print layouts and more, from the designer's personal portfolio site.",
      },
      title: "My Portfolio",
      intro:
        "A closer look at the design work behind Limra Graphics — logos, branding, print layouts and more.",
      frameTitle: "Design portfolio of Limra Graphics",
      openNewTab: "Open the portfolio in a new tab",
      fallback: "If the portfolio does not load here, open it in a new tab.",
    },
  },
  ta: {
    thankYou: {
      meta: {
        title: "ஆர்டருக்கு நன்றி — Limra Graphics",
        description:
          "Limra Graphics-இல் ஆர்டர் செய்ததற்கு நன்றி. உங்கள் அச்சு அல்லது வடிவமைப்புப் பணிக்கான விரிவான விலைப்புள்ளியுடன் 24 மணி நேரத்தில் தொடர்பு கொள்வோம்.",
      },
      title: "உங்கள் ஆர்டருக்கு நன்றி!",
      text: "உங்கள் ஆர்டர் விவரங்கள் எங்களுக்குக் கிடைத்தன. 24 மணி நேரத்துக்குள் விரிவான விலைப்புள்ளியுடன் எங்கள் குழு உங்களைத் தொடர்பு கொள்ளும். அவசரம் என்றால் எங்களை அழையுங்கள் அல்லது வாட்ஸ்அப்பில் செய்தி அனுப்புங்கள்.",
      backHome: "முகப்புக்குத் திரும்பு",
    },
    thankYouContact: {
      meta: {
        title: "தொடர்பு கொண்டதற்கு நன்றி — Limra Graphics",
        description:
          "Limra Graphics-ஐத் தொடர்பு கொண்டதற்கு நன்றி. உங்கள் செய்தி அல்லது கருத்து எங்களுக்குக் கிடைத்தது; ஒவ்வொரு செய்தியையும் படித்து, விரைவில் பதில் அளிப்போம்.",
      },
      title: "தொடர்பு கொண்டதற்கு நன்றி!",
      text: "உங்கள் செய்தி எங்களை வந்தடைந்தது. ஒவ்வொரு செய்தியையும் கருத்தையும் நாங்களே படிக்கிறோம்; கூடிய விரைவில் உங்களுக்குப் பதில் அளிப்போம்.",
      backHome: "முகப்புக்குத் திரும்பு",
    },
    welcome: {
      meta: {
        title: "வருக — Limra Graphics",
        description:
          "Limra Graphics-க்கு வருக. நீங்கள் உள்நுழைந்துவிட்டீர்கள்; இனி அச்சு, வடிவமைப்புப் பணிகளுக்கு ஆர்டர் செய்யலாம், அனுபவத்தைப் பகிரலாம், அமைப்புகளை மாற்றலாம்.",
      },
      greeting: "வருக!",
      greetingNamed: "வருக, {name}!",
      text: "நீங்கள் உள்நுழைந்துவிட்டீர்கள். எப்போது வேண்டுமானாலும் ஆர்டர் செய்யலாம், உங்கள் அனுபவத்தைப் பகிரலாம், அமைப்புகளை மாற்றலாம்.",
      continue: "முகப்புப் பக்கத்துக்குச் செல்லுங்கள்",
      redirecting: "சில நொடிகளில் முகப்புப் பக்கத்துக்கு அழைத்துச் செல்லப்படுவீர்கள்…",
    },
    portfolio: {
      meta: {
        title: "எனது படைப்புகள் — Limra Graphics",
        description:
          "Limra Graphics-இன் பின்னணியில் உள்ள வடிவமைப்புப் பணிகள் — லோகோக்கள், பிராண்டிங், அச்சு வடிவமைப்புகள்; வடிவமைப்பாளரின் சொந்த போர்ட்ஃபோலியோ தளத்திலிருந்து.",
      },
      title: "எனது படைப்புகள்",
      intro:
        "Limra Graphics-இன் பின்னணியில் உள்ள வடிவமைப்புப் பணிகளை அருகில் பாருங்கள் — லோகோக்கள், பிராண்டிங், அச்சு வடிவமைப்புகள் மற்றும் பல.",
      frameTitle: "Limra Graphics வடிவமைப்புப் போர்ட்ஃபோலியோ",
      openNewTab: "போர்ட்ஃபோலியோவைப் புதிய தாவலில் திறக்க",
      fallback: "போர்ட்ஃபோலியோ இங்கே தெரியவில்லை என்றால், புதிய தாவலில் திறந்து பாருங்கள்.",
    },
  },
};
