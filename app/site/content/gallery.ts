import type { GalleryContent, Localized } from "./types";

/** Copy of the Gallery page (/gallery). The twelve items are seeded from `gallerySeeds`. */
export const galleryContent: Localized<GalleryContent> = {
  en: {
    meta: {
      title: "Gallery of Our Printing Work — Limra Graphics",
      description:
        "See visiting cards, flex banners, ID cards, wedding invitations and brochures designed and printed by Limra Graphics for customers across Tamil Nadu.",
    },
    hero: {
      title: "Our Work Gallery",
      intro:
        "Browse a selection of visiting cards, flex banners, ID cards, wedding invitations and brochures we have designed and printed for customers across Tamil Nadu.",
    },
    filters: {
      all: "All Projects",
      "business-cards": "Business Cards",
      banners: "Banners & Flex",
      "id-cards": "ID Cards",
      wedding: "Wedding Cards",
      brochures: "Brochures",
    },
    filterLabel: "Filter projects by category",
    showing: "Showing {shown} of {total} projects",
    loadMore: "Load More",
    empty: "No projects in this category yet. Please check another category.",
    lightbox: {
      label: "Image viewer",
      close: "Close image viewer",
      previous: "Previous image",
      next: "Next image",
      counter: "{index} of {total}",
    },
    openImage: "View {title} full size",
    cta: {
      heading: "Like what you see?",
      text: "Let's create something just as good for you. Tell us about your project, or ask us for more samples of our work.",
      primary: "Start Your Project",
      secondary: "Request Portfolio",
    },
    requestPortfolioSubject: "Portfolio request",
  },
  ta: {
    meta: {
      title: "எங்கள் அச்சுப் படைப்புகள் — Limra Graphics",
      description:
        "தமிழ்நாட்டு வாடிக்கையாளர்களுக்காக Limra Graphics வடிவமைத்து அச்சிட்ட விசிட்டிங் கார்டுகள், ஃப்ளெக்ஸ் பேனர்கள், ஐடி கார்டுகள், அழைப்பிதழ்கள், பிரோஷர்கள்.",
    },
    hero: {
      title: "எங்கள் படைப்புகளின் தொகுப்பு",
      intro:
        "தமிழ்நாடு முழுவதும் உள்ள வாடிக்கையாளர்களுக்காக நாங்கள் வடிவமைத்து அச்சிட்ட விசிட்டிங் கார்டுகள், ஃப்ளெக்ஸ் பேனர்கள், ஐடி கார்டுகள், திருமண அழைப்பிதழ்கள், பிரோஷர்களில் சிலவற்றைப் பாருங்கள்.",
    },
    filters: {
      all: "அனைத்துப் பணிகளும்",
      "business-cards": "விசிட்டிங் கார்டுகள்",
      banners: "பேனர்கள் & ஃப்ளெக்ஸ்",
      "id-cards": "ஐடி கார்டுகள்",
      wedding: "திருமண அழைப்பிதழ்கள்",
      brochures: "பிரோஷர்கள்",
    },
    filterLabel: "வகை வாரியாகப் பணிகளை வடிகட்டுங்கள்",
    showing: "மொத்தம் {total} பணிகளில் {shown} காட்டப்படுகின்றன",
    loadMore: "மேலும் காட்டு",
    empty: "இந்த வகையில் இன்னும் பணிகள் இல்லை. வேறு வகையைப் பாருங்கள்.",
    lightbox: {
      label: "படக் காட்சி",
      close: "படக் காட்சியை மூடு",
      previous: "முந்தைய படம்",
      next: "அடுத்த படம்",
      counter: "{total}-இல் {index}",
    },
    openImage: "{title} — முழு அளவில் பாருங்கள்",
    cta: {
      heading: "எங்கள் படைப்புகள் பிடித்திருக்கிறதா?",
      text: "உங்களுக்கும் இதே போல் சிறப்பான ஒன்றை உருவாக்குவோம். உங்கள் பணியைப் பற்றிச் சொல்லுங்கள், அல்லது எங்கள் படைப்புகளின் கூடுதல் மாதிரிகளைக் கேளுங்கள்.",
      primary: "உங்கள் பணியைத் தொடங்குங்கள்",
      secondary: "போர்ட்ஃபோலியோ கேளுங்கள்",
    },
    requestPortfolioSubject: "போர்ட்ஃபோலியோ கோரிக்கை",
  },
};
