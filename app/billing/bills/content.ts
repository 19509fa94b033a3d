import { localized, tr } from "~/lib/content";
import { AMOUNT_GROUPING_TEXT } from "~/lib/input-texts";
import type { PluralForms } from "~/lib/plural";
import { BILL_INPUT_LABELS as L } from "../bill-fields";

/**
 * The bills' copy in English (the spec's words, as the pages always said them) and Tamil: the
 * New Bill / Edit Bill form with its lines and figures (billCopy), the validation messages
 * (billMessageCopy) and the toasts (billToastCopy); the lists' copy is in list-content.ts. Kept
 * apart so that a page ships only the copy it shows (the messages and toasts stay on the
 * server). `{name}` placeholders are filled with `fill` from ~/lib/forms.
 */
export type BillMessagesCopy = {
  customerRequired: string;
  particularsRequired: string;
  amountRequired: string;
  moneyInvalid: string;
  moneyGrouping: string;
  discountTooHigh: string;
  percentInvalid: string;
  phoneInvalid: string;
  tooLong: string;
  statusInvalid: string;
  linesRequired: string;
  lineDescriptionRequired: string;
  quantityInvalid: string;
  rateRequired: string;
  unitInvalid: string;
  /** "{max}": the most lines a bill may have. */
  tooManyLines: string;
  methodInvalid: string;
  totalTooLarge: string;
  referenceRequired: string;
  cancelReason: string;
  keyInvalid: string;
  wholeUnits: string;
};

export type BillCopy = {
  form: {
    newBill: string;
    editBill: string;
    backToOldBills: string;
    billNo: string;
    numberNote: string;
    date: string;
    customerName: string;
    phone: string;
    address: string;
    particulars: string;
    particularsHint: string;
    advance: string;
    paidBy: string;
    reference: string;
    referenceHint: string;
    status: string;
    saving: string;
    update: string;
    create: string;
    back: string;
    cancel: string;
    /** "Cancelled on {date} — {reason}" (the reason is data). */
    cancelledOn: string;
    noReason: string;
    /** The error summary's heading: "{count} fields need attention:". */
    needAttention: PluralForms;
    /** The summary's name of a line's box: "Line {n} {field}". */
    lineField: string;
    lineFields: Record<"description" | "quantity" | "unit" | "rate" | "link", string>;
    /** The summary's names of the form's own parts (a declared field is named by its label). */
    fields: Record<"lines" | "discount" | "advance" | "paymentMethod" | "paymentReference", string>;
  };
  lines: {
    legend: string;
    description: string;
    quantity: string;
    qty: string;
    unit: string;
    rate: string;
    amount: string;
    item: string;
    remove: string;
    /** A box's name for screen readers: "{label}, line {n}". */
    boxLabel: string;
    /** "Remove line {n}" */
    removeLine: string;
    shopProducts: string;
    godownItems: string;
    addLine: string;
    hint: string;
  };
  totals: {
    discountIn: string;
    discountPercent: string;
    discountRupees: string;
    roundOffBox: string;
    subtotal: string;
    discount: string;
    roundOff: string;
    finalTotal: string;
    inWords: string;
    paid: string;
    balance: string;
    /** "Credit {amount}" */
    credit: string;
  };
};

export type BillToastCopy = {
  saveFailed: string;
  notFound: string;
  noLongerExists: string;
  cancelledNoChange: string;
  /** "Bill {number} updated successfully!" */
  updated: string;
  created: string;
  numberTaken: string;
  /** "Not enough stock: {items}. Nothing was saved." */
  shortage: string;
  /** "{name} has {left} left, {wanted} asked" */
  shortageItem: string;
  /** A form sent without JavaScript whose picked items filled its rates (nothing saved yet). */
  filledTitle: string;
  filledFromItems: string;
  unknownAction: string;
  deleteFailed: string;
  deleteFailedPending: string;
  deleteRefused: string;
  deletedTitle: string;
  deletedText: string;
  deletedShort: string;
  deleteError: string;
  checkForm: string;
  alreadyCancelled: string;
  cancelled: string;
  cancelFailed: string;
};

