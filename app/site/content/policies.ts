import { localized, tr } from "~/lib/content";
import { policiesLastUpdated as lastUpdated } from "./privacy-policy";
import type { PolicyContent } from "./types";

export { privacyPolicy } from "./privacy-policy";

/**
 * The policy pages (the Privacy Policy is in privacy-policy.ts, re-exported here). Facts
 * (advance, charges, refund window, delivery times, pickup and working hours) come from the
 * spec's business constants; keep them in step with the rest of the site when the business
 * changes them. The delivery charge, areas and cash-on-delivery limit are the owner's delivery
 * rule, written into the shipping policy by its loader (deliveryRuleText, decision 033).
 */

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
      "Local delivery in 1–2 days; Tamil Nadu in 2–4 days; pan-India in 5–7 days; free delivery on larger orders; same-day express and free pickup from the Limra Graphics shop.",
      "உள்ளூர் டெலிவரி 1–2 நாட்களில்; தமிழ்நாடு 2–4 நாட்கள்; இந்தியா முழுவதும் 5–7 நாட்கள்; பெரிய ஆர்டர்களுக்கு இலவச டெலிவரி; அதே நாள் எக்ஸ்பிரஸ்; கடையில் இலவசமாகப் பெறலாம்.",
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
        // The delivery rule's charge, areas and cash-on-delivery limit come first, written from
        // the owner's settings by the page's loader (deliveryRuleText below, decision 033).
        tr(
          "Local delivery (our town and surrounding areas): 1–2 business days.",
          "உள்ளூர் டெலிவரி (எங்கள் ஊரும் சுற்றுவட்டாரமும்): 1–2 வேலை நாட்கள்.",
        ),
        tr(
          "Regional delivery (the rest of Tamil Nadu): 2–4 business days.",
          "மாநில டெலிவரி (தமிழ்நாட்டின் பிற பகுதிகள்): 2–4 வேலை நாட்கள்.",
        ),
        tr(
          "Pan-India delivery by courier: 5–7 business days.",
          "இந்தியா முழுவதும் கூரியர் டெலிவரி: 5–7 வேலை நாட்கள்.",
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

/**
 * The Shipping & Delivery Policy's sentences of the delivery rule (~/lib/delivery), filled by the
 * page's loader from the owner's settings: the same rule the cart, checkout and e-mails use.
 * {fee}, {freeFrom}, {codes} and {limit} are amounts and PIN codes.
 */
export type DeliveryRuleText = {
  charge: string;
  alwaysFree: string;
  areasAll: string;
  areasSome: string;
  codLimit: string;
};

export const deliveryRuleText = localized<DeliveryRuleText>({
  charge: tr(
    "Delivery charge: {fee} for orders under {freeFrom}; free for orders of {freeFrom} or more.",
    "டெலிவரிக் கட்டணம்: {freeFrom}-க்குக் குறைவான ஆர்டர்களுக்கு {fee}; {freeFrom} அல்லது அதற்கு மேற்பட்ட ஆர்டர்களுக்கு இலவசம்.",
  ),
  alwaysFree: tr("Delivery is free on every order.", "ஒவ்வொரு ஆர்டருக்கும் டெலிவரி இலவசம்."),
  areasAll: tr(
    "We deliver to every PIN code in India.",
    "இந்தியாவின் எல்லா PIN குறியீடுகளுக்கும் டெலிவரி செய்கிறோம்.",
  ),
  areasSome: tr(
    "We deliver to these PIN codes (a shorter number covers every PIN code that starts with it): {codes}.",
    "இந்த PIN குறியீடுகளுக்கு டெலிவரி செய்கிறோம் (குறைவான இலக்கங்கள் கொண்ட எண், அதில் தொடங்கும் எல்லா PIN குறியீடுகளையும் குறிக்கும்): {codes}.",
  ),
  codLimit: tr(
    "Cash on delivery is available for orders up to {limit}; larger orders are paid by UPI.",
    "{limit} வரையிலான ஆர்டர்களுக்குக் கேஷ் ஆன் டெலிவரி உண்டு; அதற்கு மேற்பட்ட ஆர்டர்களை UPI மூலம் செலுத்தலாம்.",
  ),
});
