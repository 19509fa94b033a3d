import { localized, tr } from "~/lib/content";
import type { ReviewsContent } from "./types";

/** Copy of the reviews page (/reviews) and of the review form (also on the home page). */
export const reviewsContent = localized<ReviewsContent>({
  meta: {
    title: tr("Customer Reviews — Limra Graphics", "வாடிக்கையாளர் மதிப்புரைகள் — Limra Graphics"),
    description: tr(
      "Read reviews from Limra Graphics customers and share your own experience of our printing and design work. Every review is checked before it is published.",
      "Limra Graphics வாடிக்கையாளர் மதிப்புரைகளைப் படியுங்கள்; எங்கள் அச்சு, வடிவமைப்பு பற்றிய உங்கள் அனுபவத்தையும் பகிருங்கள். மதிப்புரைகள் சரிபார்த்தே வெளியாகும்.",
    ),
  },
  hero: {
    title: tr("Customer Reviews", "வாடிக்கையாளர் மதிப்புரைகள்"),
    intro: tr(
      "What our customers say about our printing and design work, and a place to share yours.",
      "எங்கள் அச்சு, வடிவமைப்புப் பணிகள் பற்றி வாடிக்கையாளர்கள் சொல்வது — உங்கள் அனுபவத்தையும் இங்கே பகிரலாம்.",
    ),
  },
  stats: {
    heading: tr("Review summary", "மதிப்புரைச் சுருக்கம்"),
    average: tr("Average rating", "சராசரி மதிப்பீடு"),
    total: tr("Approved reviews", "அங்கீகரிக்கப்பட்ட மதிப்புரைகள்"),
    fiveStar: tr("5-star reviews", "5 நட்சத்திர மதிப்புரைகள்"),
    none: tr("No ratings yet", "இன்னும் மதிப்பீடுகள் இல்லை"),
  },
  list: {
    heading: tr("Latest Reviews", "சமீபத்திய மதிப்புரைகள்"),
    loading: tr("Loading reviews…", "மதிப்புரைகள் ஏற்றப்படுகின்றன…"),
  },
  empty: {
    title: tr("No reviews yet", "இன்னும் மதிப்புரைகள் இல்லை"),
    text: tr(
      "Be the first to share your experience with us!",
      "உங்கள் அனுபவத்தை முதலில் பகிர்பவர் நீங்களாக இருங்கள்!",
    ),
  },
  form: {
    heading: tr("Write a Review", "மதிப்புரை எழுதுங்கள்"),
    intro: tr(
      "Tell others about your work with us. Your review is published after approval.",
      "எங்களிடம் செய்த பணியைப் பற்றி மற்றவர்களுக்குச் சொல்லுங்கள். சரிபார்த்த பிறகு உங்கள் மதிப்புரை வெளியிடப்படும்.",
    ),
    name: tr("Your Name", "உங்கள் பெயர்"),
    company: tr("Company", "நிறுவனம்"),
    location: tr("Location", "ஊர்"),
    rating: tr("Rating", "மதிப்பீடு"),
    star: tr("{rating} out of 5 stars", "5-க்கு {rating} நட்சத்திரங்கள்"),
    review: tr("Your Review", "உங்கள் மதிப்புரை"),
    reviewPlaceholder: tr(
      "Tell us about the quality, the service and the delivery",
      "தரம், சேவை, டெலிவரி பற்றிச் சொல்லுங்கள்",
    ),
    projectType: tr("Project Type", "பணி வகை"),
    projectTypePlaceholder: tr("Select the project type", "பணி வகையைத் தேர்ந்தெடுக்கவும்"),
    projectTypes: {
      "Business Cards": tr("Business Cards", "விசிட்டிங் கார்டுகள்"),
      "Wedding Invitations": tr("Wedding Invitations", "திருமண அழைப்பிதழ்கள்"),
      "Promotional Banners": tr("Promotional Banners", "விளம்பர பேனர்கள்"),
      "ID Cards": tr("ID Cards", "ஐடி கார்டுகள்"),
      Brochures: tr("Brochures", "பிரோஷர்கள்"),
      Letterheads: tr("Letterheads", "லெட்டர்ஹெட்"),
      Posters: tr("Posters", "போஸ்டர்கள்"),
      Flyers: tr("Flyers", "நோட்டீஸ்கள்"),
      Certificates: tr("Certificates", "சான்றிதழ்கள்"),
      Other: tr("Other", "மற்றவை"),
    },
    submit: tr("Submit Review", "மதிப்புரையை அனுப்புங்கள்"),
  },
});
