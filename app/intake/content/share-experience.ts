import { localized, tr } from "~/lib/content";
import type { ShareExperienceContent } from "./types";

/** Copy of the feedback page (/share-experience). */
export const shareExperienceContent = localized<ShareExperienceContent>({
  meta: {
    title: tr("Share Your Feedback — Limra Graphics", "உங்கள் கருத்தைப் பகிருங்கள் — Limra Graphics"),
    description: tr(
      "Tell Limra Graphics how we did. Rate your experience with our printing, design or Tea Talks products and help us serve you and other customers better.",
      "எங்கள் சேவை எப்படி இருந்தது? Limra Graphics அச்சு, வடிவமைப்பு அல்லது Tea Talks தயாரிப்புகள் பற்றிய உங்கள் அனுபவத்தை மதிப்பிட்டு, எங்களை மேம்படுத்த உதவுங்கள்.",
    ),
  },
  title: tr("Share Your Feedback", "உங்கள் கருத்தைப் பகிருங்கள்"),
  back: tr("Back", "பின் செல்"),
  intro: tr(
    "Your feedback helps us serve you better. It takes less than a minute.",
    "உங்கள் கருத்து எங்கள் சேவையை மேம்படுத்த உதவுகிறது. இதற்கு ஒரு நிமிடம்கூட ஆகாது.",
  ),
  form: {
    name: tr("Your Name", "உங்கள் பெயர்"),
    email: tr("Email Address", "மின்னஞ்சல் முகவரி"),
    phone: tr("Phone Number", "தொலைபேசி எண்"),
    rating: tr("How would you rate your experience?", "உங்கள் அனுபவத்தை எப்படி மதிப்பிடுவீர்கள்?"),
    star: tr("{rating} out of 5 stars", "5-க்கு {rating} நட்சத்திரங்கள்"),
    service: tr("Service Used", "பயன்படுத்திய சேவை"),
    servicePlaceholder: tr("Select the service you used", "நீங்கள் பயன்படுத்திய சேவையைத் தேர்ந்தெடுக்கவும்"),
    feedback: tr("Your Feedback", "உங்கள் கருத்து"),
    feedbackPlaceholder: tr(
      "What did you like? What could we do better?",
      "உங்களுக்கு என்ன பிடித்தது? நாங்கள் எதை இன்னும் சிறப்பாகச் செய்யலாம்?",
    ),
    recommend: tr(
      "I would recommend Limra Graphics to others",
      "Limra Graphics-ஐ மற்றவர்களுக்குப் பரிந்துரைப்பேன்",
    ),
    submit: tr("Submit Feedback", "கருத்தை அனுப்புங்கள்"),
    chooseFirst: tr(
      "Choose a rating and a service to submit.",
      "அனுப்ப, ஒரு மதிப்பீட்டையும் சேவையையும் தேர்ந்தெடுக்கவும்.",
    ),
  },
  services: {
    "Digital Printing": tr("Digital Printing", "டிஜிட்டல் அச்சிடுதல்"),
    "Visiting Cards": tr("Visiting Cards", "விசிட்டிங் கார்டுகள்"),
    "Banners & Flex": tr("Banners & Flex", "பேனர்கள் & ஃப்ளெக்ஸ்"),
    "Wedding Cards": tr("Wedding Cards", "திருமண அழைப்பிதழ்கள்"),
    "Letter Heads": tr("Letter Heads", "லெட்டர்ஹெட்"),
    Brochures: tr("Brochures", "பிரோஷர்கள்"),
    "Tea Talks Products": tr("Tea Talks Products", "Tea Talks தயாரிப்புகள்"),
    Other: tr("Other", "மற்றவை"),
  },
});
