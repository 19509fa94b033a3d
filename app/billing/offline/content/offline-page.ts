import { localized, tr } from "~/lib/content";

/**
 * The page the service worker shows for a page it cannot fetch (decision 050), in both
 * languages. Apart from the form's words (./offline.ts): only the server reads these.
 */
export type OfflinePageContent = { title: string; body: string; drafts: string; retry: string };

export const offlinePageContent = localized<OfflinePageContent>({
  title: tr("You are offline", "நீங்கள் இணைய இணைப்பில் இல்லை"),
  body: tr(
    "This page needs the internet. Check the connection and try again.",
    "இந்தப் பக்கத்திற்கு இணைய இணைப்பு தேவை. இணைப்பைச் சரிபார்த்து மீண்டும் முயற்சிக்கவும்.",
  ),
  drafts: tr(
    "A bill you saved on this device while offline is sent when you are back online.",
    "இணைப்பு இல்லாதபோது இந்தச் சாதனத்தில் சேமித்த பில், இணைப்பு திரும்பியதும் அனுப்பப்படும்.",
  ),
  retry: tr("Try again", "மீண்டும் முயற்சிக்கவும்"),
});
