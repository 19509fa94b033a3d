import type { ProductSeed } from "./seed-types";

/** The print products of the shop's starting catalog, letterheads to calendars (see seed-data-print.ts). */

const printImage = (categorySlug: string) => `/images/shop/${categorySlug}.svg`;

export const stationeryProducts: ProductSeed[] = [
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
