import type { CategorySeed, ProductSeed } from "./seed-types";

/**
 * The shop's starting catalog: the twelve print categories of the Products page plus Tea Talks tea.
 * Each print product is a concrete pack with one fixed price, worked out from the spec's rupee
 * ranges (pricePaise = rupees × 100). Stock figures are sample values the admin edits later.
 */

/** Shown wherever a product has no image (imageUrl null). */
export const PLACEHOLDER_IMAGE = "/images/shop/placeholder.svg";

export const categorySeeds: CategorySeed[] = [
  {
    slug: "visiting-cards",
    name: { en: "Visiting Cards", ta: "விசிட்டிங் கார்டுகள்" },
    sortOrder: 1,
  },
  { slug: "invitation-cards", name: { en: "Invitation Cards", ta: "அழைப்பிதழ்கள்" }, sortOrder: 2 },
  { slug: "id-cards", name: { en: "ID Cards", ta: "ஐடி கார்டுகள்" }, sortOrder: 3 },
  {
    slug: "posters-flex-banners",
    name: { en: "Posters & Flex Banners", ta: "போஸ்டர்கள் & ஃப்ளெக்ஸ் பேனர்கள்" },
    sortOrder: 4,
  },
  { slug: "certificates", name: { en: "Certificates", ta: "சான்றிதழ்கள்" }, sortOrder: 5 },
  { slug: "letterheads", name: { en: "Letterheads", ta: "லெட்டர்ஹெட்" }, sortOrder: 6 },
  { slug: "envelopes", name: { en: "Envelopes", ta: "கவர்கள் (என்வலப்)" }, sortOrder: 7 },
  { slug: "bill-books", name: { en: "Bill Books", ta: "பில் புக்குகள்" }, sortOrder: 8 },
  { slug: "logo-design", name: { en: "Logo Design", ta: "லோகோ வடிவமைப்பு" }, sortOrder: 9 },
  {
    slug: "menu-cards-brochures",
    name: { en: "Menu Cards/Brochures", ta: "மெனு கார்டுகள்/பிரோஷர்கள்" },
    sortOrder: 10,
  },
  {
    slug: "stickers-labels",
    name: { en: "Stickers & Labels", ta: "ஸ்டிக்கர்கள் & லேபிள்கள்" },
    sortOrder: 11,
  },
  {
    slug: "calendar-printing",
    name: { en: "Calendar Printing", ta: "காலண்டர் அச்சிடுதல்" },
    sortOrder: 12,
  },
  { slug: "tea", name: { en: "Tea", ta: "தேநீர்" }, sortOrder: 13 },
];

const printImage = (categorySlug: string) => `/images/shop/${categorySlug}.svg`;
const teaImage = (slug: string) => `/images/tea/${slug}.svg`;