export const billMessageCopy = localized<BillMessagesCopy>({
  customerRequired: tr("Customer name is required", "வாடிக்கையாளர் பெயர் தேவை"),
  particularsRequired: tr("Particulars are required", "விவரம் தேவை"),
  amountRequired: tr("Amount is required", "தொகை தேவை"),
  moneyGrouping: AMOUNT_GROUPING_TEXT,
  moneyInvalid: tr(
    "Enter an amount in rupees, e.g. 250 or 249.50 (not negative)",
    "ரூபாயில் தொகையை உள்ளிடவும், எ.கா. 250 அல்லது 249.50 (கழித்தல் குறி கூடாது)",
  ),
  discountTooHigh: tr(
    "Discount cannot be more than the amount",
    "தள்ளுபடி தொகையை விட அதிகமாக இருக்கக் கூடாது",
  ),
  percentInvalid: tr(
    "Enter a percentage from 0 to 100, e.g. 10 or 12.5",
    "0 முதல் 100 வரை சதவீதத்தை உள்ளிடவும், எ.கா. 10 அல்லது 12.5",
  ),
  phoneInvalid: tr(
    "Please enter a valid 10-digit Indian phone number (optionally with +91)",
    "சரியான 10 இலக்க இந்தியத் தொலைபேசி எண்ணை உள்ளிடவும் (+91 சேர்த்தும் தரலாம்)",
  ),
  tooLong: tr("This is too long", "இது மிக நீளமாக உள்ளது"),
  statusInvalid: tr("Choose a status", "ஒரு நிலையைத் தேர்ந்தெடுக்கவும்"),
  linesRequired: tr(
    "Add at least one line with a description and a rate",
    "விவரமும் விலையும் உள்ள குறைந்தது ஒரு உருப்படியைச் சேர்க்கவும்",
  ),
  lineDescriptionRequired: tr("Describe this line", "இந்த உருப்படிக்கு விவரம் எழுதவும்"),
  quantityInvalid: tr(
    "Enter a quantity above 0, e.g. 1, 2.5 or 100",
    "0-க்கு மேல் ஒரு அளவை உள்ளிடவும், எ.கா. 1, 2.5 அல்லது 100",
  ),
  rateRequired: tr("Enter the rate", "விலையை உள்ளிடவும்"),
  unitInvalid: tr(
    "Enter a unit, e.g. pcs, sheets, sq.ft or hours",
    "20 எழுத்துகளுக்குள் ஓர் அலகை உள்ளிடவும், எ.கா. எண்ணிக்கை, தாள், சதுர அடி, மணி",
  ),
  tooManyLines: tr(
    "A bill has at most {max} lines",
    "ஒரு பில்லில் அதிகபட்சம் {max} உருப்படிகள் மட்டுமே இருக்கலாம்",
  ),
  methodInvalid: tr(
    "Choose how the customer paid",
    "வாடிக்கையாளர் எப்படிச் செலுத்தினார் என்பதைத் தேர்ந்தெடுக்கவும்",
  ),
  totalTooLarge: tr("This bill's total is too large", "இந்தப் பில்லின் மொத்தத் தொகை மிக அதிகம்"),
  referenceRequired: tr(
    "Enter the UPI reference (UTR) or cheque number",
    "UPI பரிவர்த்தனை எண் அல்லது காசோலை எண்ணை உள்ளிடவும்",
  ),
  cancelReason: tr(
    "Say why the bill is cancelled (3 to 300 characters)",
    "பில் ஏன் ரத்து செய்யப்படுகிறது என்று எழுதவும் (3 முதல் 300 எழுத்துகள்)",
  ),
  keyInvalid: tr(
    "This form is out of date. Please open New Bill again.",
    "இந்தப் படிவம் பழையதாகிவிட்டது. புதிய பில்லை மீண்டும் திறக்கவும்.",
  ),
  wholeUnits: tr(
    "An item from stock is sold in whole units: enter 1, 2, 3 …",
    "இருப்பிலுள்ள பொருள் முழு எண்ணிக்கையில் மட்டுமே விற்கப்படும்: 1, 2, 3 … என உள்ளிடவும்",
  ),
});

