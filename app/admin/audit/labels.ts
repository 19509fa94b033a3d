/**
 * How the audit log reads: its actions and record types in words, the link to a record where
 * the app has a page for it, and the change an entry made as "field: old → new" lines. The
 * words are in ./content.ts; the stored codes are data and show as they are where none exist.
 */
import type { Locale } from "~/lib/i18n/i18n";
import { auditContent } from "./content";

/** An action in words in `locale` ("bill.create" → "Bill created"); undefined for a code without. */
export function actionWords(action: string, locale: Locale = "en"): string | undefined {
  const words = auditContent[locale].actions;
  return Object.hasOwn(words, action) ? words[action] : undefined;
}

/** An action in words ("bill.create" → "Bill created"); an unknown one as it is. */
export function actionLabel(action: string, locale: Locale = "en"): string {
  return actionWords(action, locale) ?? action;
}

/** A record type's code in words, in English ("godown_item" → "Godown item"). */
function codeInWords(entity: string): string | undefined {
  const words = entity.replace(/[_-]+/g, " ").trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : undefined;
}

/**
 * A record type in words in `locale`: the app's own from ./content.ts, and in English any other
 * code spelt out ("godown_item" → "Godown item"); undefined for a code without words.
 */
export function entityWords(entity: string, locale: Locale = "en"): string | undefined {
  const words = auditContent[locale].entities;
  if (Object.hasOwn(words, entity)) return words[entity];
  return locale === "en" ? codeInWords(entity) : undefined;
}

/** A record type in words ("godown_item" → "Godown item"); one without words as it is. */
export function entityLabel(entity: string, locale: Locale = "en"): string {
  return entityWords(entity, locale) ?? entity;
}

/** The page of a record, where the app has one: a bill's form, a payment's receipt, a customer. */
export function recordHref(
  entity: string,
  entityId: string | null,
  before: unknown,
  after: unknown,
): string | null {
  if (!entityId) return null;
  if (entity === "bill") return `/billing/new-complaint?id=${encodeURIComponent(entityId)}`;
  if (entity === "customer") return `/billing/customers/${encodeURIComponent(entityId)}`;
  if (entity === "payment") {
    const receipt = field(after, "receipt_number") ?? field(before, "receipt_number");
    return typeof receipt === "string" && receipt
      ? `/billing/receipts/${encodeURIComponent(receipt)}`
      : null;
  }
  return null;
}

function field(value: unknown, key: string): unknown {
  return isRecord(value) ? value[key] : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** One changed field: its value before and after (undefined: that side has none). */
export type AuditChange = { field: string; before?: string; after?: string };

/** The longest value shown in a change line; the full JSON is in the entry's details. */
export const VALUE_MAX = 120;

/** A value as text: strings as they are, anything else as JSON, cut to VALUE_MAX characters. */
export function valueText(value: unknown): string {
  const text = typeof value === "string" ? value : (JSON.stringify(value) ?? "");
  return text.length > VALUE_MAX ? `${text.slice(0, VALUE_MAX - 1)}…` : text;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What an entry changed. A create (no before) lists the after's fields, a delete (no after)
 * the before's; otherwise only the fields of the after whose value differs from the before (an
 * after may hold just the fields it changed, e.g. a void's). A value that is no object is one
 * field, "value".
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const has = {
    before: before !== undefined && before !== null,
    after: after !== undefined && after !== null,
  };
  if (!has.before && !has.after) return [];
  const b = has.before ? (isRecord(before) ? before : { value: before }) : null;
  const a = has.after ? (isRecord(after) ? after : { value: after }) : null;
  if (!b) return Object.entries(a!).map(([key, v]) => ({ field: key, after: valueText(v) }));
  if (!a) return Object.entries(b).map(([key, v]) => ({ field: key, before: valueText(v) }));
  return Object.entries(a)
    .filter(([key, v]) => !same(b[key], v))
    .map(([key, v]) => ({
      field: key,
      before: key in b ? valueText(b[key]) : undefined,
      after: valueText(v),
    }));
}

/** Parses stored JSON; null for none, the raw text when it is not JSON. */
export function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
