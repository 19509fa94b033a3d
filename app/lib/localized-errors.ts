import type { Localized } from "./content";
import type { FieldErrors } from "./forms";
import type { Locale } from "./i18n/i18n";

/**
 * A schema's field errors in `locale`: the schemas write their messages in English (the spec's
 * words, which the tests assert), and each message found in `messages.en` is swapped for the same
 * entry of `messages[locale]`. A message the copy does not know stays as it is.
 */
export function localizeErrors<K extends string>(
  errors: FieldErrors,
  messages: Localized<Record<K, string>>,
  locale: Locale,
): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field,
      localizeMessage(message, messages, locale),
    ]),
  );
}

/** One English message of `messages` in `locale` (unknown ones unchanged). */
export function localizeMessage<K extends string>(
  message: string,
  messages: Localized<Record<K, string>>,
  locale: Locale,
): string {
  if (locale === "en") return message;
  const key = (Object.keys(messages.en) as K[]).find((k) => messages.en[k] === message);
  return key === undefined ? message : messages[locale][key];
}

/** A template's {name} placeholders as a pattern that matches the texts filled from it. */
function templatePattern(template: string): { pattern: RegExp; names: string[] } {
  const parts = template.split(/\{(\w+)\}/);
  const names = parts.filter((_, i) => i % 2 === 1);
  const source = parts
    .map((part, i) => (i % 2 === 1 ? "(.+?)" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return { pattern: new RegExp(`^${source}$`, "s"), names };
}

/**
 * Which of `templates` (English, with {name} placeholders) `message` was filled from, and the
 * values it was filled with; null for a message none of them makes. For messages a server module
 * writes in English with values in them (a cell of a file, a bill number), so a page can show
 * the same entry of its copy in the user's language with the values marked as data.
 */
export function matchTemplate<K extends string>(
  message: string,
  templates: Record<K, string>,
): { key: K; values: Record<string, string> } | null {
  for (const key of Object.keys(templates) as K[]) {
    const { pattern, names } = templatePattern(templates[key]);
    const found = pattern.exec(message);
    if (found) {
      return { key, values: Object.fromEntries(names.map((name, i) => [name, found[i + 1]!])) };
    }
  }
  return null;
}
