import { localized, tr } from "~/lib/content";
import type { ProductsContent } from "./types";

/**
 * Copy of the Products page (/products): the spec's twelve categories in its order, with the
 * spec's rupee prices. Where the spec names no price, the item says so ("Price on request").
 */
export const productsContent = localized<ProductsContent>({
  meta: {
    title: tr("Products & Prices — Limra Graphics", "தயாரிப்புகள் & விலைகள் — Limra Graphics"),
    description: tr(
      "Visiting cards from ₹500 per 500, invitation cards, ID cards, flex banners, certificates, bill books, stickers and calendars — clear prices, quick quotes.",
      "500 விசிட்டிங் கார்டுகள் ₹500 முதல்; அழைப்பிதழ்கள், ஐடி கார்டுகள், ஃப்ளெக்ஸ் பேனர்கள், பில் புக், ஸ்டிக்கர், காலண்டர் — தெளிவான விலை, விரைவான விலைப்புள்ளி.",
    ),
  },
  hero: {
    title: tr("Our Products", "எங்கள் தயாரிப்புகள்"),
    intro: tr(
      "Visiting cards, invitations, ID cards, flex banners and more, with clear starting prices. The final price depends on paper, size, colours and quantity — ask us for an exact quote.",
      "விசிட்டிங் கார்டுகள், அழைப்பிதழ்கள், ஐடி கார்டுகள், ஃப்ளெக்ஸ் பேனர்கள் மற்றும் பல — தெளிவான தொடக்க விலைகளுடன். இறுதி விலை காகிதம், அளவு, வண்ணங்கள், எண்ணிக்கையைப் பொறுத்தது; சரியான விலைப்புள்ளிக்கு எங்களைக் கேளுங்கள்.",
    ),
  },
  labels: {
    popular: tr("Popular", "பிரபலமானது"),
    startingFrom: tr("Starting from", "தொடக்க விலை"),
    showProducts: tr("View products", "தயாரிப்புகளைப் பாருங்கள்"),
    hideProducts: tr("Hide products", "தயாரிப்புகளை மறை"),
    getQuote: tr("Get Quote", "விலைப்புள்ளி பெறுங்கள்"),
    viewSamples: tr("View Samples", "மாதிரிகளைப் பாருங்கள்"),
  },
  categories: [
    {
      slug: "visiting-cards",
      name: tr("Visiting Cards", "விசிட்டிங் கார்டுகள்"),
      popular: true,
      description: tr(
        "Business cards that make a strong first impression, designed in English, Tamil or both.",
        "முதல் சந்திப்பிலேயே நல்ல அபிப்ராயத்தை ஏற்படுத்தும் விசிட்டிங் கார்டுகள் — தமிழ், ஆங்கிலம் அல்லது இரண்டிலும் வடிவமைப்பு.",
      ),
      startingPrice: tr("₹500 for 500 cards", "500 கார்டுகள் ₹500"),
      items: [
        { name: tr("Visiting card design", "விசிட்டிங் கார்டு வடிவமைப்பு"), price: "₹100–150" },
        {
          name: tr("Standard visiting cards (500 pcs)", "சாதாரண விசிட்டிங் கார்டுகள் (500 எண்ணிக்கை)"),
          price: "₹500",
        },
        {
          name: tr("Double-sided visiting cards", "இருபக்க அச்சு விசிட்டிங் கார்டுகள்"),
          price: tr("Price on request", "விலைக்குத் தொடர்பு கொள்ளுங்கள்"),
        },
        {
          name: tr("Laminated / premium finish cards", "லேமினேஷன் / பிரீமியம் ஃபினிஷ் கார்டுகள்"),
          price: tr("Price on request", "விலைக்குத் தொடர்பு கொள்ளுங்கள்"),
        },
      ],
    },
    {
      slug: "invitation-cards",
      name: tr("Invitation Cards", "அழைப்பிதழ்கள்"),
      popular: true,
      description: tr(
        "Wedding, engagement, house-warming and function invitations in traditional and modern styles.",
        "திருமணம், நிச்சயதார்த்தம், புதுமனை புகுவிழா மற்றும் விழா அழைப்பிதழ்கள் — பாரம்பரிய, நவீன வடிவங்களில்.",
      ),
      startingPrice: tr("₹5 per card", "ஒரு கார்டு ₹5"),
      items: [
        { name: tr("Invitation card design", "அழைப்பிதழ் வடிவமைப்பு"), price: "₹300" },
        {
          name: tr("Wedding invitation cards", "திருமண அழைப்பிதழ்கள்"),
          price: tr("₹5–25 per card", "ஒரு கார்டு ₹5–25"),
        },
        {
          name: tr("Engagement & reception cards", "நிச்சயதார்த்தம் & வரவேற்பு அழைப்பிதழ்கள்"),
          price: tr("₹5–25 per card", "ஒரு கார்டு ₹5–25"),
        },
        {
          name: tr("House-warming & function invitations", "புதுமனை புகுவிழா & விழா அழைப்பிதழ்கள்"),
          price: tr("₹5–25 per card", "ஒரு கார்டு ₹5–25"),
        },
      ],
    },
    {
      slug: "id-cards",
      name: tr("ID Cards", "ஐடி கார்டுகள்"),
      popular: true,
      description: tr(
        "Durable photo ID cards for schools, colleges, offices, hospitals and events, with lanyards on request.",
        "பள்ளி, கல்லூரி, அலுவலகம், மருத்துவமனை, நிகழ்ச்சிகளுக்கான உறுதியான புகைப்பட அடையாள அட்டைகள்; கேட்டால் லேன்யார்டுடன்.",
      ),
      startingPrice: tr("₹50 per card", "ஒரு கார்டு ₹50"),
      items: [
        { name: tr("ID card design", "ஐடி கார்டு வடிவமைப்பு"), price: "₹50" },
        {
          name: tr("School & college ID cards", "பள்ளி & கல்லூரி ஐடி கார்டுகள்"),
          price: tr("₹50 per card", "ஒரு கார்டு ₹50"),
        },
        {
          name: tr("Employee & staff ID cards", "ஊழியர் ஐடி கார்டுகள்"),
          price: tr("₹50 per card", "ஒரு கார்டு ₹50"),
        },
        {
          name: tr("Event & visitor passes", "நிகழ்ச்சி & பார்வையாளர் பாஸ்கள்"),
          price: tr("₹50 per card", "ஒரு கார்டு ₹50"),
        },
        {
          name: tr("Lanyards & card holders", "லேன்யார்டுகள் & கார்டு ஹோல்டர்கள்"),
          price: tr("Price on request", "விலைக்குத் தொடர்பு கொள்ளுங்கள்"),
        },
      ],
    },
    {
      slug: "posters-flex-banners",
      name: tr("Posters & Flex Banners", "போஸ்டர்கள் & ஃப்ளெக்ஸ் பேனர்கள்"),
      popular: true,
      description: tr(
        "Eye-catching flex banners and posters for shop fronts, functions, festivals and promotions.",
        "கடை முகப்பு, விழாக்கள், பண்டிகைகள், விளம்பரங்களுக்குக் கண்ணைக் கவரும் ஃப்ளெக்ஸ் பேனர்களும் போஸ்டர்களும்.",
      ),
      startingPrice: tr("₹10 per sq.ft", "சதுர அடிக்கு ₹10"),
      items: [
        {
          name: tr("Flex banner printing", "ஃப்ளெக்ஸ் பேனர் அச்சிடுதல்"),
          price: tr("₹10–20 per sq.ft", "சதுர அடிக்கு ₹10–20"),
        },
        {
          name: tr("Shop name boards (flex)", "கடை பெயர்ப் பலகைகள் (ஃப்ளெக்ஸ்)"),
          price: tr("₹10–20 per sq.ft", "சதுர அடிக்கு ₹10–20"),
        },
        {
          name: tr("Festival & function banners", "பண்டிகை & விழா பேனர்கள்"),
          price: tr("₹10–20 per sq.ft", "சதுர அடிக்கு ₹10–20"),
        },
        {
          name: tr("Posters", "போஸ்டர்கள்"),
          price: tr("Price on request", "விலைக்குத் தொடர்பு கொள்ளுங்கள்"),
        },
      ],
    },
    {
      slug: "certificates",
      name: tr("Certificates", "சான்றிதழ்கள்"),
      popular: false,
      description: tr(
        "Certificates for schools, training centres, sports events and awards, printed on quality card stock.",
        "பள்ளிகள், பயிற்சி மையங்கள், விளையாட்டுப் போட்டிகள், விருதுகளுக்கான சான்றிதழ்கள் — தரமான அட்டையில்.",
      ),
      startingPrice: tr("₹5 per certificate", "ஒரு சான்றிதழ் ₹5"),
      items: [
        {
          name: tr("Merit & participation certificates", "தகுதி & பங்கேற்புச் சான்றிதழ்கள்"),
          price: tr("₹5–15 each", "ஒன்றுக்கு ₹5–15"),
        },
        {
          name: tr("Course completion certificates", "பயிற்சி நிறைவுச் சான்றிதழ்கள்"),
          price: tr("₹5–15 each", "ஒன்றுக்கு ₹5–15"),
        },
        {
          name: tr("Award & appreciation certificates", "விருது & பாராட்டுச் சான்றிதழ்கள்"),
          price: tr("₹5–15 each", "ஒன்றுக்கு ₹5–15"),
        },
      ],
    },
    {
      slug: "letterheads",
      name: tr("Letterheads", "லெட்டர்ஹெட்"),
      popular: false,
      description: tr(
        "Professional letterheads that give every letter, quotation and invoice a proper business look.",
        "ஒவ்வொரு கடிதம், விலைப்புள்ளி, இன்வாய்ஸுக்கும் தொழில்முறைத் தோற்றம் தரும் லெட்டர்ஹெட்கள்.",
      ),
      startingPrice: tr("₹2 per sheet", "ஒரு தாள் ₹2"),
      items: [
        {
          name: tr("Single-colour letterheads", "ஒரு வண்ண லெட்டர்ஹெட்"),
          price: tr("₹2–5 per sheet", "ஒரு தாள் ₹2–5"),
        },
        {
          name: tr("Full-colour letterheads", "பல வண்ண லெட்டர்ஹெட்"),
          price: tr("₹2–5 per sheet", "ஒரு தாள் ₹2–5"),
        },
        {
          name: tr("Letterhead design", "லெட்டர்ஹெட் வடிவமைப்பு"),
          price: tr("Price on request", "விலைக்குத் தொடர்பு கொள்ளுங்கள்"),
        },
      ],
    },
    {
      slug: "envelopes",
      name: tr("Envelopes", "கவர்கள் (என்வலப்)"),
      popular: false,
      description: tr(
        "Printed envelopes in standard office sizes, matched to your letterhead and visiting card.",
        "உங்கள் லெட்டர்ஹெட், விசிட்டிங் கார்டுக்குப் பொருத்தமான, அலுவலக அளவுகளில் அச்சிட்ட கவர்கள்.",
      ),
      startingPrice: tr("₹2 per envelope", "ஒரு கவர் ₹2"),
      items: [
        {
          name: tr("Printed letter envelopes", "அச்சிட்ட கடிதக் கவர்கள்"),
          price: tr("₹2–4 each", "ஒன்றுக்கு ₹2–4"),
        },
        { name: tr("Window envelopes", "விண்டோ கவர்கள்"), price: tr("₹2–4 each", "ஒன்றுக்கு ₹2–4") },
        {
          name: tr("A4 & file covers", "A4 & ஃபைல் கவர்கள்"),
          price: tr("Price on request", "விலைக்குத் தொடர்பு கொள்ளுங்கள்"),
        },
      ],
    },
    {
      slug: "bill-books",
      name: tr("Bill Books", "பில் புக்குகள்"),
      popular: false,
      description: tr(
        "Cash bill, receipt and invoice books with serial numbering, in duplicate or triplicate.",
        "வரிசை எண்ணுடன் கூடிய கேஷ் பில், ரசீது, இன்வாய்ஸ் புத்தகங்கள் — இரண்டு அல்லது மூன்று பிரதிகளில்.",
      ),
      startingPrice: tr("₹20 per book", "ஒரு புக் ₹20"),
      items: [
        {
          name: tr("Cash bill books", "கேஷ் பில் புக்குகள்"),
          price: tr("₹20–50 per book", "ஒரு புக் ₹20–50"),
        },
        {
          name: tr("Receipt books", "ரசீது புத்தகங்கள்"),
          price: tr("₹20–50 per book", "ஒரு புக் ₹20–50"),
        },
        {
          name: tr("Duplicate / triplicate invoice books", "இரு / மூன்று பிரதி இன்வாய்ஸ் புக்குகள்"),
          price: tr("₹20–50 per book", "ஒரு புக் ₹20–50"),
        },
        {
          name: tr("Delivery challan books", "டெலிவரி சலான் புக்குகள்"),
          price: tr("₹20–50 per book", "ஒரு புக் ₹20–50"),
        },
      ],
    },
    {
      slug: "logo-design",
      name: tr("Logo Design", "லோகோ வடிவமைப்பு"),
      popular: false,
      description: tr(
        "A distinctive logo for your shop, company or institution, in English, Tamil or both.",
        "உங்கள் கடை, நிறுவனம் அல்லது அமைப்புக்குத் தனித்துவமான லோகோ — தமிழ், ஆங்கிலம் அல்லது இரண்டிலும்.",
      ),
      startingPrice: "₹300",
      items: [
        { name: tr("Simple text logo", "எளிய எழுத்து லோகோ"), price: "₹300" },
        { name: tr("Custom logo design", "தனிப்பயன் லோகோ வடிவமைப்பு"), price: "₹300–1000" },
        {
          name: tr("Bilingual (English & Tamil) logo", "இருமொழி (தமிழ் & ஆங்கிலம்) லோகோ"),
          price: "₹300–1000",
        },
      ],
    },
    {
      slug: "menu-cards-brochures",
      name: tr("Menu Cards/Brochures", "மெனு கார்டுகள்/பிரோஷர்கள்"),
      popular: false,
      description: tr(
        "Menu cards for hotels and restaurants, and brochures and flyers for shops, hospitals and schools.",
        "ஹோட்டல், உணவகங்களுக்கு மெனு கார்டுகள்; கடைகள், மருத்துவமனைகள், பள்ளிகளுக்குப் பிரோஷர்களும் நோட்டீஸ்களும்.",
      ),
      startingPrice: tr("₹10 per card", "ஒரு கார்டு ₹10"),
      items: [
        { name: tr("Menu cards", "மெனு கார்டுகள்"), price: tr("₹10–50 each", "ஒன்றுக்கு ₹10–50") },
        {
          name: tr("Laminated menu cards", "லேமினேஷன் செய்த மெனு கார்டுகள்"),
          price: tr("₹10–50 each", "ஒன்றுக்கு ₹10–50"),
        },
        {
          name: tr("Brochures (bi-fold / tri-fold)", "பிரோஷர்கள் (இரு மடிப்பு / மூன்று மடிப்பு)"),
          price: tr("Price on request", "விலைக்குத் தொடர்பு கொள்ளுங்கள்"),
        },
        {
          name: tr("Flyers & pamphlets", "நோட்டீஸ் & துண்டுப்பிரசுரங்கள்"),
          price: tr("Price on request", "விலைக்குத் தொடர்பு கொள்ளுங்கள்"),
        },
      ],
    },
    {
      slug: "stickers-labels",
      name: tr("Stickers & Labels", "ஸ்டிக்கர்கள் & லேபிள்கள்"),
      popular: false,
      description: tr(
        "Product labels, shop stickers and custom-shape stickers for packaging and branding.",
        "பேக்கிங், பிராண்டிங்குக்கான தயாரிப்பு லேபிள்கள், கடை ஸ்டிக்கர்கள், விரும்பிய வடிவில் வெட்டிய ஸ்டிக்கர்கள்.",
      ),
      startingPrice: tr("₹1 per sticker", "ஒரு ஸ்டிக்கர் ₹1"),
      items: [
        { name: tr("Product labels", "தயாரிப்பு லேபிள்கள்"), price: tr("₹1–5 each", "ஒன்றுக்கு ₹1–5") },
        {
          name: tr("Custom-shape stickers", "விரும்பிய வடிவ ஸ்டிக்கர்கள்"),
          price: tr("₹1–5 each", "ஒன்றுக்கு ₹1–5"),
        },
        {
          name: tr("Vinyl / waterproof stickers", "வினைல் / நீர்புகா ஸ்டிக்கர்கள்"),
          price: tr("Price on request", "விலைக்குத் தொடர்பு கொள்ளுங்கள்"),
        },
      ],
    },
    {
      slug: "calendar-printing",
      name: tr("Calendar Printing", "காலண்டர் அச்சிடுதல்"),
      popular: false,
      description: tr(
        "Personalised calendars — a useful new-year gift that keeps your name in front of customers all year.",
        "உங்கள் பெயர் அச்சிட்ட காலண்டர்கள் — ஆண்டு முழுவதும் வாடிக்கையாளர் கண்முன் உங்கள் பெயரை நிறுத்தும் பயனுள்ள புத்தாண்டுப் பரிசு.",
      ),
      startingPrice: tr("₹20 per calendar", "ஒரு காலண்டர் ₹20"),
      items: [
        {
          name: tr("Desk calendars", "மேசை காலண்டர்கள்"),
          price: tr("₹20–100 each", "ஒன்றுக்கு ₹20–100"),
        },
        {
          name: tr("Monthly wall calendars", "மாதாந்திர சுவர் காலண்டர்கள்"),
          price: tr("₹20–100 each", "ஒன்றுக்கு ₹20–100"),
        },
        {
          name: tr("Daily sheet calendars", "தினசரி தாள் காலண்டர்கள்"),
          price: tr("₹20–100 each", "ஒன்றுக்கு ₹20–100"),
        },
      ],
    },
  ],
  mostPopular: {
    heading: tr("Most Popular Products", "அதிகம் விரும்பப்படும் தயாரிப்புகள்"),
    items: [
      {
        name: tr("Visiting Cards", "விசிட்டிங் கார்டுகள்"),
        text: tr(
          "Premium visiting cards with a design in English, Tamil or both.",
          "தமிழ், ஆங்கிலம் அல்லது இரண்டிலும் வடிவமைத்த பிரீமியம் விசிட்டிங் கார்டுகள்.",
        ),
        price: tr("₹500 for 500 cards", "500 கார்டுகள் ₹500"),
      },
      {
        name: tr("Wedding Invitations", "திருமண அழைப்பிதழ்கள்"),
        text: tr(
          "Traditional and modern wedding cards for every community and tradition.",
          "ஒவ்வொரு சமூகத்துக்கும் மரபுக்கும் ஏற்ற பாரம்பரிய, நவீன திருமண அழைப்பிதழ்கள்.",
        ),
        price: tr("₹5–25 per card", "ஒரு கார்டு ₹5–25"),
      },
      {
        name: tr("Flex Banners", "ஃப்ளெக்ஸ் பேனர்கள்"),
        text: tr(
          "Bright, bold flex banners for shop fronts, openings and functions.",
          "கடை முகப்பு, திறப்பு விழா, குடும்ப விழாக்களுக்குப் பளிச்சென்ற ஃப்ளெக்ஸ் பேனர்கள்.",
        ),
        price: tr("₹10–20 per sq.ft", "சதுர அடிக்கு ₹10–20"),
      },
    ],
    orderNow: tr("Order Now", "இப்போதே ஆர்டர் செய்யுங்கள்"),
  },
  custom: {
    heading: tr("Need something custom?", "தனிப்பயன் தேவை ஏதேனும் உள்ளதா?"),
    text: tr(
      "Don't see what you need? Tell us your idea, size and quantity, and we will send a custom quote within 24 hours.",
      "நீங்கள் தேடுவது இங்கே இல்லையா? உங்கள் யோசனை, அளவு, எண்ணிக்கையைச் சொல்லுங்கள்; 24 மணி நேரத்தில் உங்களுக்கான விலைப்புள்ளி அனுப்புகிறோம்.",
    ),
    primary: tr("Contact Us", "எங்களைத் தொடர்பு கொள்ளுங்கள்"),
    secondary: tr("Place Order", "ஆர்டர் செய்யுங்கள்"),
  },
});
