import { localized, tr } from "~/lib/content";
import type { SimplePagesContent } from "./types";

/** Copy of the small pages: /thank-you, /thank-you-contact, /welcome and /my-portfolio. */
export const simplePagesContent = localized<SimplePagesContent>({
  thankYou: {
    meta: {
      title: tr("Thank You for Your Request — Limra Graphics", "கோரிக்கைக்கு நன்றி — Limra Graphics"),
      description: tr(
        "Thank you for your request to Limra Graphics. Our team will contact you within 24 hours with a detailed quote for your printing or design work.",
        "Limra Graphics-க்கு கோரிக்கை அனுப்பியதற்கு நன்றி. உங்கள் அச்சு அல்லது வடிவமைப்புப் பணிக்கான விரிவான விலைப்புள்ளியுடன் 24 மணி நேரத்தில் தொடர்பு கொள்வோம்.",
      ),
    },
    title: tr("Thank you for your request!", "உங்கள் கோரிக்கைக்கு நன்றி!"),
    text: tr(
      "We have received your request. Our team will contact you within 24 hours with a detailed quote. For anything urgent, please call us or message us on WhatsApp.",
      "உங்கள் கோரிக்கை எங்களுக்குக் கிடைத்தது. 24 மணி நேரத்துக்குள் விரிவான விலைப்புள்ளியுடன் எங்கள் குழு உங்களைத் தொடர்பு கொள்ளும். அவசரம் என்றால் எங்களை அழையுங்கள் அல்லது வாட்ஸ்அப்பில் செய்தி அனுப்புங்கள்.",
    ),
    backHome: tr("Back to Home", "முகப்புக்குத் திரும்பு"),
  },
  thankYouContact: {
    meta: {
      title: tr(
        "Thank You for Contacting Us — Limra Graphics",
        "தொடர்பு கொண்டதற்கு நன்றி — Limra Graphics",
      ),
      description: tr(
        "Thank you for contacting Limra Graphics. We have received your message or feedback and will get back to you as soon as possible. We read every message.",
        "Limra Graphics-ஐத் தொடர்பு கொண்டதற்கு நன்றி. உங்கள் செய்தி அல்லது கருத்து எங்களுக்குக் கிடைத்தது; ஒவ்வொரு செய்தியையும் படித்து, விரைவில் பதில் அளிப்போம்.",
      ),
    },
    title: tr("Thank you for reaching out!", "தொடர்பு கொண்டதற்கு நன்றி!"),
    text: tr(
      "Your message has reached us. We read every message and every piece of feedback personally, and we will get back to you as soon as possible.",
      "உங்கள் செய்தி எங்களை வந்தடைந்தது. ஒவ்வொரு செய்தியையும் கருத்தையும் நாங்களே படிக்கிறோம்; கூடிய விரைவில் உங்களுக்குப் பதில் அளிப்போம்.",
    ),
    backHome: tr("Back to Home", "முகப்புக்குத் திரும்பு"),
  },
  welcome: {
    meta: {
      title: tr("Welcome — Limra Graphics", "வருக — Limra Graphics"),
      description: tr(
        "Welcome to Limra Graphics: sign in to place orders, follow your LimraKart orders and manage your settings for printing and design work.",
        "Limra Graphics-க்கு வருக: உள்நுழைந்து அச்சு, வடிவமைப்புப் பணிகளுக்கு ஆர்டர் செய்யலாம், LimraKart ஆர்டர்களைக் கண்காணிக்கலாம், அமைப்புகளை மாற்றலாம்.",
      ),
    },
    greeting: tr("Welcome!", "வருக!"),
    greetingNamed: tr("Welcome, {name}!", "வருக, {name}!"),
    text: tr(
      "You are signed in. Place an order, share your experience or update your settings whenever you like.",
      "நீங்கள் உள்நுழைந்துவிட்டீர்கள். எப்போது வேண்டுமானாலும் ஆர்டர் செய்யலாம், உங்கள் அனுபவத்தைப் பகிரலாம், அமைப்புகளை மாற்றலாம்.",
    ),
    continue: tr("Continue to Home", "முகப்புப் பக்கத்துக்குச் செல்லுங்கள்"),
    redirecting: tr(
      "You will be taken to the home page shortly…",
      "சில நொடிகளில் முகப்புப் பக்கத்துக்கு அழைத்துச் செல்லப்படுவீர்கள்…",
    ),
    visitor: {
      title: tr("Welcome to Limra Graphics", "Limra Graphics-க்கு வருக"),
      text: tr(
        "You are not signed in. Sign in, or create an account, to place orders, follow your LimraKart orders and manage your settings.",
        "நீங்கள் இன்னும் உள்நுழையவில்லை. ஆர்டர் செய்ய, உங்கள் LimraKart ஆர்டர்களைக் கண்காணிக்க, அமைப்புகளை மாற்ற உள்நுழையுங்கள் அல்லது புதிய கணக்கைத் தொடங்குங்கள்.",
      ),
      signIn: tr("Sign In", "உள்நுழைக"),
      signUp: tr("Create an Account", "புதிய கணக்கைத் தொடங்குங்கள்"),
      browse: tr("Browse the shop", "கடையைப் பாருங்கள்"),
    },
  },
  portfolio: {
    meta: {
      title: tr("My Portfolio — Limra Graphics", "எனது படைப்புகள் — Limra Graphics"),
      description: tr(
        "A closer look at the design work behind Limra Graphics: logos, branding, print layouts and more, from the designer's personal portfolio site.",
        "Limra Graphics-இன் பின்னணியில் உள்ள வடிவமைப்புப் பணிகள் — லோகோக்கள், பிராண்டிங், அச்சு வடிவமைப்புகள்; வடிவமைப்பாளரின் சொந்த போர்ட்ஃபோலியோ தளத்திலிருந்து.",
      ),
    },
    title: tr("My Portfolio", "எனது படைப்புகள்"),
    intro: tr(
      "A closer look at the design work behind Limra Graphics — logos, branding, print layouts and more.",
      "Limra Graphics-இன் பின்னணியில் உள்ள வடிவமைப்புப் பணிகளை அருகில் பாருங்கள் — லோகோக்கள், பிராண்டிங், அச்சு வடிவமைப்புகள் மற்றும் பல.",
    ),
    frameTitle: tr("Design portfolio of Limra Graphics", "Limra Graphics வடிவமைப்புப் போர்ட்ஃபோலியோ"),
    openNewTab: tr("Open the portfolio in a new tab", "போர்ட்ஃபோலியோவைப் புதிய தாவலில் திறக்க"),
    fallback: tr(
      "If the portfolio does not load here, open it in a new tab.",
      "போர்ட்ஃபோலியோ இங்கே தெரியவில்லை என்றால், புதிய தாவலில் திறந்து பாருங்கள்.",
    ),
  },
});
