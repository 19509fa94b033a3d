import { localized, tr } from "~/lib/content";
import type { PluralForms } from "~/lib/plural";

/**
 * The bill lists' shared copy (Old Bills, and the count every list shows) in English (the
 * spec's words) and Tamil; History's and Old Pending's own copy is in filter-content.ts, the
 * form's in content.ts, so a page ships only the copy it shows.
 */
export type BillListCopy = {
  count: PluralForms;
  oldBills: string;
  searchLabel: string;
  noMatchSearch: string;
};

export const billListCopy = localized<BillListCopy>({
  count: { one: tr("{count} bill", "{count} பில்"), other: tr("{count} bills", "{count} பில்கள்") },
  oldBills: tr("Old Bills", "பழைய பில்கள்"),
  searchLabel: tr(
    "Search by customer name or bill number",
    "வாடிக்கையாளர் பெயர் அல்லது பில் எண் மூலம் தேடுங்கள்",
  ),
  noMatchSearch: tr("No bills found matching your search.", "நீங்கள் தேடியதற்குப் பொருந்தும் பில்கள் இல்லை."),
});
