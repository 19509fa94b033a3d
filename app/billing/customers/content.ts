import { localized, tr } from "~/lib/content";
import { PAYMENT_METHODS, paymentMethodNames } from "~/lib/payment-methods";
import type { PluralForms } from "~/lib/plural";
import { ORDER_STATUS_NAMES } from "~/shop";
import type { CustomerFilter, CustomerLanguage, TimelineKind } from "./customers";

/**
 * The customers pages' copy (list, customer page, edit, merge, timeline) and their server
 * messages, in English and Tamil. `{name}` placeholders are filled with `fill`.
 */
export type CustomerMessages = {
  nameRequired: string;
  nameTooLong: string;
  phoneInvalid: string;
  phoneRequired: string;
  addressTooLong: string;
  emailInvalid: string;
  gstinInvalid: string;
  languageInvalid: string;
  notesTooLong: string;
  noteRequired: string;
  noteTooLong: string;
  duplicateRequired: string;
  recordInvalid: string;
  intentInvalid: string;
  notFound: string;
  loadFailed: string;
  listFailed: string;
  saveFailed: string;
  saved: string;
  noteSaved: string;
  merged: string;
  moved: string;
  movedHint: string;
  mergeSelf: string;
  mergeMerged: string;
  mergeMissing: string;
  moveSame: string;
  moveNoCustomer: string;
  moveMissing: string;
  errorTitle: string;
};

type OrderStatusCode =
  | "awaiting_confirmation"
  | "pending"
  | "processing"
  | "shipped"
  | "delivered"
  | "cancelled"
  | "returned";

export type CustomersContent = {
  messages: CustomerMessages;
  list: {
    metaTitle: string;
    title: string;
    backLabel: string;
    description: string;
    count: PluralForms;
    emptySearch: string;
    empty: string;
    searchPlaceholder: string;
    show: string;
    search: string;
    clear: string;
    filters: Record<CustomerFilter, string>;
    caption: string;
    columns: {
      name: string;
      phone: string;
      bills: string;
      billed: string;
      received: string;
      /** Under Received when money was given back: "refunded {amount}" */
      refunded: string;
      balance: string;
      activity: string;
      actions: string;
    };
  };
  page: {
    /** "{name} — Customers — Billing" */
    metaTitle: string;
    customer: string;
    statement: string;
    /** A New Bill for this customer (decision 069). */
    newBill: string;
    backLabel: string;
    call: string;
    edit: string;
    mergeDuplicate: string;
    phone: string;
    /** "Other: {phone}" */
    otherPhone: string;
    address: string;
    email: string;
    gstin: string;
    language: string;
    alsoKnownAs: string;
    notes: string;
    languages: Record<CustomerLanguage, string>;
  };
  balance: {
    heading: string;
    /** "Credit {amount}" */
    credit: string;
    bills: PluralForms;
    /** "{bills}, billed {billed}, received {received}" */
    summary: string;
    /** ", refunded {refunded}" (only when something was) */
    refunded: string;
    /** "; owing since {date}" */
    owingSince: string;
    buckets: Record<"current" | "days31to60" | "days61to90" | "over90", string>;
  };
  editForm: {
    title: string;
    saving: string;
    save: string;
    required: string;
    optional: string;
    name: string;
    otherPhone: string;
    otherPhoneHint: string;
    address: string;
    email: string;
    gstin: string;
    gstinHint: string;
    language: string;
    notes: string;
  };
  merge: {
    title: string;
    /** "Every bill … moves to {name}; …" */
    intro: string;
    find: string;
    findButton: string;
    /** "No other customer matches “{find}”." */
    noMatch: string;
    /** " — {bills}, balance {balance}" */
    candidate: string;
    /** "Merge {name}" */
    trigger: string;
    confirmTitle: string;
    /** "{duplicate} and everything of theirs becomes part of {name}. …" */
    confirmMessage: string;
    confirm: string;
  };
  timeline: {
    heading: string;
    empty: string;
    pages: string;
    newer: string;
    older: string;
    /** "By {name}" */
    by: string;
    move: string;
    movePhone: string;
    moveButton: string;
    kinds: Record<TimelineKind, string>;
    noteHeading: string;
    noteLabel: string;
    addNote: string;
    saving: string;
  };
  /** The timeline entries' texts, built on the server. */
  entries: {
    /** "Bill {number}" */
    bill: string;
    edit: string;
    cancelled: string;
    /** "Payment — receipt {receipt}" */
    payment: string;
    /** "Advance — receipt {receipt}" */
    advance: string;
    /** "{method}, bill {bill}" */
    paymentDetail: string;
    methods: Record<"cash" | "upi" | "card" | "bank" | "cheque", string>;
    /** "Voided: {reason}" */
    voided: string;
    /** "Website order request: {service}" */
    orderRequest: string;
    /** "Quantity {quantity}" */
    quantity: string;
    contact: string;
    /** "Contact message: {subject}" */
    contactSubject: string;
    /** "Shop order {number}" */
    shopOrder: string;
    /** "Order {status}, payment {payment}" */
    shopOrderDetail: string;
    /** "Print job {reference}: {service}" */
    job: string;
    orderStatuses: Record<OrderStatusCode, string>;
    paymentStatuses: Record<"pending" | "paid" | "failed" | "cancelled", string>;
    /** "Reminder sent by {channel} ({language})" */
    reminder: string;
    channels: Record<"email" | "whatsapp", string>;
    reminderLanguages: Record<CustomerLanguage, string>;
    /** "Bills {bills}" */
    reminderBills: string;
    note: string;
  };
};

