import { localized, tr } from "~/lib/content";

/**
 * The words the shared UI parts say themselves (a screen may still pass its own): the pager,
 * the edit panel's Close, Print, the admin forms' picture field and Save/Cancel row.
 */
export type UiContent = {
  pager: { label: string; previous: string; next: string; status: string };
  close: string;
  picture: string;
  currentPicture: string;
  saving: string;
  cancel: string;
  /** PrintButton's label. */
  print: string;
  /** A date box (DateField): its format hint and its calendar button (decision 074). */
  date: { hint: string; calendar: string };
};

export const uiContent = localized<UiContent>({
  pager: {
    label: tr("Pages", "பக்கங்கள்"),
    previous: tr("Previous", "முந்தையது"),
    next: tr("Next", "அடுத்தது"),
    status: tr("Page {page} of {count}", "பக்கம் {page} / {count}"),
  },
  close: tr("Close", "மூடு"),
  picture: tr("Picture", "படம்"),
  currentPicture: tr(
    "Current picture (a new one replaces it)",
    "தற்போதைய படம் (புதிய படம் இதற்குப் பதிலாக வரும்)",
  ),
  saving: tr("Saving...", "சேமிக்கிறது..."),
  cancel: tr("Cancel", "ரத்து செய்"),
  print: tr("Print", "அச்சிடு"),
  date: {
    hint: tr("dd/mm/yyyy", "நாள்/மாதம்/ஆண்டு"),
    calendar: tr("Pick on a calendar", "நாள்காட்டியில் தேர்ந்தெடுக்கவும்"),
  },
});
