/** The inbox's four lists (URL segments) and their filters. */
export const INBOX_KINDS = ["orders", "contacts", "feedback", "reviews"] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export function isInboxKind(value: unknown): value is InboxKind {
  return typeof value === "string" && (INBOX_KINDS as readonly string[]).includes(value);
}

/** Orders, contacts, feedback: all | unread | open | handled. Reviews: pending | approved | rejected. */
export const SUBMISSION_FILTERS = ["all", "unread", "open", "handled"] as const;
export const REVIEW_FILTERS = ["pending", "approved", "rejected"] as const;
export type InboxFilter = (typeof SUBMISSION_FILTERS)[number] | (typeof REVIEW_FILTERS)[number];

export function parseFilter(kind: InboxKind, value: string | null): InboxFilter {
  const allowed: readonly string[] = kind === "reviews" ? REVIEW_FILTERS : SUBMISSION_FILTERS;
  return (value && allowed.includes(value) ? value : allowed[0]) as InboxFilter;
}

export const INBOX_PAGE_SIZE = 20;
