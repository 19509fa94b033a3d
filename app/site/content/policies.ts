import { localized, tr } from "~/lib/content";
import type { PolicyContent } from "./types";

/**
 * The four policy pages. Facts (advance, charges, refund window, delivery areas, times and
 * charges, pickup and working hours) come from the spec's business constants; keep them in
 * step with the rest of the site when the business changes them.
 */

const lastUpdated = tr("Last updated January 2025", "கடைசியாகப் புதுப்பிக்கப்பட்டது: ஜனவரி 2025");

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
          "We keep your information only as long as we need it, and then delete it or make it anonymous:",
          "உங்கள் தகவல்களைத் தேவையான காலம் வரை மட்டுமே வைத்திருந்து, பின்னர் நீக்குகிறோம் அல்லது உங்களை அடையாளம் காண முடியாதபடி மாற்றுகிறோம்:",
        ),
      ],
      bullets: [
        tr(
          "Order records and invoices: for as long as Indian tax and accounting law requires.",
          "ஆர்டர் பதிவுகளும் இன்வாய்ஸ்களும்: இந்திய வரி, கணக்குச் சட்டங்கள் கோரும் காலம் வரை.",
        ),
        tr(
          "Design files you send us: up to 6 months after delivery, so that reprints are easy. Tell us if you want them deleted earlier.",
          "நீங்கள் அனுப்பும் வடிவமைப்புக் கோப்புகள்: மறுபதிப்பு எளிதாக இருக்க, டெலிவரிக்குப் பிறகு 6 மாதங்கள் வரை. அதற்கு முன்பே நீக்க வேண்டுமென்றால் சொல்லுங்கள்.",
        ),
        tr(
          "Contact messages and feedback: up to 12 months, unless they become part of an order.",
          "தொடர்புச் செய்திகளும் கருத்துகளும்: ஆர்டராக மாறாவிட்டால் 12 மாதங்கள் வரை.",
        ),
        tr(
          "Your account: until you delete it on the Settings page or ask us to delete it.",
          "உங்கள் கணக்கு: அமைப்புகள் பக்கத்தில் நீங்கள் நீக்கும் வரை, அல்லது நீக்கச் சொல்லும் வரை.",
        ),
        tr(
          "Published reviews: until you ask us to remove them.",
          "வெளியிடப்பட்ட மதிப்புரைகள்: நீக்கச் சொல்லும் வரை.",
        ),
      ],
    },
    {
      heading: tr("Your choices and deletion requests", "உங்கள் தேர்வுகளும் நீக்கக் கோரிக்கைகளும்"),
      paragraphs: [
        tr(
          "You can change your name and phone number on the Settings page, and delete your account there at any time.",
          "அமைப்புகள் பக்கத்தில் உங்கள் பெயரையும் தொலைபேசி எண்ணையும் மாற்றலாம்; அங்கேயே எப்போது வேண்டுமானாலும் உங்கள் கணக்கை நீக்கலாம்.",
        ),
        tr(
          "To see, correct or delete any other information we hold about you, or to remove your review, contact us by phone, e-mail or WhatsApp, or visit our shop. After confirming your identity, we will act on your request within 30 days. We keep only the records the law requires us to keep, such as invoices.",
          "நாங்கள் வைத்திருக்கும் உங்கள் பிற தகவல்களைப் பார்க்க, திருத்த அல்லது நீக்க, அல்லது உங்கள் மதிப்புரையை அகற்ற, தொலைபேசி, மின்னஞ்சல் அல்லது வாட்ஸ்அப் மூலம் எங்களைத் தொடர்பு கொள்ளுங்கள், அல்லது கடைக்கு நேரில் வாருங்கள். உங்கள் அடையாளத்தை உறுதிசெய்த பின், 30 நாட்களுக்குள் உங்கள் கோரிக்கையை நிறைவேற்றுவோம். இன்வாய்ஸ் போன்ற சட்டப்படி வைத்திருக்க வேண்டிய பதிவுகளை மட்டும் தொடர்ந்து வைத்திருப்போம்.",
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
  lastUpdated,
});

export const termsConditions = localized<PolicyContent>({
  meta: {
    title: tr("Terms & Conditions — Limra Graphics", "விதிமுறைகள் & நிபந்தனைகள் — Limra Graphics"),
    description: tr(
      "Terms for quotes, orders, payment, design approval and delivery when you use the Limra Graphics website or order printing, design or Tea Talks tea.",
      "Limra Graphics இணையதளம், அச்சு, வடிவமைப்பு, Tea Talks தேநீர் ஆர்டர்களுக்கான விதிமுறைகள்: விலைப்புள்ளி, ஆர்டர், கட்டணம், வடிவமைப்பு ஒப்புதல், டெலிவரி.",
    ),
  },
  title: tr("Terms & Conditions", "விதிமுறைகள் & நிபந்தனைகள்"),
  intro: tr(
    "These terms apply when you use this website or order printing, design work or Tea Talks products from Limra Graphics. By placing an order you agree to them. Please read them, and ask us if anything is unclear.",
    "இந்த இணையதளத்தைப் பயன்படுத்தும்போதும், Limra Graphics-இடம் அச்சு, வடிவமைப்பு அல்லது Tea Talks தயாரிப்புகளை ஆர்டர் செய்யும்போதும் இந்த விதிமுறைகள் பொருந்தும். ஆர்டர் செய்வதன் மூலம் இவற்றை ஏற்றுக்கொள்கிறீர்கள். தயவுசெய்து படியுங்கள்; ஏதேனும் தெளிவில்லை என்றால் எங்களைக் கேளுங்கள்.",
  ),
  sections: [
    {
      heading: tr("Quotes and orders", "விலைப்புள்ளியும் ஆர்டரும்"),
      paragraphs: [
        tr(
          "Prices shown on this website are starting prices. Your final price depends on size, paper, colours, finish and quantity, and is confirmed in the quote we send you within 24 hours of your request.",
          "இந்தத் தளத்தில் காட்டப்படும் விலைகள் தொடக்க விலைகள் மட்டுமே. இறுதி விலை அளவு, காகிதம், வண்ணங்கள், ஃபினிஷ், எண்ணிக்கையைப் பொறுத்தது; உங்கள் கோரிக்கையிலிருந்து 24 மணி நேரத்துக்குள் நாங்கள் அனுப்பும் விலைப்புள்ளியில் அது உறுதிசெய்யப்படும்.",
        ),
        tr(
          "Sending the order form is a request for a quote, not a confirmed order. An order is confirmed when you accept our quote and, where needed, pay the advance.",
          "ஆர்டர் படிவத்தை அனுப்புவது விலைப்புள்ளிக்கான கோரிக்கை மட்டுமே, உறுதியான ஆர்டர் அல்ல. எங்கள் விலைப்புள்ளியை ஏற்று, தேவைப்பட்டால் முன்பணம் செலுத்திய பிறகே ஆர்டர் உறுதியாகும்.",
        ),
      ],
    },
    {
      heading: tr("Payment", "கட்டணம்"),
      paragraphs: [
        tr(
          "Custom orders may need an advance of 50% of the order value before we start work. Unless we agree otherwise in writing, the balance is payable when the order is delivered or collected.",
          "தனிப்பயன் ஆர்டர்களுக்கு, பணியைத் தொடங்கும் முன் ஆர்டர் மதிப்பில் 50% முன்பணம் தேவைப்படலாம். எழுத்துப்பூர்வமாக வேறு ஏற்பாடு செய்யாவிட்டால், மீதித் தொகையை ஆர்டரை டெலிவரி பெறும்போது அல்லது நேரில் பெற்றுக்கொள்ளும்போது செலுத்த வேண்டும்.",
        ),
        tr(
          "We accept cash, bank transfer, UPI and cards. Tea Talks products can also be paid for with the online payment button on each product page.",
          "ரொக்கம், வங்கிப் பரிமாற்றம், UPI, கார்டுகள் மூலம் பணம் செலுத்தலாம். Tea Talks தயாரிப்புகளுக்கு, ஒவ்வொரு தயாரிப்புப் பக்கத்திலும் உள்ள ஆன்லைன் கட்டணப் பொத்தான் மூலமும் செலுத்தலாம்.",
        ),
      ],
    },
    {
      heading: tr("Designs, proofs and approval", "வடிவமைப்பு, ப்ரூஃப், ஒப்புதல்"),
      paragraphs: [
        tr(
          "On request, we share a digital proof or a sample before printing. Please check every detail: names, spellings, dates, phone numbers and addresses. We print exactly what you approve, and we are not responsible for errors in content you have approved.",
          "கேட்டால், அச்சிடும் முன் டிஜிட்டல் ப்ரூஃப் அல்லது மாதிரியைப் பகிர்கிறோம். பெயர்கள், எழுத்துகள், தேதிகள், தொலைபேசி எண்கள், முகவரிகள் — ஒவ்வொன்றையும் கவனமாகச் சரிபாருங்கள். நீங்கள் ஒப்புதல் தந்ததை அப்படியே அச்சிடுவோம்; ஒப்புதல் தந்த உள்ளடக்கத்தில் உள்ள பிழைகளுக்கு நாங்கள் பொறுப்பல்ல.",
        ),
        tr(
          "Colours on a screen can look slightly different on paper, and small variations between print runs, paper batches and cutting are normal in printing.",
          "திரையில் தெரியும் வண்ணங்கள் காகிதத்தில் சற்று மாறுபட்டுத் தெரியலாம்; அச்சுத் தொகுப்புகள், காகிதத் தொகுப்புகள், கட்டிங் ஆகியவற்றில் சிறிய வேறுபாடுகள் அச்சுத் தொழிலில் இயல்பானவை.",
        ),
      ],
    },
    {
      heading: tr("Your content and files", "உங்கள் உள்ளடக்கமும் கோப்புகளும்"),
      paragraphs: [
        tr(
          "You confirm that you have the right to use every logo, photo, text and design you give us, and that the content is lawful. We may refuse any job that is unlawful, offensive or infringes someone else's rights.",
          "நீங்கள் தரும் ஒவ்வொரு லோகோ, புகைப்படம், வாசகம், வடிவமைப்பையும் பயன்படுத்த உங்களுக்கு உரிமை உண்டு என்பதையும், அவை சட்டத்துக்கு உட்பட்டவை என்பதையும் நீங்கள் உறுதிசெய்கிறீர்கள். சட்டவிரோதமான, புண்படுத்தும் அல்லது பிறரின் உரிமைகளை மீறும் பணிகளை ஏற்க மறுக்கலாம்.",
        ),
        tr(
          "We accept JPG, PNG, PDF, AI, PSD and CDR files of up to 10MB each. Low-resolution files may print blurred; we will tell you if we notice this.",
          "JPG, PNG, PDF, AI, PSD, CDR கோப்புகளை, ஒவ்வொன்றும் 10MB வரை, ஏற்கிறோம். குறைந்த தெளிவுத்திறன் கொண்ட கோப்புகள் மங்கலாக அச்சாகலாம்; அதைக் கவனித்தால் உங்களுக்குத் தெரிவிப்போம்.",
        ),
        tr(
          "Once you have paid in full, you may use the final design we made for you for your own purposes; our editable working files stay with us unless we agree otherwise. We may show our work for you in our gallery and portfolio unless you ask us not to.",
          "முழுத் தொகையும் செலுத்திய பின், உங்களுக்காக நாங்கள் உருவாக்கிய இறுதி வடிவமைப்பை உங்கள் சொந்தத் தேவைகளுக்குப் பயன்படுத்தலாம்; வேறு ஒப்பந்தம் இல்லாவிட்டால், திருத்தக்கூடிய மூலக் கோப்புகள் எங்களிடமே இருக்கும். நீங்கள் வேண்டாம் என்று சொன்னால் தவிர, உங்களுக்காகச் செய்த படைப்புகளை எங்கள் படத்தொகுப்பிலும் போர்ட்ஃபோலியோவிலும் காட்டலாம்.",
        ),
      ],
    },
    {
      heading: tr("Delivery, cancellation and refunds", "டெலிவரி, ரத்து, பணத்திருப்பம்"),
      paragraphs: [
        tr(
          "Turnaround times (2–5 working days for most jobs) are estimates, counted from your approval of the final design and payment of any advance.",
          "தயாராகும் காலம் (பெரும்பாலான பணிகளுக்கு 2–5 வேலை நாட்கள்) ஒரு மதிப்பீடு மட்டுமே; இறுதி வடிவமைப்புக்கு நீங்கள் ஒப்புதல் தந்து, தேவையான முன்பணம் செலுத்திய நாளிலிருந்து கணக்கிடப்படும்.",
        ),
        tr(
          "Delivery areas, times and charges are set out in our Shipping & Delivery Policy, and cancellations and refunds in our Cancellation & Refund Policy.",
          "டெலிவரிப் பகுதிகள், காலம், கட்டணங்கள் எங்கள் அனுப்புதல் & விநியோகக் கொள்கையிலும், ரத்து, பணத்திருப்ப விதிகள் எங்கள் ரத்து & பணத்திருப்பக் கொள்கையிலும் உள்ளன.",
        ),
      ],
    },
    {
      heading: tr("Our responsibility", "எங்கள் பொறுப்பு"),
      paragraphs: [
        tr(
          "If a job is defective because of our mistake, we will reprint it or refund you as explained in our Cancellation & Refund Policy. Our total responsibility for any order is limited to the amount you paid for that order.",
          "எங்கள் தவறால் ஒரு பணியில் குறைபாடு இருந்தால், ரத்து & பணத்திருப்பக் கொள்கையில் விளக்கியபடி மறுபடி அச்சிட்டுத் தருவோம் அல்லது பணத்தைத் திருப்பித் தருவோம். எந்த ஆர்டருக்கும் எங்கள் மொத்தப் பொறுப்பு, அந்த ஆர்டருக்கு நீங்கள் செலுத்திய தொகைக்கு மேல் இருக்காது.",
        ),
        tr(
          "We are not responsible for indirect losses, or for delays caused by events outside our control such as heavy rain, floods, power cuts or courier disruptions; if such a delay happens, we will tell you straight away.",
          "மறைமுக இழப்புகளுக்கும், கனமழை, வெள்ளம், மின்தடை, கூரியர் இடையூறு போன்ற எங்கள் கட்டுப்பாட்டுக்கு அப்பாற்பட்ட நிகழ்வுகளால் ஏற்படும் தாமதங்களுக்கும் நாங்கள் பொறுப்பல்ல; அப்படித் தாமதம் நேர்ந்தால் உடனே உங்களுக்குத் தெரிவிப்போம்.",
        ),
      ],
    },
    {
      heading: tr("Use of this website and changes", "இணையதளப் பயன்பாடும் மாற்றங்களும்"),
      paragraphs: [
        tr(
          "Please use this website lawfully, and do not try to disrupt it or to access accounts that are not yours.",
          "இந்த இணையதளத்தைச் சட்டப்படி பயன்படுத்துங்கள்; அதன் இயக்கத்தைக் குலைக்கவோ, உங்களுடையது அல்லாத கணக்குகளை அணுகவோ முயலாதீர்கள்.",
        ),
        tr(
          "We may update these terms from time to time; the version on this page applies to orders placed after the date below. These terms are governed by the laws of India, and disputes are subject to the courts of the district where our shop is located.",
          "இந்த விதிமுறைகளை அவ்வப்போது புதுப்பிக்கலாம்; கீழே உள்ள தேதிக்குப் பிறகு செய்யப்படும் ஆர்டர்களுக்கு இந்தப் பக்கத்தில் உள்ள பதிப்பே பொருந்தும். இந்த விதிமுறைகள் இந்தியச் சட்டங்களுக்கு உட்பட்டவை; தகராறுகள் எங்கள் கடை அமைந்துள்ள மாவட்டத்தின் நீதிமன்றங்களின் அதிகார வரம்புக்கு உட்பட்டவை.",
        ),
      ],
    },
  ],
  lastUpdated,
});

export const cancellationRefund = localized<PolicyContent>({
  meta: {
    title: tr(
      "Cancellation & Refund Policy — Limra Graphics",
      "ரத்து & பணத்திருப்பக் கொள்கை — Limra Graphics",
    ),
    description: tr(
      "When you can cancel a Limra Graphics order, how to ask for a refund or reprint within 7 days, and how approved refunds are paid in 7–10 business days.",
      "Limra Graphics ஆர்டரை எப்போது ரத்து செய்யலாம், 7 நாட்களுக்குள் பணத்திருப்பம் கோருவது எப்படி, பணம் 7–10 வேலை நாட்களில் திருப்பித் தரப்படும் முறை.",
    ),
  },
  title: tr("Cancellation & Refund Policy", "ரத்து & பணத்திருப்பக் கொள்கை"),
  intro: tr(
    "Every print job is made to order for you, so this page explains when an order can be cancelled and when you can get a refund. If something goes wrong, talk to us first — most problems are solved with a quick reprint.",
    "ஒவ்வொரு அச்சுப் பணியும் உங்களுக்காகவே தனியாகத் தயாரிக்கப்படுகிறது. எனவே ஆர்டரை எப்போது ரத்து செய்யலாம், எப்போது பணத்தைத் திரும்பப் பெறலாம் என்பதை இங்கே விளக்குகிறோம். ஏதேனும் பிரச்சினை என்றால் முதலில் எங்களிடம் பேசுங்கள் — பெரும்பாலான பிரச்சினைகள் விரைவான மறுபதிப்பில் தீர்ந்துவிடும்.",
  ),
  sections: [
    {
      heading: tr("Cancelling an order", "ஆர்டரை ரத்து செய்தல்"),
      paragraphs: [
        tr(
          "You can cancel an order by phone, e-mail or WhatsApp. What happens depends on how far the work has gone:",
          "தொலைபேசி, மின்னஞ்சல் அல்லது வாட்ஸ்அப் மூலம் ஆர்டரை ரத்து செய்யலாம். பணி எந்த நிலையில் உள்ளது என்பதைப் பொறுத்து:",
        ),
      ],
      bullets: [
        tr(
          "Before any design or printing work has started: any advance you paid is refunded in full.",
          "வடிவமைப்போ அச்சோ தொடங்கும் முன்: நீங்கள் செலுத்திய முன்பணம் முழுவதும் திருப்பித் தரப்படும்.",
        ),
        tr(
          "After design work has started but before printing: we charge 25% of the order value for the design work. This is deducted from your advance and the rest is refunded.",
          "வடிவமைப்பு தொடங்கிய பின், அச்சுக்கு முன்: வடிவமைப்புப் பணிக்காக ஆர்டர் மதிப்பில் 25% கட்டணம் வசூலிக்கப்படும். இது உங்கள் முன்பணத்திலிருந்து கழிக்கப்பட்டு, மீதி திருப்பித் தரப்படும்.",
        ),
        tr(
          "After printing has started: the order can no longer be cancelled, because printed items are made for you alone and cannot be reused or resold.",
          "அச்சு தொடங்கிய பின்: ஆர்டரை ரத்து செய்ய முடியாது; அச்சிட்ட பொருட்கள் உங்களுக்கென்றே தயாரானவை, அவற்றை மீண்டும் பயன்படுத்தவோ விற்கவோ முடியாது.",
        ),
      ],
    },
    {
      heading: tr(
        "When you can ask for a refund or reprint",
        "பணத்திருப்பம் அல்லது மறுபதிப்பு எப்போது கேட்கலாம்",
      ),
      paragraphs: [
        tr(
          "Please check your order as soon as you receive it. Refund or reprint requests must reach us within 7 days of delivery or collection.",
          "ஆர்டரைப் பெற்றவுடன் சரிபாருங்கள். பணத்திருப்பம் அல்லது மறுபதிப்புக் கோரிக்கைகள், டெலிவரி பெற்ற அல்லது நேரில் வாங்கிய நாளிலிருந்து 7 நாட்களுக்குள் எங்களை வந்தடைய வேண்டும்.",
        ),
        tr(
          "We will reprint free of charge, or refund you, if:",
          "கீழ்க்கண்ட சூழல்களில் இலவசமாக மறுபடி அச்சிட்டுத் தருவோம், அல்லது பணத்தைத் திருப்பித் தருவோம்:",
        ),
      ],
      bullets: [
        tr(
          "the printed items differ from the proof you approved (wrong content, size or paper);",
          "நீங்கள் ஒப்புதல் தந்த ப்ரூஃபிலிருந்து அச்சிட்ட பொருள் வேறுபட்டால் (உள்ளடக்கம், அளவு அல்லது காகிதம் தவறு);",
        ),
        tr(
          "there is a printing defect such as smudging, missing pages or wrong cutting;",
          "மை தீற்றல், பக்கங்கள் விடுபடுதல், தவறான கட்டிங் போன்ற அச்சுக் குறைபாடு இருந்தால்;",
        ),
        tr(
          "the items arrived damaged — please report transit damage within 24 hours of delivery, with photos;",
          "பொருட்கள் சேதமடைந்து வந்தால் — போக்குவரத்தில் ஏற்பட்ட சேதத்தை டெலிவரியிலிருந்து 24 மணி நேரத்துக்குள் புகைப்படங்களுடன் தெரிவியுங்கள்;",
        ),
        tr(
          "we delivered fewer items than ordered — we will print the missing quantity or refund it.",
          "ஆர்டர் செய்ததைவிடக் குறைவான எண்ணிக்கை வந்தால் — குறைந்தவற்றை அச்சிட்டுத் தருவோம் அல்லது அதற்கான பணத்தைத் திருப்பித் தருவோம்.",
        ),
      ],
    },
    {
      heading: tr("Late delivery", "டெலிவரி தாமதம்"),
      paragraphs: [
        tr(
          "If your order is delayed by more than 7 days beyond the delivery date we confirmed, for reasons within our control, you may claim a partial refund. The amount depends on the order and is agreed with you.",
          "எங்கள் கட்டுப்பாட்டுக்கு உட்பட்ட காரணங்களால், நாங்கள் உறுதிசெய்த டெலிவரி தேதியிலிருந்து 7 நாட்களுக்கு மேல் உங்கள் ஆர்டர் தாமதமானால், பகுதிப் பணத்திருப்பம் கோரலாம். தொகை ஆர்டரைப் பொறுத்து, உங்களுடன் பேசி முடிவு செய்யப்படும்.",
        ),
      ],
    },
    {
      heading: tr("What is not refundable", "பணம் திருப்பித் தரப்படாதவை"),
      paragraphs: [
        tr(
          "We cannot refund or reprint free of charge in these cases:",
          "கீழ்க்கண்டவற்றுக்குப் பணத்திருப்பமோ இலவச மறுபதிப்போ கிடையாது:",
        ),
      ],
      bullets: [
        tr(
          "Mistakes (spellings, dates, numbers) that were already in the proof you approved or in the files you supplied.",
          "நீங்கள் ஒப்புதல் தந்த ப்ரூஃபில் அல்லது நீங்கள் தந்த கோப்புகளில் ஏற்கெனவே இருந்த பிழைகள் (எழுத்துப்பிழை, தேதி, எண்கள்).",
        ),
        tr(
          "Small colour differences between screen and print, or between print runs, within normal printing limits.",
          "திரைக்கும் அச்சுக்கும் இடையே, அல்லது அச்சுத் தொகுப்புகளுக்கு இடையே, இயல்பான அளவுக்குள் உள்ள சிறிய வண்ண வேறுபாடுகள்.",
        ),
        tr(
          "Blurred printing caused by low-resolution files you supplied after we pointed out the problem.",
          "நாங்கள் சுட்டிக்காட்டிய பிறகும் நீங்கள் தந்த குறைந்த தெளிவுத்திறன் கோப்புகளால் ஏற்படும் மங்கலான அச்சு.",
        ),
        tr(
          "Completed design work, once the final design has been handed over to you.",
          "இறுதி வடிவமைப்பு உங்களிடம் ஒப்படைக்கப்பட்ட பின், முடிந்த வடிவமைப்புப் பணி.",
        ),
        tr(
          "Opened Tea Talks packs, for hygiene reasons. Unopened packs that arrive damaged or were sent by mistake are replaced or refunded.",
          "சுகாதாரக் காரணங்களுக்காக, திறக்கப்பட்ட Tea Talks பேக்குகள். சேதமடைந்து வந்த அல்லது தவறாக அனுப்பப்பட்ட திறக்காத பேக்குகள் மாற்றித் தரப்படும் அல்லது பணம் திருப்பித் தரப்படும்.",
        ),
      ],
    },
    {
      heading: tr("How refunds are paid", "பணம் திருப்பித் தரப்படும் முறை"),
      paragraphs: [
        tr(
          "Approved refunds are processed within 7–10 business days: to the method you paid with (UPI, card or bank transfer), or in cash at our shop if you paid in cash. We tell you when the refund has been sent; depending on your bank, it may take a few more days to show in your account.",
          "ஏற்கப்பட்ட பணத்திருப்பங்கள் 7–10 வேலை நாட்களுக்குள் செயல்படுத்தப்படும்: நீங்கள் செலுத்திய அதே முறையில் (UPI, கார்டு அல்லது வங்கிப் பரிமாற்றம்), ரொக்கமாகச் செலுத்தியிருந்தால் எங்கள் கடையில் ரொக்கமாக. பணம் அனுப்பியதும் தெரிவிப்போம்; உங்கள் வங்கியைப் பொறுத்து, கணக்கில் தெரிய இன்னும் சில நாட்கள் ஆகலாம்.",
        ),
      ],
    },
    {
      heading: tr("How to make a request", "கோரிக்கை அனுப்புவது எப்படி"),
      paragraphs: [
        tr(
          "Contact us by phone, WhatsApp or e-mail, or visit our shop, with your name, your order details, a short description of the problem and, if possible, photos.",
          "தொலைபேசி, வாட்ஸ்அப் அல்லது மின்னஞ்சல் மூலம் எங்களைத் தொடர்பு கொள்ளுங்கள், அல்லது கடைக்கு நேரில் வாருங்கள். உங்கள் பெயர், ஆர்டர் விவரங்கள், பிரச்சினை பற்றிய சுருக்கமான விளக்கம், முடிந்தால் புகைப்படங்கள் ஆகியவற்றைத் தாருங்கள்.",
        ),
        tr(
          "Please keep the items until your request is settled, as we may ask to see them. We look at every request carefully and reply as soon as possible.",
          "கோரிக்கை முடியும் வரை பொருட்களை வைத்திருங்கள்; அவற்றைப் பார்க்க நாங்கள் கேட்கலாம். ஒவ்வொரு கோரிக்கையையும் கவனமாகப் பரிசீலித்து, கூடிய விரைவில் பதில் அளிப்போம்.",
        ),
      ],
    },
  ],
  lastUpdated,
});

export const shippingDelivery = localized<PolicyContent>({
  meta: {
    title: tr(
      "Shipping & Delivery Policy — Limra Graphics",
      "அனுப்புதல் & விநியோகக் கொள்கை — Limra Graphics",
    ),
    description: tr(
      "Local delivery in 1–2 days, free above ₹500; Tamil Nadu in 2–4 days; pan-India in 5–7 days; same-day express and free pickup from the Limra Graphics shop.",
      "உள்ளூர் டெலிவரி 1–2 நாட்களில், ₹500-க்கு மேல் இலவசம்; தமிழ்நாடு 2–4 நாட்கள்; இந்தியா முழுவதும் 5–7 நாட்கள்; அதே நாள் எக்ஸ்பிரஸ்; கடையில் இலவசமாகப் பெறலாம்.",
    ),
  },
  title: tr("Shipping & Delivery Policy", "அனுப்புதல் & விநியோகக் கொள்கை"),
  intro: tr(
    "We deliver printed orders and Tea Talks products locally, across Tamil Nadu and across India, and you can always collect your order from our shop. Here are our delivery areas, times and charges.",
    "அச்சிட்ட ஆர்டர்களையும் Tea Talks தயாரிப்புகளையும் உள்ளூரிலும், தமிழ்நாடு முழுவதும், இந்தியா முழுவதும் டெலிவரி செய்கிறோம்; எப்போதும் எங்கள் கடையில் நேரிலும் பெற்றுக்கொள்ளலாம். எங்கள் டெலிவரிப் பகுதிகள், காலம், கட்டணங்கள் இதோ.",
  ),
  sections: [
    {
      heading: tr("Delivery areas, times and charges", "டெலிவரிப் பகுதிகள், காலம், கட்டணம்"),
      paragraphs: [
        tr(
          "Delivery times are counted in business days from the day your order is ready and dispatched, so they come on top of the production time. Business days are Monday to Saturday, except public holidays.",
          "உங்கள் ஆர்டர் தயாராகி அனுப்பப்படும் நாளிலிருந்து டெலிவரி காலம் வேலை நாட்களில் கணக்கிடப்படும்; இது அச்சுக்கான தயாரிப்புக் காலத்துக்குக் கூடுதலானது. பொது விடுமுறைகள் தவிர, திங்கள் முதல் சனி வரை வேலை நாட்கள்.",
        ),
      ],
      bullets: [
        tr(
          "Local delivery (our town and surrounding areas): 1–2 business days. Free for orders above ₹500; ₹50 for smaller orders.",
          "உள்ளூர் டெலிவரி (எங்கள் ஊரும் சுற்றுவட்டாரமும்): 1–2 வேலை நாட்கள். ₹500-க்கு மேற்பட்ட ஆர்டர்களுக்கு இலவசம்; அதற்குக் குறைவான ஆர்டர்களுக்கு ₹50.",
        ),
        tr(
          "Regional delivery (the rest of Tamil Nadu): 2–4 business days. ₹100–200 depending on weight and distance; free for orders above ₹2000.",
          "மாநில டெலிவரி (தமிழ்நாட்டின் பிற பகுதிகள்): 2–4 வேலை நாட்கள். எடை, தூரத்தைப் பொறுத்து ₹100–200; ₹2000-க்கு மேற்பட்ட ஆர்டர்களுக்கு இலவசம்.",
        ),
        tr(
          "Pan-India delivery by courier: 5–7 business days. The charge depends on weight and destination and is included in your quote.",
          "இந்தியா முழுவதும் கூரியர் டெலிவரி: 5–7 வேலை நாட்கள். கட்டணம் எடை, சேருமிடத்தைப் பொறுத்தது; அது உங்கள் விலைப்புள்ளியில் சேர்க்கப்படும்.",
        ),
      ],
    },
    {
      heading: tr("Express delivery", "எக்ஸ்பிரஸ் டெலிவரி"),
      paragraphs: [
        tr(
          "Same-day express local delivery is available for orders confirmed before 2 PM, when the job itself can be finished the same day (for example visiting cards, ID cards and banners). Ask for it when you order; any express charge is shown in your quote in advance.",
          "மதியம் 2 மணிக்கு முன் உறுதிசெய்யப்படும் ஆர்டர்களுக்கு, பணியை அதே நாளில் முடிக்க முடிந்தால் (உதாரணமாக விசிட்டிங் கார்டு, ஐடி கார்டு, பேனர்), அதே நாள் உள்ளூர் எக்ஸ்பிரஸ் டெலிவரி உண்டு. ஆர்டர் செய்யும்போதே கேளுங்கள்; எக்ஸ்பிரஸ் கட்டணம் ஏதேனும் இருந்தால் அது முன்கூட்டியே உங்கள் விலைப்புள்ளியில் குறிப்பிடப்படும்.",
        ),
      ],
    },
    {
      heading: tr("Collecting from our shop", "கடையில் நேரில் பெறுதல்"),
      paragraphs: [
        tr(
          "You can collect your order from our shop free of charge, Monday to Saturday until 7:00 PM. Our shop is open Monday–Saturday from 9:00 AM to 8:00 PM and is closed on Sunday. We will call or message you when your order is ready.",
          "உங்கள் ஆர்டரை எங்கள் கடையில் கட்டணமின்றி, திங்கள் முதல் சனி வரை மாலை 7:00 மணி வரை நேரில் பெற்றுக்கொள்ளலாம். எங்கள் கடை திங்கள்–சனி காலை 9:00 முதல் இரவு 8:00 வரை திறந்திருக்கும்; ஞாயிறு விடுமுறை. ஆர்டர் தயாரானதும் அழைத்தோ செய்தி அனுப்பியோ தெரிவிப்போம்.",
        ),
      ],
    },
    {
      heading: tr("Delivery attempts", "டெலிவரி முயற்சிகள்"),
      paragraphs: [
        tr(
          "Our delivery person or courier will try to deliver up to 3 times. Please make sure someone is available to receive the order and that your phone number and address are correct. If all 3 attempts fail, the order comes back to our shop and is kept for you to collect; delivering it again may be charged.",
          "எங்கள் டெலிவரி நபர் அல்லது கூரியர் 3 முறை வரை டெலிவரி செய்ய முயல்வார். ஆர்டரைப் பெற்றுக்கொள்ள யாராவது இருப்பதையும், உங்கள் தொலைபேசி எண், முகவரி சரியாக இருப்பதையும் உறுதிசெய்யுங்கள். 3 முயற்சிகளும் தோல்வியடைந்தால், ஆர்டர் எங்கள் கடைக்குத் திரும்பி, நீங்கள் நேரில் பெற்றுக்கொள்ள வைக்கப்படும்; மீண்டும் டெலிவரி செய்யக் கட்டணம் வசூலிக்கப்படலாம்.",
        ),
      ],
    },
    {
      heading: tr("Damaged or missing items", "சேதமடைந்த அல்லது விடுபட்ட பொருட்கள்"),
      paragraphs: [
        tr(
          "Please check your parcel when you receive it. If anything is damaged or missing, tell us within 24 hours of delivery, with photos of the parcel and the items. We will replace or reprint the affected items, or refund them as explained in our Cancellation & Refund Policy.",
          "பார்சலைப் பெற்றவுடன் சரிபாருங்கள். ஏதேனும் சேதமடைந்திருந்தாலோ விடுபட்டிருந்தாலோ, டெலிவரியிலிருந்து 24 மணி நேரத்துக்குள் பார்சல், பொருட்களின் புகைப்படங்களுடன் எங்களுக்குத் தெரிவியுங்கள். பாதிக்கப்பட்ட பொருட்களை மாற்றித் தருவோம் அல்லது மறுபடி அச்சிட்டுத் தருவோம், அல்லது ரத்து & பணத்திருப்பக் கொள்கையின்படி பணத்தைத் திருப்பித் தருவோம்.",
        ),
      ],
    },
    {
      heading: tr("Delays", "தாமதங்கள்"),
      paragraphs: [
        tr(
          "We do our best to meet every delivery date. Delays caused by courier services, public holidays, heavy rain or other events outside our control can happen, and we will keep you informed. If your delivery is delayed by more than 7 days for reasons within our control, you may claim a partial refund under our Cancellation & Refund Policy.",
          "ஒவ்வொரு டெலிவரி தேதியையும் காப்பாற்ற முழு முயற்சி செய்கிறோம். கூரியர் சேவைகள், பொது விடுமுறைகள், கனமழை போன்ற எங்கள் கட்டுப்பாட்டுக்கு அப்பாற்பட்ட காரணங்களால் தாமதம் ஏற்படலாம்; அப்போது உங்களுக்குத் தொடர்ந்து தகவல் தருவோம். எங்கள் கட்டுப்பாட்டுக்கு உட்பட்ட காரணங்களால் டெலிவரி 7 நாட்களுக்கு மேல் தாமதமானால், ரத்து & பணத்திருப்பக் கொள்கையின்படி பகுதிப் பணத்திருப்பம் கோரலாம்.",
        ),
      ],
    },
  ],
  lastUpdated,
});
