import { localized, tr } from "~/lib/content";
import { AMOUNT_GROUPING_TEXT, DAY_TEXTS } from "~/lib/input-texts";

/**
 * The payments' copy in English (the spec's words) and Tamil: Add payment (page and form), the
 * payments panel of a bill with its Void question, the Void payment page, the validation
 * messages and the toasts. `{name}` placeholders are filled with `fill` from ~/lib/forms.
 */
export type PaymentMessagesCopy = {
  amountRequired: string;
  amountInvalid: string;
  amountGrouping: string;
  methodInvalid: string;
  referenceRequired: string;
  tooLong: string;
  dateInvalid: string;
  dateEarly: string;
  dateFuture: string;
  /** "The bill {number} was made on {date}: …" */
  dateBeforeBill: string;
  keyInvalid: string;
  reasonRequired: string;
  billNotFound: string;
  billCancelled: string;
  paymentNotFound: string;
  alreadyVoided: string;
  alreadyRefunded: string;
  recorded: string;
  voided: string;
};

export type PaymentCopy = {
  messages: PaymentMessagesCopy;
  toasts: {
    /** "Receipt {receipt} for {amount}" */
    recordedText: string;
    /** "{receipt} voided" */
    voidedText: string;
  };
  pay: {
    title: string;
    /** "Add payment — {number}" */
    metaTitle: string;
    backToBill: string;
    billNo: string;
    customer: string;
    finalTotal: string;
  };
  form: {
    amount: string;
    method: string;
    reference: string;
    referenceHint: string;
    date: string;
    note: string;
    optional: string;
    recording: string;
    record: string;
  };
  panel: {
    heading: string;
    addPayment: string;
    date: string;
    receiptNo: string;
    method: string;
    reference: string;
    amount: string;
    takenBy: string;
    actions: string;
    /** "Voided on {date} by {name}: {reason}" (name and reason are data). */
    voidedOn: string;
    empty: string;
    paid: string;
    balance: string;
    credit: string;
    cancelled: string;
    void: string;
    /** "Void {receipt}?" */
    voidTitle: string;
    voidMessage: string;
    voidConfirm: string;
    reason: string;
  };
  voidPage: { title: string; nothingVoided: string; back: string };
};

