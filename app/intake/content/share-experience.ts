import type { Localized } from "~/lib/content";
import type { ShareExperienceContent } from "./types";

/** Copy of the feedback page (/share-experience). */
export const shareExperienceContent: Localized<ShareExperienceContent> = {
  en: {
    meta: {
      title: "Share Your Experience — Limra Graphics",
      description:
        "Tell Limra Graphics how we did. Rate your experience with our printing, design or Tea Talks products and help us serve you and other customers better.",
    },
    title: "Share Your Experience",
    back: "Back",
    intro: "Your feedback helps us serve you better. It takes less than a minute.",
    form: {
      name: "Your Name",
      email: "Email Address",
      phone: "Phone Number",
      rating: "How would you rate your experience?",
      star: "{rating} out of 5 stars",
      service: "Service Used",
      servicePlaceholder: "Select the service you used",
      feedback: "Your Feedback",
      feedbackPlaceholder: "What did you like? What could we do better?",
      recommend: "I would recommend Limra Graphics to others",
      submit: "Submit Feedback",
      chooseFirst: "Choose a rating and a service to submit.",
    },
    services: {
      "Digital Printing": "Digital Printing",
      "Visiting Cards": "Visiting Cards",
      "Banners & Flex": "Banners & Flex",
      "Wedding Cards": "Wedding Cards",
      "Letter Heads": "Letter Heads",
      Brochures: "Brochures",
      "Tea Talks Products": "Tea Talks Products",
      Other: "Other",
    },
  },
  ta: {
    meta: {
      title: "உங்கள் அனுபவத்தைப் பகிருங்கள் — Limra Graphics",
      description:
        "எங்கள் சேவை எப்படி இருந்தது? Limra Graphics அச்சு, வடிவமைப்பு அல்லது Tea Talks தயாரிப்புகள் பற்றிய உங்கள் அனுபவத்தை மதிப்பிட்டு, எங்களை மேம்படுத்த உதவுங்கள்.",
    },
    title: "உங்கள் அனுபவத்தைப் பகிருங்கள்",
    back: "பின் செல்",
    intro: "உங்கள் கருத்து எங்கள் சேவையை மேம்படுத்த உதவுகிறது. இதற்கு ஒரு நிமிடம்கூட ஆகாது.",
    form: {
      name: "உங்கள் பெயர்",
      email: "மின்னஞ்சல் முகவரி",
      phone: "தொலைபேசி எண்",
      rating: "உங்கள் அனுபவத்தை எப்படி மதிப்பிடுவீர்கள்?",
      star: "5-க்கு {rating} நட்சத்திரங்கள்",
      service: "பயன்படுத்திய சேவை",
      servicePlaceholder: "நீங்கள் பயன்படுத்திய சேவையைத் தேர்ந்தெடுக்கவும்",
      feedback: "உங்கள் கருத்து",
      feedbackPlaceholder: "உங்களுக்கு என்ன பிடித்தது? நாங்கள் எதை இன்னும் சிறப்பாகச் செய்யலாம்?",
      recommend: "Limra Graphics-ஐ மற்றவர்களுக்குப் பரிந்துரைப்பேன்",
      submit: "கருத்தை அனுப்புங்கள்",
      chooseFirst: "அனுப்ப, ஒரு மதிப்பீட்டையும் சேவையையும் தேர்ந்தெடுக்கவும்.",
    },
    services: {
      "Digital Printing": "டிஜிட்டல் அச்சிடுதல்",
      "Visiting Cards": "விசிட்டிங் கார்டுகள்",
      "Banners & Flex": "பேனர்கள் & ஃப்ளெக்ஸ்",
      "Wedding Cards": "திருமண அழைப்பிதழ்கள்",
      "Letter Heads": "லெட்டர்ஹெட்",
      Brochures: "பிரோஷர்கள்",
      "Tea Talks Products": "Tea Talks தயாரிப்புகள்",
      Other: "மற்றவை",
    },
  },
};
