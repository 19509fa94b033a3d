import { localized, tr } from "~/lib/content";

/** Copy of proofs: the job page's section, the upload page, and the customer's part of /r/. */
export type ProofsContent = {
  title: string;
  version: string;
  none: string;
  upload: {
    heading: string;
    description: string;
    file: string;
    fileHint: string;
    note: string;
    optional: string;
    submit: string;
    back: string;
  };
  uploaded: string;
  uploadedBy: string;
  view: string;
  download: string;
  pdfLink: string;
  imageAlt: string;
  earlier: string;
  state: { approved: string; changes: string; waiting: string };
  answers: { accept: string; changes: string };
  via: { link: string; phone: string; shop: string };
  recordedBy: string;
  sendWhatsapp: string;
  whatsappText: string;
  makeLink: string;
  record: string;
  recordHint: string;
  recordVia: string;
  viaChoice: { phone: string; shop: string };
  recordNote: string;
  recordSubmit: string;
  recorded: string;
  customer: {
    heading: string;
    approve: string;
    askChanges: string;
    comment: string;
    commentRequired: string;
    approvedToast: string;
    changesToast: string;
    approved: string;
    byShop: string;
  };
  problems: {
    file: string;
    type: string;
    empty: string;
    tooLarge: string;
    note: string;
    unreadable: string;
  };
  refusals: Record<"no-job" | "closed" | "busy" | "no-proof" | "not-latest" | "approved", string>;
};

