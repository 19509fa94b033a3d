import { localized, tr } from "~/lib/content";
import type { OrderPaymentMethod, OrderStatus } from "~/platform/db/schema";
import type { PaymentShown } from "../../shared/order-workflow";
import { ORDER_STATUS_NAMES } from "../../content/order-status";
import type { OrderFormMessages } from "./schema";

/**
 * Copy of the store admin's order desk (/limrakart/admin?tab=orders): the order workflow's
 * statuses and moves (decision 035), the confirmation queue's links, the payment and refund
 * forms (decision 034), the timeline and the answers of the order actions. The English is the
 * panel's wording as it was; the payment statuses stay lower case as they were shown.
 */
export type StoreAdminOrdersContent = {
  /** The one table of status names (order-status.ts, decision 065). */
  statuses: Record<OrderStatus, string>;
  methods: Record<OrderPaymentMethod, string>;
  /** The payment statuses as a word inside a sentence ("payment paid", "Undo payment (failed)"). */
  payments: Record<PaymentShown | "refunded", string>;
  /** {status}: the detail's payment badge. */
  paymentBadge: string;
  /** The buttons of the moves (decision 035), by the status moved to. */
  moves: Partial<Record<OrderStatus, string>>;
  reasonCancel: string;
  reasonReturn: string;
  restock: string;
  call: string;
  /** The confirmation in the other language than the customer's, named in the panel's words. */
  whatsappIn: Record<"en" | "ta", string>;
  /** {name} × {quantity}: an item of the order. */
  item: string;
  artworkFile: string;
  designRequested: string;
  money: {
    title: string;
    /** {received}, {refunded}: amounts. */
    books: string;
    method: string;
    cash: string;
    recordPayment: string;
    recordPaymentLabel: string;
    reference: string;
    forUpi: string;
    /** {status}: a payment paid is moved back to. */
    undo: string;
    /** {status}: the payment status it moves to. */
    moveTo: string;
    refundLabel: string;
    amount: string;
    reason: string;
    recordRefund: string;
    /** Said instead of the payment form on a cancelled or returned order. */
    closed: string;
  };
  timeline: {
    title: string;
    /** {status}: the payment status (or refunded). */
    payment: string;
    /** {status}: the order's first status. */
    placed: string;
    /** {name}: who made the change. */
    by: string;
    /** The actors the books name in English (the customer, the automatic sweep). */
    customer: string;
    system: string;
    /** {reason}. */
    reason: string;
  };
  toasts: {
    error: string;
    checkChange: string;
    checkPayment: string;
    checkRefund: string;
    refunded: string;
    /** {amount}, {number}. */
    refundedText: string;
    noSuchOrder: string;
    notRefundable: string;
    /** {amount}. */
    atMost: string;
    /** {most}: the atMost text. */
    tooMuch: string;
    wasRefunded: string;
    reasonRequired: string;
    notAllowed: string;
    /** A payment recorded on a cancelled or returned order (409). */
    orderClosed: string;
    updated: string;
    /** {status}: the status (or "payment {status}") it is in now. */
    now: string;
  };
  /** The payment, refund and status forms' validation messages (schema.ts). */
  formMessages: OrderFormMessages;
  /** The orders list's frame: its title, filter and pages. */
  list: {
    /** {count}. */
    title: string;
    /** {count}. */
    awaiting: string;
    none: string;
    pagesLabel: string;
    search: string;
    status: string;
    all: string;
    filter: string;
    /** {number}. */
    order: string;
  };
};

