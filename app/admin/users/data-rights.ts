import { localized, tr } from "~/lib/content";
import { z } from "~/lib/zod";

/**
 * A person's data rights at /admin/users, on their request (decision 051): "Download data" and
 * "Delete account", each with the reason the admin types (kept in the audit log). The copy of
 * the per-user controls and their answers, in English and Tamil, and the form's schema.
 */

type ToastText = { title: string; description: string };

export type AdminDataRightsContent = {
  column: string;
  download: string;
  downloadTitle: string;
  downloadText: string;
  delete: string;
  deleteTitle: string;
  deleteText: string;
  reason: string;
  reasonHint: string;
  /** "{email}": the user the button acts on, for screen readers. */
  forUser: string;
  deletedUser: string;
  messages: { reasonRequired: string; reasonTooLong: string; unknownIntent: string };
  toasts: {
    deleted: ToastText;
    notFound: string;
    privileged: ToastText;
    lastAdmin: ToastText;
    openOrders: ToastText;
    invalid: string;
  };
};

export const adminDataRightsContent = localized<AdminDataRightsContent>({
  column: tr("Data", "தரவு"),
  download: tr("Download data", "தரவைப் பதிவிறக்கு"),
  downloadTitle: tr("Download this person's data?", "இவரின் தரவைப் பதிவிறக்கவா?"),
  downloadText: tr(
    "Only when they asked for it. The download is recorded in the audit log with your reason.",
    "அவர் கேட்டால் மட்டும். இந்தப் பதிவிறக்கம் உங்கள் காரணத்துடன் தணிக்கைப் பதிவில் பதிவாகும்.",
  ),
  delete: tr("Delete account", "கணக்கை நீக்கு"),
  deleteTitle: tr("Delete this account?", "இந்தக் கணக்கை நீக்கவா?"),
  deleteText: tr(
    "Only when they asked for it. Their orders stay in the books as “Deleted customer”; their requests are anonymised, their files removed, and they are signed out. This cannot be undone.",
    "அவர் கேட்டால் மட்டும். அவரின் ஆர்டர்கள் “நீக்கப்பட்ட வாடிக்கையாளர்” என்ற பெயரில் கணக்குப் புத்தகங்களில் இருக்கும்; கோரிக்கைகள் அடையாளம் நீக்கப்படும், கோப்புகள் அகற்றப்படும், அவர் வெளியேற்றப்படுவார். இதைத் திரும்பப் பெற முடியாது.",
  ),
  reason: tr("Reason", "காரணம்"),
  reasonHint: tr(
    "How they asked (e-mail, phone, in the shop) and when; no personal details.",
    "அவர் எப்படிக் கேட்டார் (மின்னஞ்சல், தொலைபேசி, கடையில்), எப்போது; தனிப்பட்ட விவரங்கள் வேண்டாம்.",
  ),
  forUser: tr(" for {email}", " — {email}"),
  deletedUser: tr("deleted", "நீக்கப்பட்டது"),
  messages: {
    reasonRequired: tr("Please enter the reason.", "காரணத்தை உள்ளிடவும்."),
    reasonTooLong: tr(
      "The reason must be at most 300 characters.",
      "காரணம் அதிகபட்சம் 300 எழுத்துகளுக்குள் இருக்க வேண்டும்.",
    ),
    unknownIntent: tr("Unknown action.", "தெரியாத செயல்."),
  },
  toasts: {
    deleted: {
      title: tr("Account deleted", "கணக்கு நீக்கப்பட்டது"),
      description: tr(
        "The orders are kept without personal details; the deletion is in the audit log.",
        "ஆர்டர்கள் தனிப்பட்ட விவரங்கள் இல்லாமல் வைக்கப்பட்டன; நீக்கம் தணிக்கைப் பதிவில் உள்ளது.",
      ),
    },
    notFound: tr("No such user.", "அப்படி ஒரு பயனர் இல்லை."),
    privileged: {
      title: tr("Staff accounts are not deleted", "பணியாளர் கணக்குகள் நீக்கப்படாது"),
      description: tr(
        "Change their role to customer first.",
        "முதலில் அவரின் பங்கை வாடிக்கையாளர் என மாற்றவும்.",
      ),
    },
    lastAdmin: {
      title: tr("The last admin cannot be deleted", "கடைசி நிர்வாகியை நீக்க முடியாது"),
      description: tr("Make another user admin first.", "முதலில் வேறொரு பயனரை நிர்வாகியாக்கவும்."),
    },
    openOrders: {
      title: tr("This customer has open orders", "இந்த வாடிக்கையாளருக்கு முடியாத ஆர்டர்கள் உள்ளன"),
      description: tr(
        "Deliver or cancel them at LimraKart admin first.",
        "முதலில் LimraKart நிர்வாகத்தில் அவற்றை டெலிவரி செய்யவும் அல்லது ரத்துசெய்யவும்.",
      ),
    },
    invalid: tr("Nothing was changed.", "எதுவும் மாற்றப்படவில்லை."),
  },
});

export const REASON_MAX = 300;

/** The admin's form: what to do and why. */
export function adminDataRightsSchema(m: AdminDataRightsContent["messages"]) {
  return z.object({
    intent: z.enum(["export", "delete"], { error: m.unknownIntent }),
    reason: z
      .string({ error: m.reasonRequired })
      .trim()
      .min(1, m.reasonRequired)
      .max(REASON_MAX, m.reasonTooLong),
  });
}