export const billCopy = localized<BillCopy>({
  form: {
    newBill: tr("New Bill", "புதிய பில்"),
    editBill: tr("Edit Bill", "பில்லைத் திருத்து"),
    backToOldBills: tr("Back to Old Bills", "பழைய பில்களுக்குத் திரும்பு"),
    billNo: tr("Bill No.", "பில் எண்"),
    numberNote: tr("Given when the bill is saved.", "பில் சேமிக்கப்படும்போது எண் வழங்கப்படும்."),
    date: tr("Date", "தேதி"),
    // The declared fields' boxes (../bill-fields.ts).
    customerName: L.customerName,
    phone: L.customerPhone,
    address: L.customerAddress,
    particulars: L.particulars,
    particularsHint: tr(
      "Optional with lines: the lines' descriptions are used when empty.",
      "உருப்படிகள் இருந்தால் இது கட்டாயமில்லை: காலியாக விட்டால் உருப்படிகளின் விவரங்கள் பயன்படுத்தப்படும்.",
    ),
    advance: tr("Advance (₹)", "முன்பணம் (₹)"),
    paidBy: tr("Paid by", "செலுத்திய முறை"),
    reference: tr("Reference (UPI ref / cheque no.)", "குறிப்பு எண் (UPI எண் / காசோலை எண்)"),
    referenceHint: tr(
      "Needed for a UPI or cheque advance.",
      "UPI அல்லது காசோலை மூலம் முன்பணம் பெற்றால் தேவை.",
    ),
    status: L.status,
    saving: tr("Saving...", "சேமிக்கிறது..."),
    update: tr("Update Bill", "பில்லைப் புதுப்பி"),
    create: tr("Create Bill", "பில்லை உருவாக்கு"),
    back: tr("Back", "திரும்பு"),
    cancel: tr("Cancel", "ரத்து செய்"),
    cancelledOn: tr("Cancelled on {date} — {reason}", "{date} அன்று ரத்து செய்யப்பட்டது — {reason}"),
    noReason: tr("no reason given", "காரணம் குறிப்பிடப்படவில்லை"),
    needAttention: {
      one: tr("1 field needs attention:", "1 புலத்தைச் சரிசெய்ய வேண்டும்:"),
      other: tr("{count} fields need attention:", "{count} புலங்களைச் சரிசெய்ய வேண்டும்:"),
    },
    lineField: tr("Line {n} {field}", "உருப்படி {n} {field}"),
    lineFields: {
      description: tr("description", "விவரம்"),
      quantity: tr("quantity", "அளவு"),
      unit: tr("unit", "அலகு"),
      rate: tr("rate", "விலை"),
      link: tr("item", "பொருள்"),
    },
    fields: {
      lines: tr("Lines", "உருப்படிகள்"),
      discount: tr("Discount", "தள்ளுபடி"),
      advance: tr("Advance", "முன்பணம்"),
      paymentMethod: tr("Paid by", "செலுத்திய முறை"),
      paymentReference: tr("Reference", "குறிப்பு எண்"),
    },
  },
  lines: {
    legend: tr("Lines", "உருப்படிகள்"),
    description: tr("Description", "விவரம்"),
    quantity: tr("Quantity", "அளவு"),
    qty: tr("Qty", "அளவு"),
    unit: tr("Unit", "அலகு"),
    rate: tr("Rate (₹)", "விலை (₹)"),
    amount: tr("Amount", "தொகை"),
    item: tr("Item", "பொருள்"),
    remove: tr("Remove", "நீக்கு"),
    boxLabel: tr("{label}, line {n}", "{label}, உருப்படி {n}"),
    removeLine: tr("Remove line {n}", "உருப்படி {n}-ஐ நீக்கு"),
    shopProducts: tr("Shop products", "கடைப் பொருட்கள்"),
    godownItems: tr("Godown items", "கிடங்குப் பொருட்கள்"),
    addLine: tr("Add line", "உருப்படி சேர்"),
    hint: tr(
      "Empty rows are left out. Quantity may have decimals (2.5 sq.ft); empty means 1.",
      "காலி உருப்படிகள் சேர்க்கப்படாது. அளவில் தசமம் இருக்கலாம் (2.5 சதுர அடி); காலியாக இருந்தால் 1.",
    ),
  },
  totals: {
    discountIn: tr("Discount in", "தள்ளுபடி வகை"),
    discountPercent: tr("Discount (%)", "தள்ளுபடி (%)"),
    discountRupees: tr("Discount (₹)", "தள்ளுபடி (₹)"),
    roundOffBox: tr("Round off to the rupee", "முழு ரூபாய்க்குச் சரிசெய்"),
    subtotal: tr("Subtotal", "கூட்டுத்தொகை"),
    discount: tr("Discount", "தள்ளுபடி"),
    roundOff: tr("Round off", "முழுமையாக்கல்"),
    finalTotal: tr("Final Total", "இறுதி மொத்தம்"),
    inWords: tr("In words", "எழுத்தில்"),
    paid: tr("Paid", "செலுத்தப்பட்டது"),
    balance: tr("Balance", "நிலுவை"),
    credit: tr("Credit {amount}", "வரவு {amount}"),
  },
});

