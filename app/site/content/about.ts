import { localized, tr } from "~/lib/content";
import type { AboutContent } from "./types";

/**
 * Copy of the About page (/about). The spec shows a made-up 4.0/5 rating here (4.9/5 elsewhere):
 * the page shows the approved reviews' rating instead, when there is one (decision 032).
 */
export const aboutContent = localized<AboutContent>({
  meta: {
    title: tr("About Us — Limra Graphics", "எங்களைப் பற்றி — Limra Graphics"),
    description: tr(
      "Limra Graphics is a printing and design studio in Tamil Nadu with 5+ years of experience, 500+ happy clients and a promise of quality and on-time delivery.",
      "5+ ஆண்டு அனுபவம், 500+ வாடிக்கையாளர்கள் கொண்ட தமிழ்நாட்டு அச்சு, வடிவமைப்பு நிறுவனம் Limra Graphics. தரமும் குறித்த நேர டெலிவரியும் எங்கள் வாக்குறுதி.",
    ),
  },
  hero: {
    title: tr("About Limra Graphics", "Limra Graphics பற்றி"),
    intro: tr(
      "We are a digital and offset printing and graphic design studio in Tamil Nadu. For more than five years we have helped shops, schools, hospitals, places of worship and families with printing they can be proud of. Under Limra Foods we also pack and sell our own Tea Talks tea.",
      "நாங்கள் தமிழ்நாட்டில் இயங்கும் டிஜிட்டல், ஆஃப்செட் அச்சகம் மற்றும் கிராஃபிக் வடிவமைப்பு நிறுவனம். ஐந்து ஆண்டுகளுக்கும் மேலாகக் கடைகள், பள்ளிகள், மருத்துவமனைகள், வழிபாட்டுத் தலங்கள், குடும்பங்கள் பெருமைப்படும் அச்சுப் பணிகளைச் செய்து வருகிறோம். Limra Foods என்ற பெயரில் எங்கள் சொந்த Tea Talks தேநீரையும் பேக் செய்து விற்பனை செய்கிறோம்.",
    ),
  },
  mission: {
    title: tr("Our Mission", "எங்கள் நோக்கம்"),
    text: tr(
      "To give every customer, from a small shop to a large institution, premium-quality printing and thoughtful design at an affordable price, delivered when promised.",
      "சிறிய கடை முதல் பெரிய நிறுவனம் வரை ஒவ்வொரு வாடிக்கையாளருக்கும் உயர்தர அச்சையும் சிந்தித்துச் செய்த வடிவமைப்பையும் நியாயமான விலையில், சொன்ன நேரத்தில் வழங்குவது.",
    ),
  },
  vision: {
    title: tr("Our Vision", "எங்கள் தொலைநோக்கு"),
    text: tr(
      "To be the most trusted printing and design partner in southern Tamil Nadu, known for honest prices, dependable service and work that helps our customers grow.",
      "நேர்மையான விலை, நம்பகமான சேவை, வாடிக்கையாளர்களின் வளர்ச்சிக்கு உதவும் படைப்புகள் — இவற்றால் தென் தமிழ்நாட்டின் மிகவும் நம்பிக்கைக்குரிய அச்சு, வடிவமைப்புக் கூட்டாளியாகத் திகழ்வது.",
    ),
  },
  values: {
    heading: tr("Our Core Values", "எங்கள் அடிப்படை மதிப்புகள்"),
    items: [
      {
        title: tr("Quality First", "தரமே முதன்மை"),
        text: tr(
          "We choose good paper and inks, check colours carefully and inspect every job before it is handed over.",
          "நல்ல காகிதமும் மையும் தேர்ந்தெடுத்து, வண்ணங்களைக் கவனமாகச் சரிபார்த்து, ஒப்படைக்கும் முன் ஒவ்வொரு பணியையும் பரிசோதிக்கிறோம்.",
        ),
      },
      {
        title: tr("Timely Delivery", "குறித்த நேரத்தில் டெலிவரி"),
        text: tr(
          "Your function date and business launch matter. We plan every job so that it reaches you on the day we agreed.",
          "உங்கள் விழா நாளும் வணிகத் தொடக்கமும் முக்கியம். ஒப்புக்கொண்ட நாளில் உங்களை வந்தடையும்படி ஒவ்வொரு பணியையும் திட்டமிடுகிறோம்.",
        ),
      },
      {
        title: tr("Customer Focus", "வாடிக்கையாளரே மையம்"),
        text: tr(
          "We listen first, explain the options in simple words and suggest what fits your purpose and your budget.",
          "முதலில் உங்கள் தேவையைக் கேட்கிறோம்; வாய்ப்புகளை எளிய சொற்களில் விளக்கி, உங்கள் நோக்கத்துக்கும் பட்ஜெட்டுக்கும் ஏற்றதைப் பரிந்துரைக்கிறோம்.",
        ),
      },
      {
        title: tr("Reliability", "நம்பகத்தன்மை"),
        text: tr(
          "Clear quotes, no hidden charges and the same care for every order, big or small.",
          "தெளிவான விலைப்புள்ளி, மறைமுகக் கட்டணம் இல்லை; பெரிதோ சிறிதோ, ஒவ்வொரு ஆர்டருக்கும் அதே அக்கறை.",
        ),
      },
    ],
  },
  stats: {
    heading: tr("Our Achievements", "எங்கள் சாதனைகள்"),
    items: [
      { value: "500+", label: tr("Happy Clients", "மகிழ்ச்சியான வாடிக்கையாளர்கள்") },
      { value: "5+", label: tr("Years Experience", "ஆண்டுகள் அனுபவம்") },
      { value: "1000+", label: tr("Projects Done", "முடித்த பணிகள்") },
    ],
  },
  whyUs: {
    heading: tr("Why Customers Choose Us", "வாடிக்கையாளர்கள் எங்களைத் தேர்ந்தெடுப்பது ஏன்?"),
    points: [
      tr(
        "Digital and offset printing under one roof",
        "டிஜிட்டல், ஆஃப்செட் அச்சிடுதல் இரண்டும் ஒரே இடத்தில்",
      ),
      tr(
        "In-house designers for English, Tamil and bilingual layouts",
        "தமிழ், ஆங்கிலம், இருமொழி வடிவமைப்புகளுக்கு எங்கள் சொந்த வடிவமைப்பாளர்கள்",
      ),
      tr("A detailed quote within 24 hours", "24 மணி நேரத்தில் விரிவான விலைப்புள்ளி"),
      tr(
        "Express same-day printing for visiting cards, ID cards and banners",
        "விசிட்டிங் கார்டு, ஐடி கார்டு, பேனர்களுக்கு அதே நாள் எக்ஸ்பிரஸ் அச்சிடுதல்",
      ),
      tr(
        "Quality paper, sharp colours and careful finishing",
        "நல்ல காகிதம், தெளிவான வண்ணங்கள், கவனமான ஃபினிஷிங்",
      ),
      tr(
        "Transparent, affordable prices with no hidden charges",
        "மறைமுகக் கட்டணம் இல்லாத வெளிப்படையான, நியாயமான விலை",
      ),
      tr(
        "A digital proof or sample before the full print run, on request",
        "கேட்டால், முழு அச்சுக்கு முன் டிஜிட்டல் ப்ரூஃப் அல்லது மாதிரி",
      ),
      tr(
        "Local delivery, courier across India, or pickup from our shop",
        "உள்ளூர் டெலிவரி, இந்தியா முழுவதும் கூரியர், அல்லது கடையில் நேரில் பெறும் வசதி",
      ),
      tr(
        "Easy ordering by online form, phone or WhatsApp",
        "ஆன்லைன் படிவம், தொலைபேசி, வாட்ஸ்அப் — எளிதாக ஆர்டர் செய்யலாம்",
      ),
    ],
  },
  promise: {
    heading: tr("Our Promise to You", "உங்களுக்கு எங்கள் வாக்குறுதி"),
    text: tr(
      "Every order, whether a single box of visiting cards or a thousand wedding invitations, gets the same attention. We promise honest advice, the quality we showed you and delivery on the day we agreed. If something is not right because of us, tell us and we will make it right.",
      "ஒரு பெட்டி விசிட்டிங் கார்டோ ஆயிரம் திருமண அழைப்பிதழ்களோ — ஒவ்வொரு ஆர்டருக்கும் அதே கவனம். நேர்மையான ஆலோசனை, நாங்கள் காட்டிய அதே தரம், ஒப்புக்கொண்ட நாளில் டெலிவரி — இதுவே எங்கள் வாக்குறுதி. எங்கள் தவறால் ஏதேனும் சரியில்லை என்றால் சொல்லுங்கள்; நாங்கள் சரிசெய்து தருகிறோம்.",
    ),
    cta: tr("Start Your Order", "உங்கள் ஆர்டரைத் தொடங்குங்கள்"),
  },
});
