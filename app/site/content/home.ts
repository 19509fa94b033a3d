import { localized, tr } from "~/lib/content";
import type { HomeContent } from "./types";

/** Copy of the home page (/). */
export const homeContent = localized<HomeContent>({
  meta: {
    title: tr(
      "Limra Graphics — Printing & Design in Tamil Nadu",
      "Limra Graphics — தமிழ்நாட்டில் அச்சு & வடிவமைப்பு",
    ),
    description: tr(
      "Digital and offset printing, graphic design, ID cards, flex banners and wedding cards in Tamil Nadu. Fast delivery, fair prices, quotes within 24 hours.",
      "டிஜிட்டல், ஆஃப்செட் அச்சிடுதல், கிராஃபிக் வடிவமைப்பு, ஐடி கார்டு, ஃப்ளெக்ஸ் பேனர், திருமண அழைப்பிதழ்கள். விரைவான டெலிவரி, 24 மணி நேரத்தில் விலைப்புள்ளி.",
    ),
  },
  hero: {
    badge: tr("Trusted printing partner in Tamil Nadu", "தமிழ்நாட்டின் நம்பகமான அச்சகம்"),
    title: tr(
      "Printing and design that make your business stand out",
      "உங்கள் வணிகத்தைத் தனித்துக் காட்டும் அச்சும் வடிவமைப்பும்",
    ),
    subtitle: tr(
      "Digital and offset printing, graphic design, ID cards, flex banners and wedding cards — premium quality, fast delivery and affordable prices, with a detailed quote within 24 hours.",
      "டிஜிட்டல் மற்றும் ஆஃப்செட் அச்சிடுதல், கிராஃபிக் வடிவமைப்பு, அடையாள அட்டைகள், ஃப்ளெக்ஸ் பேனர்கள், திருமண அழைப்பிதழ்கள் — உயர்ந்த தரம், விரைவான டெலிவரி, நியாயமான விலை; 24 மணி நேரத்தில் விரிவான விலைப்புள்ளி.",
    ),
    placeOrder: tr("Place Order Now", "இப்போதே ஆர்டர் செய்யுங்கள்"),
    viewWork: tr("View Our Work", "எங்கள் படைப்புகளைப் பாருங்கள்"),
    stats: [
      { value: "500+", label: tr("Happy Clients", "மகிழ்ச்சியான வாடிக்கையாளர்கள்") },
      { value: "5+", label: tr("Years Experience", "ஆண்டுகள் அனுபவம்") },
      { value: "1000+", label: tr("Projects Done", "முடித்த பணிகள்") },
      { value: "100%", label: tr("Satisfaction", "வாடிக்கையாளர் திருப்தி") },
    ],
    imageAlt: tr(
      "Visiting cards, brochures and wedding invitations printed by Limra Graphics",
      "Limra Graphics அச்சிட்ட விசிட்டிங் கார்டுகள், பிரோஷர்கள் மற்றும் திருமண அழைப்பிதழ்கள்",
    ),
  },
  services: {
    heading: tr("Our Services", "எங்கள் சேவைகள்"),
    intro: tr(
      "From a box of visiting cards to a shop-front flex banner, we design and print everything your business, school or family function needs.",
      "ஒரு பெட்டி விசிட்டிங் கார்டு முதல் கடை முகப்பு ஃப்ளெக்ஸ் பேனர் வரை — உங்கள் வணிகம், பள்ளி அல்லது குடும்ப விழாவுக்குத் தேவையான அனைத்தையும் வடிவமைத்து அச்சிட்டுத் தருகிறோம்.",
    ),
    viewAll: tr("View All Services", "அனைத்து சேவைகளையும் பாருங்கள்"),
    learnMore: tr("Learn More", "மேலும் அறிய"),
  },
  whyChoose: {
    heading: tr("Why Choose Limra Graphics", "ஏன் Limra Graphics?"),
    intro: tr(
      "Customers come back to us because we keep our word on quality, price and time.",
      "தரம், விலை, நேரம் — மூன்றிலும் சொன்ன சொல்லைக் காப்பதால்தான் வாடிக்கையாளர்கள் மீண்டும் மீண்டும் எங்களிடம் வருகிறார்கள்.",
    ),
    points: [
      {
        title: tr("Fast Delivery", "விரைவான டெலிவரி"),
        text: tr(
          "Most jobs are ready within 2–5 working days, and express same-day printing is available for visiting cards, ID cards and banners.",
          "பெரும்பாலான பணிகள் 2–5 வேலை நாட்களில் தயார். விசிட்டிங் கார்டு, ஐடி கார்டு, பேனர்களுக்கு அதே நாள் எக்ஸ்பிரஸ் அச்சிடுதலும் உண்டு.",
        ),
      },
      {
        title: tr("Premium Quality", "உயர்ந்த தரம்"),
        text: tr(
          "Good paper, sharp colours and careful finishing. Every job is checked before it leaves our shop.",
          "நல்ல காகிதம், தெளிவான வண்ணங்கள், கவனமான ஃபினிஷிங். ஒவ்வொரு பணியும் கடையை விட்டு வெளியேறும் முன் சரிபார்க்கப்படுகிறது.",
        ),
      },
      {
        title: tr("Affordable Prices", "நியாயமான விலை"),
        text: tr(
          "Clear, honest prices for a small shop's first order and an institution's bulk order alike — no hidden charges.",
          "சிறிய கடையின் முதல் ஆர்டருக்கும் பெரிய நிறுவனத்தின் மொத்த ஆர்டருக்கும் தெளிவான, நேர்மையான விலை — மறைமுகக் கட்டணம் எதுவும் இல்லை.",
        ),
      },
      {
        title: tr("Quote Within 24 Hours", "24 மணி நேரத்தில் விலைப்புள்ளி"),
        text: tr(
          "Send us your requirement by form, phone or WhatsApp and we reply with a detailed quote within 24 hours.",
          "படிவம், தொலைபேசி அல்லது வாட்ஸ்அப் மூலம் உங்கள் தேவையை அனுப்புங்கள்; 24 மணி நேரத்துக்குள் விரிவான விலைப்புள்ளி அனுப்புகிறோம்.",
        ),
      },
      {
        title: tr("In-House Design Team", "எங்கள் சொந்த வடிவமைப்புக் குழு"),
        text: tr(
          "Our designers create your logo, card or banner from scratch, or polish your own artwork, in English, Tamil or both.",
          "உங்கள் லோகோ, கார்டு அல்லது பேனரை எங்கள் வடிவமைப்பாளர்கள் புதிதாக உருவாக்குவார்கள், அல்லது நீங்கள் தரும் வடிவமைப்பைச் செம்மைப்படுத்துவார்கள் — தமிழ், ஆங்கிலம் அல்லது இரண்டிலும்.",
        ),
      },
      {
        title: tr("Proof Before Printing", "அச்சிடும் முன் சரிபார்ப்பு"),
        text: tr(
          "On request we share a digital proof or a sample before the full print run, so there are no surprises.",
          "நீங்கள் கேட்டால், முழு அச்சுக்கு முன் டிஜிட்டல் ப்ரூஃப் அல்லது மாதிரியைக் காட்டுகிறோம் — எதிர்பாராத ஏமாற்றம் இருக்காது.",
        ),
      },
    ],
  },
  testimonials: {
    heading: tr("What Our Clients Say", "வாடிக்கையாளர்கள் சொல்வது"),
    intro: tr(
      "Shop owners, schools, hospitals and families across Tamil Nadu trust us with their printing.",
      "தமிழ்நாடு முழுவதும் உள்ள கடை உரிமையாளர்கள், பள்ளிகள், மருத்துவமனைகள், குடும்பங்கள் தங்கள் அச்சுப் பணிகளுக்கு எங்களை நம்புகிறார்கள்.",
    ),
    readMore: tr("Read More Reviews", "மேலும் கருத்துகளைப் படியுங்கள்"),
  },
  recentWork: {
    heading: tr("Our Recent Work", "எங்கள் சமீபத்திய படைப்புகள்"),
    intro: tr(
      "A few of the visiting cards, banners, ID cards, wedding invitations and brochures we have designed and printed recently.",
      "சமீபத்தில் நாங்கள் வடிவமைத்து அச்சிட்ட விசிட்டிங் கார்டுகள், பேனர்கள், ஐடி கார்டுகள், திருமண அழைப்பிதழ்கள், பிரோஷர்களில் சில.",
    ),
    viewFull: tr("View Full Gallery", "முழு படத்தொகுப்பையும் பாருங்கள்"),
  },
  reviewSlot: {
    heading: tr("Write a Review", "மதிப்புரை எழுதுங்கள்"),
    intro: tr(
      "Have you printed with us? Tell us how it went — your review helps other customers choose and helps us improve. Reviews appear on the site after a quick check.",
      "எங்களிடம் அச்சிட்டிருக்கிறீர்களா? உங்கள் அனுபவத்தைச் சொல்லுங்கள் — உங்கள் கருத்து மற்ற வாடிக்கையாளர்களுக்கு வழிகாட்டும், எங்களை மேம்படுத்தும். சிறு சரிபார்ப்புக்குப் பிறகு கருத்துகள் தளத்தில் வெளியாகும்.",
    ),
  },
  cta: {
    heading: tr("Ready to start your next print job?", "உங்கள் அடுத்த அச்சுப் பணியைத் தொடங்கலாமா?"),
    text: tr(
      "Tell us what you need. We will send a detailed quote within 24 hours and deliver on the day we promise.",
      "உங்களுக்கு என்ன தேவை என்று சொல்லுங்கள். 24 மணி நேரத்தில் விரிவான விலைப்புள்ளி அனுப்பி, சொன்ன நாளில் டெலிவரி செய்கிறோம்.",
    ),
    primary: tr("Place Your Order", "ஆர்டர் செய்யுங்கள்"),
    secondary: tr("Contact Us", "எங்களைத் தொடர்பு கொள்ளுங்கள்"),
  },
  offer: {
    heading: tr("Special Offer", "சிறப்புச் சலுகை"),
    text: tr(
      "Wedding and festival season: free design consultation and special prices on wedding cards and bulk orders. Ask for your quote today!",
      "திருமண, பண்டிகைக் காலச் சலுகை: இலவச வடிவமைப்பு ஆலோசனை, திருமண அழைப்பிதழ்களுக்கும் மொத்த ஆர்டர்களுக்கும் சிறப்பு விலை. இன்றே விலைப்புள்ளி கேளுங்கள்!",
    ),
    cta: tr("Get a Quote", "விலைப்புள்ளி பெறுங்கள்"),
    close: tr("Close offer", "சலுகையை மூடு"),
    imageAlt: tr(
      "Limra Graphics special offer on wedding cards and bulk printing",
      "திருமண அழைப்பிதழ்கள் மற்றும் மொத்த அச்சுக்கான Limra Graphics சிறப்புச் சலுகை",
    ),
  },
});
