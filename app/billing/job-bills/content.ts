import { localized, tr } from "~/lib/content";

type Refusal = "no-quote" | "billed" | "shop-order" | "cancelled" | "too-much";

const copy = {
  title: tr("Bill the job {reference}", "{reference} வேலைக்கு பில்"),
  back: tr("Back to the job", "வேலைக்குத் திரும்பு"),
  intro: tr(
    "The bill copies the accepted quote's lines and discount. Take the advance now (0 for none); later payments go on the bill.",
    "பில் ஏற்கப்பட்ட விலைப்புள்ளியின் வரிகளையும் தள்ளுபடியையும் நகலெடுக்கும். முன்பணத்தை இப்போது பெறுங்கள் (இல்லையெனில் 0); பின்வரும் கட்டணங்கள் பில்லில் சேரும்.",
  ),
  customer: tr("Customer", "வாடிக்கையாளர்"),
  total: tr("Accepted quote's total", "ஏற்கப்பட்ட விலைப்புள்ளியின் மொத்தம்"),
  advance: tr("Advance taken now (₹)", "இப்போது பெறும் முன்பணம் (₹)"),
  method: tr("Method", "முறை"),
  reference: tr("UPI ref / cheque no.", "UPI குறிப்பு / காசோலை எண்"),
  submit: tr("Make the bill", "பில் உருவாக்கு"),
  made: tr("Bill {number} made", "பில் {number} உருவாக்கப்பட்டது"),
  madeWithAdvance: tr(
    "Bill {number} made; advance receipt {receipt}",
    "பில் {number} உருவாக்கப்பட்டது; முன்பண ரசீது {receipt}",
  ),
  notFound: tr("No such job", "இந்த வேலை இல்லை"),
  refusals: {
    "no-quote": tr(
      "This job has no accepted quote: a bill is made from the accepted quote.",
      "இந்த வேலைக்கு ஏற்கப்பட்ட விலைப்புள்ளி இல்லை: பில் ஏற்கப்பட்ட விலைப்புள்ளியிலிருந்தே உருவாகும்.",
    ),
    billed: tr("This job already has its bill: {number}", "இந்த வேலைக்கு ஏற்கனவே பில் உள்ளது: {number}"),
    "shop-order": tr(
      "This job's payment is its LimraKart order's: no bill is made from it.",
      "இந்த வேலையின் கட்டணம் அதன் LimraKart ஆர்டருடையது: இதிலிருந்து பில் உருவாக்கப்படாது.",
    ),
    cancelled: tr("This job is cancelled.", "இந்த வேலை ரத்து செய்யப்பட்டது."),
    "too-much": tr(
      "The advance cannot be more than the accepted quote's total.",
      "முன்பணம் ஏற்கப்பட்ட விலைப்புள்ளியின் மொத்தத்தை விட அதிகமாக இருக்கக்கூடாது.",
    ),
  },
};

/** Copy of the page that bills a print job with its advance (decision 101). */
export const jobBillContent = localized<
  {
    [K in Exclude<keyof typeof copy, "refusals">]: string;
  } & { refusals: Record<Refusal, string> }
>(copy);
