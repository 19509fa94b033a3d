import { fill } from "~/lib/forms";
import type { Locale } from "~/lib/i18n/i18n";
import { notifyEmail } from "~/domain/business-settings.server";
import { staffNoticeContent } from "~/platform/email/content";
import { getEnv } from "~/platform/env.server";
import { layoutEmail, type EmailContent } from "~/platform/email/templates.server";
import type { OutgoingEmail } from "~/platform/email/outbox.server";
import type { ContactInput, FeedbackInput, OrderInput } from "./schema";
import { formatIndianPhone, phoneText } from "~/lib/phone";

/**
 * The business's notices about new submissions (the spec's "template one" for orders and
 * "template two" for contact messages and feedback), sent through the outbox to the business's
 * notification address, in `locale` (the language its account saved: see recipientLocale).
 * Every value a customer typed is escaped by the layout.
 */
const inboxUrl = (path: string) => `${getEnv().APP_URL}${path}`;

function notice(
  content: EmailContent,
  opts: { replyTo: string | null; entity: string; entityId: string },
): OutgoingEmail {
  return {
    to: notifyEmail(),
    subject: content.subject,
    text: content.text,
    html: content.html,
    replyTo: opts.replyTo ?? undefined,
    entity: opts.entity,
    entityId: opts.entityId,
  };
}

export function orderNotice(
  id: string,
  order: OrderInput,
  fileNames: string[],
  locale: Locale = "en",
): OutgoingEmail {
  const c = staffNoticeContent[locale];
  const l = c.labels;
  const email = order.email ?? c.notProvided;
  const content = layoutEmail({
    subject: fill(c.order.subject, { name: order.name, service: order.service }),
    greeting: fill(c.order.greeting, { name: order.name }),
    paragraphs: [
      `${l.from}: ${order.name} <${email}>`,
      `${l.service}: ${order.service}`,
      `${l.quantity}: ${order.quantity ?? c.order.notSpecified}`,
      `${l.phone}: ${formatIndianPhone(order.phone)}`,
      `${l.email}: ${email}`,
      `${l.message}: ${order.message ?? c.order.noMessage}`,
      `${l.files}: ${fileNames.length ? fileNames.join(", ") : c.order.noFiles}`,
    ],
    action: { label: c.openInbox, url: inboxUrl(`/admin/inbox/orders/${id}`) },
  });
  return notice(content, { replyTo: order.email, entity: "order_submission", entityId: id });
}

export function contactNotice(
  id: string,
  contact: ContactInput,
  locale: Locale = "en",
): OutgoingEmail {
  const c = staffNoticeContent[locale];
  const l = c.labels;
  const subject = contact.subject ?? c.contact.noSubject;
  const content = layoutEmail({
    subject: fill(c.contact.subject, { name: contact.name, subject }),
    greeting: fill(c.contact.greeting, { name: contact.name }),
    paragraphs: [
      `${l.from}: ${contact.name} <${contact.email}>`,
      `${l.subject}: ${subject}`,
      `${l.phone}: ${phoneText(contact.phone) ?? c.notProvided}`,
      `${l.message}: ${contact.message}`,
    ],
    action: { label: c.openInbox, url: inboxUrl(`/admin/inbox/contacts/${id}`) },
  });
  return notice(content, { replyTo: contact.email, entity: "contact_submission", entityId: id });
}

export function feedbackNotice(
  id: string,
  feedback: FeedbackInput,
  locale: Locale = "en",
): OutgoingEmail {
  const c = staffNoticeContent[locale];
  const l = c.labels;
  const content = layoutEmail({
    subject: fill(c.feedback.subject, { name: feedback.name, rating: feedback.rating }),
    greeting: fill(c.feedback.greeting, { name: feedback.name }),
    paragraphs: [
      `${l.from}: ${feedback.name} <${feedback.email}>`,
      `${l.rating}: ${feedback.rating}/5`,
      `${l.service}: ${feedback.service}`,
      `${l.feedback}: ${feedback.feedback}`,
      `${l.recommend}: ${feedback.wouldRecommend ? c.yes : c.no}`,
      `${l.phone}: ${phoneText(feedback.phone) ?? c.notProvided}`,
    ],
    action: { label: c.openInbox, url: inboxUrl(`/admin/inbox/feedback/${id}`) },
  });
  return notice(content, { replyTo: feedback.email, entity: "customer_experience", entityId: id });
}
