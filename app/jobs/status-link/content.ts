import { localized, tr, type PageMeta } from "~/lib/content";

/** Copy of the customer's status page, /r/<token> (docs/decisions/094). */
export type StatusPageContent = {
  meta: PageMeta;
  heading: string;
  reference: string;
  stage: string;
  service: string;
  quantity: string;
  submitted: string;
  details: string;
  next: string;
  keepPrivate: string;
};

export const statusPageContent = localized<StatusPageContent>({
  meta: {
    title: tr("Your request — Limra Graphics", "உங்கள் கோரிக்கை — Limra Graphics"),
    description: tr(
      "The status of your printing or design request with Limra Graphics: its reference, where it stands, and what happens next.",
      "Limra Graphics-இல் உங்கள் அச்சு அல்லது வடிவமைப்புக் கோரிக்கையின் நிலை: அதன் குறிப்பு எண், அது எங்கே உள்ளது, அடுத்து என்ன.",
    ),
  },
  heading: tr("Your request", "உங்கள் கோரிக்கை"),
  reference: tr("Reference", "குறிப்பு எண்"),
  stage: tr("Status", "நிலை"),
  service: tr("Service", "சேவை"),
  quantity: tr("Quantity", "அளவு"),
  submitted: tr("Sent on", "அனுப்பிய நாள்"),
  details: tr("Your message", "உங்கள் செய்தி"),
  next: tr(
    "We will send you a quote on this page. Keep this link to see your quote, proofs and progress.",
    "விலைப்புள்ளியை இந்தப் பக்கத்தில் அனுப்புவோம். உங்கள் விலைப்புள்ளி, மாதிரிகள், முன்னேற்றம் காண இந்த இணைப்பை வைத்திருங்கள்.",
  ),
  keepPrivate: tr(
    "Anyone with this link can see this page. Do not share it.",
    "இந்த இணைப்பு உள்ள எவரும் இந்தப் பக்கத்தைப் பார்க்கலாம். இதைப் பகிர வேண்டாம்.",
  ),
});
