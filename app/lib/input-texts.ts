import { localized, tr } from "./content";
import type { DayProblem } from "./dates";

/**
 * What every form says of a date or an amount it refuses (decision 059), in English and Tamil.
 * A feature's content puts these pairs among its own messages, or reads `inputTexts[locale]`.
 */

/** A day's problems (dayProblem), as a field's error and a 400's message. */
export const DAY_TEXTS = {
  invalid: tr(
    "Enter a real date as dd/mm/yyyy, e.g. 21/11/2026.",
    "உண்மையான தேதியை நாள்/மாதம்/ஆண்டு (dd/mm/yyyy) என உள்ளிடவும், எ.கா. 21/11/2026.",
  ),
  early: tr("Enter a date from 01/01/2000 on.", "01/01/2000 அல்லது அதற்குப் பிந்தைய தேதியை உள்ளிடவும்."),
  late: tr("Enter a date up to 31/12/2099.", "31/12/2099 வரையிலான தேதியை உள்ளிடவும்."),
  future: tr(
    "The date cannot be after today (India time).",
    "தேதி இன்றைக்குப் பிந்தையதாக இருக்கக் கூடாது (இந்திய நேரம்).",
  ),
};

/** An amount whose commas are neither Indian nor international grouping ("1,0,0", "10,00"). */
export const AMOUNT_GROUPING_TEXT = tr(
  "Write the amount's commas as in 1,00,000.50 or 100,000.50, or leave them out.",
  "தொகையின் காற்புள்ளிகளை 1,00,000.50 அல்லது 100,000.50 என்பது போல் எழுதவும், அல்லது அவற்றை விட்டுவிடவும்.",
);

export type DayMessages = Record<DayProblem, string>;

export const inputTexts = localized<{ day: DayMessages; amountGrouping: string }>({
  day: DAY_TEXTS,
  amountGrouping: AMOUNT_GROUPING_TEXT,
});