export const storeAdminOrdersContent = localized<StoreAdminOrdersContent>({
  statuses: ORDER_STATUS_NAMES,
  methods: { cod: tr("Cash on Delivery", "டெலிவரியின்போது ரொக்கம்"), upi: "UPI" },
  payments: {
    pending: tr("pending", "நிலுவையில்"),
    paid: tr("paid", "செலுத்தப்பட்டது"),
    failed: tr("failed", "தோல்வியடைந்தது"),
    cancelled: tr("cancelled", "ரத்து"),
    refunded: tr("refunded", "திருப்பியளிக்கப்பட்டது"),
  },
  paymentBadge: tr("payment {status}", "கட்டணம்: {status}"),
  moves: {
    pending: tr("Confirm order", "ஆர்டரை உறுதிசெய்"),
    processing: tr("Mark processing", "தயாராகிறது எனக் குறி"),
    shipped: tr("Mark shipped", "அனுப்பப்பட்டதாகக் குறி"),
    delivered: tr("Mark delivered", "டெலிவரி செய்யப்பட்டதாகக் குறி"),
    cancelled: tr("Cancel order", "ஆர்டரை ரத்து செய்"),
    returned: tr("Mark returned", "திரும்பி வந்ததாகக் குறி"),
  },
  reasonCancel: tr("Reason for cancelling", "ரத்து செய்வதற்கான காரணம்"),
  reasonReturn: tr("Why it came back", "ஏன் திரும்பி வந்தது"),
  restock: tr("Put the items back in stock", "பொருட்களை மீண்டும் இருப்பில் சேர்"),
  call: tr("Call", "அழை"),
  whatsappIn: { en: tr("In English", "ஆங்கிலத்தில்"), ta: "தமிழில்" },
  item: tr("{name} × {quantity}", "{name} × {quantity}"),
  artworkFile: tr("Download artwork: {name}", "வடிவமைப்புக் கோப்பைப் பதிவிறக்கு: {name}"),
  designRequested: tr("Design requested:", "வடிவமைப்பு கேட்கப்பட்டுள்ளது:"),
  money: {
    title: tr("Payment", "கட்டணம்"),
    books: tr(
      "In the books: received {received}, refunded {refunded}",
      "கணக்கில்: பெற்றது {received}, திருப்பியளித்தது {refunded}",
    ),
    method: tr("Method", "முறை"),
    cash: tr("Cash", "ரொக்கம்"),
    recordPayment: tr("Record payment", "கட்டணத்தைப் பதிவுசெய்"),
    recordPaymentLabel: tr("Record the payment", "கட்டணத்தைப் பதிவுசெய்தல்"),
    reference: tr("UPI reference", "UPI குறிப்பு எண்"),
    forUpi: tr("(for UPI)", "(UPI-க்கு மட்டும்)"),
    undo: tr("Undo payment ({status})", "கட்டணத்தைத் திரும்பப் பெறு ({status})"),
    moveTo: tr("Payment {status}", "கட்டணம் {status}"),
    refundLabel: tr("Record a refund", "பணம் திருப்பியளித்ததைப் பதிவுசெய்தல்"),
    amount: tr("Amount (₹)", "தொகை (₹)"),
    reason: tr("Reason", "காரணம்"),
    recordRefund: tr("Record refund", "திருப்பியளித்ததைப் பதிவுசெய்"),
    closed: tr(
      "The order was cancelled or returned: no payment can be recorded.",
      "ஆர்டர் ரத்து செய்யப்பட்டது அல்லது திரும்பி வந்தது: கட்டணத்தைப் பதிவுசெய்ய முடியாது.",
    ),
  },
  timeline: {
    title: tr("Timeline", "நிகழ்வுகள்"),
    payment: tr("Payment: {status}", "கட்டணம்: {status}"),
    placed: tr("Order placed ({status})", "ஆர்டர் பதிவானது ({status})"),
    by: tr("by {name}", "செய்தவர்: {name}"),
    customer: tr("Customer", "வாடிக்கையாளர்"),
    system: tr("System", "தானியங்கி"),
    reason: tr("Reason: {reason}", "காரணம்: {reason}"),
  },
  toasts: {
    error: tr("Error", "பிழை"),
    checkChange: tr("Check the change.", "மாற்றத்தைச் சரிபார்க்கவும்."),
    checkPayment: tr("Check the payment details.", "கட்டண விவரங்களைச் சரிபார்க்கவும்."),
    checkRefund: tr("Check the refund.", "திருப்பியளிப்பைச் சரிபார்க்கவும்."),
    refunded: tr("Refund recorded", "திருப்பியளிப்பு பதிவானது"),
    refundedText: tr(
      "{amount} refunded for {number}.",
      "{number} ஆர்டருக்கு {amount} திருப்பியளிக்கப்பட்டது.",
    ),
    noSuchOrder: tr("No such order", "அப்படி ஒரு ஆர்டர் இல்லை"),
    notRefundable: tr(
      "Only a paid order that was cancelled or returned can be refunded.",
      "பணம் செலுத்தப்பட்டு, ரத்து செய்யப்பட்ட அல்லது திரும்பி வந்த ஆர்டருக்கு மட்டுமே பணத்தைத் திருப்பியளிக்க முடியும்.",
    ),
    atMost: tr(
      "At most {amount} can be refunded.",
      "அதிகபட்சம் {amount} மட்டுமே திருப்பியளிக்க முடியும்.",
    ),
    tooMuch: tr(
      "The refund is more than was paid. {most}",
      "திருப்பியளிக்கும் தொகை செலுத்தியதைவிட அதிகம். {most}",
    ),
    wasRefunded: tr(
      "This order was refunded: its payment cannot be marked unpaid.",
      "இந்த ஆர்டருக்குப் பணம் திருப்பியளிக்கப்பட்டுவிட்டது: அதன் கட்டணத்தைச் செலுத்தப்படவில்லை எனக் குறிக்க முடியாது.",
    ),
    orderClosed: tr(
      "This order was cancelled or returned: no payment can be recorded on it. If money came in, give it back as a refund.",
      "இந்த ஆர்டர் ரத்து செய்யப்பட்டது அல்லது திரும்பி வந்தது: இதற்குக் கட்டணத்தைப் பதிவுசெய்ய முடியாது. பணம் வந்திருந்தால், அதைத் திருப்பியளித்ததாகப் பதிவுசெய்யவும்.",
    ),
    reasonRequired: tr("Give the reason for this change.", "இந்த மாற்றத்துக்கான காரணத்தைக் குறிப்பிடவும்."),
    notAllowed: tr(
      "This change is not allowed from the order's current status.",
      "ஆர்டரின் தற்போதைய நிலையிலிருந்து இந்த மாற்றம் அனுமதிக்கப்படாது.",
    ),
    updated: tr("Order updated", "ஆர்டர் புதுப்பிக்கப்பட்டது"),
    now: tr("Now: {status}", "இப்போது: {status}"),
  },
  list: {
    title: tr("Orders ({count})", "ஆர்டர்கள் ({count})"),
    awaiting: tr("Awaiting confirmation ({count})", "உறுதிசெய்யக் காத்திருப்பவை ({count})"),
    none: tr("No orders found.", "ஆர்டர்கள் எதுவும் இல்லை."),
    pagesLabel: tr("Order pages", "ஆர்டர் பக்கங்கள்"),
    search: tr("Search number, name or phone", "எண், பெயர் அல்லது தொலைபேசியைத் தேடு"),
    status: tr("Status", "நிலை"),
    all: tr("All", "அனைத்தும்"),
    filter: tr("Filter", "வடிகட்டு"),
    order: tr("Order {number}", "ஆர்டர் {number}"),
  },
  formMessages: {
    noSuchOrder: tr("No such order", "அப்படி ஒரு ஆர்டர் இல்லை"),
    unknownPaymentStatus: tr("Unknown payment status", "தெரியாத கட்டண நிலை"),
    chooseMethod: tr("Choose cash or UPI", "ரொக்கம் அல்லது UPI-ஐத் தேர்ந்தெடுக்கவும்"),
    referenceTooLong: tr("The reference is too long", "குறிப்பு எண் மிக நீளமாக உள்ளது"),
    upiReferenceRequired: tr(
      "Enter the UPI reference (UTR) of the payment",
      "இந்தக் கட்டணத்தின் UPI குறிப்பு எண்ணை (UTR) உள்ளிடவும்",
    ),
    refundAmountInvalid: tr(
      "Enter the refund in rupees, e.g. 250 or 249.50",
      "திருப்பியளிக்கும் தொகையை ரூபாயில் உள்ளிடவும், எ.கா. 250 அல்லது 249.50",
    ),
    refundReasonRequired: tr(
      "Give the reason for the refund",
      "பணத்தைத் திருப்பியளிப்பதற்கான காரணத்தைக் குறிப்பிடவும்",
    ),
    reasonTooLong: tr("The reason is too long", "காரணம் மிக நீளமாக உள்ளது"),
    unknownOrderStatus: tr("Unknown order status", "தெரியாத ஆர்டர் நிலை"),
    cancelReasonRequired: tr(
      "Give the reason for cancelling the order",
      "ஆர்டரை ரத்து செய்வதற்கான காரணத்தைக் குறிப்பிடவும்",
    ),
    returnReasonRequired: tr(
      "Give the reason the order came back",
      "ஆர்டர் திரும்பி வந்ததற்கான காரணத்தைக் குறிப்பிடவும்",
    ),
    courierRequired: tr(
      "Enter the courier (or Hand delivery)",
      "கூரியர் பெயரை உள்ளிடவும் (அல்லது கையால் டெலிவரி)",
    ),
    courierTooLong: tr("The courier's name is too long", "கூரியர் பெயர் மிக நீளமாக உள்ளது"),
    trackingRequired: tr(
      "Enter the tracking number the courier gave (not needed for hand delivery)",
      "கூரியர் தந்த டிராக்கிங் எண்ணை உள்ளிடவும் (கையால் டெலிவரிக்குத் தேவையில்லை)",
    ),
    trackingInvalid: tr(
      "A tracking number has only letters, digits and dashes (at most 40)",
      "டிராக்கிங் எண்ணில் எழுத்துகள், எண்கள், கோடுகள் மட்டுமே இருக்கலாம் (அதிகபட்சம் 40)",
    ),
  },
});
