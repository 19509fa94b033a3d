import type { ProductSeed } from "./seed-types";

/**
 * The print products of the shop's starting catalog, cards to certificates (the stationery is in
 * seed-data-stationery.ts): each is a concrete pack with one fixed price
 * worked out from the spec's rupee ranges (pricePaise = rupees × 100).
 */

const printImage = (categorySlug: string) => `/images/shop/${categorySlug}.svg`;

export const cardAndBannerProducts: ProductSeed[] = [
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
];
