import { localized, tr } from "~/lib/content";
import { PAYMENT_METHODS, paymentMethodNames } from "~/lib/payment-methods";

/** Copy of stage moves, cancel, assignee and "ready" (docs/decisions/099), staff side. */
export type MovesContent = {
  title: string;
  now: string;
  moveTo: string;
  backTo: string;
  readyPickup: string;
  readyDelivery: string;
  moved: string;
  closed: string;
  refusals: Record<"stale" | "not-allowed" | "proof-not-approved" | "not-found", string>;
  cancel: {
    title: string;
    reason: string;
    refund: string;
    refundMethod: string;
    methods: Record<(typeof PAYMENT_METHODS)[number], string>;
    submit: string;
    done: string;
    withBill: string;
    reasonRequired: string;
    billCancelled: string;
  };
  assign: {
    label: string;
    nobody: string;
    submit: string;
    done: string;
    unknown: string;
  };
  ready: { pickup: string; delivery: string; whatsapp: string; emailed: string; noEmail: string };
};

export const movesContent = localized<MovesContent>({
  title: tr("Stage", "நிலை"),
  now: tr("Now: {stage}", "இப்போது: {stage}"),
  moveTo: tr("Move to {stage}", "{stage} நிலைக்கு மாற்று"),
  backTo: tr("Back to {stage}", "மீண்டும் {stage} நிலைக்கு"),
  readyPickup: tr("Ready for pickup", "எடுத்துச் செல்லத் தயார்"),
  readyDelivery: tr("Out for delivery", "விநியோகத்துக்கு அனுப்பப்பட்டது"),
  moved: tr("{reference} moved to {stage}.", "{reference} {stage} நிலைக்கு மாற்றப்பட்டது."),
  closed: tr("This job is closed.", "இந்தப் பணி முடிந்துவிட்டது."),
  refusals: {
    stale: tr(
      "This job was moved meanwhile (it is now at {stage}). Nothing was changed: look again and choose.",
      "இதற்கிடையில் இந்தப் பணியின் நிலை மாறிவிட்டது (இப்போது {stage}). எதுவும் மாற்றப்படவில்லை: மீண்டும் பார்த்துத் தேர்ந்தெடுங்கள்.",
    ),
    "not-allowed": tr(
      "A job at {stage} cannot be moved there.",
      "{stage} நிலையில் உள்ள பணியை அங்கு மாற்ற முடியாது.",
    ),
    "proof-not-approved": tr(
      "Printing cannot start: the latest proof is not approved. Get the customer's approval on the status link, or record an approval given by phone with a note.",
      "அச்சிடத் தொடங்க முடியாது: சமீபத்திய மாதிரிக்கு ஒப்புதல் இல்லை. வாடிக்கையாளரின் ஒப்புதலை நிலை இணைப்பில் பெறுங்கள், அல்லது தொலைபேசியில் தந்த ஒப்புதலைக் குறிப்புடன் பதிவு செய்யுங்கள்.",
    ),
    "not-found": tr("No such job.", "அப்படி ஒரு பணி இல்லை."),
  },
  cancel: {
    title: tr("Cancel the job", "பணியை ரத்து செய்"),
    reason: tr("Reason (required)", "காரணம் (கட்டாயம்)"),
    refund: tr(
      "Give back what the customer paid on its bill",
      "அதன் பில்லில் வாடிக்கையாளர் செலுத்தியதைத் திருப்பித் தா",
    ),
    refundMethod: tr("Given back by", "திருப்பித் தரும் முறை"),
    methods: paymentMethodNames(PAYMENT_METHODS),
    submit: tr("Cancel the job", "பணியை ரத்து செய்"),
    done: tr("{reference} was cancelled.", "{reference} ரத்து செய்யப்பட்டது."),
    withBill: tr(
      "Its bill is cancelled with it: the bill keeps its number and the sale is reversed today.",
      "அதன் பில்லும் சேர்ந்து ரத்தாகும்: பில் எண் அப்படியே இருக்கும், விற்பனை இன்று திருப்பப்படும்.",
    ),
    reasonRequired: tr(
      "Give the reason, 3 to 300 characters.",
      "காரணத்தை 3 முதல் 300 எழுத்துகளில் எழுதுங்கள்.",
    ),
    billCancelled: tr(
      "{reference} was cancelled, and its bill {number} with it.",
      "{reference} ரத்து செய்யப்பட்டது, அதன் பில் {number} உம் சேர்ந்து.",
    ),
  },
  assign: {
    label: tr("Assigned to", "பொறுப்பாளர்"),
    nobody: tr("Nobody", "யாருமில்லை"),
    submit: tr("Assign", "ஒப்படை"),
    done: tr("The job's assignee was saved.", "பணியின் பொறுப்பாளர் சேமிக்கப்பட்டார்."),
    unknown: tr("Choose a staff member from the list.", "பட்டியலிலிருந்து ஒரு ஊழியரைத் தேர்ந்தெடுங்கள்."),
  },
  ready: {
    pickup: tr("Ready for pickup", "எடுத்துச் செல்லத் தயார்"),
    delivery: tr("Out for delivery", "விநியோகத்துக்கு அனுப்பப்பட்டது"),
    whatsapp: tr("Tell the customer on WhatsApp", "வாட்ஸ்அப்பில் வாடிக்கையாளருக்குத் தெரிவி"),
    emailed: tr(
      "The customer was e-mailed in their language.",
      "வாடிக்கையாளருக்கு அவரது மொழியில் மின்னஞ்சல் அனுப்பப்பட்டது.",
    ),
    noEmail: tr(
      "The customer gave no e-mail: send the WhatsApp message.",
      "வாடிக்கையாளர் மின்னஞ்சல் தரவில்லை: வாட்ஸ்அப் செய்தியை அனுப்புங்கள்.",
    ),
  },
});

