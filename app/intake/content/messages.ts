import { localized, tr } from "~/lib/content";
import type { IntakeMessages } from "./types";

/** Validation messages and toasts of the intake forms. English is the spec's wording. */
export const intakeMessages = localized<IntakeMessages>({
  nameMin2: tr(
    "Name must be at least 2 characters",
    "பெயர் குறைந்தது 2 எழுத்துகள் கொண்டதாக இருக்க வேண்டும்",
  ),
  companyRequired: tr("Company is required", "நிறுவனத்தின் பெயர் அவசியம்"),
  locationRequired: tr("Location is required", "ஊர் பெயர் அவசியம்"),
  ratingRequired: tr(
    "Please select a rating from 1 to 5 stars",
    "1 முதல் 5 நட்சத்திரங்களுக்குள் ஒரு மதிப்பீட்டைத் தேர்ந்தெடுக்கவும்",
  ),
  reviewMin10: tr(
    "Review must be at least 10 characters",
    "மதிப்புரை குறைந்தது 10 எழுத்துகள் கொண்டதாக இருக்க வேண்டும்",
  ),
  projectTypeRequired: tr("Project type is required", "பணி வகை அவசியம்"),
  nameRequired: tr("Please enter your name", "உங்கள் பெயரை உள்ளிடவும்"),
  phoneRequired: tr("Please enter your phone number", "உங்கள் தொலைபேசி எண்ணை உள்ளிடவும்"),
  phoneInvalid: tr(
    "Please enter a valid 10-digit Indian mobile number (optionally with +91)",
    "சரியான 10 இலக்க இந்திய மொபைல் எண்ணை உள்ளிடவும் (+91 சேர்த்தும் எழுதலாம்)",
  ),
  emailRequired: tr("Please enter your email address", "உங்கள் மின்னஞ்சல் முகவரியை உள்ளிடவும்"),
  emailInvalid: tr("Please enter a valid email address", "சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்"),
  serviceRequired: tr("Please choose a service", "ஒரு சேவையைத் தேர்ந்தெடுக்கவும்"),
  messageRequired: tr("Please enter your message", "உங்கள் செய்தியை உள்ளிடவும்"),
  feedbackRequired: tr(
    "Please tell us about your experience",
    "உங்கள் அனுபவத்தைப் பற்றி எங்களிடம் சொல்லுங்கள்",
  ),
  tooLong: tr("Please keep this under {max} characters", "{max} எழுத்துகளுக்குள் எழுதவும்"),
  fileTooLarge: tr("{name} is larger than 10MB.", "{name} கோப்பு 10MB-க்கு மேல் உள்ளது."),
  fileEmpty: tr("{name} is empty.", "{name} கோப்பு காலியாக உள்ளது."),
  fileType: tr(
    "{name} is not a supported file. Please attach JPG, PNG, PDF, AI, PSD or CDR files.",
    "{name} ஏற்கப்படும் கோப்பு வகை அல்ல. JPG, PNG, PDF, AI, PSD அல்லது CDR கோப்புகளை இணைக்கவும்.",
  ),
  tooManyFiles: tr(
    "You can attach at most 10 files.",
    "அதிகபட்சம் 10 கோப்புகளை மட்டுமே இணைக்க முடியும்.",
  ),
  missingInformation: {
    title: tr("Missing Information", "சில தகவல்கள் விடுபட்டுள்ளன"),
    description: tr("Please fill in all required fields.", "தேவையான அனைத்து விவரங்களையும் நிரப்பவும்."),
  },
  checkForm: {
    title: tr("Please check the form", "படிவத்தைச் சரிபார்க்கவும்"),
    description: tr("Some fields need your attention.", "சில விவரங்களைத் திருத்த வேண்டியுள்ளது."),
  },
  rateLimited: {
    title: tr("Too many submissions", "பலமுறை அனுப்பப்பட்டுள்ளது"),
    description: tr(
      "You have sent this form many times in a short while. Please wait a minute and try again.",
      "குறுகிய நேரத்தில் இந்தப் படிவத்தைப் பலமுறை அனுப்பியுள்ளீர்கள். ஒரு நிமிடம் கழித்து மீண்டும் முயற்சிக்கவும்.",
    ),
  },
  orderSuccess: {
    title: tr("Request Sent Successfully!", "உங்கள் கோரிக்கை வெற்றிகரமாக அனுப்பப்பட்டது!"),
    description: tr(
      "We'll contact you within 24 hours with a detailed quote.",
      "24 மணி நேரத்துக்குள் விரிவான விலைப்புள்ளியுடன் உங்களைத் தொடர்பு கொள்வோம்.",
    ),
  },
  orderFailed: {
    title: tr("Submission Failed", "அனுப்ப முடியவில்லை"),
    description: tr(
      "There was an error sending your request. Please try again.",
      "உங்கள் கோரிக்கையை அனுப்புவதில் பிழை ஏற்பட்டது. மீண்டும் முயற்சிக்கவும்.",
    ),
  },
  emailFailed: {
    title: tr("Email Notification Failed", "மின்னஞ்சல் அறிவிப்பு அனுப்ப முடியவில்லை"),
    description: tr(
      "Your form was saved but email notification failed. We'll still contact you soon.",
      "உங்கள் படிவம் சேமிக்கப்பட்டது, ஆனால் மின்னஞ்சல் அறிவிப்பு அனுப்ப முடியவில்லை. இருந்தாலும் விரைவில் உங்களைத் தொடர்பு கொள்வோம்.",
    ),
  },
  contactSuccess: {
    title: tr("Message Sent Successfully!", "உங்கள் செய்தி வெற்றிகரமாக அனுப்பப்பட்டது!"),
    description: tr(
      "We'll get back to you within 24 hours.",
      "24 மணி நேரத்துக்குள் உங்களுக்குப் பதில் அளிப்போம்.",
    ),
  },
  contactFailed: {
    title: tr("Submission Failed", "அனுப்ப முடியவில்லை"),
    description: tr(
      "There was an error submitting your message. Please try again.",
      "உங்கள் செய்தியை அனுப்புவதில் பிழை ஏற்பட்டது. மீண்டும் முயற்சிக்கவும்.",
    ),
  },
  contactUnexpected: tr(
    "There was an unexpected error. Please try again.",
    "எதிர்பாராத பிழை ஏற்பட்டது. மீண்டும் முயற்சிக்கவும்.",
  ),
  reviewSuccess: {
    title: tr("Review Submitted!", "மதிப்புரை அனுப்பப்பட்டது!"),
    description: tr(
      "Thank you for your feedback. Your review will be published after approval.",
      "உங்கள் கருத்துக்கு நன்றி. சரிபார்த்த பிறகு உங்கள் மதிப்புரை வெளியிடப்படும்.",
    ),
  },
  reviewFailed: {
    title: tr("Error", "பிழை"),
    description: tr(
      "Failed to submit review. Please try again.",
      "மதிப்புரையை அனுப்ப முடியவில்லை. மீண்டும் முயற்சிக்கவும்.",
    ),
  },
  feedbackSuccess: {
    title: tr("Thank you for your feedback!", "உங்கள் கருத்துக்கு நன்றி!"),
    description: tr(
      "Your experience has been successfully submitted.",
      "உங்கள் அனுபவம் வெற்றிகரமாகப் பதிவு செய்யப்பட்டது.",
    ),
  },
  feedbackFailed: {
    title: tr("Error", "பிழை"),
    description: tr(
      "Failed to submit your feedback. Please try again.",
      "உங்கள் கருத்தை அனுப்ப முடியவில்லை. மீண்டும் முயற்சிக்கவும்.",
    ),
  },
  submitting: tr("Submitting...", "அனுப்பப்படுகிறது..."),
  sending: tr("Sending...", "அனுப்புகிறோம்..."),
  required: tr("(required)", "(கட்டாயம்)"),
  optional: tr("(optional)", "(கட்டாயமில்லை)"),
  honeypotLabel: tr("Leave this field empty", "இந்தப் புலத்தை நிரப்ப வேண்டாம்"),
});
