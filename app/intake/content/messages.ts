import type { Localized } from "~/lib/content";
import type { IntakeMessages } from "./types";

/** Validation messages and toasts of the intake forms. English is the spec's wording. */
export const intakeMessages: Localized<IntakeMessages> = {
  en: {
    nameMin2: "Name must be at least 2 characters",
    companyRequired: "Company is required",
    locationRequired: "Location is required",
    ratingRequired: "Please select a rating from 1 to 5 stars",
    reviewMin10: "Review must be at least 10 characters",
    projectTypeRequired: "Project type is required",
    nameRequired: "Please enter your name",
    phoneRequired: "Please enter your phone number",
    phoneInvalid: "Please enter a valid 10-digit Indian mobile number (optionally with +91)",
    emailRequired: "Please enter your email address",
    emailInvalid: "Please enter a valid email address",
    serviceRequired: "Please choose a service",
    messageRequired: "Please enter your message",
    feedbackRequired: "Please tell us about your experience",
    tooLong: "Please keep this under {max} characters",
    fileTooLarge: "{name} is larger than 10MB.",
    fileEmpty: "{name} is empty.",
    fileType: "{name} is not a supported file. Please attach JPG, PNG, PDF, AI, PSD or CDR files.",
    tooManyFiles: "You can attach at most 10 files.",
    missingInformation: {
      title: "Missing Information",
      description: "Please fill in all required fields.",
    },
    checkForm: {
      title: "Please check the form",
      description: "Some fields need your attention.",
    },
    rateLimited: {
      title: "Too many submissions",
      description:
        "You have sent this form many times in a short while. Please wait a minute and try again.",
    },
    orderSuccess: {
      title: "Order Submitted Successfully!",
      description: "We'll contact you within 24 hours with a detailed quote.",
    },
    orderFailed: {
      title: "Submission Failed",
      description: "There was an error submitting your order. Please try again.",
    },
    emailFailed: {
      title: "Email Notification Failed",
      description:
        "Your form was saved but email notification failed. We'll still contact you soon.",
    },
    contactSuccess: {
      title: "Message Sent Successfully!",
      description: "We'll get back to you within 24 hours.",
    },
    contactFailed: {
      title: "Submission Failed",
      description: "There was an error submitting your message. Please try again.",
    },
    contactUnexpected: "There was an unexpected error. Please try again.",
    reviewSuccess: {
      title: "Review Submitted!",
      description: "Thank you for your feedback. Your review will be published after approval.",
    },
    reviewFailed: { title: "Error", description: "Failed to submit review. Please try again." },
    feedbackSuccess: {
      title: "Thank you for your feedback!",
      description: "Your experience has been successfully submitted.",
    },
    feedbackFailed: {
      title: "Error",
      description: "Failed to submit your feedback. Please try again.",
    },
    submitting: "Submitting...",
    sending: "Sending...",
    required: "(required)",
    optional: "(optional)",
    honeypotLabel: "Leave this field empty",
  },
  ta: {
    nameMin2: "பெயர் குறைந்தது 2 எழுத்துகள் கொண்டதாக இருக்க வேண்டும்",
    companyRequired: "நிறுவனத்தின் பெயர் அவசியம்",
    locationRequired: "ஊர் பெயர் அவசியம்",
    ratingRequired: "1 முதல் 5 நட்சத்திரங்களுக்குள் ஒரு மதிப்பீட்டைத் தேர்ந்தெடுக்கவும்",
    reviewMin10: "மதிப்புரை குறைந்தது 10 எழுத்துகள் கொண்டதாக இருக்க வேண்டும்",
    projectTypeRequired: "பணி வகை அவசியம்",
    nameRequired: "உங்கள் பெயரை உள்ளிடவும்",
    phoneRequired: "உங்கள் தொலைபேசி எண்ணை உள்ளிடவும்",
    phoneInvalid: "சரியான 10 இலக்க இந்திய மொபைல் எண்ணை உள்ளிடவும் (+91 சேர்த்தும் எழுதலாம்)",
    emailRequired: "உங்கள் மின்னஞ்சல் முகவரியை உள்ளிடவும்",
    emailInvalid: "சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்",
    serviceRequired: "ஒரு சேவையைத் தேர்ந்தெடுக்கவும்",
    messageRequired: "உங்கள் செய்தியை உள்ளிடவும்",
    feedbackRequired: "உங்கள் அனுபவத்தைப் பற்றி எங்களிடம் சொல்லுங்கள்",
    tooLong: "{max} எழுத்துகளுக்குள் எழுதவும்",
    fileTooLarge: "{name} கோப்பு 10MB-க்கு மேல் உள்ளது.",
    fileEmpty: "{name} கோப்பு காலியாக உள்ளது.",
    fileType: "{name} ஏற்கப்படும் கோப்பு வகை அல்ல. JPG, PNG, PDF, AI, PSD அல்லது CDR கோப்புகளை இணைக்கவும்.",
    tooManyFiles: "அதிகபட்சம் 10 கோப்புகளை மட்டுமே இணைக்க முடியும்.",
    missingInformation: {
      title: "சில தகவல்கள் விடுபட்டுள்ளன",
      description: "தேவையான அனைத்து விவரங்களையும் நிரப்பவும்.",
    },
    checkForm: {
      title: "படிவத்தைச் சரிபார்க்கவும்",
      description: "சில விவரங்களைத் திருத்த வேண்டியுள்ளது.",
    },
    rateLimited: {
      title: "பலமுறை அனுப்பப்பட்டுள்ளது",
      description:
        "குறுகிய நேரத்தில் இந்தப் படிவத்தைப் பலமுறை அனுப்பியுள்ளீர்கள். ஒரு நிமிடம் கழித்து மீண்டும் முயற்சிக்கவும்.",
    },
    orderSuccess: {
      title: "உங்கள் ஆர்டர் வெற்றிகரமாக அனுப்பப்பட்டது!",
      description: "24 மணி நேரத்துக்குள் விரிவான விலைப்புள்ளியுடன் உங்களைத் தொடர்பு கொள்வோம்.",
    },
    orderFailed: {
      title: "அனுப்ப முடியவில்லை",
      description: "உங்கள் ஆர்டரை அனுப்புவதில் பிழை ஏற்பட்டது. மீண்டும் முயற்சிக்கவும்.",
    },
    emailFailed: {
      title: "மின்னஞ்சல் அறிவிப்பு அனுப்ப முடியவில்லை",
      description:
        "உங்கள் படிவம் சேமிக்கப்பட்டது, ஆனால் மின்னஞ்சல் அறிவிப்பு அனுப்ப முடியவில்லை. இருந்தாலும் விரைவில் உங்களைத் தொடர்பு கொள்வோம்.",
    },
    contactSuccess: {
      title: "உங்கள் செய்தி வெற்றிகரமாக அனுப்பப்பட்டது!",
      description: "24 மணி நேரத்துக்குள் உங்களுக்குப் பதில் அளிப்போம்.",
    },
    contactFailed: {
      title: "அனுப்ப முடியவில்லை",
      description: "உங்கள் செய்தியை அனுப்புவதில் பிழை ஏற்பட்டது. மீண்டும் முயற்சிக்கவும்.",
    },
    contactUnexpected: "எதிர்பாராத பிழை ஏற்பட்டது. மீண்டும் முயற்சிக்கவும்.",
    reviewSuccess: {
      title: "மதிப்புரை அனுப்பப்பட்டது!",
      description: "உங்கள் கருத்துக்கு நன்றி. சரிபார்த்த பிறகு உங்கள் மதிப்புரை வெளியிடப்படும்.",
    },
    reviewFailed: {
      title: "பிழை",
      description: "மதிப்புரையை அனுப்ப முடியவில்லை. மீண்டும் முயற்சிக்கவும்.",
    },
    feedbackSuccess: {
      title: "உங்கள் கருத்துக்கு நன்றி!",
      description: "உங்கள் அனுபவம் வெற்றிகரமாகப் பதிவு செய்யப்பட்டது.",
    },
    feedbackFailed: {
      title: "பிழை",
      description: "உங்கள் கருத்தை அனுப்ப முடியவில்லை. மீண்டும் முயற்சிக்கவும்.",
    },
    submitting: "அனுப்பப்படுகிறது...",
    sending: "அனுப்புகிறோம்...",
    required: "(கட்டாயம்)",
    optional: "(கட்டாயமில்லை)",
    honeypotLabel: "இந்தப் புலத்தை நிரப்ப வேண்டாம்",
  },
};