const printProducts: ProductSeed[] = [
  // Visiting cards: design ₹100–150; printing from ₹500 per 500.
  {
    slug: "standard-visiting-cards-500",
    category: "visiting-cards",
    name: { en: "Standard Visiting Cards (500 pcs)", ta: "சாதாரண விசிட்டிங் கார்டுகள் (500 pcs)" },
    shortDescription: {
      en: "500 single-sided, full-colour cards on thick card stock.",
      ta: "தடிமனான அட்டையில் ஒருபக்க முழு வண்ண அச்சு — 500 கார்டுகள்.",
    },
    description: {
      en: "500 single-sided visiting cards printed in full colour on thick card stock. Send us your own design, or add our visiting card design service.",
      ta: "தடிமனான அட்டையில் ஒருபக்கம் முழு வண்ணத்தில் அச்சிட்ட 500 விசிட்டிங் கார்டுகள். உங்கள் சொந்த டிசைனை அனுப்பலாம், அல்லது எங்கள் விசிட்டிங் கார்டு வடிவமைப்பையும் சேர்த்துக்கொள்ளலாம்.",
    },
    pricePaise: 50000,
    stock: 150,
    imageUrl: printImage("visiting-cards"),
  },
  {
    slug: "double-sided-visiting-cards-500",
    category: "visiting-cards",
    name: {
      en: "Double-Sided Visiting Cards (500 pcs)",
      ta: "இருபக்க அச்சு விசிட்டிங் கார்டுகள் (500 pcs)",
    },
    shortDescription: {
      en: "500 cards printed in full colour on both sides.",
      ta: "இரண்டு பக்கமும் முழு வண்ணத்தில் அச்சிட்ட 500 கார்டுகள்.",
    },
    description: {
      en: "500 visiting cards printed in full colour on both sides — room for your services, a map or a Tamil version on the back.",
      ta: "இரண்டு பக்கமும் முழு வண்ணத்தில் அச்சிட்ட 500 விசிட்டிங் கார்டுகள் — பின்பக்கத்தில் உங்கள் சேவைகள், வழி வரைபடம் அல்லது தமிழ்ப் பதிப்புக்கு இடம் உண்டு.",
    },
    pricePaise: 75000,
    stock: 80,
    imageUrl: printImage("visiting-cards"),
  },
  {
    slug: "visiting-card-design",
    category: "visiting-cards",
    name: { en: "Visiting Card Design", ta: "விசிட்டிங் கார்டு வடிவமைப்பு" },
    shortDescription: {
      en: "A custom card design in English, Tamil or both.",
      ta: "தமிழ், ஆங்கிலம் அல்லது இரண்டிலும் உங்களுக்கென்று தனி டிசைன்.",
    },
    description: {
      en: "Our designers lay out your name, logo and contact details in English, Tamil or both. We share a digital proof for you to check before anything is printed.",
      ta: "உங்கள் பெயர், லோகோ, தொடர்பு விவரங்களைத் தமிழ், ஆங்கிலம் அல்லது இரண்டிலும் எங்கள் வடிவமைப்பாளர்கள் அழகாக வடிவமைப்பார்கள். அச்சிடும் முன் சரிபார்க்க டிஜிட்டல் ப்ரூஃப் அனுப்புவோம்.",
    },
    pricePaise: 15000,
    stock: 50,
    imageUrl: printImage("visiting-cards"),
  },

  // Invitation cards: design ₹300; printing ₹5–25 per card.
  {
    slug: "wedding-invitation-cards-100",
    category: "invitation-cards",
    name: { en: "Wedding Invitation Cards (100 pcs)", ta: "திருமண அழைப்பிதழ்கள் (100 pcs)" },
    shortDescription: {
      en: "100 wedding cards with envelopes, in a traditional or modern style.",
      ta: "கவருடன் 100 திருமண அழைப்பிதழ்கள் — பாரம்பரிய அல்லது நவீன வடிவில்.",
    },
    description: {
      en: "100 wedding invitation cards with matching envelopes, printed in Tamil, English or both. Choose a traditional or modern style; card design is charged separately.",
      ta: "பொருத்தமான கவருடன் 100 திருமண அழைப்பிதழ்கள் — தமிழ், ஆங்கிலம் அல்லது இரண்டிலும் அச்சிடப்படும். பாரம்பரிய அல்லது நவீன வடிவைத் தேர்ந்தெடுங்கள்; அழைப்பிதழ் வடிவமைப்புக் கட்டணம் தனி.",
    },
    pricePaise: 150000,
    stock: 60,
    imageUrl: printImage("invitation-cards"),
  },
  {
    slug: "house-warming-invitation-cards-100",
    category: "invitation-cards",
    name: {
      en: "House-Warming Invitation Cards (100 pcs)",
      ta: "புதுமனை புகுவிழா அழைப்பிதழ்கள் (100 pcs)",
    },
    shortDescription: {
      en: "100 simple, elegant cards for a house-warming or family function.",
      ta: "புதுமனை புகுவிழா, குடும்ப விழாவுக்கு எளிமையான, அழகான 100 அழைப்பிதழ்கள்.",
    },
    description: {
      en: "100 single-card invitations for a house-warming, ear-piercing ceremony or any family function. Printed in full colour with your details in Tamil, English or both.",
      ta: "புதுமனை புகுவிழா, காதணி விழா அல்லது எந்தக் குடும்ப விழாவுக்கும் 100 அழைப்பிதழ்கள். உங்கள் விவரங்களுடன் தமிழ், ஆங்கிலம் அல்லது இரண்டிலும் முழு வண்ணத்தில் அச்சிடப்படும்.",
    },
    pricePaise: 80000,
    stock: 45,
    imageUrl: printImage("invitation-cards"),
  },
  {
    slug: "invitation-card-design",
    category: "invitation-cards",
    name: { en: "Invitation Card Design", ta: "அழைப்பிதழ் வடிவமைப்பு" },
    shortDescription: {
      en: "A custom invitation design for weddings and functions.",
      ta: "திருமணம், விழாக்களுக்கு உங்களுக்கென்று தனி அழைப்பிதழ் வடிவமைப்பு.",
    },
    description: {
      en: "We design your invitation with names, dates, venue and family details, in the style and language you prefer. Check the digital proof carefully before we print.",
      ta: "பெயர்கள், தேதி, இடம், குடும்ப விவரங்களுடன் நீங்கள் விரும்பும் வடிவிலும் மொழியிலும் அழைப்பிதழை வடிவமைக்கிறோம். அச்சிடும் முன் டிஜிட்டல் ப்ரூஃபைக் கவனமாகச் சரிபாருங்கள்.",
    },
    pricePaise: 30000,
    stock: 40,
    imageUrl: printImage("invitation-cards"),
  },

  // ID cards: design ₹50; printing ₹50 per card.
  {
    slug: "school-id-cards-50",
    category: "id-cards",
    name: { en: "School & College ID Cards (50 pcs)", ta: "பள்ளி & கல்லூரி ஐடி கார்டுகள் (50 pcs)" },
    shortDescription: {
      en: "50 durable photo ID cards for students, at ₹50 a card.",
      ta: "மாணவர்களுக்கு 50 உறுதியான புகைப்பட ஐடி கார்டுகள் — ஒரு கார்டு ₹50.",
    },
    description: {
      en: "50 durable photo ID cards with each student's name, class and photo, in your school or college colours. Lanyards and card holders are available on request.",
      ta: "ஒவ்வொரு மாணவரின் பெயர், வகுப்பு, புகைப்படத்துடன், உங்கள் பள்ளி அல்லது கல்லூரி வண்ணங்களில் 50 உறுதியான ஐடி கார்டுகள். கேட்டால் லேன்யார்டு, கார்டு ஹோல்டரும் கிடைக்கும்.",
    },
    pricePaise: 250000,
    stock: 30,
    imageUrl: printImage("id-cards"),
  },
  {
    slug: "employee-id-cards-10",
    category: "id-cards",
    name: { en: "Employee ID Cards (10 pcs)", ta: "ஊழியர் ஐடி கார்டுகள் (10 pcs)" },
    shortDescription: {
      en: "10 staff photo ID cards for offices, shops and hospitals.",
      ta: "அலுவலகம், கடை, மருத்துவமனை ஊழியர்களுக்கு 10 புகைப்பட ஐடி கார்டுகள்.",
    },
    description: {
      en: "10 photo ID cards for your staff with name, designation and company logo. Ideal for offices, shops, hospitals and small factories.",
      ta: "பெயர், பதவி, நிறுவன லோகோவுடன் உங்கள் ஊழியர்களுக்கு 10 புகைப்பட ஐடி கார்டுகள். அலுவலகங்கள், கடைகள், மருத்துவமனைகள், சிறு நிறுவனங்களுக்கு ஏற்றது.",
    },
    pricePaise: 50000,
    stock: 70,
    imageUrl: printImage("id-cards"),
  },
  {
    slug: "id-card-design",
    category: "id-cards",
    name: { en: "ID Card Design", ta: "ஐடி கார்டு வடிவமைப்பு" },
    shortDescription: {
      en: "One ID card layout for your school, office or event.",
      ta: "உங்கள் பள்ளி, அலுவலகம் அல்லது நிகழ்ச்சிக்கு ஒரு ஐடி கார்டு டிசைன்.",
    },
    description: {
      en: "We design one ID card layout with your logo, colours and the fields you need. The same design is then used for every card you print.",
      ta: "உங்கள் லோகோ, வண்ணங்கள், தேவையான விவரங்களுடன் ஒரு ஐடி கார்டு டிசைனை உருவாக்குகிறோம். அதே டிசைனில் உங்கள் எல்லா கார்டுகளும் அச்சிடப்படும்.",
    },
    pricePaise: 5000,
    stock: 100,
    imageUrl: printImage("id-cards"),
  },

  // Flex banners: ₹10–20 per sq.ft.
  {
    slug: "flex-banner-6x3-ft",
    category: "posters-flex-banners",
    name: { en: "Flex Banner 6×3 ft", ta: "ஃப்ளெக்ஸ் பேனர் 6×3 ft" },
    shortDescription: {
      en: "An 18 sq.ft full-colour flex banner for shops and functions.",
      ta: "கடை, விழாக்களுக்கு 18 சதுர அடி முழு வண்ண ஃப்ளெக்ஸ் பேனர்.",
    },
    description: {
      en: "A bright 6×3 ft flex banner printed in full colour — right for a shop front, birthday or small function. Eyelets for tying are included.",
      ta: "முழு வண்ணத்தில் பளிச்சென்ற 6×3 ft ஃப்ளெக்ஸ் பேனர் — கடை முகப்பு, பிறந்தநாள் அல்லது சிறிய விழாவுக்கு ஏற்றது. கட்டுவதற்கான வளையங்களுடன் தருகிறோம்.",
    },
    pricePaise: 36000,
    stock: 90,
    imageUrl: printImage("posters-flex-banners"),
  },
  {
    slug: "shop-name-board-flex-8x4-ft",
    category: "posters-flex-banners",
    name: { en: "Shop Name Board Flex 8×4 ft", ta: "கடை பெயர்ப் பலகை ஃப்ளெக்ஸ் 8×4 ft" },
    shortDescription: {
      en: "A 32 sq.ft name board flex for your shop front.",
      ta: "உங்கள் கடை முகப்புக்கு 32 சதுர அடி பெயர்ப் பலகை ஃப்ளெக்ஸ்.",
    },
    description: {
      en: "An 8×4 ft flex for your shop's name board, with your name, logo and phone number in bold, easy-to-read lettering. Fixing to a frame is not included.",
      ta: "உங்கள் கடைப் பெயர், லோகோ, தொலைபேசி எண்ணைப் பெரிய, தெளிவான எழுத்துகளில் காட்டும் 8×4 ft பெயர்ப் பலகை ஃப்ளெக்ஸ். சட்டத்தில் பொருத்தும் வேலை இதில் சேராது.",
    },
    pricePaise: 48000,
    stock: 50,
    imageUrl: printImage("posters-flex-banners"),
  },
  {
    slug: "festival-banner-10x5-ft",
    category: "posters-flex-banners",
    name: { en: "Festival & Function Banner 10×5 ft", ta: "பண்டிகை & விழா பேனர் 10×5 ft" },
    shortDescription: {
      en: "A large 50 sq.ft banner for temple festivals, weddings and events.",
      ta: "கோயில் திருவிழா, திருமணம், நிகழ்ச்சிகளுக்கு 50 சதுர அடி பெரிய பேனர்.",
    },
    description: {
      en: "A large 10×5 ft flex banner for temple festivals, weddings, school events and openings. Printed in vivid colours that stay readable from across the street.",
      ta: "கோயில் திருவிழா, திருமணம், பள்ளி நிகழ்ச்சி, திறப்பு விழாக்களுக்கு 10×5 ft பெரிய ஃப்ளெக்ஸ் பேனர். தெருவின் மறுபக்கத்திலிருந்தும் தெளிவாகத் தெரியும் பளிச் வண்ணங்களில் அச்சிடப்படும்.",
    },
    pricePaise: 60000,
    stock: 40,
    imageUrl: printImage("posters-flex-banners"),
  },

  // Certificates: ₹5–15 each.
  {
    slug: "participation-certificates-50",
    category: "certificates",
    name: {
      en: "Merit & Participation Certificates (50 pcs)",
      ta: "தகுதி & பங்கேற்புச் சான்றிதழ்கள் (50 pcs)",
    },
    shortDescription: {
      en: "50 certificates on quality card, with space to write each name.",
      ta: "ஒவ்வொருவர் பெயரும் எழுத இடத்துடன், தரமான அட்டையில் 50 சான்றிதழ்கள்.",
    },
    description: {
      en: "50 merit or participation certificates for schools, tuition centres and sports meets, printed on quality card stock. Names can be left blank or printed for you.",
      ta: "பள்ளிகள், டியூஷன் மையங்கள், விளையாட்டுப் போட்டிகளுக்குத் தரமான அட்டையில் 50 தகுதி அல்லது பங்கேற்புச் சான்றிதழ்கள். பெயர்களை வெறுமையாக விடலாம், அல்லது நாங்களே அச்சிட்டுத் தருவோம்.",
    },
    pricePaise: 40000,
    stock: 100,
    imageUrl: printImage("certificates"),
  },
  {
    slug: "premium-award-certificates-25",
    category: "certificates",
    name: {
      en: "Premium Award Certificates (25 pcs)",
      ta: "பிரீமியம் விருதுச் சான்றிதழ்கள் (25 pcs)",
    },
    shortDescription: {
      en: "25 award certificates on heavy card with a gold-style border.",
      ta: "தங்க நிற பார்டருடன் தடிமனான அட்டையில் 25 விருதுச் சான்றிதழ்கள்.",
    },
    description: {
      en: "25 award and appreciation certificates on heavy card with a decorative gold-style border and seal. Made for annual days, prize distributions and staff awards.",
      ta: "அலங்காரத் தங்க நிற பார்டர், முத்திரையுடன் தடிமனான அட்டையில் 25 விருது & பாராட்டுச் சான்றிதழ்கள். ஆண்டு விழா, பரிசளிப்பு விழா, ஊழியர் விருதுகளுக்கு ஏற்றது.",
    },
    pricePaise: 37500,
    stock: 8,
    imageUrl: printImage("certificates"),
  },

  // Letterheads: ₹2–5 per sheet.
  {
    slug: "single-colour-letterheads-500",
    category: "letterheads",
    name: {
      en: "Single-Colour Letterheads (500 sheets)",
      ta: "ஒரு வண்ண லெட்டர்ஹெட் (500 தாள்கள்)",
    },
    shortDescription: {
      en: "500 A4 letterheads printed in one colour — an economical office staple.",
      ta: "ஒரு வண்ணத்தில் அச்சிட்ட 500 A4 லெட்டர்ஹெட் — சிக்கனமான அலுவலகத் தேவை.",
    },
    description: {
      en: "500 A4 letterheads printed in a single colour with your name, logo, address and GST number. Good for everyday letters, quotations and invoices.",
      ta: "உங்கள் பெயர், லோகோ, முகவரி, GST எண்ணுடன் ஒரு வண்ணத்தில் அச்சிட்ட 500 A4 லெட்டர்ஹெட். அன்றாடக் கடிதங்கள், விலைப்புள்ளிகள், இன்வாய்ஸ்களுக்கு ஏற்றது.",
    },
    pricePaise: 100000,
    stock: 40,
    imageUrl: printImage("letterheads"),
  },
  {
    slug: "full-colour-letterheads-100",
    category: "letterheads",
    name: { en: "Full-Colour Letterheads (100 sheets)", ta: "பல வண்ண லெட்டர்ஹெட் (100 தாள்கள்)" },
    shortDescription: {
      en: "100 A4 letterheads in full colour on good bond paper.",
      ta: "நல்ல பாண்ட் பேப்பரில் முழு வண்ணத்தில் 100 A4 லெட்டர்ஹெட்.",
    },
    description: {
      en: "100 A4 letterheads printed in full colour, so your logo looks exactly as designed. A smart choice for clinics, schools and growing businesses.",
      ta: "உங்கள் லோகோ வடிவமைத்தபடியே தெரியும்படி முழு வண்ணத்தில் அச்சிட்ட 100 A4 லெட்டர்ஹெட். கிளினிக், பள்ளி, வளரும் தொழில்களுக்குச் சிறந்த தேர்வு.",
    },
    pricePaise: 50000,
    stock: 35,
    imageUrl: printImage("letterheads"),
  },

  // Envelopes: ₹2–4 each.
  {
    slug: "printed-letter-envelopes-100",
    category: "envelopes",
    name: { en: "Printed Letter Envelopes (100 pcs)", ta: "அச்சிட்ட கடிதக் கவர்கள் (100 pcs)" },
    shortDescription: {
      en: "100 office-size envelopes printed with your name and address.",
      ta: "உங்கள் பெயர், முகவரி அச்சிட்ட 100 அலுவலக அளவுக் கவர்கள்.",
    },
    description: {
      en: "100 standard office envelopes printed with your name, logo and return address. Matched to your letterhead and visiting card on request.",
      ta: "உங்கள் பெயர், லோகோ, முகவரி அச்சிட்ட 100 அலுவலக அளவுக் கவர்கள். கேட்டால் உங்கள் லெட்டர்ஹெட், விசிட்டிங் கார்டுக்குப் பொருத்தமாக வடிவமைப்போம்.",
    },
    pricePaise: 25000,
    stock: 80,
    imageUrl: printImage("envelopes"),
  },
  {
    slug: "window-envelopes-100",
    category: "envelopes",
    name: { en: "Window Envelopes (100 pcs)", ta: "விண்டோ கவர்கள் (100 pcs)" },
    shortDescription: {
      en: "100 printed window envelopes for bills, statements and letters.",
      ta: "பில், ஸ்டேட்மென்ட், கடிதங்களுக்கு அச்சிட்ட 100 விண்டோ கவர்கள்.",
    },
    description: {
      en: "100 window envelopes printed with your logo and return address. The address on your letter shows through the window, so there is no need to write on the cover.",
      ta: "உங்கள் லோகோ, முகவரி அச்சிட்ட 100 விண்டோ கவர்கள். கடிதத்தில் உள்ள முகவரி ஜன்னல் வழியே தெரிவதால், கவரில் தனியாக எழுதத் தேவையில்லை.",
    },
    pricePaise: 35000,
    stock: 6,
    imageUrl: printImage("envelopes"),
  },

  // Bill books: ₹20–50 per book.
  {
    slug: "cash-bill-book-50-leaves-duplicate",
    category: "bill-books",
    name: {
      en: "Cash Bill Book (50 leaves, duplicate)",
      ta: "கேஷ் பில் புக் (50 தாள்கள், இரு பிரதி)",
    },
    shortDescription: {
      en: "50 numbered bills with a carbonless duplicate copy for your records.",
      ta: "உங்கள் கணக்குக்குக் கார்பன் இல்லாத நகலுடன், வரிசை எண்ணிட்ட 50 பில்கள்.",
    },
    description: {
      en: "A cash bill book of 50 serially numbered leaves, each with a carbonless duplicate copy. Printed with your shop name, address and GST number.",
      ta: "வரிசை எண்ணிட்ட 50 தாள்கள், ஒவ்வொன்றுக்கும் கார்பன் இல்லாத நகல் பிரதியுடன் கேஷ் பில் புக். உங்கள் கடைப் பெயர், முகவரி, GST எண்ணுடன் அச்சிடப்படும்.",
    },
    pricePaise: 4500,
    stock: 200,
    imageUrl: printImage("bill-books"),
  },
  {
    slug: "receipt-book-100-leaves",
    category: "bill-books",
    name: { en: "Receipt Book (100 leaves)", ta: "ரசீது புத்தகம் (100 தாள்கள்)" },
    shortDescription: {
      en: "100 numbered receipts with counterfoils, for fees and donations.",
      ta: "கட்டணம், நன்கொடைக்கு அடிக்கட்டையுடன் வரிசை எண்ணிட்ட 100 ரசீதுகள்.",
    },
    description: {
      en: "A receipt book of 100 serially numbered leaves with counterfoils, printed with your name. Suited to tuition fees, rent, donations and association dues.",
      ta: "உங்கள் பெயர் அச்சிட்ட, அடிக்கட்டையுடன் வரிசை எண்ணிட்ட 100 தாள்கள் கொண்ட ரசீது புத்தகம். டியூஷன் கட்டணம், வாடகை, நன்கொடை, சங்கச் சந்தாவுக்கு ஏற்றது.",
    },
    pricePaise: 3000,
    stock: 150,
    imageUrl: null,
  },
  {
    slug: "invoice-book-50-sets-triplicate",
    category: "bill-books",
    name: {
      en: "Invoice Book (50 sets, triplicate)",
      ta: "இன்வாய்ஸ் புக் (50 செட், மூன்று பிரதி)",
    },
    shortDescription: {
      en: "50 numbered invoice sets with two carbonless copies — GST ready.",
      ta: "கார்பன் இல்லாத இரண்டு நகல்களுடன் வரிசை எண்ணிட்ட 50 இன்வாய்ஸ் செட் — GST வசதியுடன்.",
    },
    description: {
      en: "An invoice book of 50 numbered sets — original, duplicate and triplicate — with columns laid out for GST billing. Printed with your business details.",
      ta: "அசல், இரண்டாம், மூன்றாம் பிரதி என வரிசை எண்ணிட்ட 50 செட் கொண்ட இன்வாய்ஸ் புக்; GST பில்லுக்கான கட்டங்களுடன். உங்கள் நிறுவன விவரங்களுடன் அச்சிடப்படும்.",
    },
    pricePaise: 5000,
    stock: 120,
    imageUrl: printImage("bill-books"),
  },

  // Logo design: ₹300–1000.
  {
    slug: "simple-text-logo",
    category: "logo-design",
    name: { en: "Simple Text Logo", ta: "எளிய எழுத்து லோகோ" },
    shortDescription: {
      en: "A clean lettering logo for your shop or business name.",
      ta: "உங்கள் கடை அல்லது நிறுவனப் பெயருக்கு நேர்த்தியான எழுத்து லோகோ.",
    },
    description: {
      en: "A clean logo built from your business name in a well-chosen font and colour. You receive print-ready and mobile-friendly files.",
      ta: "நன்கு தேர்ந்தெடுத்த எழுத்துரு, வண்ணத்தில் உங்கள் நிறுவனப் பெயரைக் கொண்டு உருவாக்கும் நேர்த்தியான லோகோ. அச்சுக்கும் மொபைலுக்கும் ஏற்ற கோப்புகளைத் தருகிறோம்.",
    },
    pricePaise: 30000,
    stock: 30,
    imageUrl: printImage("logo-design"),
  },
  {
    slug: "custom-logo-design",
    category: "logo-design",
    name: { en: "Custom Logo Design", ta: "தனிப்பயன் லோகோ வடிவமைப்பு" },
    shortDescription: {
      en: "An original logo with a symbol, made around your business.",
      ta: "உங்கள் தொழிலுக்கென்றே உருவாக்கும் சின்னத்துடன் கூடிய புதிய லோகோ.",
    },
    description: {
      en: "Our designers create an original logo with a symbol that suits your business, and offer a few concepts for you to choose from. Final files work for boards, cards and social media.",
      ta: "உங்கள் தொழிலுக்குப் பொருத்தமான சின்னத்துடன் எங்கள் வடிவமைப்பாளர்கள் புதிய லோகோவை உருவாக்குவார்கள்; தேர்ந்தெடுக்கச் சில மாதிரிகளும் தருவோம். இறுதிக் கோப்புகள் பலகை, கார்டு, சமூக ஊடகம் அனைத்துக்கும் பயன்படும்.",
    },
    pricePaise: 80000,
    stock: 25,
    imageUrl: printImage("logo-design"),
  },
  {
    slug: "bilingual-logo-design",
    category: "logo-design",
    name: { en: "Bilingual Logo (English & Tamil)", ta: "இருமொழி லோகோ (தமிழ் & ஆங்கிலம்)" },
    shortDescription: {
      en: "One logo that reads well in both English and Tamil.",
      ta: "தமிழிலும் ஆங்கிலத்திலும் அழகாகத் தெரியும் ஒரே லோகோ.",
    },
    description: {
      en: "A custom logo with matching English and Tamil lettering, balanced so both scripts look right together. Ideal for shops that serve local and outside customers alike.",
      ta: "தமிழ், ஆங்கில எழுத்துகள் இரண்டும் ஒன்றாக அழகாகப் பொருந்தும்படி வடிவமைக்கும் தனிப்பயன் லோகோ. உள்ளூர், வெளியூர் வாடிக்கையாளர்கள் இருவருக்கும் சேவை செய்யும் கடைகளுக்கு ஏற்றது.",
    },
    pricePaise: 100000,
    stock: 20,
    imageUrl: printImage("logo-design"),
  },

  // Menu cards: ₹10–50 each.
  {
    slug: "laminated-menu-cards-10",
    category: "menu-cards-brochures",
    name: { en: "Laminated Menu Cards (10 pcs)", ta: "லேமினேஷன் மெனு கார்டுகள் (10 pcs)" },
    shortDescription: {
      en: "10 full-colour, laminated menu cards that wipe clean.",
      ta: "துடைத்துச் சுத்தம் செய்யக்கூடிய 10 லேமினேஷன் மெனு கார்டுகள்.",
    },
    description: {
      en: "10 double-sided menu cards printed in full colour and laminated, so they survive spills and daily handling. Right for hotels, mess halls and tea stalls.",
      ta: "முழு வண்ணத்தில் இருபக்கமும் அச்சிட்டு லேமினேஷன் செய்த 10 மெனு கார்டுகள் — சிந்தினாலும், தினமும் கையாண்டாலும் தாங்கும். ஹோட்டல், மெஸ், டீக்கடைகளுக்கு ஏற்றது.",
    },
    pricePaise: 40000,
    stock: 40,
    imageUrl: printImage("menu-cards-brochures"),
  },
  {
    slug: "menu-cards-25",
    category: "menu-cards-brochures",
    name: { en: "Single-Sheet Menu Cards (25 pcs)", ta: "ஒற்றைத் தாள் மெனு கார்டுகள் (25 pcs)" },
    shortDescription: {
      en: "25 colourful menu cards for restaurants, bakeries and parcels.",
      ta: "உணவகம், பேக்கரி, பார்சலுக்கு 25 வண்ணமயமான மெனு கார்டுகள்.",
    },
    description: {
      en: "25 single-sheet menu cards printed in full colour on card stock. Handy for tables, parcel counters and sending home with take-away orders.",
      ta: "அட்டையில் முழு வண்ணத்தில் அச்சிட்ட 25 ஒற்றைத் தாள் மெனு கார்டுகள். மேசைகள், பார்சல் கவுண்டர், பார்சலுடன் அனுப்புவதற்கும் வசதியானது.",
    },
    pricePaise: 37500,
    stock: 60,
    imageUrl: printImage("menu-cards-brochures"),
  },

  // Stickers & labels: ₹1–5 each.
  {
    slug: "product-labels-500",
    category: "stickers-labels",
    name: { en: "Product Labels (500 pcs)", ta: "தயாரிப்பு லேபிள்கள் (500 pcs)" },
    shortDescription: {
      en: "500 printed labels for jars, pouches and boxes.",
      ta: "பாட்டில், பவுச், பெட்டிகளுக்கு அச்சிட்ட 500 லேபிள்கள்.",
    },
    description: {
      en: "500 full-colour product labels for jars, pouches and boxes, with your brand, product name and details. Perfect for home-made foods, pickles and small brands.",
      ta: "உங்கள் பிராண்ட், தயாரிப்புப் பெயர், விவரங்களுடன் பாட்டில், பவுச், பெட்டிகளுக்கு 500 முழு வண்ண லேபிள்கள். வீட்டுத் தயாரிப்பு உணவு, ஊறுகாய், சிறு பிராண்டுகளுக்கு ஏற்றது.",
    },
    pricePaise: 75000,
    stock: 100,
    imageUrl: printImage("stickers-labels"),
  },
  {
    slug: "custom-shape-stickers-100",
    category: "stickers-labels",
    name: { en: "Custom-Shape Stickers (100 pcs)", ta: "விரும்பிய வடிவ ஸ்டிக்கர்கள் (100 pcs)" },
    shortDescription: {
      en: "100 stickers cut to the shape of your logo or design.",
      ta: "உங்கள் லோகோ அல்லது டிசைன் வடிவிலேயே வெட்டிய 100 ஸ்டிக்கர்கள்.",
    },
    description: {
      en: "100 stickers die-cut to the outline of your logo or artwork. Use them on parcels, bills, shop glass or as giveaways.",
      ta: "உங்கள் லோகோ அல்லது ஓவியத்தின் வடிவிலேயே வெட்டிய 100 ஸ்டிக்கர்கள். பார்சல், பில், கடைக் கண்ணாடி அல்லது அன்பளிப்பாகவும் பயன்படுத்தலாம்.",
    },
    pricePaise: 30000,
    stock: 120,
    imageUrl: printImage("stickers-labels"),
  },

  // Calendars: ₹20–100 each.
  {
    slug: "monthly-wall-calendars-25",
    category: "calendar-printing",
    name: { en: "Monthly Wall Calendars (25 pcs)", ta: "மாதாந்திர சுவர் காலண்டர்கள் (25 pcs)" },
    shortDescription: {
      en: "25 twelve-month wall calendars printed with your shop's name.",
      ta: "உங்கள் கடைப் பெயர் அச்சிட்ட 25 பன்னிரண்டு மாத சுவர் காலண்டர்கள்.",
    },
    description: {
      en: "25 twelve-month wall calendars with your shop name, photo and contact details on every page. A new-year gift your customers will hang up and use all year.",
      ta: "ஒவ்வொரு பக்கத்திலும் உங்கள் கடைப் பெயர், படம், தொடர்பு விவரங்களுடன் 25 பன்னிரண்டு மாத சுவர் காலண்டர்கள். வாடிக்கையாளர்கள் ஆண்டு முழுவதும் சுவரில் மாட்டிப் பயன்படுத்தும் புத்தாண்டுப் பரிசு.",
    },
    pricePaise: 125000,
    stock: 50,
    imageUrl: printImage("calendar-printing"),
  },
  {
    slug: "desk-calendars-25",
    category: "calendar-printing",
    name: { en: "Desk Calendars (25 pcs)", ta: "மேசை காலண்டர்கள் (25 pcs)" },
    shortDescription: {
      en: "25 standing desk calendars with your branding on each month.",
      ta: "ஒவ்வொரு மாதத்திலும் உங்கள் பெயருடன் 25 மேசை காலண்டர்கள்.",
    },
    description: {
      en: "25 standing desk calendars with your logo and contact details on every month. A practical gift for clients, doctors and office desks.",
      ta: "ஒவ்வொரு மாதப் பக்கத்திலும் உங்கள் லோகோ, தொடர்பு விவரங்களுடன் 25 மேசை காலண்டர்கள். வாடிக்கையாளர்கள், மருத்துவர்கள், அலுவலக மேசைகளுக்குப் பயனுள்ள பரிசு.",
    },
    pricePaise: 150000,
    stock: 0,
    imageUrl: printImage("calendar-printing"),
  },
  {
    slug: "daily-sheet-calendars-50",
    category: "calendar-printing",
    name: { en: "Daily Sheet Calendars (50 pcs)", ta: "தினசரி தாள் காலண்டர்கள் (50 pcs)" },
    shortDescription: {
      en: "50 tear-off daily calendars on a board printed with your name.",
      ta: "உங்கள் பெயர் அச்சிட்ட அட்டையில் 50 தினசரி கிழிக்கும் காலண்டர்கள்.",
    },
    description: {
      en: "50 daily tear-off calendars mounted on a board printed with your name, photo and address. The familiar calendar every Tamil home checks each morning.",
      ta: "உங்கள் பெயர், படம், முகவரி அச்சிட்ட அட்டையில் பொருத்திய 50 தினசரி கிழிக்கும் காலண்டர்கள். ஒவ்வொரு தமிழ் வீட்டிலும் தினமும் காலையில் பார்க்கும் பழக்கமான காலண்டர்.",
    },
    pricePaise: 100000,
    stock: 30,
    imageUrl: printImage("calendar-printing"),
  },
];

