import type { GallerySeed, ServiceSeed } from "./types";

/**
 * Initial rows of the services and gallery_items tables (editable by the admin later).
 * Prices and turnaround times follow the spec's business constants; a starting price is given
 * only where the spec names one (integer paise, see app/lib/format.ts).
 */
export const serviceSeeds: ServiceSeed[] = [
  {
    slug: "digital-printing",
    name: { en: "Digital Printing", ta: "டிஜிட்டல் அச்சிடுதல்" },
    description: {
      en: "Sharp, full-colour digital prints for short runs and urgent jobs — visiting cards, flyers, certificates, stickers and more, without a large minimum quantity.",
      ta: "குறைந்த எண்ணிக்கைக்கும் அவசரப் பணிகளுக்கும் தெளிவான முழு வண்ண டிஜிட்டல் அச்சு — விசிட்டிங் கார்டுகள், நோட்டீஸ்கள், சான்றிதழ்கள், ஸ்டிக்கர்கள் மற்றும் பல; பெரிய குறைந்தபட்ச எண்ணிக்கை தேவையில்லை.",
    },
    features: {
      en: [
        "Full-colour printing on a wide range of papers and card stock",
        "Ideal for small quantities and urgent jobs",
        "Express same-day printing available",
        "Matt and gloss lamination",
        "Printing from your own files (JPG, PNG, PDF, AI, PSD, CDR)",
      ],
      ta: [
        "பல வகைக் காகிதங்களிலும் அட்டைகளிலும் முழு வண்ண அச்சு",
        "குறைந்த எண்ணிக்கைக்கும் அவசரப் பணிகளுக்கும் ஏற்றது",
        "அதே நாள் எக்ஸ்பிரஸ் அச்சிடுதல் வசதி",
        "மேட், கிளாஸ் லேமினேஷன்",
        "உங்கள் சொந்தக் கோப்புகளிலிருந்தே அச்சு (JPG, PNG, PDF, AI, PSD, CDR)",
      ],
    },
    turnaround: {
      en: "2–3 working days (express: same day)",
      ta: "2–3 வேலை நாட்கள் (எக்ஸ்பிரஸ்: அதே நாள்)",
    },
    startingPricePaise: null,
    image: "/images/services/digital-printing.svg",
  },
  {
    slug: "offset-printing",
    name: { en: "Offset Printing", ta: "ஆஃப்செட் அச்சிடுதல்" },
    description: {
      en: "Economical offset printing for large quantities — visiting cards, brochures, letterheads, bill books and calendars, with the same colour from the first sheet to the last. 500 visiting cards from ₹500.",
      ta: "அதிக எண்ணிக்கைக்குச் சிக்கனமான ஆஃப்செட் அச்சு — விசிட்டிங் கார்டுகள், பிரோஷர்கள், லெட்டர்ஹெட், பில் புக், காலண்டர்கள்; முதல் தாள் முதல் கடைசி தாள் வரை ஒரே வண்ணம். 500 விசிட்டிங் கார்டுகள் ₹500 முதல்.",
    },
    features: {
      en: [
        "Lowest cost per piece for bulk orders",
        "Consistent colour across large print runs",
        "Letterheads, envelopes, bill books and brochures",
        "A wide choice of paper weights and finishes",
        "Cutting, folding, numbering and binding",
      ],
      ta: [
        "மொத்த ஆர்டர்களுக்கு ஒரு பிரதிக்கான செலவு குறைவு",
        "பெரிய அச்சுத் தொகுப்பிலும் ஒரே சீரான வண்ணம்",
        "லெட்டர்ஹெட், கவர்கள், பில் புக், பிரோஷர்கள்",
        "பல்வேறு காகித எடைகளும் ஃபினிஷ்களும்",
        "கட்டிங், மடிப்பு, எண்ணிடுதல், பைண்டிங்",
      ],
    },
    turnaround: {
      en: "2–4 working days (express: next day)",
      ta: "2–4 வேலை நாட்கள் (எக்ஸ்பிரஸ்: மறுநாள்)",
    },
    startingPricePaise: 50000,
    image: "/images/services/offset-printing.svg",
  },
  {
    slug: "graphic-design",
    name: { en: "Graphic Design", ta: "கிராஃபிக் வடிவமைப்பு" },
    description: {
      en: "Logos, visiting cards, brochures, posters and social media designs by our in-house team, in English, Tamil or both. Visiting card designs from ₹100, logos ₹300–1000.",
      ta: "எங்கள் வடிவமைப்புக் குழு உருவாக்கும் லோகோ, விசிட்டிங் கார்டு, பிரோஷர், போஸ்டர், சமூக ஊடக வடிவமைப்புகள் — தமிழ், ஆங்கிலம் அல்லது இரண்டிலும். விசிட்டிங் கார்டு வடிவமைப்பு ₹100 முதல், லோகோ ₹300–1000.",
    },
    features: {
      en: [
        "Logo and brand identity design",
        "Visiting card, letterhead and brochure layouts",
        "Posters, flex and social media designs",
        "Bilingual English and Tamil typography",
        "Corrections included before your final approval",
      ],
      ta: [
        "லோகோ, பிராண்ட் அடையாள வடிவமைப்பு",
        "விசிட்டிங் கார்டு, லெட்டர்ஹெட், பிரோஷர் லேஅவுட்கள்",
        "போஸ்டர், ஃப்ளெக்ஸ், சமூக ஊடக வடிவமைப்புகள்",
        "தமிழ்-ஆங்கில இருமொழி எழுத்தமைப்பு",
        "இறுதி ஒப்புதலுக்கு முன் திருத்தங்கள் செய்து தரப்படும்",
      ],
    },
    turnaround: {
      en: "3–5 working days (express: 2–3 days)",
      ta: "3–5 வேலை நாட்கள் (எக்ஸ்பிரஸ்: 2–3 நாட்கள்)",
    },
    startingPricePaise: 10000,
    image: "/images/services/graphic-design.svg",
  },
  {
    slug: "id-card-printing",
    name: { en: "ID Card Printing", ta: "ஐடி கார்டு அச்சிடுதல்" },
    description: {
      en: "Durable photo ID cards for schools, colleges, offices, hospitals and events — designed, printed and ready to wear. Design ₹50, printing ₹50 per card.",
      ta: "பள்ளி, கல்லூரி, அலுவலகம், மருத்துவமனை, நிகழ்ச்சிகளுக்கான உறுதியான புகைப்பட அடையாள அட்டைகள் — வடிவமைத்து, அச்சிட்டு, அணியத் தயாராக. வடிவமைப்பு ₹50, அச்சு ஒரு கார்டு ₹50.",
    },
    features: {
      en: [
        "Photo ID cards with names, numbers and details",
        "Bulk batches for schools and companies from your data list",
        "Single or double-sided printing",
        "Lanyards, clips and holders available",
      ],
      ta: [
        "பெயர், எண், விவரங்களுடன் புகைப்பட ஐடி கார்டுகள்",
        "உங்கள் பட்டியலிலிருந்து பள்ளிகள், நிறுவனங்களுக்கு மொத்தமாக அச்சு",
        "ஒருபக்க அல்லது இருபக்க அச்சு",
        "லேன்யார்டு, கிளிப், ஹோல்டர்களும் கிடைக்கும்",
      ],
    },
    turnaround: {
      en: "1–2 working days (express: same day)",
      ta: "1–2 வேலை நாட்கள் (எக்ஸ்பிரஸ்: அதே நாள்)",
    },
    startingPricePaise: 5000,
    image: "/images/services/id-card-printing.svg",
  },
  {
    slug: "flex-banner-design",
    name: { en: "Flex & Banner Design", ta: "ஃப்ளெக்ஸ் & பேனர் வடிவமைப்பு" },
    description: {
      en: "Bold flex banners, shop boards and backdrops for shop openings, festivals, temple, church and mosque functions and family events — ₹10–20 per sq.ft.",
      ta: "கடை திறப்பு, பண்டிகைகள், கோயில், தேவாலய, பள்ளிவாசல் விழாக்கள், குடும்ப நிகழ்ச்சிகளுக்குப் பளிச்சென்ற ஃப்ளெக்ஸ் பேனர்கள், கடைப் பலகைகள், மேடைப் பின்னணிகள் — சதுர அடிக்கு ₹10–20.",
    },
    features: {
      en: [
        "Large-format flex printing in any size",
        "Eye-catching designs that read well from a distance",
        "Shop name boards, event banners and stage backdrops",
        "Eyelets for easy fixing",
        "Express same-day printing",
      ],
      ta: [
        "எந்த அளவிலும் பெரிய ஃப்ளெக்ஸ் அச்சு",
        "தூரத்திலிருந்தும் தெளிவாகத் தெரியும் கவர்ச்சியான வடிவமைப்பு",
        "கடை பெயர்ப் பலகை, நிகழ்ச்சி பேனர், மேடைப் பின்னணி",
        "எளிதாகக் கட்ட ஐலெட் துளைகள்",
        "அதே நாள் எக்ஸ்பிரஸ் அச்சிடுதல்",
      ],
    },
    turnaround: {
      en: "1–2 working days (express: same day)",
      ta: "1–2 வேலை நாட்கள் (எக்ஸ்பிரஸ்: அதே நாள்)",
    },
    // Priced per sq.ft / per card (see the description); the seed has no unit field.
    startingPricePaise: null,
    image: "/images/services/flex-banner-design.svg",
  },
  {
    slug: "wedding-cards",
    name: { en: "Wedding Cards", ta: "திருமண அழைப்பிதழ்கள்" },
    description: {
      en: "Traditional and modern invitations for Hindu, Muslim and Christian weddings, in Tamil, English or both. Design ₹300, printing ₹5–25 per card.",
      ta: "இந்து, முஸ்லிம், கிறிஸ்தவத் திருமணங்களுக்குப் பாரம்பரிய, நவீன அழைப்பிதழ்கள் — தமிழ், ஆங்கிலம் அல்லது இரண்டிலும். வடிவமைப்பு ₹300, அச்சு ஒரு கார்டு ₹5–25.",
    },
    features: {
      en: [
        "Designs for every community and tradition",
        "Tamil, English and bilingual text",
        "Premium papers and special finishes",
        "Matching envelopes and reception cards",
      ],
      ta: [
        "ஒவ்வொரு சமூகத்துக்கும் மரபுக்கும் ஏற்ற வடிவமைப்புகள்",
        "தமிழ், ஆங்கிலம், இருமொழி வாசகங்கள்",
        "பிரீமியம் காகிதங்களும் சிறப்பு ஃபினிஷ்களும்",
        "பொருத்தமான கவர்களும் வரவேற்பு அழைப்பிதழ்களும்",
      ],
    },
    turnaround: {
      en: "3–5 working days (express: 2–3 days)",
      ta: "3–5 வேலை நாட்கள் (எக்ஸ்பிரஸ்: 2–3 நாட்கள்)",
    },
    // Priced per sq.ft / per card (see the description); the seed has no unit field.
    startingPricePaise: null,
    image: "/images/services/wedding-cards.svg",
  },
];

