import { localized, tr } from "~/lib/content";

/** What /thank-you says of the request just sent (its reference and status link). */
export type RequestReceiptContent = Record<"reference" | "link" | "keep", string>;

export const requestReceiptContent = localized<RequestReceiptContent>({
  reference: tr("Your reference", "உங்கள் குறிப்பு எண்"),
  link: tr("See your request's status", "உங்கள் கோரிக்கையின் நிலையைப் பாருங்கள்"),
  keep: tr(
    "Keep this link (we also e-mailed it if you gave an address): it shows your quote, proofs and progress, no sign-in needed.",
    "இந்த இணைப்பை வைத்திருங்கள் (மின்னஞ்சல் தந்திருந்தால் அதற்கும் அனுப்பினோம்): உள்நுழையாமலே விலைப்புள்ளி, மாதிரிகள், முன்னேற்றம் காணலாம்.",
  ),
});

/** The admin inbox's link from a website request to its job. */
export const openJobContent = localized<{ openJob: string }>({
  openJob: tr("Open job {reference}", "பணி {reference}-ஐத் திற"),
});