const teaProducts: ProductSeed[] = [
  {
    slug: "tea-talks-gold-pack",
    category: "tea",
    name: { en: "Tea Talks Gold Pack", ta: "Tea Talks கோல்டு பேக்" },
    shortDescription: {
      en: "Our richest CTC dust — a thick, strong cup with deep colour and aroma.",
      ta: "எங்களின் சிறந்த CTC டீ தூள் — அடர்ந்த நிறம், நல்ல மணம், திடமான டீ.",
    },
    description: {
      en: "Tea Talks Gold is our finest strong CTC dust, in the Nilgiris–Assam blend style loved in Tamil Nadu tea shops. It brews a deep reddish-brown cup with a full aroma that stands up well to plenty of milk. The 500g pack keeps a busy home or office going for weeks.",
      ta: "Tea Talks கோல்டு, தமிழ்நாட்டு டீக்கடைகளில் விரும்பப்படும் நீலகிரி–அசாம் கலவை பாணியில் அமைந்த எங்களின் சிறந்த திடமான CTC டீ தூள். நிறைய பால் சேர்த்தாலும் குறையாத அடர்ந்த செம்பழுப்பு நிறமும் நிறைந்த மணமும் தரும். 500g பேக் ஒரு பெரிய குடும்பத்துக்கோ அலுவலகத்துக்கோ பல வாரங்கள் வரும்.",
    },
    pricePaise: 23000,
    stock: 80,
    imageUrl: teaImage("tea-talks-gold-pack"),
    weight: "500g",
    shelfLifeMonths: 12,
    route: "/tea-talks-gold-pack",
  },
  {
    slug: "tea-talks-trial-pouch",
    category: "tea",
    name: { en: "Tea Talks Trial Pouch", ta: "Tea Talks டிரையல் பவுச்" },
    shortDescription: {
      en: "A 100g pouch to try Tea Talks strong dust tea before a bigger pack.",
      ta: "பெரிய பேக் வாங்கும் முன் Tea Talks திடமான டீயை ருசி பார்க்க 100g பவுச்.",
    },
    description: {
      en: "New to Tea Talks? This 100g pouch of our strong CTC dust tea lets you taste the brew at home before you buy a bigger pack. Boil it with milk and sugar for a proper tea-shop style cup.",
      ta: "Tea Talks உங்களுக்குப் புதிதா? எங்கள் திடமான CTC டீ தூளின் இந்த 100g பவுச் மூலம், பெரிய பேக் வாங்கும் முன் வீட்டிலேயே சுவையைப் பார்க்கலாம். பால், சர்க்கரையுடன் நன்கு கொதிக்கவைத்தால் டீக்கடை ஸ்டைல் டீ தயார்.",
    },
    pricePaise: 5000,
    stock: 120,
    imageUrl: teaImage("tea-talks-trial-pouch"),
    weight: "100g",
    shelfLifeMonths: 12,
    route: "/tea-talks-trial-pouch",
  },
  {
    slug: "tea-talks-saver-pack",
    category: "tea",
    name: { en: "Tea Talks Saver Pack", ta: "Tea Talks சேவர் பேக்" },
    shortDescription: {
      en: "Everyday strong dust tea in a 500g value pack for daily brewing.",
      ta: "தினசரி டீக்கு ஏற்ற திடமான டீ தூள் — சிக்கனமான 500g பேக்.",
    },
    description: {
      en: "The Saver Pack is strong CTC dust tea for households and tea stalls that brew many cups a day. It gives good colour and a bold taste with milk, at a price that is easy on the monthly budget.",
      ta: "நாளுக்குப் பல முறை டீ போடும் வீடுகளுக்கும் டீக்கடைகளுக்கும் ஏற்ற திடமான CTC டீ தூள் இந்த சேவர் பேக். பாலுடன் நல்ல நிறமும் திடமான சுவையும் தரும்; மாதச் செலவுக்கும் ஏற்ற விலை.",
    },
    pricePaise: 22000,
    stock: 60,
    imageUrl: teaImage("tea-talks-saver-pack"),
    weight: "500g",
    shelfLifeMonths: 9,
    route: "/tea-talks-saver-pack",
  },
  {
    slug: "tea-talks-gold-mini",
    category: "tea",
    name: { en: "Tea Talks Gold Mini Pack", ta: "Tea Talks கோல்டு மினி பேக்" },
    shortDescription: {
      en: "Our Gold blend in a handy 100g pack — rich colour, full aroma.",
      ta: "எங்கள் கோல்டு கலவை, கையடக்க 100g பேக்கில் — அடர்ந்த நிறம், நிறைந்த மணம்.",
    },
    description: {
      en: "The same rich Gold blend of strong CTC dust, packed in a 100g size for small families, hostels and travel. Brew it a little longer for a thick, full-bodied cup of milk tea.",
      ta: "அதே சிறந்த கோல்டு CTC டீ தூள், சிறிய குடும்பங்கள், விடுதிகள், பயணங்களுக்கு ஏற்ற 100g அளவில். சற்று அதிக நேரம் கொதிக்கவைத்தால் அடர்த்தியான, திடமான பால் டீ கிடைக்கும்.",
    },
    pricePaise: 6000,
    stock: 100,
    imageUrl: teaImage("tea-talks-gold-mini"),
    weight: "100g",
    shelfLifeMonths: 9,
    route: "/tea-talks-gold-mini",
  },
  {
    slug: "tea-talks-regular-pack",
    category: "tea",
    name: { en: "Tea Talks Regular Pack", ta: "Tea Talks ரெகுலர் பேக்" },
    shortDescription: {
      en: "Our everyday strong tea dust in a 100g pack for morning and evening tea.",
      ta: "காலை, மாலை டீக்கு எங்களின் அன்றாட திடமான டீ தூள் — 100g பேக்.",
    },
    description: {
      en: "Tea Talks Regular is a strong, dependable CTC dust tea for your morning and evening cups. It brews quickly to a bright colour and a brisk taste that goes well with milk and sugar.",
      ta: "Tea Talks ரெகுலர், காலை மாலை டீக்கு நம்பிக்கையான திடமான CTC டீ தூள். விரைவில் பளிச்சென்ற நிறத்துக்கு வந்து, பால் சர்க்கரையுடன் நன்கு பொருந்தும் சுறுசுறுப்பான சுவையைத் தரும்.",
    },
    pricePaise: 5000,
    stock: 110,
    imageUrl: teaImage("tea-talks-regular-pack"),
    weight: "100g",
    shelfLifeMonths: 10,
    route: "/tea-talks-regular-pack",
  },
  {
    slug: "tea-talks-family-pack",
    category: "tea",
    name: { en: "Tea Talks Family Pack", ta: "Tea Talks ஃபேமிலி பேக்" },
    shortDescription: {
      en: "A 250g pack of strong dust tea — a handy size for everyday family use.",
      ta: "குடும்பத்தின் அன்றாடத் தேவைக்கு ஏற்ற அளவில் 250g திடமான டீ தூள் பேக்.",
    },
    description: {
      en: "The Family Pack holds 250g of our strong CTC dust tea — enough for a family's daily cups without opening a big pack. Expect a strong, malty cup with good colour that everyone at home can enjoy with milk.",
      ta: "ஃபேமிலி பேக்கில் 250g எங்கள் திடமான CTC டீ தூள் — பெரிய பேக் திறக்காமலே குடும்பத்தின் தினசரி டீக்குப் போதுமானது. பாலுடன் வீட்டில் அனைவரும் ரசிக்கும் நல்ல நிறமும் திடமான சுவையும் கொண்ட டீ.",
    },
    pricePaise: 13000,
    stock: 40,
    imageUrl: teaImage("tea-talks-family-pack"),
    weight: "250g",
    route: "/tea-talks-family-pack",
  },
];

export const productSeeds: ProductSeed[] = [...printProducts, ...teaProducts];
