import type { ProductSeed } from "./seed-types";

/** The Tea Talks teas of the shop's starting catalog; each has its own picture and product page. */

type TeaItem = Omit<ProductSeed, "category" | "imageUrl" | "route">;

const tea = (item: TeaItem): ProductSeed => ({
  ...item,
  category: "tea",
  imageUrl: `/images/tea/${item.slug}.svg`,
  route: `/${item.slug}`,
});

export const teaProducts: ProductSeed[] = [
  tea({
    slug: "tea-talks-gold-pack",
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
    weight: "500g",
    shelfLifeMonths: 12,
  }),
  tea({
    slug: "tea-talks-trial-pouch",
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
    weight: "100g",
    shelfLifeMonths: 12,
  }),
  tea({
    slug: "tea-talks-saver-pack",
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
    weight: "500g",
    shelfLifeMonths: 9,
  }),
  tea({
    slug: "tea-talks-gold-mini",
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
    weight: "100g",
    shelfLifeMonths: 9,
  }),
  tea({
    slug: "tea-talks-regular-pack",
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
    weight: "100g",
    shelfLifeMonths: 10,
  }),
  tea({
    slug: "tea-talks-family-pack",
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
    weight: "250g",
  }),
];
