import { localized, tr } from "~/lib/content";
import type { PolicyContent } from "./types";

/** The date the other three policy pages show (they are in policies.ts). */
export const policiesLastUpdated = tr(
  "Last updated January 2025",
  "கடைசியாகப் புதுப்பிக்கப்பட்டது: ஜனவரி 2025",
);

/** The Privacy Policy's own date: it changed with the data rights (decision 051). */
const privacyLastUpdated = tr(
  "Last updated November 2026",
  "கடைசியாகப் புதுப்பிக்கப்பட்டது: நவம்பர் 2026",
);

/** The Privacy Policy page (/privacy-policy). */
export const privacyPolicy = localized<PolicyContent>({
  meta: {
    title: tr("Privacy Policy — Limra Graphics", "தனியுரிமைக் கொள்கை — Limra Graphics"),
    description: tr(
      "How Limra Graphics collects, uses, protects and deletes the information you share through our order, contact and feedback forms. We never sell your data.",
      "ஆர்டர், தொடர்பு, கருத்துப் படிவங்கள் மூலம் நீங்கள் தரும் தகவல்களை Limra Graphics எப்படிச் சேகரித்து, பயன்படுத்தி, பாதுகாத்து, நீக்குகிறது. தகவல்களை விற்பதில்லை.",
    ),
  },
  title: tr("Privacy Policy", "தனியுரிமைக் கொள்கை"),
  intro: tr(
    "This policy explains what personal information Limra Graphics collects through this website, why we collect it, how long we keep it and the choices you have. We collect only what we need to answer you and complete your orders, and we never sell your information. If we change this policy, we will update the date at the end of this page.",
    "இந்த இணையதளம் மூலம் Limra Graphics எந்தத் தனிப்பட்ட தகவல்களைச் சேகரிக்கிறது, ஏன் சேகரிக்கிறது, எவ்வளவு காலம் வைத்திருக்கிறது, உங்களுக்கு உள்ள தேர்வுகள் என்ன என்பதை இந்தக் கொள்கை விளக்குகிறது. உங்களுக்குப் பதில் அளிக்கவும் உங்கள் ஆர்டர்களை முடிக்கவும் தேவையானதை மட்டுமே சேகரிக்கிறோம்; உங்கள் தகவல்களை ஒருபோதும் விற்பதில்லை. இந்தக் கொள்கையை மாற்றினால், இப்பக்கத்தின் இறுதியில் உள்ள தேதியைப் புதுப்பிப்போம்.",
  ),
  sections: [
    {
      heading: tr("Information we collect", "நாங்கள் சேகரிக்கும் தகவல்கள்"),
      paragraphs: [
        tr(
          "We collect only the information you give us through the forms on this site or when you create an account:",
          "இந்தத் தளத்தில் உள்ள படிவங்கள் மூலமோ கணக்கு உருவாக்கும்போதோ நீங்களே தரும் தகவல்களை மட்டுமே சேகரிக்கிறோம்:",
        ),
      ],
      bullets: [
        tr(
          "Order and quote requests: your name, phone number, e-mail address (optional), the service, quantity and message, and the design files you attach.",
          "ஆர்டர் மற்றும் விலைப்புள்ளிக் கோரிக்கைகள்: உங்கள் பெயர், தொலைபேசி எண், மின்னஞ்சல் முகவரி (விருப்பத்தேர்வு), சேவை, எண்ணிக்கை, செய்தி, நீங்கள் இணைக்கும் வடிவமைப்புக் கோப்புகள்.",
        ),
        tr(
          "Contact messages: your name, e-mail address, phone number (optional), subject and message.",
          "தொடர்புச் செய்திகள்: உங்கள் பெயர், மின்னஞ்சல் முகவரி, தொலைபேசி எண் (விருப்பத்தேர்வு), தலைப்பு, செய்தி.",
        ),
        tr(
          "Reviews and feedback: your name, your rating, the service you used, your comments and any contact details you choose to give.",
          "மதிப்புரைகளும் கருத்துகளும்: உங்கள் பெயர், மதிப்பீடு, நீங்கள் பயன்படுத்திய சேவை, உங்கள் கருத்து, நீங்கள் தர விரும்பும் தொடர்பு விவரங்கள்.",
        ),
        tr(
          "Account: your e-mail address, name, phone number, password (stored only in a one-way hashed form that cannot be turned back into your password) and your settings such as language, theme and notifications.",
          "கணக்கு: உங்கள் மின்னஞ்சல் முகவரி, பெயர், தொலைபேசி எண், கடவுச்சொல் (மீண்டும் கடவுச்சொல்லாக மாற்ற முடியாத ஹாஷ் வடிவில் மட்டுமே சேமிக்கப்படும்), மொழி, தீம், அறிவிப்புகள் போன்ற உங்கள் அமைப்புகள்.",
        ),
        tr(
          "Tea orders: when you order Tea Talks through WhatsApp or the online payment button, WhatsApp or the payment provider handles the details you enter under its own privacy policy; we receive only what we need to deliver your order.",
          "தேநீர் ஆர்டர்கள்: வாட்ஸ்அப் அல்லது ஆன்லைன் கட்டணப் பொத்தான் மூலம் Tea Talks ஆர்டர் செய்யும்போது நீங்கள் தரும் விவரங்களை வாட்ஸ்அப் அல்லது கட்டணச் சேவை நிறுவனம் தன் சொந்தத் தனியுரிமைக் கொள்கையின்படி கையாளுகிறது; உங்கள் ஆர்டரை டெலிவரி செய்யத் தேவையானவை மட்டுமே எங்களுக்கு வரும்.",
        ),
      ],
    },
    {
      heading: tr("Cookies", "குக்கீகள்"),
      paragraphs: [
        tr(
          "We use only a few small cookies that the site needs to work: one keeps you signed in, two remember your language and your light or dark theme, and a short-lived one carries a confirmation message to the next page for about a minute. We do not use advertising or tracking cookies.",
          "தளம் இயங்கத் தேவையான சில சிறிய குக்கீகளை மட்டுமே பயன்படுத்துகிறோம்: ஒன்று உங்களை உள்நுழைந்த நிலையில் வைத்திருக்கும்; இரண்டு உங்கள் மொழியையும் ஒளி அல்லது இருண்ட தீமையும் நினைவில் வைக்கும்; குறுகிய கால குக்கீ ஒன்று உறுதிப்படுத்தல் செய்தியை அடுத்த பக்கத்துக்கு ஏறக்குறைய ஒரு நிமிடம் கொண்டு செல்லும். விளம்பர அல்லது கண்காணிப்புக் குக்கீகளைப் பயன்படுத்துவதில்லை.",
        ),
        tr(
          "The special-offer window keeps a small note in your browser's session storage so that it appears only once per visit; the note disappears when you close the browser.",
          "சிறப்புச் சலுகைச் சாளரம் ஒரு வருகையில் ஒருமுறை மட்டும் தோன்றுவதற்காக, உங்கள் உலாவியின் அமர்வுச் சேமிப்பகத்தில் (session storage) ஒரு சிறு குறிப்பு வைக்கப்படுகிறது; உலாவியை மூடியதும் அது நீங்கிவிடும்.",
        ),
      ],
    },
    {
      heading: tr("How we use your information", "உங்கள் தகவல்களைப் பயன்படுத்தும் விதம்"),
      paragraphs: [
        tr(
          "We use the information you give us only for the purposes below, and we do not send you promotional messages without your consent:",
          "நீங்கள் தரும் தகவல்களைக் கீழ்க்கண்ட நோக்கங்களுக்கு மட்டுமே பயன்படுத்துகிறோம்; உங்கள் ஒப்புதல் இல்லாமல் விளம்பரச் செய்திகளை அனுப்புவதில்லை:",
        ),
      ],
      bullets: [
        tr(
          "to prepare your quote, print and deliver your order, and contact you about it;",
          "விலைப்புள்ளி தயாரிக்க, உங்கள் ஆர்டரை அச்சிட்டு டெலிவரி செய்ய, அது குறித்து உங்களைத் தொடர்பு கொள்ள;",
        ),
        tr(
          "to reply to your messages and feedback;",
          "உங்கள் செய்திகளுக்கும் கருத்துகளுக்கும் பதில் அளிக்க;",
        ),
        tr(
          "to publish your review on the site after we have checked it;",
          "நீங்கள் அனுப்பிய மதிப்புரையைச் சரிபார்த்த பிறகு தளத்தில் வெளியிட;",
        ),
        tr(
          "to run and protect your account, for example with password-reset e-mails;",
          "உங்கள் கணக்கை இயக்கவும் பாதுகாக்கவும் — உதாரணமாக, கடவுச்சொல் மீட்டமைப்பு மின்னஞ்சல்கள்;",
        ),
        tr(
          "to keep the accounting records and invoices that the law requires.",
          "சட்டப்படி தேவையான கணக்குப் பதிவுகளையும் இன்வாய்ஸ்களையும் வைத்திருக்க.",
        ),
      ],
    },
    {
      heading: tr("Who can see your information", "உங்கள் தகவல்களை யார் பார்க்க முடியும்"),
      paragraphs: [
        tr(
          "Only the Limra Graphics staff who handle your order or message can see your information. We do not sell, rent or trade your personal information to anyone.",
          "உங்கள் ஆர்டர் அல்லது செய்தியைக் கையாளும் Limra Graphics ஊழியர்கள் மட்டுமே உங்கள் தகவல்களைப் பார்க்க முடியும். உங்கள் தனிப்பட்ட தகவல்களை யாருக்கும் விற்பதோ, வாடகைக்கு விடுவதோ, பரிமாறுவதோ இல்லை.",
        ),
        tr(
          "Published reviews are public: your name, rating and review text can be seen by every visitor. The map on our Contact page is provided by Google Maps, and the portfolio page shows an external website; these services may collect information under their own policies.",
          "வெளியிடப்பட்ட மதிப்புரைகள் பொதுவானவை: உங்கள் பெயர், மதிப்பீடு, கருத்து ஆகியவற்றைத் தளத்துக்கு வரும் அனைவரும் பார்க்கலாம். எங்கள் தொடர்புப் பக்கத்தில் உள்ள வரைபடம் Google Maps வழங்குவது; போர்ட்ஃபோலியோ பக்கம் ஒரு வெளி இணையதளத்தைக் காட்டுகிறது — இந்தச் சேவைகள் தங்கள் சொந்தக் கொள்கைகளின்படி தகவல்களைச் சேகரிக்கலாம்.",
        ),
        tr(
          "We share your information only when it is needed:",
          "தேவைப்படும்போது மட்டுமே உங்கள் தகவல்களைப் பகிர்கிறோம்:",
        ),
      ],
      bullets: [
        tr(
          "with a courier company (name, phone number and address) to deliver your order;",
          "உங்கள் ஆர்டரை டெலிவரி செய்யக் கூரியர் நிறுவனத்துடன் (பெயர், தொலைபேசி எண், முகவரி);",
        ),
        tr(
          "with the e-mail service that delivers our messages to you;",
          "எங்கள் மின்னஞ்சல்களை உங்களுக்கு அனுப்பும் மின்னஞ்சல் சேவையுடன்;",
        ),
        tr(
          "with the payment provider when you pay online;",
          "நீங்கள் ஆன்லைனில் பணம் செலுத்தும்போது கட்டணச் சேவை நிறுவனத்துடன்;",
        ),
        tr(
          "with the authorities when the law requires us to.",
          "சட்டம் கோரும்போது அரசு அதிகாரிகளுடன்.",
        ),
      ],
    },
    {
      heading: tr("How long we keep it", "எவ்வளவு காலம் வைத்திருக்கிறோம்"),
      paragraphs: [
        tr(
          "We keep your information until you delete your account or ask us to delete it:",
          "உங்கள் கணக்கை நீக்கும் வரை, அல்லது நீக்கச் சொல்லும் வரை, உங்கள் தகவல்களை வைத்திருக்கிறோம்:",
        ),
      ],
      bullets: [
        tr(
          "Your account, your settings and the design files you send us: until you delete your account or ask us to delete them.",
          "உங்கள் கணக்கு, அமைப்புகள், நீங்கள் அனுப்பும் வடிவமைப்புக் கோப்புகள்: கணக்கை நீக்கும் வரை, அல்லது நீக்கச் சொல்லும் வரை.",
        ),
        tr(
          "Order and quote requests, contact messages and feedback: until you delete your account or ask us; then your name, phone number, e-mail address and message are removed from them.",
          "ஆர்டர், விலைப்புள்ளிக் கோரிக்கைகள், தொடர்புச் செய்திகள், கருத்துகள்: கணக்கை நீக்கும் வரை, அல்லது நீக்கச் சொல்லும் வரை; பிறகு அவற்றிலிருந்து உங்கள் பெயர், தொலைபேசி எண், மின்னஞ்சல் முகவரி, செய்தி நீக்கப்படும்.",
        ),
        tr(
          "LimraKart orders, bills and payments: for as long as Indian tax and accounting law requires. When your account is deleted, each order keeps only its number, items, amounts and statuses, under the name “Deleted customer”.",
          "LimraKart ஆர்டர்கள், பில்கள், கட்டணங்கள்: இந்திய வரி, கணக்குச் சட்டங்கள் கோரும் காலம் வரை. உங்கள் கணக்கு நீக்கப்பட்டதும், ஒவ்வொரு ஆர்டரிலும் அதன் எண், பொருட்கள், தொகைகள், நிலைகள் மட்டுமே “Deleted customer” என்ற பெயரில் இருக்கும்.",
        ),
        tr(
          "Published reviews: until you ask us to remove them.",
          "வெளியிடப்பட்ட மதிப்புரைகள்: நீக்கச் சொல்லும் வரை.",
        ),
      ],
    },
    {
      heading: tr("Your data: download and deletion", "உங்கள் தரவு: பதிவிறக்கமும் நீக்கமும்"),
      paragraphs: [
        tr(
          "Under India's Digital Personal Data Protection Act, 2023, you can see and erase your data. Signed in, on the Settings page (“Your data”) you can:",
          "இந்தியாவின் டிஜிட்டல் தனிப்பட்ட தரவுப் பாதுகாப்புச் சட்டம், 2023-இன் கீழ், உங்கள் தரவைப் பார்க்கவும் அழிக்கவும் உங்களுக்கு உரிமை உண்டு. உள்நுழைந்த பின், அமைப்புகள் பக்கத்தில் (“உங்கள் தரவு”) நீங்கள்:",
        ),
      ],
      bullets: [
        tr("change your name and phone number;", "உங்கள் பெயரையும் தொலைபேசி எண்ணையும் மாற்றலாம்;"),
        tr(
          "download your data as one file (JSON): your account and settings, your LimraKart orders with their items and history, and the requests, messages and feedback sent with your e-mail address;",
          "உங்கள் தரவை ஒரே கோப்பாக (JSON) பதிவிறக்கலாம்: உங்கள் கணக்கும் அமைப்புகளும், பொருட்களும் வரலாறும் கொண்ட LimraKart ஆர்டர்கள், உங்கள் மின்னஞ்சல் முகவரியுடன் அனுப்பிய கோரிக்கைகள், செய்திகள், கருத்துகள்;",
        ),
        tr(
          "delete your account, with your password: you are signed out and cannot sign in again; your orders are kept for the books without your name, phone number, e-mail address or address; your requests, messages and feedback are anonymised the same way; your design files are deleted. An order that is not yet delivered or cancelled must be finished first.",
          "உங்கள் கடவுச்சொல்லுடன் உங்கள் கணக்கை நீக்கலாம்: நீங்கள் வெளியேற்றப்படுவீர்கள், மீண்டும் உள்நுழைய முடியாது; உங்கள் ஆர்டர்கள் உங்கள் பெயர், தொலைபேசி எண், மின்னஞ்சல், முகவரி இல்லாமல் கணக்குப் புத்தகங்களுக்காக வைக்கப்படும்; உங்கள் கோரிக்கைகள், செய்திகள், கருத்துகளிலிருந்தும் அவ்வாறே அடையாளம் நீக்கப்படும்; உங்கள் வடிவமைப்புக் கோப்புகள் நீக்கப்படும். டெலிவரி ஆகாத அல்லது ரத்தாகாத ஆர்டர் இருந்தால், அது முதலில் முடிய வேண்டும்.",
        ),
      ],
    },
    {
      heading: tr("Asking us instead", "எங்களிடம் கேட்டு"),
      paragraphs: [
        tr(
          "If you cannot sign in, or you sent us a request without an account, ask us by e-mail or phone to send you your data or to delete it, or to remove your review. After confirming your identity, the shop's admin does it for you within 30 days, and the request is recorded. We keep only the records the law requires us to keep, such as invoices.",
          "உள்நுழைய முடியவில்லை என்றாலோ, கணக்கு இல்லாமல் கோரிக்கை அனுப்பியிருந்தாலோ, உங்கள் தரவை அனுப்பவோ நீக்கவோ, அல்லது உங்கள் மதிப்புரையை அகற்றவோ மின்னஞ்சல் அல்லது தொலைபேசி மூலம் எங்களிடம் கேளுங்கள். உங்கள் அடையாளத்தை உறுதிசெய்த பின், கடையின் நிர்வாகி 30 நாட்களுக்குள் அதைச் செய்வார்; அந்தக் கோரிக்கை பதிவு செய்யப்படும். இன்வாய்ஸ் போன்ற சட்டப்படி வைத்திருக்க வேண்டிய பதிவுகளை மட்டும் தொடர்ந்து வைத்திருப்போம்.",
        ),
      ],
    },
    {
      heading: tr("Security", "பாதுகாப்பு"),
      paragraphs: [
        tr(
          "We take sensible steps to protect your information: connections to this site are encrypted (HTTPS), passwords are stored only in hashed form, the sign-in cookie cannot be read by scripts on the page, and only authorised staff can open order and billing records.",
          "உங்கள் தகவல்களைப் பாதுகாக்க நியாயமான நடவடிக்கைகளை எடுக்கிறோம்: இந்தத் தளத்துடனான இணைப்புகள் மறையாக்கம் (HTTPS) செய்யப்படுகின்றன; கடவுச்சொற்கள் ஹாஷ் வடிவில் மட்டுமே சேமிக்கப்படுகின்றன; உள்நுழைவுக் குக்கீயைப் பக்கத்தில் உள்ள ஸ்கிரிப்டுகளால் படிக்க முடியாது; அங்கீகரிக்கப்பட்ட ஊழியர்கள் மட்டுமே ஆர்டர், பில்லிங் பதிவுகளைத் திறக்க முடியும்.",
        ),
        tr(
          "No method of storage or transmission is completely secure, but we keep working to protect your information. If a security breach affects you, we will tell you promptly.",
          "எந்தச் சேமிப்பு அல்லது பரிமாற்ற முறையும் முழுமையாகப் பாதுகாப்பானது அல்ல; ஆனாலும் உங்கள் தகவல்களைப் பாதுகாக்கத் தொடர்ந்து முயல்கிறோம். உங்களைப் பாதிக்கும் பாதுகாப்பு மீறல் ஏற்பட்டால், உடனே உங்களுக்குத் தெரிவிப்போம்.",
        ),
      ],
    },
  ],
  lastUpdated: privacyLastUpdated,
});
