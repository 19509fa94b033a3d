import { localized, tr } from "~/lib/content";

/** A bill's two statuses, labelled, and the move of its work status (decision 070). */
export type WorkWords = {
  /** "Work: {status}" and "Payment: {status}", as the lists and the bill's page show them. */
  work: string;
  payment: string;
  /** The one tap: "Mark {status}" (the status's name). */
  mark: string;
  /** The bill's page: the group of moves, and its heading. */
  moveTo: string;
  statuses: string;
  /** Toasts. */
  moved: string;
  unchanged: string;
  invalid: string;
  notFound: string;
  cancelled: string;
};

export const workCopy = localized<WorkWords>({
  work: tr("Work: {status}", "வேலை: {status}"),
  payment: tr("Payment: {status}", "கட்டணம்: {status}"),
  mark: tr("Mark {status}", "{status} எனக் குறி"),
  moveTo: tr("Move the work to", "வேலை நிலையை மாற்று"),
  statuses: tr("Status", "நிலை"),
  moved: tr("Bill {number}: work now {status}", "பில் {number}: வேலை இப்போது {status}"),
  unchanged: tr("Bill {number}: work was already {status}", "பில் {number}: வேலை ஏற்கெனவே {status}"),
  invalid: tr("Choose a work status for the bill.", "பில்லுக்கு ஒரு வேலை நிலையைத் தேர்வு செய்யவும்."),
  notFound: tr("This bill no longer exists.", "இந்தப் பில் இப்போது இல்லை."),
  cancelled: tr(
    "A cancelled bill's work status cannot be changed.",
    "ரத்து செய்யப்பட்ட பில்லின் வேலை நிலையை மாற்ற முடியாது.",
  ),
});
