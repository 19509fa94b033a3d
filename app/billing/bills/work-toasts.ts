import { localized, tr } from "~/lib/content";

/** The toasts of a work status's move (decision 070): the server's, kept off the pages. */
export type WorkToasts = {
  moved: string;
  unchanged: string;
  invalid: string;
  notFound: string;
  cancelled: string;
};

export const workToastCopy = localized<WorkToasts>({
  moved: tr("Bill {number}: work now {status}", "பில் {number}: வேலை இப்போது {status}"),
  unchanged: tr("Bill {number}: work was already {status}", "பில் {number}: வேலை ஏற்கெனவே {status}"),
  invalid: tr("Choose a work status for the bill.", "பில்லுக்கு ஒரு வேலை நிலையைத் தேர்வு செய்யவும்."),
  notFound: tr("This bill no longer exists.", "இந்தப் பில் இப்போது இல்லை."),
  cancelled: tr(
    "A cancelled bill's work status cannot be changed.",
    "ரத்து செய்யப்பட்ட பில்லின் வேலை நிலையை மாற்ற முடியாது.",
  ),
});
