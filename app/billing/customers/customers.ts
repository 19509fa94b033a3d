import { listHref } from "../list-params";

/**
 * The customers pages' browser-safe side: their URLs, the list's sorts and filters, and the
 * shapes the loaders hand the page (also what other billing sub-features link to).
 */

export const CUSTOMERS_PATH = "/billing/customers";
export const CUSTOMERS_PAGE_SIZE = 25;
/** The timeline shows this many entries a page, newest first. */
export const TIMELINE_PAGE_SIZE = 100;

export const CUSTOMER_SORTS = ["balance", "name", "activity"] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];
export type SortDir = "asc" | "desc";
/** Each sort's first direction: the biggest balance, A to Z, the latest activity. */
export const DEFAULT_DIR: Record<CustomerSort, SortDir> = {
  balance: "desc",
  name: "asc",
  activity: "desc",
};

export const CUSTOMER_FILTERS = ["all", "balance", "overdue30", "overdue60", "overdue90"] as const;
export type CustomerFilter = (typeof CUSTOMER_FILTERS)[number];
/** The India days an overdue filter asks the oldest owing bill to be older than. */
export const OVERDUE_DAYS: Partial<Record<CustomerFilter, number>> = {
  overdue30: 30,
  overdue60: 60,
  overdue90: 90,
};

export type CustomerListParams = {
  q?: string;
  sort?: CustomerSort;
  dir?: SortDir;
  filter?: CustomerFilter;
  page?: number;
};

/** The customers list with its search, sort, filter and page in the URL (defaults left out). */
export function customersHref(params: CustomerListParams = {}): string {
  const sort = params.sort ?? "balance";
  return listHref(CUSTOMERS_PATH, {
    q: params.q?.trim() || undefined,
    sort: sort === "balance" ? undefined : sort,
    dir: params.dir && params.dir !== DEFAULT_DIR[sort] ? params.dir : undefined,
    filter: params.filter && params.filter !== "all" ? params.filter : undefined,
    page: params.page,
  });
}

/** A customer's page (with optional query, e.g. `{ edit: "1" }`). */
export function customerHref(id: string, query: Record<string, string | number> = {}): string {
  return listHref(`${CUSTOMERS_PATH}/${encodeURIComponent(id)}`, query);
}

/** A customers list row. */
export type CustomerRow = {
  id: string;
  name: string;
  phone: string | null;
  otherPhone: string | null;
  email: string | null;
  billCount: number;
  billedPaise: number;
  /** Every payment not voided, cancelled bills' too (decision 060). */
  receivedPaise: number;
  /** Money given back on their bills; balance = billed − received + refunded. */
  refundedPaise: number;
  balancePaise: number;
  oldestDueAt: string | null;
  lastActivityAt: string | null;
};

export type CustomerLanguage = "en" | "ta";

/** One customer as the customer page shows it. */
export type Customer = CustomerRow & {
  altNames: string[];
  address: string | null;
  gstin: string | null;
  notes: string | null;
  language: CustomerLanguage;
  mergedInto: string | null;
  createdAt: string;
};

/** The records a timeline entry can be, and which of them can be moved to another customer. */
export const TIMELINE_KINDS = [
  "bill",
  "payment",
  "order_request",
  "contact_request",
  "shop_order",
  "job",
  "reminder",
  "note",
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];
export const MOVABLE_KINDS = ["bill", "order_request", "contact_request", "shop_order"] as const;
export type MovableKind = (typeof MOVABLE_KINDS)[number];

/** One entry of a customer's timeline: what happened, when, and what to show and link. */
export type TimelineEntry = {
  kind: TimelineKind;
  id: string;
  at: string;
  title: string;
  detail: string | null;
  amountPaise: number | null;
  /** A link to the record's own page, when the user may open it. */
  href: string | null;
  /** More links (e.g. a bill's edit page). */
  links: { label: string; href: string }[];
  /** A voided payment or cancelled bill: shown struck, with the reason. */
  struck: boolean;
  reason: string | null;
  /** Who wrote the note or sent the reminder. */
  by: string | null;
  /** The values inside title, detail and reason that are data, not interface text. */
  data: string[];
};

export type Timeline = { entries: TimelineEntry[]; page: number; hasOlder: boolean };

export function isMovable(kind: TimelineKind): kind is MovableKind {
  return (MOVABLE_KINDS as readonly string[]).includes(kind);
}

/** The first words of a WhatsApp chat with the customer, in their language. */
export function whatsappGreeting(customer: { name: string; language: CustomerLanguage }): string {
  return customer.language === "ta" ? `வணக்கம் ${customer.name},` : `Hello ${customer.name},`;
}
