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
};

export const workCopy = localized<WorkWords>({
  work: tr("Work: {status}", "வேலை: {status}"),
  payment: tr("Payment: {status}", "கட்டணம்: {status}"),
  mark: tr("Mark {status}", "{status} எனக் குறி"),
  moveTo: tr("Move the work to", "வேலை நிலையை மாற்று"),
  statuses: tr("Status", "நிலை"),
});
