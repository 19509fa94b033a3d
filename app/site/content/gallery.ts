import { localized, tr } from "~/lib/content";
import type { GalleryContent } from "./types";

/** Copy of the Gallery page (/gallery). The twelve items are seeded from `gallerySeeds`. */
export const galleryContent = localized<GalleryContent>({
  meta: {
    title: tr(
      "Gallery of Our Printing Work — Limra Graphics",
      "எங்கள் அச்சுப் படைப்புகள் — Limra Graphics",
    ),
    description: tr(
      "See visiting cards, flex banners, ID cards, wedding invitations and brochures designed and printed by Limra Graphics for customers across Tamil Nadu.",
      "தமிழ்நாட்டு வாடிக்கையாளர்களுக்காக Limra Graphics வடிவமைத்து அச்சிட்ட விசிட்டிங் கார்டுகள், ஃப்ளெக்ஸ் பேனர்கள், ஐடி கார்டுகள், அழைப்பிதழ்கள், பிரோஷர்கள்.",
    ),
  },
  hero: {
    title: tr("Our Work Gallery", "எங்கள் படைப்புகளின் தொகுப்பு"),
    intro: tr(
      "Browse a selection of visiting cards, flex banners, ID cards, wedding invitations and brochures we have designed and printed for customers across Tamil Nadu.",
      "தமிழ்நாடு முழுவதும் உள்ள வாடிக்கையாளர்களுக்காக நாங்கள் வடிவமைத்து அச்சிட்ட விசிட்டிங் கார்டுகள், ஃப்ளெக்ஸ் பேனர்கள், ஐடி கார்டுகள், திருமண அழைப்பிதழ்கள், பிரோஷர்களில் சிலவற்றைப் பாருங்கள்.",
    ),
  },
  filters: {
    all: tr("All Projects", "அனைத்துப் பணிகளும்"),
    "business-cards": tr("Business Cards", "விசிட்டிங் கார்டுகள்"),
    banners: tr("Banners & Flex", "பேனர்கள் & ஃப்ளெக்ஸ்"),
    "id-cards": tr("ID Cards", "ஐடி கார்டுகள்"),
    wedding: tr("Wedding Cards", "திருமண அழைப்பிதழ்கள்"),
    brochures: tr("Brochures", "பிரோஷர்கள்"),
  },
  filterLabel: tr("Filter projects by category", "வகை வாரியாகப் பணிகளை வடிகட்டுங்கள்"),
  showing: {
    one: tr("Showing {shown} of {total} project", "மொத்தம் {total} பணியில் {shown} காட்டப்படுகிறது"),
    other: tr("Showing {shown} of {total} projects", "மொத்தம் {total} பணிகளில் {shown} காட்டப்படுகின்றன"),
  },
  loadMore: tr("Load More", "மேலும் காட்டு"),
  empty: tr(
    "No projects in this category yet. Please check another category.",
    "இந்த வகையில் இன்னும் பணிகள் இல்லை. வேறு வகையைப் பாருங்கள்.",
  ),
  lightbox: {
    label: tr("Image viewer", "படக் காட்சி"),
    close: tr("Close image viewer", "படக் காட்சியை மூடு"),
    previous: tr("Previous image", "முந்தைய படம்"),
    next: tr("Next image", "அடுத்த படம்"),
    counter: tr("{index} of {total}", "{total}-இல் {index}"),
  },
  openImage: tr("View {title} full size", "{title} — முழு அளவில் பாருங்கள்"),
  cta: {
    heading: tr("Like what you see?", "எங்கள் படைப்புகள் பிடித்திருக்கிறதா?"),
    text: tr(
      "Let's create something just as good for you. Tell us about your project, or ask us for more samples of our work.",
      "உங்களுக்கும் இதே போல் சிறப்பான ஒன்றை உருவாக்குவோம். உங்கள் பணியைப் பற்றிச் சொல்லுங்கள், அல்லது எங்கள் படைப்புகளின் கூடுதல் மாதிரிகளைக் கேளுங்கள்.",
    ),
    primary: tr("Start Your Project", "உங்கள் பணியைத் தொடங்குங்கள்"),
    secondary: tr("Request Portfolio", "போர்ட்ஃபோலியோ கேளுங்கள்"),
  },
  requestPortfolioSubject: tr("Portfolio request", "போர்ட்ஃபோலியோ கோரிக்கை"),
});