export const billToastCopy = localized<BillToastCopy>({
  saveFailed: tr(
    "Failed to save complaint. Please try again.",
    "பில்லைச் சேமிக்க முடியவில்லை. மீண்டும் முயற்சிக்கவும்.",
  ),
  notFound: tr(
    "This bill does not exist (it may have been deleted).",
    "இந்தப் பில் இல்லை (நீக்கப்பட்டிருக்கலாம்).",
  ),
  noLongerExists: tr("This bill no longer exists.", "இந்தப் பில் இப்போது இல்லை."),
  cancelledNoChange: tr(
    "This bill is cancelled and cannot be changed.",
    "இந்தப் பில் ரத்து செய்யப்பட்டது; இதை மாற்ற முடியாது.",
  ),
  updated: tr("Bill {number} updated successfully!", "பில் {number} வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது!"),
  created: tr("Bill {number} created successfully!", "பில் {number} வெற்றிகரமாக உருவாக்கப்பட்டது!"),
  numberTaken: tr(
    "Bill number already exists. Please refresh and try again.",
    "இந்தப் பில் எண் ஏற்கெனவே உள்ளது. பக்கத்தைப் புதுப்பித்து மீண்டும் முயற்சிக்கவும்.",
  ),
  shortage: tr(
    "Not enough stock: {items}. Nothing was saved.",
    "போதுமான இருப்பு இல்லை: {items}. எதுவும் சேமிக்கப்படவில்லை.",
  ),
  shortageItem: tr(
    "{name} has {left} left, {wanted} asked",
    "{name}: {left} மட்டுமே உள்ளது, கேட்டது {wanted}",
  ),
  filledTitle: tr("Rates filled in", "விலைகள் நிரப்பப்பட்டன"),
  filledFromItems: tr(
    "The items you picked filled in their description and rate. Check them and save again: nothing was saved yet.",
    "நீங்கள் தேர்ந்தெடுத்த பொருட்களின் விவரமும் விலையும் நிரப்பப்பட்டுள்ளன. சரிபார்த்து மீண்டும் சேமிக்கவும்: இன்னும் எதுவும் சேமிக்கப்படவில்லை.",
  ),
  unknownAction: tr("Unknown action.", "தெரியாத செயல்."),
  deleteFailed: tr("Failed to delete complaint", "பில்லை நீக்க முடியவில்லை"),
  deleteFailedPending: tr(
    "Failed to delete bill. Please try again.",
    "பில்லை நீக்க முடியவில்லை. மீண்டும் முயற்சிக்கவும்.",
  ),
  deleteRefused: tr(
    "This bill has payments. Void them first or cancel the bill.",
    "இந்தப் பில்லில் கட்டணங்கள் உள்ளன. முதலில் அவற்றைச் செல்லாததாக்குங்கள், அல்லது பில்லை ரத்து செய்யுங்கள்.",
  ),
  deletedTitle: tr("Bill Deleted", "பில் நீக்கப்பட்டது"),
  deletedText: tr(
    "Bill {number} has been deleted successfully.",
    "பில் {number} வெற்றிகரமாக நீக்கப்பட்டது.",
  ),
  deletedShort: tr("Bill {number} deleted successfully", "பில் {number} நீக்கப்பட்டது"),
  deleteError: tr(
    "An unexpected error occurred while deleting.",
    "நீக்கும்போது எதிர்பாராத பிழை ஏற்பட்டது.",
  ),
  checkForm: tr("Check the form.", "படிவத்தைச் சரிபார்க்கவும்."),
  alreadyCancelled: tr("This bill is already cancelled.", "இந்தப் பில் ஏற்கெனவே ரத்து செய்யப்பட்டது."),
  cancelled: tr("Bill {number} cancelled", "பில் {number} ரத்து செய்யப்பட்டது"),
  cancelFailed: tr(
    "Failed to cancel the bill. Please try again.",
    "பில்லை ரத்து செய்ய முடியவில்லை. மீண்டும் முயற்சிக்கவும்.",
  ),
});
