import type { Localized } from "~/lib/content";
import type { ReviewsContent } from "./types";

/** Copy of the reviews page (/reviews) and of the review form (also on the home page). */
export const reviewsContent: Localized<ReviewsContent> = {
  en: {
    meta: {
      title: "Customer Reviews — Limra Graphics",
      description:
        "Read reviews from Limra Graphics customers and share your own experience of our printing and design work. Every review is checked before it is published.",
    },
    hero: {
      title: "Customer Reviews",
      intro:
        "What our customers say about our printing and design work, and a place to share yours.",
    },
    stats: {
      heading: "Review summary",
      average: "Average rating",
      total: "Approved reviews",
      fiveStar: "5-star reviews",
      none: "No ratings yet",
    },
    list: { heading: "Latest Reviews", loading: "Loading reviews…" },
    empty: { title: "No reviews yet", text: "Be the first to share your experience with us!" },
    form: {
      heading: "Share Your Experience",
      intro: "Tell others about your work with us. Your review is published after approval.",
      name: "Your Name",
      company: "Company",
      location: "Location",
      rating: "Rating",
      star: "{rating} out of 5 stars",
      review: "Your Review",
      reviewPlaceholder: "Tell us about the quality, the service and the delivery",
      projectType: "Project Type",
      projectTypePlaceholder: "Select the project type",
      projectTypes: {
        "Business Cards": "Business Cards",
        "Wedding Invitations": "Wedding Invitations",
        "Promotional Banners": "Promotional Banners",
        "ID Cards": "ID Cards",
        Brochures: "Brochures",
        Letterheads: "Letterheads",
        Posters: "Posters",
        Flyers: "Flyers",
        Certificates: "Certificates",
        Other: "Other",
      },
      submit: "Submit Review",
    },
  },
  ta: {
    meta: {
      title: "வாடிக்கையாளர் மதிப்புரைகள் — Limra Graphics",
      description:
        "Limra Graphics வாடிக்கையாளர் மதிப்புரைகளைப் படியுங்கள்; எங்கள் அச்சு, வடிவமைப்பு பற்றிய உங்கள் அனுபவத்தையும் பகிருங்கள். மதிப்புரைகள் சரிபார்த்தே வெளியாகும்.",
    },
    hero: {
      title: "வாடிக்கையாளர் மதிப்புரைகள்",
      intro:
        "எங்கள் அச்சு, வடிவமைப்புப் பணிகள் பற்றி வாடிக்கையாளர்கள் சொல்வது — உங்கள் அனுபவத்தையும் இங்கே பகிரலாம்.",
    },
    stats: {
      heading: "மதிப்புரைச் சுருக்கம்",
      average: "சராசரி மதிப்பீடு",
      total: "அங்கீகரிக்கப்பட்ட மதிப்புரைகள்",
      fiveStar: "5 நட்சத்திர மதிப்புரைகள்",
      none: "இன்னும் மதிப்பீடுகள் இல்லை",
    },
    list: { heading: "சமீபத்திய மதிப்புரைகள்", loading: "மதிப்புரைகள் ஏற்றப்படுகின்றன…" },
    empty: {
      title: "இன்னும் மதிப்புரைகள் இல்லை",
      text: "உங்கள் அனுபவத்தை முதலில் பகிர்பவர் நீங்களாக இருங்கள்!",
    },
    form: {
      heading: "உங்கள் அனுபவத்தைப் பகிருங்கள்",
      intro:
        "எங்களிடம் செய்த பணியைப் பற்றி மற்றவர்களுக்குச் சொல்லுங்கள். சரிபார்த்த பிறகு உங்கள் மதிப்புரை வெளியிடப்படும்.",
      name: "உங்கள் பெயர்",
      company: "நிறுவனம்",
      location: "ஊர்",
      rating: "மதிப்பீடு",
      star: "5-க்கு {rating} நட்சத்திரங்கள்",
      review: "உங்கள் மதிப்புரை",
      reviewPlaceholder: "தரம், சேவை, டெலிவரி பற்றிச் சொல்லுங்கள்",
      projectType: "பணி வகை",
      projectTypePlaceholder: "பணி வகையைத் தேர்ந்தெடுக்கவும்",
      projectTypes: {
        "Business Cards": "விசிட்டிங் கார்டுகள்",
        "Wedding Invitations": "திருமண அழைப்பிதழ்கள்",
        "Promotional Banners": "விளம்பர பேனர்கள்",
        "ID Cards": "ஐடி கார்டுகள்",
        Brochures: "பிரோஷர்கள்",
        Letterheads: "லெட்டர்ஹெட்",
        Posters: "போஸ்டர்கள்",
        Flyers: "நோட்டீஸ்கள்",
        Certificates: "சான்றிதழ்கள்",
        Other: "மற்றவை",
      },
      submit: "மதிப்புரையை அனுப்புங்கள்",
    },
  },
};