/** Twelve gallery items: 3 business cards, 3 banners, 2 ID cards, 2 wedding, 2 brochures. */
export const gallerySeeds: GallerySeed[] = [
  {
    slug: "textile-shop-visiting-card",
    title: { en: "Textile Shop Visiting Cards", ta: "ஜவுளிக் கடை விசிட்டிங் கார்டுகள்" },
    description: {
      en: "Bilingual Tamil and English visiting cards for a saree and textile shop in Tirunelveli, on thick card with matt lamination.",
      ta: "திருநெல்வேலியில் உள்ள ஒரு சேலை, ஜவுளிக் கடைக்காகத் தடிமனான அட்டையில் மேட் லேமினேஷனுடன் தமிழ்-ஆங்கில இருமொழி விசிட்டிங் கார்டுகள்.",
    },
    category: "business-cards",
    tags: {
      en: ["Visiting cards", "Bilingual", "Matt lamination"],
      ta: ["விசிட்டிங் கார்டு", "இருமொழி", "மேட் லேமினேஷன்"],
    },
    image: "/images/gallery/textile-shop-visiting-card.svg",
  },
  {
    slug: "corporate-visiting-card",
    title: { en: "Corporate Visiting Cards", ta: "நிறுவன விசிட்டிங் கார்டுகள்" },
    description: {
      en: "Clean, minimal visiting cards with a matching letterhead for an engineering consultancy in Thoothukudi.",
      ta: "தூத்துக்குடியில் உள்ள ஒரு பொறியியல் ஆலோசனை நிறுவனத்துக்காக, பொருத்தமான லெட்டர்ஹெட்டுடன் எளிய, நேர்த்தியான விசிட்டிங் கார்டுகள்.",
    },
    category: "business-cards",
    tags: {
      en: ["Visiting cards", "Corporate", "Letterhead"],
      ta: ["விசிட்டிங் கார்டு", "நிறுவனம்", "லெட்டர்ஹெட்"],
    },
    image: "/images/gallery/corporate-visiting-card.svg",
  },
  {
    slug: "dental-clinic-appointment-card",
    title: { en: "Dental Clinic Appointment Cards", ta: "பல் மருத்துவமனை அப்பாயின்ட்மென்ட் கார்டுகள்" },
    description: {
      en: "Double-sided visiting cards with consultation timings and an appointment slot on the back, for a dental clinic in Madurai.",
      ta: "மதுரையில் உள்ள ஒரு பல் மருத்துவமனைக்காக, பின்பக்கத்தில் ஆலோசனை நேரமும் அப்பாயின்ட்மென்ட் குறிப்பும் கொண்ட இருபக்க விசிட்டிங் கார்டுகள்.",
    },
    category: "business-cards",
    tags: {
      en: ["Visiting cards", "Clinic", "Double-sided"],
      ta: ["விசிட்டிங் கார்டு", "மருத்துவமனை", "இருபக்க அச்சு"],
    },
    image: "/images/gallery/dental-clinic-appointment-card.svg",
  },
  {
    slug: "temple-festival-flex-banner",
    title: { en: "Temple Festival Flex Banner", ta: "கோயில் கொடை விழா ஃப்ளெக்ஸ் பேனர்" },
    description: {
      en: "A 20 × 10 ft flex banner for a village temple kodai festival near Tenkasi, with the deity's artwork and the festival schedule in Tamil.",
      ta: "தென்காசி அருகே ஒரு கிராமக் கோயில் கொடை விழாவுக்காக, தெய்வப் படமும் தமிழில் விழா நிகழ்ச்சி நிரலும் கொண்ட 20 × 10 அடி ஃப்ளெக்ஸ் பேனர்.",
    },
    category: "banners",
    tags: {
      en: ["Flex banner", "Temple festival", "Tamil"],
      ta: ["ஃப்ளெக்ஸ் பேனர்", "கோயில் விழா", "தமிழ்"],
    },
    image: "/images/gallery/temple-festival-flex-banner.svg",
  },
  {
    slug: "shop-opening-flex-banner",
    title: { en: "Shop Opening Banner", ta: "கடை திறப்பு விழா பேனர்" },
    description: {
      en: "Grand-opening flex banners and notices for a new sweets and bakery shop in Nagercoil, designed and printed the same day.",
      ta: "நாகர்கோவிலில் புதிதாகத் திறக்கப்பட்ட ஒரு ஸ்வீட்ஸ் & பேக்கரி கடைக்காக, அதே நாளில் வடிவமைத்து அச்சிட்ட திறப்பு விழா ஃப்ளெக்ஸ் பேனர்களும் நோட்டீஸ்களும்.",
    },
    category: "banners",
    tags: {
      en: ["Flex banner", "Shop opening", "Same day"],
      ta: ["ஃப்ளெக்ஸ் பேனர்", "கடை திறப்பு", "அதே நாள்"],
    },
    image: "/images/gallery/shop-opening-flex-banner.svg",
  },
  {
    slug: "school-annual-day-backdrop",
    title: { en: "School Annual Day Backdrop", ta: "பள்ளி ஆண்டு விழா மேடைப் பின்னணி" },
    description: {
      en: "A stage backdrop banner with the school crest and the chief guests' names for a school annual day in Palayamkottai.",
      ta: "பாளையங்கோட்டையில் ஒரு பள்ளியின் ஆண்டு விழாவுக்காக, பள்ளிச் சின்னமும் சிறப்பு விருந்தினர் பெயர்களும் கொண்ட மேடைப் பின்னணி பேனர்.",
    },
    category: "banners",
    tags: {
      en: ["Backdrop", "School event", "Large format"],
      ta: ["மேடைப் பின்னணி", "பள்ளி விழா", "பெரிய அளவு"],
    },
    image: "/images/gallery/school-annual-day-backdrop.svg",
  },
  {
    slug: "school-student-id-cards",
    title: { en: "School Student ID Cards", ta: "பள்ளி மாணவர் ஐடி கார்டுகள்" },
    description: {
      en: "A batch of 850 photo ID cards with printed lanyards for a matriculation school in Thoothukudi, printed from the school's student list.",
      ta: "தூத்துக்குடியில் உள்ள ஒரு மெட்ரிகுலேஷன் பள்ளிக்காக, பள்ளியின் மாணவர் பட்டியலிலிருந்து அச்சிட்ட, லேன்யார்டுடன் கூடிய 850 புகைப்பட ஐடி கார்டுகள்.",
    },
    category: "id-cards",
    tags: {
      en: ["ID cards", "School", "Bulk order"],
      ta: ["ஐடி கார்டு", "பள்ளி", "மொத்த ஆர்டர்"],
    },
    image: "/images/gallery/school-student-id-cards.svg",
  },
  {
    slug: "hospital-staff-id-cards",
    title: { en: "Hospital Staff ID Cards", ta: "மருத்துவமனை ஊழியர் ஐடி கார்டுகள்" },
    description: {
      en: "Double-sided staff ID cards with colour-coded departments and emergency contact details for a multispeciality hospital in Tirunelveli.",
      ta: "திருநெல்வேலியில் உள்ள ஒரு பல்நோக்கு மருத்துவமனைக்காக, துறைவாரி வண்ணக் குறியீடும் அவசரத் தொடர்பு விவரங்களும் கொண்ட இருபக்க ஊழியர் ஐடி கார்டுகள்.",
    },
    category: "id-cards",
    tags: {
      en: ["ID cards", "Hospital", "Double-sided"],
      ta: ["ஐடி கார்டு", "மருத்துவமனை", "இருபக்க அச்சு"],
    },
    image: "/images/gallery/hospital-staff-id-cards.svg",
  },
  {
    slug: "nikah-invitation-card",
    title: { en: "Nikah Invitation Card", ta: "நிக்காஹ் அழைப்பிதழ்" },
    description: {
      en: "A green and gold Muslim wedding invitation with Arabic calligraphy and Tamil text for a family in Melapalayam, Tirunelveli.",
      ta: "திருநெல்வேலி மேலப்பாளையத்தில் ஒரு குடும்பத்துக்காக, அரபி எழுத்தணியும் தமிழ் வாசகமும் கொண்ட பச்சை-தங்க நிற முஸ்லிம் திருமண அழைப்பிதழ்.",
    },
    category: "wedding",
    tags: {
      en: ["Wedding card", "Nikah", "Arabic calligraphy"],
      ta: ["திருமண அழைப்பிதழ்", "நிக்காஹ்", "அரபி எழுத்தணி"],
    },
    image: "/images/gallery/nikah-invitation-card.svg",
  },
  {
    slug: "traditional-hindu-wedding-card",
    title: { en: "Traditional Wedding Invitation", ta: "பாரம்பரியத் திருமண அழைப்பிதழ்" },
    description: {
      en: "A traditional Hindu wedding invitation in red and gold with a Ganesha motif and bilingual text, for a wedding in Madurai.",
      ta: "மதுரையில் நடந்த ஒரு திருமணத்துக்காக, விநாயகர் உருவமும் இருமொழி வாசகமும் கொண்ட சிவப்பு-தங்க நிறப் பாரம்பரிய இந்துத் திருமண அழைப்பிதழ்.",
    },
    category: "wedding",
    tags: {
      en: ["Wedding card", "Traditional", "Bilingual"],
      ta: ["திருமண அழைப்பிதழ்", "பாரம்பரியம்", "இருமொழி"],
    },
    image: "/images/gallery/traditional-hindu-wedding-card.svg",
  },
  {
    slug: "hospital-services-brochure",
    title: { en: "Hospital Services Brochure", ta: "மருத்துவமனை சேவைகள் பிரோஷர்" },
    description: {
      en: "A tri-fold brochure listing departments, doctors and consultation timings for a hospital in Nagercoil, with a matching letterhead.",
      ta: "நாகர்கோவிலில் உள்ள ஒரு மருத்துவமனைக்காக, துறைகள், மருத்துவர்கள், ஆலோசனை நேரங்களைக் கொண்ட மூன்று மடிப்பு பிரோஷர் — பொருத்தமான லெட்டர்ஹெட்டுடன்.",
    },
    category: "brochures",
    tags: {
      en: ["Brochure", "Hospital", "Tri-fold"],
      ta: ["பிரோஷர்", "மருத்துவமனை", "மூன்று மடிப்பு"],
    },
    image: "/images/gallery/hospital-services-brochure.svg",
  },
  {
    slug: "restaurant-menu-card",
    title: { en: "Restaurant Menu Card", ta: "உணவக மெனு கார்டு" },
    description: {
      en: "Laminated menu cards and take-away flyers with Tamil and English dish names for a biryani restaurant in Tirunelveli.",
      ta: "திருநெல்வேலியில் உள்ள ஒரு பிரியாணி உணவகத்துக்காக, தமிழ்-ஆங்கில உணவுப் பெயர்களுடன் லேமினேஷன் செய்த மெனு கார்டுகளும் பார்சல் மெனு நோட்டீஸ்களும்.",
    },
    category: "brochures",
    tags: {
      en: ["Menu card", "Restaurant", "Laminated"],
      ta: ["மெனு கார்டு", "உணவகம்", "லேமினேஷன்"],
    },
    image: "/images/gallery/restaurant-menu-card.svg",
  },
];
