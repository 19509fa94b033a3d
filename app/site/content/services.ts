import { localized, tr } from "~/lib/content";
import type { ServicesContent } from "./types";

/**
 * Copy of the Services page (/services). The six services themselves (name, description,
 * features, turnaround, price) are rows seeded from `serviceSeeds` in seed-data.ts.
 */
export const servicesContent = localized<ServicesContent>({
  meta: {
    title: tr(
      "Printing & Design Services — Limra Graphics",
      "அச்சு & வடிவமைப்புச் சேவைகள் — Limra Graphics",
    ),
    description: tr(
      "Digital and offset printing, graphic design, ID cards, flex banners and wedding cards, plus letterheads, bill books and more. Get a quote within 24 hours.",
      "டிஜிட்டல், ஆஃப்செட் அச்சிடுதல், கிராஃபிக் வடிவமைப்பு, ஐடி கார்டு, ஃப்ளெக்ஸ் பேனர், திருமண அழைப்பிதழ், பில் புக் மற்றும் பல. 24 மணி நேரத்தில் விலைப்புள்ளி.",
    ),
  },
  hero: {
    title: tr("Our Services", "எங்கள் சேவைகள்"),
    intro: tr(
      "Digital printing, offset printing, graphic design, ID cards, flex banners and wedding cards — designed and printed in-house, with care and on time.",
      "டிஜிட்டல் அச்சிடுதல், ஆஃப்செட் அச்சிடுதல், கிராஃபிக் வடிவமைப்பு, அடையாள அட்டைகள், ஃப்ளெக்ஸ் பேனர்கள், திருமண அழைப்பிதழ்கள் — அனைத்தையும் எங்கள் கடையிலேயே வடிவமைத்து, அக்கறையுடன், குறித்த நேரத்தில் அச்சிட்டுத் தருகிறோம்.",
    ),
  },
  labels: {
    features: tr("What's included", "இதில் அடங்குபவை"),
    getQuote: tr("Get Quote", "விலைப்புள்ளி பெறுங்கள்"),
    startingAt: tr("Starting at", "தொடக்க விலை"),
    turnaround: tr("Turnaround", "தயாராகும் காலம்"),
  },
  additional: {
    heading: tr("Additional Services", "கூடுதல் சேவைகள்"),
    intro: tr(
      "We also take care of the everyday printing your office, shop or event needs.",
      "உங்கள் அலுவலகம், கடை அல்லது நிகழ்ச்சிக்குத் தேவையான அன்றாட அச்சுப் பணிகளையும் செய்து தருகிறோம்.",
    ),
    items: [
      tr("Letterheads", "லெட்டர்ஹெட்"),
      tr("Envelopes", "கவர்கள் (என்வலப்)"),
      tr("Bill Books & Receipt Books", "பில் புக் & ரசீது புத்தகங்கள்"),
      tr("Stickers & Labels", "ஸ்டிக்கர்கள் & லேபிள்கள்"),
      tr("Certificates", "சான்றிதழ்கள்"),
      tr("Calendars", "காலண்டர்கள்"),
      tr("Menu Cards", "மெனு கார்டுகள்"),
      tr("Brochures & Flyers", "பிரோஷர்கள் & நோட்டீஸ்கள்"),
      tr("Logo Design", "லோகோ வடிவமைப்பு"),
      tr("Photo Printing & Lamination", "போட்டோ பிரிண்டிங் & லேமினேஷன்"),
    ],
  },
  process: {
    heading: tr("How We Work", "நாங்கள் செயல்படும் முறை"),
    intro: tr(
      "Four simple steps from your idea to the finished print.",
      "உங்கள் யோசனையிலிருந்து அச்சிட்ட பொருள் வரை — நான்கு எளிய படிகள்.",
    ),
    steps: [
      {
        title: tr("Consultation", "ஆலோசனை"),
        text: tr(
          "Tell us what you need in person, by phone or on WhatsApp. We help you choose the size, paper and quantity.",
          "நேரில், தொலைபேசியில் அல்லது வாட்ஸ்அப்பில் உங்கள் தேவையைச் சொல்லுங்கள். அளவு, காகிதம், எண்ணிக்கையைத் தேர்வு செய்ய உதவுகிறோம்.",
        ),
      },
      {
        title: tr("Design & Quote", "வடிவமைப்பு & விலைப்புள்ளி"),
        text: tr(
          "We prepare the design and send a detailed quote within 24 hours. Nothing is printed until you approve.",
          "வடிவமைப்பைத் தயாரித்து, 24 மணி நேரத்தில் விரிவான விலைப்புள்ளி அனுப்புகிறோம். நீங்கள் ஒப்புதல் தரும் வரை எதுவும் அச்சிடப்படாது.",
        ),
      },
      {
        title: tr("Production", "அச்சுப் பணி"),
        text: tr(
          "Your job is printed and finished on our digital or offset machines and checked for quality.",
          "உங்கள் பணி எங்கள் டிஜிட்டல் அல்லது ஆஃப்செட் இயந்திரங்களில் அச்சிடப்பட்டு, ஃபினிஷ் செய்யப்பட்டு, தரம் சரிபார்க்கப்படுகிறது.",
        ),
      },
      {
        title: tr("Delivery", "டெலிவரி"),
        text: tr(
          "Collect it from our shop, or we deliver it locally or send it by courier anywhere in India.",
          "எங்கள் கடையில் நேரில் பெற்றுக்கொள்ளலாம்; அல்லது உள்ளூரில் டெலிவரி செய்கிறோம், இந்தியாவில் எங்கும் கூரியரில் அனுப்புகிறோம்.",
        ),
      },
    ],
  },
  cta: {
    heading: tr("Have a printing job in mind?", "அச்சுப் பணி ஏதேனும் மனதில் இருக்கிறதா?"),
    text: tr(
      "Share your requirement and get a detailed quote within 24 hours. Not sure what you need? Talk to us first — the consultation is free.",
      "உங்கள் தேவையைப் பகிருங்கள்; 24 மணி நேரத்தில் விரிவான விலைப்புள்ளி பெறுங்கள். என்ன தேவை என்று உறுதியாகத் தெரியவில்லையா? முதலில் எங்களிடம் பேசுங்கள் — ஆலோசனை இலவசம்.",
    ),
    primary: tr("Place Order", "ஆர்டர் செய்யுங்கள்"),
    secondary: tr("Contact Us", "எங்களைத் தொடர்பு கொள்ளுங்கள்"),
  },
});
