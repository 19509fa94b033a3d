import { localized, tr } from "~/lib/content";

type Words<K extends string> = Record<K, string>;

/** The texts of BillActions, BillMenu's items and BillPageActions, in one language. */
export type BillActionsWords = {
  menu: string;
  payBill: string;
  items: Words<"pay" | "preview" | "edit" | "cancel" | "delete">;
  page: Words<"heading" | "edit" | "cancel" | "delete">;
  cancel: Words<"title" | "message" | "reason" | "refund" | "refundBy" | "confirm">;
  delete: Words<"message" | "confirm">;
};

/**
 * The words of a bill's actions (decision 048): the row's actions menu and its Add payment link,
 * the questions that cancel or delete a bill (in a list's row or on the bill's page), and the
 * bill page's Edit / Cancel / Delete. `{number}` is the bill's number; `{amount}` rupees.
 */
export const billActionsContent = localized<BillActionsWords>({
  /** The row's one control, named with the bill's number ("Actions BILL0002"). */
  menu: tr("Actions {number}", "செயல்கள் {number}"),
  /** The row's visible Add payment link, on a bill with a balance. */
  payBill: tr("Add payment {number}", "வரவு சேர் {number}"),
  items: {
    pay: tr("Add payment", "வரவு சேர்"),
    preview: tr("Preview", "முன்னோட்டம்"),
    edit: tr("Edit", "திருத்து"),
    cancel: tr("Cancel", "ரத்து செய்"),
    delete: tr("Delete", "நீக்கு"),
  },
  /** The bill page's buttons (the same actions, without JavaScript too). */
  page: {
    heading: tr("Manage this bill", "இந்த பில்லை நிர்வகி"),
    edit: tr("Edit bill", "பில்லைத் திருத்து"),
    cancel: tr("Cancel bill", "பில்லை ரத்து செய்"),
    delete: tr("Delete bill", "பில்லை நீக்கு"),
  },
  cancel: {
    title: tr("Cancel bill {number}?", "பில் {number} ஐ ரத்து செய்யவா?"),
    message: tr(
      "The number is kept and the sale is reversed in the books today.",
      "பில் எண் அப்படியே இருக்கும்; இந்த விற்பனை இன்றைய கணக்கில் திருப்பப்படும்.",
    ),
    reason: tr("Reason", "காரணம்"),
    refund: tr("Refund {amount} to the customer", "வாடிக்கையாளருக்கு {amount} திருப்பிக் கொடு"),
    refundBy: tr("Refund by", "திருப்பிக் கொடுக்கும் முறை"),
    confirm: tr("Cancel bill", "பில்லை ரத்து செய்"),
  },
  delete: {
    message: tr(
      "Are you sure you want to delete bill {number}? This action cannot be undone.",
      "பில் {number} ஐ நிச்சயமாக நீக்கவா? இதைத் திரும்பப் பெற முடியாது.",
    ),
    confirm: tr("Delete", "நீக்கு"),
  },
});