export const paymentCopy = localized<PaymentCopy>({
  messages: {
    amountRequired: tr("Amount is required", "தொகை தேவை"),
    amountInvalid: tr(
      "Enter an amount in rupees above 0, e.g. 250 or 249.50",
      "0-க்கு மேல் ரூபாயில் தொகையை உள்ளிடவும், எ.கா. 250 அல்லது 249.50",
    ),
    amountGrouping: AMOUNT_GROUPING_TEXT,
    methodInvalid: tr(
      "Choose how the customer paid",
      "வாடிக்கையாளர் எப்படிச் செலுத்தினார் என்பதைத் தேர்ந்தெடுக்கவும்",
    ),
    referenceRequired: tr(
      "Enter the UPI reference (UTR) or cheque number",
      "UPI பரிவர்த்தனை எண் அல்லது காசோலை எண்ணை உள்ளிடவும்",
    ),
    tooLong: tr("This is too long", "இது மிக நீளமாக உள்ளது"),
    dateInvalid: DAY_TEXTS.invalid,
    dateEarly: DAY_TEXTS.early,
    dateFuture: tr(
      "Enter the date the money came in: it cannot be after today (India time).",
      "பணம் வந்த தேதியை உள்ளிடவும்: அது இன்றைக்குப் பிந்தையதாக இருக்கக் கூடாது (இந்திய நேரம்).",
    ),
    dateBeforeBill: tr(
      "Bill {number} was made on {date}: a payment for it cannot be dated earlier",
      "பில் {number} {date} அன்று போடப்பட்டது: அதற்கான கட்டணத்தை அதற்கு முந்தைய தேதியில் பதிவு செய்ய முடியாது",
    ),
    keyInvalid: tr(
      "This form is out of date. Please open Add payment again.",
      "இந்தப் படிவம் பழையதாகிவிட்டது. கட்டணம் சேர் பக்கத்தை மீண்டும் திறக்கவும்.",
    ),
    reasonRequired: tr(
      "Say why this payment is voided",
      "இந்தக் கட்டணம் ஏன் செல்லாததாக்கப்படுகிறது என்று எழுதவும்",
    ),
    billNotFound: tr(
      "This bill does not exist (it may have been deleted).",
      "இந்தப் பில் இல்லை (நீக்கப்பட்டிருக்கலாம்).",
    ),
    billCancelled: tr(
      "This bill is cancelled: it takes no payments.",
      "இந்தப் பில் ரத்து செய்யப்பட்டது: இதற்குக் கட்டணம் பெற முடியாது.",
    ),
    paymentNotFound: tr("This payment does not exist.", "இந்தக் கட்டணம் இல்லை."),
    alreadyVoided: tr("This payment is already voided.", "இந்தக் கட்டணம் ஏற்கெனவே செல்லாததாக்கப்பட்டது."),
    alreadyRefunded: tr(
      "This bill was cancelled and its payments refunded: the refund already gave this money back.",
      "இந்தப் பில் ரத்து செய்யப்பட்டு அதன் கட்டணங்கள் திருப்பி அளிக்கப்பட்டன: இந்தத் தொகை ஏற்கெனவே திருப்பித் தரப்பட்டது.",
    ),
    recorded: tr("Payment recorded", "கட்டணம் பதிவு செய்யப்பட்டது"),
    voided: tr("Payment voided", "கட்டணம் செல்லாததாக்கப்பட்டது"),
  },
  toasts: {
    recordedText: tr("Receipt {receipt} for {amount}", "{amount}-க்கு ரசீது {receipt}"),
    voidedText: tr("{receipt} voided", "{receipt} செல்லாததாக்கப்பட்டது"),
  },
  pay: {
    title: tr("Add payment", "கட்டணம் சேர்"),
    metaTitle: tr("Add payment — {number}", "கட்டணம் சேர் — {number}"),
    backToBill: tr("Back to bill", "பில்லுக்குத் திரும்பு"),
    billNo: tr("Bill No", "பில் எண்"),
    customer: tr("Customer", "வாடிக்கையாளர்"),
    finalTotal: tr("Final Total", "இறுதி மொத்தம்"),
  },
  form: {
    amount: tr("Amount (₹)", "தொகை (₹)"),
    method: tr("Method", "கட்டண முறை"),
    reference: tr("Reference", "குறிப்பு எண்"),
    referenceHint: tr(
      "UPI reference (UTR) or cheque number; required for UPI and cheque.",
      "UPI பரிவர்த்தனை எண் அல்லது காசோலை எண்; UPI, காசோலைக்குக் கட்டாயம்.",
    ),
    date: tr("Date", "தேதி"),
    note: tr("Note", "குறிப்பு"),
    optional: tr("(optional)", "(கட்டாயமில்லை)"),
    recording: tr("Recording...", "பதிவு செய்கிறது..."),
    record: tr("Record payment", "கட்டணத்தைப் பதிவு செய்"),
  },
  panel: {
    heading: tr("Payments", "கட்டணங்கள்"),
    addPayment: tr("Add payment", "கட்டணம் சேர்"),
    date: tr("Date", "தேதி"),
    receiptNo: tr("Receipt No", "ரசீது எண்"),
    method: tr("Method", "கட்டண முறை"),
    reference: tr("Reference", "குறிப்பு எண்"),
    amount: tr("Amount", "தொகை"),
    takenBy: tr("Taken by", "பெற்றவர்"),
    actions: tr("Actions", "செயல்கள்"),
    voidedOn: tr(
      "Voided on {date} by {name}: {reason}",
      "{date} அன்று {name} செல்லாததாக்கினார்: {reason}",
    ),
    empty: tr("No payments yet.", "இன்னும் கட்டணம் எதுவும் இல்லை."),
    paid: tr("Paid", "செலுத்தப்பட்டது"),
    balance: tr("Balance", "நிலுவை"),
    credit: tr("Credit", "வரவு"),
    cancelled: tr("This bill is cancelled.", "இந்தப் பில் ரத்து செய்யப்பட்டது."),
    void: tr("Void", "செல்லாததாக்கு"),
    voidTitle: tr("Void {receipt}?", "{receipt}-ஐச் செல்லாததாக்கவா?"),
    voidMessage: tr(
      "The payment stays on the bill, struck through; the balance grows back.",
      "கட்டணம் பில்லில் அடித்த கோட்டுடன் இருக்கும்; நிலுவை மீண்டும் கூடும்.",
    ),
    voidConfirm: tr("Void payment", "கட்டணத்தைச் செல்லாததாக்கு"),
    reason: tr("Reason", "காரணம்"),
  },
  voidPage: {
    title: tr("Void payment", "கட்டணத்தைச் செல்லாததாக்கு"),
    nothingVoided: tr("Nothing was voided.", "எதுவும் செல்லாததாக்கப்படவில்லை."),
    back: tr("Back", "திரும்பு"),
  },
});