export const customersContent = localized<CustomersContent>({
  messages: {
    nameRequired: tr("Enter the customer's name", "வாடிக்கையாளரின் பெயரை உள்ளிடுங்கள்"),
    nameTooLong: tr(
      "The name is too long (at most 120 characters)",
      "பெயர் மிக நீளமாக உள்ளது (அதிகபட்சம் 120 எழுத்துகள்)",
    ),
    phoneInvalid: tr(
      "Enter an Indian phone number, e.g. 98765 43210 or 0452 234 5678",
      "இந்திய தொலைபேசி எண்ணை உள்ளிடுங்கள், எ.கா. 98765 43210 அல்லது 0452 234 5678",
    ),
    phoneRequired: tr(
      "Enter the phone number of the customer to move it to",
      "இதை மாற்ற வேண்டிய வாடிக்கையாளரின் தொலைபேசி எண்ணை உள்ளிடுங்கள்",
    ),
    addressTooLong: tr(
      "The address is too long (at most 300 characters)",
      "முகவரி மிக நீளமாக உள்ளது (அதிகபட்சம் 300 எழுத்துகள்)",
    ),
    emailInvalid: tr(
      "Please enter a valid e-mail address, e.g. hello@example.com",
      "சரியான மின்னஞ்சல் முகவரியை உள்ளிடுங்கள், எ.கா. hello@example.com",
    ),
    gstinInvalid: tr(
      "Enter a valid 15-character GSTIN, e.g. 33AAPFU0939F1Z2",
      "சரியான 15 எழுத்து GSTIN-ஐ உள்ளிடுங்கள், எ.கா. 33AAPFU0939F1Z2",
    ),
    languageInvalid: tr("Choose English or Tamil", "ஆங்கிலம் அல்லது தமிழைத் தேர்ந்தெடுங்கள்"),
    notesTooLong: tr(
      "The notes are too long (at most 1000 characters)",
      "குறிப்புகள் மிக நீளமாக உள்ளன (அதிகபட்சம் 1000 எழுத்துகள்)",
    ),
    noteRequired: tr("Write the note", "குறிப்பை எழுதுங்கள்"),
    noteTooLong: tr(
      "The note is too long (at most 1000 characters)",
      "குறிப்பு மிக நீளமாக உள்ளது (அதிகபட்சம் 1000 எழுத்துகள்)",
    ),
    duplicateRequired: tr(
      "Choose the duplicate customer to merge",
      "இணைக்க வேண்டிய நகல் வாடிக்கையாளரைத் தேர்ந்தெடுங்கள்",
    ),
    recordInvalid: tr(
      "Choose a bill, request or order to move",
      "மாற்ற வேண்டிய பில், கோரிக்கை அல்லது ஆர்டரைத் தேர்ந்தெடுங்கள்",
    ),
    intentInvalid: tr("Unknown action", "தெரியாத செயல்"),
    notFound: tr("Customer not found", "வாடிக்கையாளர் கிடைக்கவில்லை"),
    loadFailed: tr("Failed to fetch the customer", "வாடிக்கையாளர் விவரங்களைப் பெற முடியவில்லை"),
    listFailed: tr("Failed to fetch customers", "வாடிக்கையாளர் பட்டியலைப் பெற முடியவில்லை"),
    saveFailed: tr("Failed to save the customer", "வாடிக்கையாளரைச் சேமிக்க முடியவில்லை"),
    saved: tr("Customer saved", "வாடிக்கையாளர் சேமிக்கப்பட்டார்"),
    noteSaved: tr("Note added", "குறிப்பு சேர்க்கப்பட்டது"),
    merged: tr("Customers merged", "வாடிக்கையாளர்கள் இணைக்கப்பட்டனர்"),
    moved: tr("Moved to the other customer", "மற்ற வாடிக்கையாளருக்கு மாற்றப்பட்டது"),
    movedHint: tr(
      "Open the other customer from the Customers list.",
      "மற்ற வாடிக்கையாளரை வாடிக்கையாளர் பட்டியலிலிருந்து திறக்கவும்.",
    ),
    mergeSelf: tr(
      "A customer cannot be merged into itself",
      "ஒரு வாடிக்கையாளரை அவருடனேயே இணைக்க முடியாது",
    ),
    mergeMerged: tr(
      "That customer was already merged into another one",
      "அந்த வாடிக்கையாளர் ஏற்கெனவே வேறொருவருடன் இணைக்கப்பட்டுவிட்டார்",
    ),
    mergeMissing: tr("That customer no longer exists", "அந்த வாடிக்கையாளர் இப்போது இல்லை"),
    moveSame: tr(
      "That number belongs to this customer already",
      "அந்த எண் ஏற்கெனவே இந்த வாடிக்கையாளருடையது",
    ),
    moveNoCustomer: tr(
      "No customer could be found or made for that number",
      "அந்த எண்ணுக்கு வாடிக்கையாளரைக் கண்டுபிடிக்கவோ உருவாக்கவோ முடியவில்லை",
    ),
    moveMissing: tr(
      "That record does not belong to this customer any more",
      "அந்தப் பதிவு இப்போது இந்த வாடிக்கையாளருடையது அல்ல",
    ),
    errorTitle: tr("Error", "பிழை"),
  },
  list: {
    metaTitle: tr("Customers — Billing", "வாடிக்கையாளர்கள் — பில்லிங்"),
    title: tr("Customers", "வாடிக்கையாளர்கள்"),
    backLabel: tr("Back to Service Management", "சேவை மேலாண்மைக்குத் திரும்பு"),
    description: tr(
      "Everyone with a bill, a website request or a shop order, by phone number.",
      "பில், இணையதளக் கோரிக்கை அல்லது கடை ஆர்டர் உள்ள அனைவரும், தொலைபேசி எண் வாரியாக.",
    ),
    count: {
      one: tr("{count} customer", "{count} வாடிக்கையாளர்"),
      other: tr("{count} customers", "{count} வாடிக்கையாளர்கள்"),
    },
    emptySearch: tr("No customers match this search.", "இந்தத் தேடலுக்குப் பொருந்தும் வாடிக்கையாளர் இல்லை."),
    empty: tr(
      "No customers yet. A customer appears with their first bill or request.",
      "இன்னும் வாடிக்கையாளர் இல்லை. முதல் பில் அல்லது கோரிக்கையுடன் வாடிக்கையாளர் இங்கே தோன்றுவார்.",
    ),
    searchPlaceholder: tr(
      "Name or phone, e.g. முரு or 98765",
      "பெயர் அல்லது தொலைபேசி, எ.கா. முரு அல்லது 98765",
    ),
    show: tr("Show", "காட்டு"),
    search: tr("Search", "தேடு"),
    clear: tr("Clear", "அழி"),
    filters: {
      all: tr("All customers", "அனைத்து வாடிக்கையாளர்கள்"),
      balance: tr("With balance", "நிலுவை உள்ளவர்கள்"),
      overdue30: tr("Overdue > 30 days", "30 நாளுக்கு மேல் நிலுவை"),
      overdue60: tr("Overdue > 60 days", "60 நாளுக்கு மேல் நிலுவை"),
      overdue90: tr("Overdue > 90 days", "90 நாளுக்கு மேல் நிலுவை"),
    },
    caption: tr("Customers", "வாடிக்கையாளர்கள்"),
    columns: {
      name: tr("Name", "பெயர்"),
      phone: tr("Phone", "தொலைபேசி"),
      bills: tr("Bills", "பில்கள்"),
      billed: tr("Billed", "பில் தொகை"),
      received: tr("Received", "பெறப்பட்டது"),
      refunded: tr("refunded {amount}", "திருப்பி அளித்தது {amount}"),
      balance: tr("Balance", "நிலுவை"),
      activity: tr("Last activity", "கடைசி நடவடிக்கை"),
      actions: tr("Actions", "செயல்கள்"),
    },
  },
  page: {
    metaTitle: tr("{name} — Customers — Billing", "{name} — வாடிக்கையாளர்கள் — பில்லிங்"),
    customer: tr("Customer", "வாடிக்கையாளர்"),
    statement: tr("Statement", "கணக்கு அறிக்கை"),
    newBill: tr("New bill", "புதிய பில்"),
    backLabel: tr("Back to Customers", "வாடிக்கையாளர்களுக்குத் திரும்பு"),
    call: tr("Call", "அழை"),
    edit: tr("Edit", "திருத்து"),
    mergeDuplicate: tr("Merge a duplicate", "நகலை இணை"),
    phone: tr("Phone", "தொலைபேசி"),
    otherPhone: tr("Other: {phone}", "மற்றது: {phone}"),
    address: tr("Address", "முகவரி"),
    email: tr("E-mail", "மின்னஞ்சல்"),
    gstin: "GSTIN",
    language: tr("Language", "மொழி"),
    alsoKnownAs: tr("Also known as", "வேறு பெயர்கள்"),
    notes: tr("Notes", "குறிப்புகள்"),
    languages: { en: tr("English", "ஆங்கிலம்"), ta: tr("Tamil", "தமிழ்") },
  },
  balance: {
    heading: tr("Balance", "நிலுவை"),
    credit: tr("Credit {amount}", "வரவு {amount}"),
    bills: { one: tr("{count} bill", "{count} பில்"), other: tr("{count} bills", "{count} பில்கள்") },
    summary: tr(
      "{bills}, billed {billed}, received {received}",
      "{bills}, பில் தொகை {billed}, பெறப்பட்டது {received}",
    ),
    refunded: tr(", refunded {refunded}", ", திருப்பி அளித்தது {refunded}"),
    owingSince: tr("; owing since {date}", "; {date} முதல் நிலுவை"),
    buckets: {
      current: tr("0–30 days", "0–30 நாள்"),
      days31to60: tr("31–60 days", "31–60 நாள்"),
      days61to90: tr("61–90 days", "61–90 நாள்"),
      over90: tr("90+ days", "90+ நாள்"),
    },
  },
  editForm: {
    title: tr("Edit customer", "வாடிக்கையாளரைத் திருத்து"),
    saving: tr("Saving...", "சேமிக்கிறது..."),
    save: tr("Save", "சேமி"),
    required: tr("(required)", "(கட்டாயம்)"),
    optional: tr("(optional)", "(விருப்பம்)"),
    name: tr("Name", "பெயர்"),
    otherPhone: tr("Other phone", "மற்றொரு தொலைபேசி"),
    otherPhoneHint: tr(
      "A landline or a second number; the mobile is the customer's key.",
      "தரைவழி அல்லது இரண்டாவது எண்; மொபைல் எண்ணே வாடிக்கையாளரின் அடையாளம்.",
    ),
    address: tr("Address", "முகவரி"),
    email: tr("E-mail", "மின்னஞ்சல்"),
    gstin: "GSTIN",
    gstinHint: tr("15 characters, e.g. 33AAPFU0939F1Z2", "15 எழுத்துகள், எ.கா. 33AAPFU0939F1Z2"),
    language: tr("Language for messages", "செய்திகளுக்கான மொழி"),
    notes: tr("Notes", "குறிப்புகள்"),
  },
  merge: {
    title: tr("Merge a duplicate into this customer", "ஒரு நகலை இந்த வாடிக்கையாளருடன் இணை"),
    intro: tr(
      "Every bill, request, order, note and reminder of the duplicate moves to {name}; the duplicate's names are kept as other names.",
      "நகலின் ஒவ்வொரு பில், கோரிக்கை, ஆர்டர், குறிப்பு, நினைவூட்டல் அனைத்தும் {name} அவர்களுக்கு மாறும்; நகலின் பெயர்கள் வேறு பெயர்களாக வைக்கப்படும்.",
    ),
    find: tr("Find the duplicate by phone or name", "நகலைத் தொலைபேசி அல்லது பெயரால் தேடு"),
    findButton: tr("Find", "தேடு"),
    noMatch: tr(
      "No other customer matches “{find}”.",
      "“{find}” உடன் பொருந்தும் வேறு வாடிக்கையாளர் இல்லை.",
    ),
    candidate: tr(" — {bills}, balance {balance}", " — {bills}, நிலுவை {balance}"),
    trigger: tr("Merge {name}", "{name} அவர்களை இணை"),
    confirmTitle: tr("Merge these customers?", "இந்த வாடிக்கையாளர்களை இணைக்கவா?"),
    confirmMessage: tr(
      "{duplicate} and everything of theirs becomes part of {name}. This cannot be undone here.",
      "{duplicate} அவர்களும் அவருடைய அனைத்துப் பதிவுகளும் {name} அவர்களுடன் சேரும். இதை இங்கே திரும்பப் பெற முடியாது.",
    ),
    confirm: tr("Merge", "இணை"),
  },
  timeline: {
    heading: tr("Timeline", "நிகழ்வுகள்"),
    empty: tr("Nothing yet for this customer.", "இந்த வாடிக்கையாளருக்கு இன்னும் எதுவும் இல்லை."),
    pages: tr("Timeline pages", "நிகழ்வுப் பக்கங்கள்"),
    newer: tr("Newer", "புதியவை"),
    older: tr("Older", "பழையவை"),
    by: tr("By {name}", "{name} எழுதியது"),
    move: tr("Move to another customer", "வேறு வாடிக்கையாளருக்கு மாற்று"),
    movePhone: tr("Phone number of the right customer", "சரியான வாடிக்கையாளரின் தொலைபேசி எண்"),
    moveButton: tr("Move", "மாற்று"),
    kinds: {
      bill: tr("Bill", "பில்"),
      payment: tr("Payment", "கட்டணம்"),
      order_request: tr("Website order", "இணையதள ஆர்டர்"),
      contact_request: tr("Contact", "தொடர்பு"),
      shop_order: tr("Shop order", "கடை ஆர்டர்"),
      job: tr("Print job", "அச்சு வேலை"),
      reminder: tr("Reminder", "நினைவூட்டல்"),
      note: tr("Note", "குறிப்பு"),
    },
    noteHeading: tr("Add a note", "குறிப்பு சேர்"),
    noteLabel: tr("Note", "குறிப்பு"),
    addNote: tr("Add note", "குறிப்பைச் சேர்"),
    saving: tr("Saving...", "சேமிக்கிறது..."),
  },
  entries: {
    bill: tr("Bill {number}", "பில் {number}"),
    edit: tr("Edit", "திருத்து"),
    cancelled: tr("Cancelled", "ரத்து செய்யப்பட்டது"),
    payment: tr("Payment — receipt {receipt}", "கட்டணம் — ரசீது {receipt}"),
    advance: tr("Advance — receipt {receipt}", "முன்பணம் — ரசீது {receipt}"),
    paymentDetail: tr("{method}, bill {bill}", "{method}, பில் {bill}"),
    methods: paymentMethodNames(PAYMENT_METHODS),
    voided: tr("Voided: {reason}", "செல்லாததாக்கப்பட்டது: {reason}"),
    orderRequest: tr("Website order request: {service}", "இணையதள ஆர்டர் கோரிக்கை: {service}"),
    quantity: tr("Quantity {quantity}", "அளவு {quantity}"),
    contact: tr("Contact message", "தொடர்புச் செய்தி"),
    contactSubject: tr("Contact message: {subject}", "தொடர்புச் செய்தி: {subject}"),
    shopOrder: tr("Shop order {number}", "கடை ஆர்டர் {number}"),
    shopOrderDetail: tr("Order {status}, payment {payment}", "ஆர்டர்: {status}, கட்டணம்: {payment}"),
    job: tr("Print job {reference}: {service}", "அச்சு வேலை {reference}: {service}"),
    // The shop's one table of order-status names (decision 065).
    orderStatuses: ORDER_STATUS_NAMES,
    paymentStatuses: {
      pending: tr("pending", "நிலுவையில்"),
      paid: tr("paid", "செலுத்தப்பட்டது"),
      failed: tr("failed", "தோல்வியடைந்தது"),
      cancelled: tr("cancelled", "ரத்து செய்யப்பட்டது"),
    },
    reminder: tr(
      "Reminder sent by {channel} ({language})",
      "{channel} மூலம் நினைவூட்டல் அனுப்பப்பட்டது ({language})",
    ),
    channels: { email: tr("e-mail", "மின்னஞ்சல்"), whatsapp: "WhatsApp" },
    reminderLanguages: { en: tr("English", "ஆங்கிலம்"), ta: tr("Tamil", "தமிழ்") },
    reminderBills: tr("Bills {bills}", "பில்கள் {bills}"),
    note: tr("Note", "குறிப்பு"),
  },
});
