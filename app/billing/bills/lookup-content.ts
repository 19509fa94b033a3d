import { localized, tr } from "~/lib/content";

/** New Bill's customer look-up (decision 069), in one language. */
export type LookupWords = {
  /** The listbox's name, and the hint under the name box. */
  suggestions: string;
  hint: string;
  /** The suggestion's balance: "Balance {amount}". */
  balance: string;
  /** Said to screen readers when suggestions come: "{count} customers found". */
  found: string;
  none: string;
  /** Said once a customer is chosen: "Filled in {name}". */
  filled: string;
  /** The no-JavaScript way: Find customer, the matches, and a pick. */
  find: string;
  matchesFor: string;
  noMatches: string;
  use: string;
};

export const lookupCopy = localized<LookupWords>({
  suggestions: tr("Existing customers", "ஏற்கெனவே உள்ள வாடிக்கையாளர்கள்"),
  hint: tr(
    "Type a name or part of a phone number to pick an existing customer.",
    "ஏற்கெனவே உள்ள வாடிக்கையாளரைத் தேர்வு செய்ய பெயரையோ தொலைபேசி எண்ணின் ஒரு பகுதியையோ தட்டச்சு செய்யவும்.",
  ),
  balance: tr("Balance {amount}", "நிலுவை {amount}"),
  found: tr("{count} customers found", "{count} வாடிக்கையாளர்கள் கிடைத்தனர்"),
  none: tr("No customer found", "வாடிக்கையாளர் யாரும் கிடைக்கவில்லை"),
  filled: tr("Filled in {name}", "{name} விவரங்கள் நிரப்பப்பட்டன"),
  find: tr("Find customer", "வாடிக்கையாளரைத் தேடு"),
  matchesFor: tr("Customers matching “{q}”", "“{q}” உடன் பொருந்தும் வாடிக்கையாளர்கள்"),
  noMatches: tr(
    "No customer matches “{q}”. Saving the bill adds a new customer from its phone number.",
    "“{q}” உடன் எந்த வாடிக்கையாளரும் பொருந்தவில்லை. பில்லைச் சேமித்தால் அதன் தொலைபேசி எண்ணிலிருந்து புதிய வாடிக்கையாளர் சேர்க்கப்படுவார்.",
  ),
  use: tr("Use", "பயன்படுத்து"),
});
