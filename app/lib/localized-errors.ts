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
