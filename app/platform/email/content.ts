import { localized, tr } from "~/lib/content";

/**
 * Copy of the e-mails the shop's staff get (the business's notification address): new order
 * requests, contact messages and feedback from the website, new LimraKart orders. They go out
 * in the recipient's saved language (recipientLocale), English when none is saved.
 * `{name}`-style placeholders are filled with the submission's data.
 */
export type StaffNoticeContent = {
  openInbox: string;
  notProvided: string;
  yes: string;
  no: string;
  labels: {
    from: string;
    service: string;
    quantity: string;
    phone: string;
    email: string;
    message: string;
    files: string;
    subject: string;
    rating: string;
    feedback: string;
    recommend: string;
  };
  order: {
    subject: string;
    greeting: string;
    notSpecified: string;
    noMessage: string;
    noFiles: string;
  };
  contact: { subject: string; greeting: string; noSubject: string };
  feedback: { subject: string; greeting: string };
  shopOrder: {
    subject: string;
    greetingUpi: string;
    greetingCod: string;
    customer: string;
    deliverTo: string;
    /** {subtotal}, {delivery}, {total}. */
    totals: string;
    free: string;
  };
};

export const staffNoticeContent = localized<StaffNoticeContent>({
  openInbox: tr("Open in the inbox", "உள்பெட்டியில் திற"),
  notProvided: tr("Not provided", "கொடுக்கப்படவில்லை"),
  yes: tr("Yes", "ஆம்"),
  no: tr("No", "இல்லை"),
  labels: {
    from: tr("From", "அனுப்பியவர்"),
    service: tr("Service", "சேவை"),
    quantity: tr("Quantity", "அளவு"),
    phone: tr("Phone", "தொலைபேசி"),
    email: tr("Email", "மின்னஞ்சல்"),
    message: tr("Message", "செய்தி"),
    files: tr("Attached files", "இணைத்த கோப்புகள்"),
    subject: tr("Subject", "தலைப்பு"),
    rating: tr("Rating", "மதிப்பீடு"),
    feedback: tr("Feedback", "கருத்து"),
    recommend: tr("Would recommend", "பரிந்துரைப்பாரா"),
  },
  order: {
    subject: tr(
      "New order request from {name}: {service}",
      "{name} அனுப்பிய புதிய ஆர்டர் கோரிக்கை: {service}",
    ),
    greeting: tr(
      "New order / quote request from {name}",
      "{name} அனுப்பிய புதிய ஆர்டர் / விலைப்புள்ளி கோரிக்கை",
    ),
    notSpecified: tr("Not specified", "குறிப்பிடப்படவில்லை"),
    noMessage: tr("No additional message", "கூடுதல் செய்தி இல்லை"),
    noFiles: tr("None", "இல்லை"),
  },
  contact: {
    subject: tr("New message from {name}: {subject}", "{name} அனுப்பிய புதிய செய்தி: {subject}"),
    greeting: tr("New contact message from {name}", "{name} அனுப்பிய புதிய தொடர்புச் செய்தி"),
    noSubject: tr("No subject", "தலைப்பு இல்லை"),
  },
  feedback: {
    subject: tr("New feedback from {name}: {rating}/5", "{name} அளித்த புதிய கருத்து: {rating}/5"),
    greeting: tr("New customer feedback from {name}", "{name} அளித்த புதிய வாடிக்கையாளர் கருத்து"),
  },
  shopOrder: {
    subject: tr("New LimraKart order {number}: {total}", "புதிய LimraKart ஆர்டர் {number}: {total}"),
    greetingUpi: tr("New UPI order {number}", "புதிய UPI ஆர்டர் {number}"),
    greetingCod: tr(
      "New cash-on-delivery order {number}",
      "புதிய டெலிவரியின்போது-ரொக்க ஆர்டர் {number}",
    ),
    customer: tr("Customer", "வாடிக்கையாளர்"),
    deliverTo: tr("Deliver to: {address}, PIN {pin}", "டெலிவரி முகவரி: {address}, PIN {pin}"),
    totals: tr(
      "Subtotal: {subtotal}. Delivery: {delivery}. Total: {total}.",
      "துணை மொத்தம்: {subtotal}. டெலிவரி: {delivery}. மொத்தம்: {total}.",
    ),
    free: tr("Free", "இலவசம்"),
  },
});