export const proofsContent = localized<ProofsContent>({
  title: tr("Proofs", "மாதிரிகள்"),
  version: tr("Version {version}", "பதிப்பு {version}"),
  none: tr("No proof uploaded yet.", "இன்னும் மாதிரி பதிவேற்றப்படவில்லை."),
  upload: {
    heading: tr("Upload a proof", "மாதிரியைப் பதிவேற்று"),
    description: tr(
      "The next version is sent to the customer by e-mail and shown on their status link.",
      "அடுத்த பதிப்பு வாடிக்கையாளருக்கு மின்னஞ்சலில் அனுப்பப்பட்டு, அவர்களின் நிலை இணைப்பில் காட்டப்படும்.",
    ),
    file: tr("Proof file", "மாதிரி கோப்பு"),
    fileHint: tr("PDF, JPG or PNG, up to 20 MB.", "PDF, JPG அல்லது PNG, 20 MB வரை."),
    note: tr("Note for the customer", "வாடிக்கையாளருக்கான குறிப்பு"),
    optional: tr("(optional)", "(விருப்பம்)"),
    submit: tr("Upload proof", "மாதிரியைப் பதிவேற்று"),
    back: tr("Back to the job", "பணிக்குத் திரும்பு"),
  },
  uploaded: tr("Proof version {version} uploaded.", "மாதிரி பதிப்பு {version} பதிவேற்றப்பட்டது."),
  uploadedBy: tr("Uploaded {date} by {name}", "{date} அன்று {name} பதிவேற்றினார்"),
  view: tr("View", "பார்"),
  download: tr("Download", "பதிவிறக்கு"),
  pdfLink: tr("Open the proof (PDF)", "மாதிரியைத் திற (PDF)"),
  imageAlt: tr("Proof, version {version}", "மாதிரி, பதிப்பு {version}"),
  earlier: tr("Earlier versions", "முந்தைய பதிப்புகள்"),
  state: {
    approved: tr("Approved", "ஒப்புதல் பெற்றது"),
    changes: tr("Changes asked", "மாற்றங்கள் கேட்கப்பட்டன"),
    waiting: tr("Waiting for the customer's answer", "வாடிக்கையாளரின் பதிலுக்குக் காத்திருக்கிறது"),
  },
  answers: {
    accept: tr("Approved", "ஒப்புதல் அளிக்கப்பட்டது"),
    changes: tr("Changes asked", "மாற்றங்கள் கேட்கப்பட்டன"),
  },
  via: {
    link: tr("on the status link", "நிலை இணைப்பில்"),
    phone: tr("by phone, recorded by staff", "தொலைபேசியில், ஊழியர் பதிவு செய்தது"),
    shop: tr("in the shop, recorded by staff", "கடையில், ஊழியர் பதிவு செய்தது"),
  },
  recordedBy: tr("recorded by {name}", "பதிவு செய்தவர் {name}"),
  sendWhatsapp: tr("Send the proof on WhatsApp", "மாதிரியை WhatsApp-இல் அனுப்பு"),
  whatsappText: tr(
    "Limra Graphics: proof version {version} of your request {reference} is ready. Please approve it or ask for changes here: {url}",
    "Limra Graphics: உங்கள் கோரிக்கை {reference} இன் மாதிரி பதிப்பு {version} தயார். இங்கே ஒப்புதல் அளிக்கவும் அல்லது மாற்றங்கள் கேட்கவும்: {url}",
  ),
  makeLink: tr("Make a link to send on WhatsApp", "WhatsApp-இல் அனுப்ப இணைப்பை உருவாக்கு"),
  record: tr(
    "Record an approval given by phone or in the shop",
    "தொலைபேசி அல்லது கடையில் கிடைத்த ஒப்புதலைப் பதிவு செய்",
  ),
  recordHint: tr(
    "Only when the customer approved this version by phone or at the counter. The note says who said yes and when.",
    "வாடிக்கையாளர் இந்தப் பதிப்புக்குத் தொலைபேசியில் அல்லது கடையில் ஒப்புதல் அளித்திருந்தால் மட்டும். யார், எப்போது ஒப்புக்கொண்டார் என்று குறிப்பில் எழுதவும்.",
  ),
  recordVia: tr("Given", "எவ்வாறு"),
  viaChoice: { phone: tr("By phone", "தொலைபேசியில்"), shop: tr("In the shop", "கடையில்") },
  recordNote: tr("Note (required)", "குறிப்பு (கட்டாயம்)"),
  recordSubmit: tr("Record the approval", "ஒப்புதலைப் பதிவு செய்"),
  recorded: tr("The approval was recorded.", "ஒப்புதல் பதிவு செய்யப்பட்டது."),
  customer: {
    heading: tr("Proof", "மாதிரி"),
    approve: tr("Approve this proof", "இந்த மாதிரிக்கு ஒப்புதல் அளி"),
    askChanges: tr("Ask for changes", "மாற்றங்கள் கேள்"),
    comment: tr("What should we change?", "என்ன மாற்ற வேண்டும்?"),
    commentRequired: tr(
      "Please write what to change (up to 1,000 characters).",
      "என்ன மாற்ற வேண்டும் என்று எழுதவும் (1,000 எழுத்துகள் வரை).",
    ),
    approvedToast: tr("Thank you. You approved the proof.", "நன்றி. மாதிரிக்கு ஒப்புதல் அளித்தீர்கள்."),
    changesToast: tr("Thank you. We will send a new proof.", "நன்றி. புதிய மாதிரியை அனுப்புவோம்."),
    approved: tr("Approved on {date}", "{date} அன்று ஒப்புதல் அளிக்கப்பட்டது"),
    byShop: tr("recorded by the shop", "கடை பதிவு செய்தது"),
  },
  problems: {
    file: tr("Choose a proof file.", "மாதிரி கோப்பைத் தேர்ந்தெடுக்கவும்."),
    type: tr("{name} is not a PDF, JPG or PNG file.", "{name} ஒரு PDF, JPG அல்லது PNG கோப்பு அல்ல."),
    empty: tr("{name} is empty.", "{name} காலியாக உள்ளது."),
    tooLarge: tr("{name} is larger than 20 MB.", "{name} 20 MB-ஐ விடப் பெரியது."),
    note: tr("The note can be up to 1,000 characters.", "குறிப்பு 1,000 எழுத்துகள் வரை இருக்கலாம்."),
    unreadable: tr(
      "The upload could not be read. Please try again.",
      "பதிவேற்றத்தைப் படிக்க முடியவில்லை. மீண்டும் முயலவும்.",
    ),
  },
  refusals: {
    "no-job": tr("No such job.", "அப்படி ஒரு பணி இல்லை."),
    closed: tr("This job is closed.", "இந்தப் பணி முடிந்துவிட்டது."),
    busy: tr(
      "Another proof was uploaded at the same moment. Please look at the job and try again.",
      "அதே நேரத்தில் வேறு ஒரு மாதிரி பதிவேற்றப்பட்டது. பணியைப் பார்த்து மீண்டும் முயலவும்.",
    ),
    "no-proof": tr("There is no proof to answer.", "பதில் அளிக்க மாதிரி இல்லை."),
    "not-latest": tr(
      "A newer proof has been sent. Please answer the latest one.",
      "புதிய மாதிரி அனுப்பப்பட்டுள்ளது. சமீபத்தியதற்குப் பதில் அளிக்கவும்.",
    ),
    approved: tr("This proof is already approved.", "இந்த மாதிரிக்கு ஏற்கனவே ஒப்புதல் உள்ளது."),
  },
});
