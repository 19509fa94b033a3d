import type { MessageKey } from "./en";

/** Tamil texts of the shared layout. Written in Tamil, not transliterated. */
export const ta: Record<MessageKey, string> = {
  "meta.siteTitle": "{business} — அச்சு, வடிவமைப்பு & தேநீர்",
  "meta.homeDescription":
    "தமிழ்நாட்டில் டிஜிட்டல் மற்றும் ஆஃப்செட் அச்சிடுதல், கிராஃபிக் வடிவமைப்பு, அடையாள அட்டைகள், பேனர்கள் மற்றும் திருமண அழைப்பிதழ்கள். 24 மணி நேரத்தில் விலைப்புள்ளி.",
  "meta.notFoundTitle": "பக்கம் கிடைக்கவில்லை — {business}",

  "nav.label": "முதன்மை வழிசெலுத்தல்",
  "nav.skip": "முதன்மை உள்ளடக்கத்திற்குச் செல்லவும்",
  "nav.home": "முகப்பு",
  "nav.about": "எங்களைப் பற்றி",
  "nav.services": "சேவைகள்",
  "nav.products": "தயாரிப்புகள்",
  "nav.portfolio": "எனது படைப்புகள்",
  "nav.blog": "வலைப்பதிவு",
  "nav.newTab": "(புதிய தாவலில் திறக்கும்)",
  "nav.more": "மேலும்",
  "nav.gallery": "படத்தொகுப்பு",
  "nav.testimonials": "வாடிக்கையாளர் கருத்துகள்",
  "nav.contact": "தொடர்பு",
  "nav.limraFoods": "லிம்ரா ஃபுட்ஸ்",
  "nav.shareExperience": "அனுபவத்தைப் பகிருங்கள்",
  "nav.inbox": "இன்பாக்ஸ்",
  "nav.billing": "பில்லிங்",
  "nav.signIn": "உள்நுழைக",
  "nav.welcome": "வணக்கம், {name}",
  "nav.account": "கணக்கு பட்டியல்",
  "nav.settings": "அமைப்புகள்",
  "nav.signOut": "வெளியேறு",
  "nav.placeOrder": "ஆர்டர் செய்யுங்கள்",
  "nav.openMenu": "பட்டியலைத் திற",
  "nav.menu": "பட்டியல்",

  "billing.login": "பில்லிங் உள்நுழைவு",
  "billing.home": "பில்லிங் முகப்பு",
  "billing.createAccount": "கணக்கை உருவாக்கு",
  "billing.newBill": "புதிய பில்",
  "billing.oldPending": "நிலுவையிலுள்ள பழைய பில்கள்",
  "billing.preview": "பில் முன்னோட்டம்",
  "billing.service": "சேவை மேலாண்மை",
  "billing.history": "பில் வரலாறு",
  "billing.notifications": "அறிவிப்புகள்",
  "billing.godown": "கிடங்கு பட்டியல்",
  "billing.importExport": "இறக்குமதி / ஏற்றுமதி",
  "billing.incomeExpenses": "வரவு & செலவு",
  "billing.transactionHistory": "பரிவர்த்தனை வரலாறு",

  "prefs.language": "மொழி",
  "prefs.switchToTamil": "தமிழ்",
  "prefs.switchToEnglish": "English",
  "prefs.switchToTamilLabel": "தமிழுக்கு மாறு",
  "prefs.switchToEnglishLabel": "ஆங்கிலத்திற்கு மாறு",
  "prefs.darkMode": "இருண்ட பயன்முறைக்கு மாறு",
  "prefs.lightMode": "ஒளிப் பயன்முறைக்கு மாறு",

  "footer.about":
    "டிஜிட்டல் மற்றும் ஆஃப்செட் அச்சிடுதல், கிராஃபிக் வடிவமைப்பு மற்றும் பேக் செய்யப்பட்ட தேநீர் — தமிழ்நாட்டில் அக்கறையுடன் தயாரிக்கப்படுகிறது.",
  "footer.quickLinks": "விரைவு இணைப்புகள்",
  "footer.policies": "கொள்கைகள்",
  "footer.contact": "எங்களைத் தொடர்பு கொள்ள",
  "footer.follow": "எங்களைப் பின்தொடருங்கள்",
  "footer.address": "முகவரி",
  "footer.phone": "தொலைபேசி",
  "footer.email": "மின்னஞ்சல்",
  "footer.privacy": "தனியுரிமைக் கொள்கை",
  "footer.terms": "விதிமுறைகள் & நிபந்தனைகள்",
  "footer.cancellation": "ரத்து & பணத்திருப்பம்",
  "footer.shipping": "அனுப்புதல் & விநியோகம்",
  "footer.copyright": "© 2024 {business}. அனைத்து உரிமைகளும் பாதுகாக்கப்பட்டவை.",

  "home.title": "உங்கள் வணிகத்தைத் தனித்துக் காட்டும் அச்சுப் பணிகள்",
  "home.subtitle":
    "டிஜிட்டல் மற்றும் ஆஃப்செட் அச்சிடுதல், கிராஃபிக் வடிவமைப்பு, அடையாள அட்டைகள், பேனர்கள் மற்றும் திருமண அழைப்பிதழ்கள் — 24 மணி நேரத்தில் விலைப்புள்ளியுடன்.",
  "home.placeOrderNow": "இப்போதே ஆர்டர் செய்யுங்கள்",
  "home.viewOurWork": "எங்கள் படைப்புகளைப் பாருங்கள்",

  "notFound.code": "404",
  "notFound.title": "பக்கம் கிடைக்கவில்லை",
  "notFound.body": "மன்னிக்கவும், நீங்கள் தேடும் பக்கம் இல்லை அல்லது வேறு இடத்திற்கு மாற்றப்பட்டுள்ளது.",
  "notFound.goHome": "முகப்புக்குச் செல்",
  "notFound.browseServices": "சேவைகளைப் பாருங்கள்",
  "notFound.goBack": "பின் செல்",
  "notFound.help": "உதவி தேவையா? எங்களைத் தொடர்பு கொள்ளுங்கள்:",

  "error.title": "ஏதோ தவறு நடந்துவிட்டது",
  "error.body":
    "சிறிது நேரம் கழித்து மீண்டும் முயற்சிக்கவும். இது தொடர்ந்தால், எங்களை அழைக்கவும் அல்லது மின்னஞ்சல் அனுப்பவும்.",
  "error.forbiddenTitle": "அணுகல் மறுக்கப்பட்டது",
  "error.tooLargeTitle": "அனுப்பிய தரவு மிக அதிகம்",
  "error.tooLargeBody":
    "நீங்கள் அனுப்பியது இந்தப் படிவம் ஏற்கும் அளவை விடப் பெரியது. அதைச் சுருக்கி (அல்லது சிறிய கோப்புகளை அனுப்பி) மீண்டும் முயற்சிக்கவும்.",

  "busy.title": "சேவை தற்போது பரபரப்பாக உள்ளது",
  "busy.body": "சேவை தற்போது பரபரப்பாக உள்ளது, ஒரு நிமிடம் கழித்து மீண்டும் முயற்சிக்கவும்.",
  "busy.retry": "மீண்டும் முயற்சிக்கவும்",

  "site.rating": "5-க்கு {rating} மதிப்பீடு",

  "toast.region": "அறிவிப்புகள்",
  "toast.dismiss": "மூடு",
};