/** The customer's "ready" message (e-mail and WhatsApp), in the job's language. */
export type ReadyMessage = Record<"subject" | "greeting" | "body" | "action" | "whatsapp", string>;

export const readyMessages = {
  pickup: localized<ReadyMessage>({
    subject: tr(
      "Your order {reference} is ready for pickup — Limra Graphics",
      "உங்கள் ஆர்டர் {reference} எடுத்துச் செல்லத் தயார் — Limra Graphics",
    ),
    greeting: tr("Dear {name},", "அன்புள்ள {name},"),
    body: tr(
      "Your order {reference} ({service}) is ready. You can collect it from our shop.",
      "உங்கள் ஆர்டர் {reference} ({service}) தயாராக உள்ளது. எங்கள் கடையில் பெற்றுக்கொள்ளலாம்.",
    ),
    action: tr("See your order", "உங்கள் ஆர்டரைப் பாருங்கள்"),
    whatsapp: tr(
      "Dear {name}, your order {reference} is ready for pickup at Limra Graphics.",
      "அன்புள்ள {name}, உங்கள் ஆர்டர் {reference} Limra Graphics கடையில் எடுத்துச் செல்லத் தயாராக உள்ளது.",
    ),
  }),
  delivery: localized<ReadyMessage>({
    subject: tr(
      "Your order {reference} is out for delivery — Limra Graphics",
      "உங்கள் ஆர்டர் {reference} விநியோகத்துக்கு அனுப்பப்பட்டது — Limra Graphics",
    ),
    greeting: tr("Dear {name},", "அன்புள்ள {name},"),
    body: tr(
      "Your order {reference} ({service}) is ready and on its way to you.",
      "உங்கள் ஆர்டர் {reference} ({service}) தயாராகி உங்களிடம் வந்துகொண்டிருக்கிறது.",
    ),
    action: tr("See your order", "உங்கள் ஆர்டரைப் பாருங்கள்"),
    whatsapp: tr(
      "Dear {name}, your order {reference} from Limra Graphics is out for delivery.",
      "அன்புள்ள {name}, Limra Graphics-இலிருந்து உங்கள் ஆர்டர் {reference} விநியோகத்துக்கு அனுப்பப்பட்டுள்ளது.",
    ),
  }),
};
