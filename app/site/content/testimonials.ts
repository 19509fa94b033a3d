import { localized, tr } from "~/lib/content";
import type { TestimonialsContent } from "./types";

/** Copy of the Testimonials page (/testimonials): six static testimonials, four featured. */
export const testimonialsContent = localized<TestimonialsContent>({
  meta: {
    title: tr("Customer Testimonials — Limra Graphics", "வாடிக்கையாளர் கருத்துகள் — Limra Graphics"),
    description: tr(
      "Read what shop owners, schools, hospitals and families across Tamil Nadu say about printing with Limra Graphics.",
      "தமிழ்நாடு முழுவதும் உள்ள கடை உரிமையாளர்கள், பள்ளிகள், மருத்துவமனைகள், குடும்பங்கள் Limra Graphics பற்றிச் சொல்வதைப் படியுங்கள்.",
    ),
  },
  hero: {
    title: tr("What Our Customers Say", "வாடிக்கையாளர்கள் சொல்வது"),
    intro: tr(
      "Real words from shop owners, schools, hospitals and families across Tamil Nadu who print with us.",
      "எங்களிடம் அச்சிடும் தமிழ்நாட்டுக் கடை உரிமையாளர்கள், பள்ளிகள், மருத்துவமனைகள், குடும்பங்களின் உண்மையான வார்த்தைகள்.",
    ),
  },
  featuredHeading: tr("Featured Reviews", "சிறப்புக் கருத்துகள்"),
  moreHeading: tr("More Happy Customers", "மேலும் மகிழ்ச்சியான வாடிக்கையாளர்கள்"),
  items: [
    {
      name: tr("Mohamed Ismail", "முகமது இஸ்மாயில்"),
      company: tr("Ismail Textiles", "இஸ்மாயில் டெக்ஸ்டைல்ஸ்"),
      location: tr("Tirunelveli", "திருநெல்வேலி"),
      rating: 5,
      date: "2024-11",
      initials: tr("MI", "மு"),
      text: tr(
        "We ordered 1,000 visiting cards and new bill books for our textile shop. The Tamil and English design came out neat, and everything was ready in two days at a very reasonable price.",
        "எங்கள் ஜவுளிக் கடைக்கு 1,000 விசிட்டிங் கார்டுகளும் புதிய பில் புக்குகளும் ஆர்டர் செய்தோம். தமிழ்-ஆங்கில வடிவமைப்பு நேர்த்தியாக வந்தது; இரண்டே நாளில், மிக நியாயமான விலையில் எல்லாம் தயாரானது.",
      ),
      project: tr("Visiting Cards & Bill Books", "விசிட்டிங் கார்டுகள் & பில் புக்குகள்"),
      featured: true,
    },
    {
      name: tr("Lakshmi Priya", "லட்சுமி பிரியா"),
      company: tr("Sri Vidya Matriculation School", "ஸ்ரீ வித்யா மெட்ரிகுலேஷன் பள்ளி"),
      location: tr("Thoothukudi", "தூத்துக்குடி"),
      rating: 5,
      date: "2024-06",
      initials: tr("LP", "ல"),
      text: tr(
        "ID cards for all our students were delivered before the school reopened. The photos were clear and every name was spelt correctly — they checked the list with us twice before printing.",
        "பள்ளி திறப்பதற்கு முன்பே எல்லா மாணவர்களின் ஐடி கார்டுகளும் வந்து சேர்ந்தன. புகைப்படங்கள் தெளிவாக இருந்தன, ஒவ்வொரு பெயரும் சரியாக இருந்தது — அச்சிடுவதற்கு முன் பட்டியலை எங்களுடன் இரண்டு முறை சரிபார்த்தார்கள்.",
      ),
      project: tr("School ID Cards", "பள்ளி ஐடி கார்டுகள்"),
      featured: true,
    },
    {
      name: tr("Karthik Raja", "கார்த்திக் ராஜா"),
      company: tr("Raja Sweets & Bakery", "ராஜா ஸ்வீட்ஸ் & பேக்கரி"),
      location: tr("Madurai", "மதுரை"),
      rating: 5,
      date: "2024-09",
      initials: tr("KR", "கா"),
      text: tr(
        "The flex banners and notices for our shop opening were printed the same day. Bright colours and good finishing — people noticed our banner from the main road.",
        "எங்கள் கடை திறப்பு விழாவுக்கான ஃப்ளெக்ஸ் பேனர்களும் நோட்டீஸ்களும் அதே நாளில் அச்சிட்டுக் கொடுத்தார்கள். பளிச்சென்ற வண்ணம், நல்ல ஃபினிஷிங் — மெயின் ரோட்டிலிருந்தே எங்கள் பேனர் மக்கள் கண்ணில் பட்டது.",
      ),
      project: tr("Flex Banners & Notices", "ஃப்ளெக்ஸ் பேனர்கள் & நோட்டீஸ்கள்"),
      featured: true,
    },
    {
      name: tr("Sahul Hameed", "சாகுல் ஹமீது"),
      company: tr("Family wedding", "குடும்பத் திருமணம்"),
      location: tr("Tenkasi", "தென்காசி"),
      rating: 5,
      date: "2024-02",
      initials: tr("SH", "சா"),
      text: tr(
        "The nikah invitation with Arabic calligraphy and Tamil text was beautiful. All 600 cards came out well, and they helped us choose a paper that fitted our budget.",
        "அரபி எழுத்தணியும் தமிழ் வாசகமும் கொண்ட நிக்காஹ் அழைப்பிதழ் மிக அழகாக இருந்தது. 600 கார்டுகளும் நன்றாக வந்தன; எங்கள் பட்ஜெட்டுக்கு ஏற்ற காகிதத்தைத் தேர்ந்தெடுக்கவும் உதவினார்கள்.",
      ),
      project: tr("Wedding Invitations", "திருமண அழைப்பிதழ்கள்"),
      featured: true,
    },
    {
      name: tr("Dr. Anitha Selvaraj", "டாக்டர் அனிதா செல்வராஜ்"),
      company: tr("Arul Hospital", "அருள் மருத்துவமனை"),
      location: tr("Nagercoil", "நாகர்கோவில்"),
      rating: 5,
      date: "2024-08",
      initials: tr("AS", "அ"),
      text: tr(
        "Our hospital brochures and letterheads look professional. The team was patient with our many corrections and delivered on the promised date.",
        "எங்கள் மருத்துவமனை பிரோஷர்களும் லெட்டர்ஹெட்களும் தொழில்முறைத் தோற்றத்துடன் உள்ளன. நாங்கள் சொன்ன பல திருத்தங்களைப் பொறுமையாகச் செய்து, சொன்ன தேதியில் டெலிவரி செய்தார்கள்.",
      ),
      project: tr("Brochures & Letterheads", "பிரோஷர்கள் & லெட்டர்ஹெட்கள்"),
      featured: false,
    },
    {
      name: tr("Joseph Antony", "ஜோசப் அந்தோணி"),
      company: tr("St. Antony's Church Committee", "புனித அந்தோணியார் ஆலயக் குழு"),
      location: tr("Palayamkottai", "பாளையங்கோட்டை"),
      rating: 4,
      date: "2024-12",
      initials: tr("JA", "ஜோ"),
      text: tr(
        "Our parish calendars were printed nicely and reached us in time for the new year. One batch needed a small correction, which they fixed quickly at no extra cost.",
        "எங்கள் பங்கு ஆலயக் காலண்டர்கள் அழகாக அச்சிடப்பட்டு, புத்தாண்டுக்கு முன்பே வந்து சேர்ந்தன. ஒரு தொகுப்பில் சிறு திருத்தம் தேவைப்பட்டது; கூடுதல் கட்டணம் இல்லாமல் உடனே சரிசெய்து கொடுத்தார்கள்.",
      ),
      project: tr("Calendar Printing", "காலண்டர் அச்சிடுதல்"),
      featured: false,
    },
  ],
  stats: [
    { value: "500+", label: tr("Happy Clients", "மகிழ்ச்சியான வாடிக்கையாளர்கள்") },
    { value: "1000+", label: tr("Projects Done", "முடித்த பணிகள்") },
    { value: "100%", label: tr("Satisfaction", "வாடிக்கையாளர் திருப்தி") },
  ],
  cta: {
    heading: tr("Join our happy customers", "எங்கள் மகிழ்ச்சியான வாடிக்கையாளர்களுடன் இணையுங்கள்"),
    text: tr(
      "Start your order today and see why customers across Tamil Nadu choose Limra Graphics for their printing.",
      "இன்றே உங்கள் ஆர்டரைத் தொடங்குங்கள்; தமிழ்நாடு முழுவதும் வாடிக்கையாளர்கள் ஏன் Limra Graphics-ஐத் தேர்ந்தெடுக்கிறார்கள் என்று நீங்களே பாருங்கள்.",
    ),
    primary: tr("Place Your Order", "ஆர்டர் செய்யுங்கள்"),
    secondary: tr("Contact Us", "எங்களைத் தொடர்பு கொள்ளுங்கள்"),
  },
});
