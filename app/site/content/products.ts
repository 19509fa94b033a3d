import type { Localized, ProductsContent } from "./types";

/**
 * Copy of the Products page (/products): the spec's twelve categories in its order, with the
 * spec's rupee prices. Where the spec names no price, the item says so ("Price on request").
 */
export const productsContent: Localized<ProductsContent> = {
  en: {
    meta: {
      title: "Products & Prices — Limra Graphics",
      description:
        "Visiting cards from ₹500 per 500, invitation cards, ID cards, flex banners, certificates, bill books, stickers and calendars — clear prices, quick quotes.",
    },
    hero: {
      title: "Our Products",
      intro:
        "Visiting cards, invitations, ID cards, flex banners and more, with clear starting prices. The final price depends on paper, size, colours and quantity — ask us for an exact quote.",
    },
    labels: {
      popular: "Popular",
      startingFrom: "Starting from",
      showProducts: "View products",
      hideProducts: "Hide products",
      getQuote: "Get Quote",
      viewSamples: "View Samples",
    },
    categories: [
      {
        slug: "visiting-cards",
        name: "Visiting Cards",
        popular: true,
        description:
          "Business cards that make a strong first impression, designed in English, Tamil or both.",
        startingPrice: "₹500 for 500 cards",
        items: [
          { name: "Visiting card design", price: "₹100–150" },
          { name: "Standard visiting cards (500 pcs)", price: "₹500" },
          { name: "Double-sided visiting cards", price: "Price on request" },
          { name: "Laminated / premium finish cards", price: "Price on request" },
        ],
      },
      {
        slug: "invitation-cards",
        name: "Invitation Cards",
        popular: true,
        description:
          "Wedding, engagement, house-warming and function invitations in traditional and modern styles.",
        startingPrice: "₹5 per card",
        items: [
          { name: "Invitation card design", price: "₹300" },
          { name: "Wedding invitation cards", price: "₹5–25 per card" },
          { name: "Engagement & reception cards", price: "₹5–25 per card" },
          { name: "House-warming & function invitations", price: "₹5–25 per card" },
        ],
      },
      {
        slug: "id-cards",
        name: "ID Cards",
        popular: true,
        description:
          "Durable photo ID cards for schools, colleges, offices, hospitals and events, with lanyards on request.",
        startingPrice: "₹50 per card",
        items: [
          { name: "ID card design", price: "₹50" },
          { name: "School & college ID cards", price: "₹50 per card" },
          { name: "Employee & staff ID cards", price: "₹50 per card" },
          { name: "Event & visitor passes", price: "₹50 per card" },
          { name: "Lanyards & card holders", price: "Price on request" },
        ],
      },
      {
        slug: "posters-flex-banners",
        name: "Posters & Flex Banners",
        popular: true,
        description:
          "Eye-catching flex banners and posters for shop fronts, functions, festivals and promotions.",
        startingPrice: "₹10 per sq.ft",
        items: [
          { name: "Flex banner printing", price: "₹10–20 per sq.ft" },
          { name: "Shop name boards (flex)", price: "₹10–20 per sq.ft" },
          { name: "Festival & function banners", price: "₹10–20 per sq.ft" },
          { name: "Posters", price: "Price on request" },
        ],
      },
      {
        slug: "certificates",
        name: "Certificates",
        popular: false,
        description:
          "Certificates for schools, training centres, sports events and awards, printed on quality card stock.",
        startingPrice: "₹5 per certificate",
        items: [
          { name: "Merit & participation certificates", price: "₹5–15 each" },
          { name: "Course completion certificates", price: "₹5–15 each" },
          { name: "Award & appreciation certificates", price: "₹5–15 each" },
        ],
      },
      {
        slug: "letterheads",
        name: "Letterheads",
        popular: false,
        description:
          "Professional letterheads that give every letter, quotation and invoice a proper business look.",
        startingPrice: "₹2 per sheet",
        items: [
          { name: "Single-colour letterheads", price: "₹2–5 per sheet" },
          { name: "Full-colour letterheads", price: "₹2–5 per sheet" },
          { name: "Letterhead design", price: "Price on request" },
        ],
      },
      {
        slug: "envelopes",
        name: "Envelopes",
        popular: false,
        description:
          "Printed envelopes in standard office sizes, matched to your letterhead and visiting card.",
        startingPrice: "₹2 per envelope",
        items: [
          { name: "Printed letter envelopes", price: "₹2–4 each" },
          { name: "Window envelopes", price: "₹2–4 each" },
          { name: "A4 & file covers", price: "Price on request" },
        ],
      },
      {
        slug: "bill-books",
        name: "Bill Books",
        popular: false,
        description:
          "Cash bill, receipt and invoice books with serial numbering, in duplicate or triplicate.",
        startingPrice: "₹20 per book",
        items: [
          { name: "Cash bill books", price: "₹20–50 per book" },
          { name: "Receipt books", price: "₹20–50 per book" },
          { name: "Duplicate / triplicate invoice books", price: "₹20–50 per book" },
          { name: "Delivery challan books", price: "₹20–50 per book" },
        ],
      },
      {
        slug: "logo-design",
        name: "Logo Design",
        popular: false,
        description:
          "A distinctive logo for your shop, company or institution, in English, Tamil or both.",
        startingPrice: "₹300",
        items: [
          { name: "Simple text logo", price: "₹300" },
          { name: "Custom logo design", price: "₹300–1000" },
          { name: "Bilingual (English & Tamil) logo", price: "₹300–1000" },
        ],
      },
      {
        slug: "menu-cards-brochures",
        name: "Menu Cards/Brochures",
        popular: false,
        description:
          "Menu cards for hotels and restaurants, and brochures and flyers for shops, hospitals and schools.",
        startingPrice: "₹10 per card",
        items: [
          { name: "Menu cards", price: "₹10–50 each" },
          { name: "Laminated menu cards", price: "₹10–50 each" },
          { name: "Brochures (bi-fold / tri-fold)", price: "Price on request" },
          { name: "Flyers & pamphlets", price: "Price on request" },
        ],
      },
      {
        slug: "stickers-labels",
        name: "Stickers & Labels",
        popular: false,
        description:
          "Product labels, shop stickers and custom-shape stickers for packaging and branding.",
        startingPrice: "₹1 per sticker",
        items: [
          { name: "Product labels", price: "₹1–5 each" },
          { name: "Custom-shape stickers", price: "₹1–5 each" },
          { name: "Vinyl / waterproof stickers", price: "Price on request" },
        ],
      },
      {
        slug: "calendar-printing",
        name: "Calendar Printing",
        popular: false,
        description:
          "Personalised calendars — a useful new-year gift that keeps your name in front of customers all year.",
        startingPrice: "₹20 per calendar",
        items: [
          { name: "Desk calendars", price: "₹20–100 each" },
          { name: "Monthly wall calendars", price: "₹20–100 each" },
          { name: "Daily sheet calendars", price: "₹20–100 each" },
        ],
      },
    ],
    mostPopular: {
      heading: "Most Popular Products",
      items: [
        {
          name: "Visiting Cards",
          text: "Premium visiting cards with a design in English, Tamil or both.",
          price: "₹500 for 500 cards",
        },
        {
          name: "Wedding Invitations",
          text: "Traditional and modern wedding cards for every community and tradition.",
          price: "₹5–25 per card",
        },
        {
          name: "Flex Banners",
          text: "Bright, bold flex banners for shop fronts, openings and functions.",
          price: "₹10–20 per sq.ft",
        },
      ],
      orderNow: "Order Now",
    },
    custom: {
      heading: "Need something custom?",
      text: "Don't see what you need? Tell us your idea, size and quantity, and we will send a custom quote within 24 hours.",
      primary: "Contact Us",
      secondary: "Place Order",
    },
  },
  ta: {
    meta: {
      title: "தயாரிப்புகள் & விலைகள் — Limra Graphics",
      description:
        "500 விசிட்டிங் கார்டுகள் ₹500 முதல்; அழைப்பிதழ்கள், ஐடி கார்டுகள், ஃப்ளெக்ஸ் பேனர்கள், பில் புக், ஸ்டிக்கர், காலண்டர் — தெளிவான விலை, விரைவான விலைப்புள்ளி.",
    },
    hero: {
      title: "எங்கள் தயாரிப்புகள்",
      intro:
        "விசிட்டிங் கார்டுகள், அழைப்பிதழ்கள், ஐடி கார்டுகள், ஃப்ளெக்ஸ் பேனர்கள் மற்றும் பல — தெளிவான தொடக்க விலைகளுடன். இறுதி விலை காகிதம், அளவு, வண்ணங்கள், எண்ணிக்கையைப் பொறுத்தது; சரியான விலைப்புள்ளிக்கு எங்களைக் கேளுங்கள்.",
    },
    labels: {
      popular: "பிரபலமானது",
      startingFrom: "தொடக்க விலை",
      showProducts: "தயாரிப்புகளைப் பாருங்கள்",
      hideProducts: "தயாரிப்புகளை மறை",
      getQuote: "விலைப்புள்ளி பெறுங்கள்",
      viewSamples: "மாதிரிகளைப் பாருங்கள்",
    },
    categories: [
      {
        slug: "visiting-cards",
        name: "விசிட்டிங் கார்டுகள்",
        popular: true,
        description:
          "முதல் சந்திப்பிலேயே நல்ல அபிப்ராயத்தை ஏற்படுத்தும் விசிட்டிங் கார்டுகள் — தமிழ், ஆங்கிலம் அல்லது இரண்டிலும் வடிவமைப்பு.",
        startingPrice: "500 கார்டுகள் ₹500",
        items: [
          { name: "விசிட்டிங் கார்டு வடிவமைப்பு", price: "₹100–150" },
          { name: "சாதாரண விசிட்டிங் கார்டுகள் (500 எண்ணிக்கை)", price: "₹500" },
          { name: "இருபக்க அச்சு விசிட்டிங் கார்டுகள்", price: "விலைக்குத் தொடர்பு கொள்ளுங்கள்" },
          {
            name: "லேமினேஷன் / பிரீமியம் ஃபினிஷ் கார்டுகள்",
            price: "விலைக்குத் தொடர்பு கொள்ளுங்கள்",
          },
        ],
      },
      {
        slug: "invitation-cards",
        name: "அழைப்பிதழ்கள்",
        popular: true,
        description:
          "திருமணம், நிச்சயதார்த்தம், புதுமனை புகுவிழா மற்றும் விழா அழைப்பிதழ்கள் — பாரம்பரிய, நவீன வடிவங்களில்.",
        startingPrice: "ஒரு கார்டு ₹5",
        items: [
          { name: "அழைப்பிதழ் வடிவமைப்பு", price: "₹300" },
          { name: "திருமண அழைப்பிதழ்கள்", price: "ஒரு கார்டு ₹5–25" },
          { name: "நிச்சயதார்த்தம் & வரவேற்பு அழைப்பிதழ்கள்", price: "ஒரு கார்டு ₹5–25" },
          { name: "புதுமனை புகுவிழா & விழா அழைப்பிதழ்கள்", price: "ஒரு கார்டு ₹5–25" },
        ],
      },
      {
        slug: "id-cards",
        name: "ஐடி கார்டுகள்",
        popular: true,
        description:
          "பள்ளி, கல்லூரி, அலுவலகம், மருத்துவமனை, நிகழ்ச்சிகளுக்கான உறுதியான புகைப்பட அடையாள அட்டைகள்; கேட்டால் லேன்யார்டுடன்.",
        startingPrice: "ஒரு கார்டு ₹50",
        items: [
          { name: "ஐடி கார்டு வடிவமைப்பு", price: "₹50" },
          { name: "பள்ளி & கல்லூரி ஐடி கார்டுகள்", price: "ஒரு கார்டு ₹50" },
          { name: "ஊழியர் ஐடி கார்டுகள்", price: "ஒரு கார்டு ₹50" },
          { name: "நிகழ்ச்சி & பார்வையாளர் பாஸ்கள்", price: "ஒரு கார்டு ₹50" },
          { name: "லேன்யார்டுகள் & கார்டு ஹோல்டர்கள்", price: "விலைக்குத் தொடர்பு கொள்ளுங்கள்" },
        ],
      },
      {
        slug: "posters-flex-banners",
        name: "போஸ்டர்கள் & ஃப்ளெக்ஸ் பேனர்கள்",
        popular: true,
        description:
          "கடை முகப்பு, விழாக்கள், பண்டிகைகள், விளம்பரங்களுக்குக் கண்ணைக் கவரும் ஃப்ளெக்ஸ் பேனர்களும் போஸ்டர்களும்.",
        startingPrice: "சதுர அடிக்கு ₹10",
        items: [
          { name: "ஃப்ளெக்ஸ் பேனர் அச்சிடுதல்", price: "சதுர அடிக்கு ₹10–20" },
          { name: "கடை பெயர்ப் பலகைகள் (ஃப்ளெக்ஸ்)", price: "சதுர அடிக்கு ₹10–20" },
          { name: "பண்டிகை & விழா பேனர்கள்", price: "சதுர அடிக்கு ₹10–20" },
          { name: "போஸ்டர்கள்", price: "விலைக்குத் தொடர்பு கொள்ளுங்கள்" },
        ],
      },
      {
        slug: "certificates",
        name: "சான்றிதழ்கள்",
        popular: false,
        description:
          "பள்ளிகள், பயிற்சி மையங்கள், விளையாட்டுப் போட்டிகள், விருதுகளுக்கான சான்றிதழ்கள் — தரமான அட்டையில்.",
        startingPrice: "ஒரு சான்றிதழ் ₹5",
        items: [
          { name: "தகுதி & பங்கேற்புச் சான்றிதழ்கள்", price: "ஒன்றுக்கு ₹5–15" },
          { name: "பயிற்சி நிறைவுச் சான்றிதழ்கள்", price: "ஒன்றுக்கு ₹5–15" },
          { name: "விருது & பாராட்டுச் சான்றிதழ்கள்", price: "ஒன்றுக்கு ₹5–15" },
        ],
      },
      {
        slug: "letterheads",
        name: "லெட்டர்ஹெட்",
        popular: false,
        description: "ஒவ்வொரு கடிதம், விலைப்புள்ளி, இன்வாய்ஸுக்கும் தொழில்முறைத் தோற்றம் தரும் லெட்டர்ஹெட்கள்.",
        startingPrice: "ஒரு தாள் ₹2",
        items: [
          { name: "ஒரு வண்ண லெட்டர்ஹெட்", price: "ஒரு தாள் ₹2–5" },
          { name: "பல வண்ண லெட்டர்ஹெட்", price: "ஒரு தாள் ₹2–5" },
          { name: "லெட்டர்ஹெட் வடிவமைப்பு", price: "விலைக்குத் தொடர்பு கொள்ளுங்கள்" },
        ],
      },
      {
        slug: "envelopes",
        name: "கவர்கள் (என்வலப்)",
        popular: false,
        description: "உங்கள் லெட்டர்ஹெட், விசிட்டிங் கார்டுக்குப் பொருத்தமான, அலுவலக அளவுகளில் அச்சிட்ட கவர்கள்.",
        startingPrice: "ஒரு கவர் ₹2",
        items: [
          { name: "அச்சிட்ட கடிதக் கவர்கள்", price: "ஒன்றுக்கு ₹2–4" },
          { name: "விண்டோ கவர்கள்", price: "ஒன்றுக்கு ₹2–4" },
          { name: "A4 & ஃபைல் கவர்கள்", price: "விலைக்குத் தொடர்பு கொள்ளுங்கள்" },
        ],
      },
      {
        slug: "bill-books",
        name: "பில் புக்குகள்",
        popular: false,
        description:
          "வரிசை எண்ணுடன் கூடிய கேஷ் பில், ரசீது, இன்வாய்ஸ் புத்தகங்கள் — இரண்டு அல்லது மூன்று பிரதிகளில்.",
        startingPrice: "ஒரு புக் ₹20",
        items: [
          { name: "கேஷ் பில் புக்குகள்", price: "ஒரு புக் ₹20–50" },
          { name: "ரசீது புத்தகங்கள்", price: "ஒரு புக் ₹20–50" },
          { name: "இரு / மூன்று பிரதி இன்வாய்ஸ் புக்குகள்", price: "ஒரு புக் ₹20–50" },
          { name: "டெலிவரி சலான் புக்குகள்", price: "ஒரு புக் ₹20–50" },
        ],
      },
      {
        slug: "logo-design",
        name: "லோகோ வடிவமைப்பு",
        popular: false,
        description:
          "உங்கள் கடை, நிறுவனம் அல்லது அமைப்புக்குத் தனித்துவமான லோகோ — தமிழ், ஆங்கிலம் அல்லது இரண்டிலும்.",
        startingPrice: "₹300",
        items: [
          { name: "எளிய எழுத்து லோகோ", price: "₹300" },
          { name: "தனிப்பயன் லோகோ வடிவமைப்பு", price: "₹300–1000" },
          { name: "இருமொழி (தமிழ் & ஆங்கிலம்) லோகோ", price: "₹300–1000" },
        ],
      },
      {
        slug: "menu-cards-brochures",
        name: "மெனு கார்டுகள்/பிரோஷர்கள்",
        popular: false,
        description:
          "ஹோட்டல், உணவகங்களுக்கு மெனு கார்டுகள்; கடைகள், மருத்துவமனைகள், பள்ளிகளுக்குப் பிரோஷர்களும் நோட்டீஸ்களும்.",
        startingPrice: "ஒரு கார்டு ₹10",
        items: [
          { name: "மெனு கார்டுகள்", price: "ஒன்றுக்கு ₹10–50" },
          { name: "லேமினேஷன் செய்த மெனு கார்டுகள்", price: "ஒன்றுக்கு ₹10–50" },
          { name: "பிரோஷர்கள் (இரு மடிப்பு / மூன்று மடிப்பு)", price: "விலைக்குத் தொடர்பு கொள்ளுங்கள்" },
          { name: "நோட்டீஸ் & துண்டுப்பிரசுரங்கள்", price: "விலைக்குத் தொடர்பு கொள்ளுங்கள்" },
        ],
      },
      {
        slug: "stickers-labels",
        name: "ஸ்டிக்கர்கள் & லேபிள்கள்",
        popular: false,
        description:
          "பேக்கிங், பிராண்டிங்குக்கான தயாரிப்பு லேபிள்கள், கடை ஸ்டிக்கர்கள், விரும்பிய வடிவில் வெட்டிய ஸ்டிக்கர்கள்.",
        startingPrice: "ஒரு ஸ்டிக்கர் ₹1",
        items: [
          { name: "தயாரிப்பு லேபிள்கள்", price: "ஒன்றுக்கு ₹1–5" },
          { name: "விரும்பிய வடிவ ஸ்டிக்கர்கள்", price: "ஒன்றுக்கு ₹1–5" },
          { name: "வினைல் / நீர்புகா ஸ்டிக்கர்கள்", price: "விலைக்குத் தொடர்பு கொள்ளுங்கள்" },
        ],
      },
      {
        slug: "calendar-printing",
        name: "காலண்டர் அச்சிடுதல்",
        popular: false,
        description:
          "உங்கள் பெயர் அச்சிட்ட காலண்டர்கள் — ஆண்டு முழுவதும் வாடிக்கையாளர் கண்முன் உங்கள் பெயரை நிறுத்தும் பயனுள்ள புத்தாண்டுப் பரிசு.",
        startingPrice: "ஒரு காலண்டர் ₹20",
        items: [
          { name: "மேசை காலண்டர்கள்", price: "ஒன்றுக்கு ₹20–100" },
          { name: "மாதாந்திர சுவர் காலண்டர்கள்", price: "ஒன்றுக்கு ₹20–100" },
          { name: "தினசரி தாள் காலண்டர்கள்", price: "ஒன்றுக்கு ₹20–100" },
        ],
      },
    ],
    mostPopular: {
      heading: "அதிகம் விரும்பப்படும் தயாரிப்புகள்",
      items: [
        {
          name: "விசிட்டிங் கார்டுகள்",
          text: "தமிழ், ஆங்கிலம் அல்லது இரண்டிலும் வடிவமைத்த பிரீமியம் விசிட்டிங் கார்டுகள்.",
          price: "500 கார்டுகள் ₹500",
        },
        {
          name: "திருமண அழைப்பிதழ்கள்",
          text: "ஒவ்வொரு சமூகத்துக்கும் மரபுக்கும் ஏற்ற பாரம்பரிய, நவீன திருமண அழைப்பிதழ்கள்.",
          price: "ஒரு கார்டு ₹5–25",
        },
        {
          name: "ஃப்ளெக்ஸ் பேனர்கள்",
          text: "கடை முகப்பு, திறப்பு விழா, குடும்ப விழாக்களுக்குப் பளிச்சென்ற ஃப்ளெக்ஸ் பேனர்கள்.",
          price: "சதுர அடிக்கு ₹10–20",
        },
      ],
      orderNow: "இப்போதே ஆர்டர் செய்யுங்கள்",
    },
    custom: {
      heading: "தனிப்பயன் தேவை ஏதேனும் உள்ளதா?",
      text: "நீங்கள் தேடுவது இங்கே இல்லையா? உங்கள் யோசனை, அளவு, எண்ணிக்கையைச் சொல்லுங்கள்; 24 மணி நேரத்தில் உங்களுக்கான விலைப்புள்ளி அனுப்புகிறோம்.",
      primary: "எங்களைத் தொடர்பு கொள்ளுங்கள்",
      secondary: "ஆர்டர் செய்யுங்கள்",
    },
  },
};
