import { localized, tr } from "~/lib/content";

/** The bill form's words when the network is down (decision 050), in both languages. */
export type OfflineContent = {
  /** The new-bill form when the network is down. */
  draft: { saved: string; waiting: string; sending: string; notSaved: string };
};

export const offlineContent = localized<OfflineContent>({
  draft: {
    saved: tr(
      "Saved on this device. It will be sent when you are back online.",
      "இந்தச் சாதனத்தில் சேமிக்கப்பட்டது. இணைய இணைப்பு திரும்பியதும் அனுப்பப்படும்.",
    ),
    waiting: tr(
      "A bill saved on this device is waiting to be sent. It goes as soon as you are online.",
      "இந்தச் சாதனத்தில் சேமித்த ஒரு பில் அனுப்பக் காத்திருக்கிறது. இணைப்பு கிடைத்தவுடன் அனுப்பப்படும்.",
    ),
    sending: tr(
      "Sending the bill saved on this device…",
      "இந்தச் சாதனத்தில் சேமித்த பில் அனுப்பப்படுகிறது…",
    ),
    notSaved: tr(
      "You are offline: the changes are not saved. Save again when you are back online.",
      "நீங்கள் இணைப்பில் இல்லை: மாற்றங்கள் சேமிக்கப்படவில்லை. இணைப்பு திரும்பியதும் மீண்டும் சேமிக்கவும்.",
    ),
  },
});
