import { notifyEmail } from "~/platform/business-settings.server";
import { getEnv } from "~/platform/env.server";
import { layoutEmail, type EmailContent } from "~/platform/email/templates.server";
import type { OutgoingEmail } from "~/platform/email/outbox.server";
import type { ContactInput, FeedbackInput, OrderInput } from "./schema";

/**
 * The business's notices about new submissions (the spec's "template one" for orders and
 * "template two" for contact messages and feedback), sent through the outbox to the business's
 * notification address. Every value a customer typed is escaped by the layout.
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

export function orderNotice(id: string, order: OrderInput, fileNames: string[]): OutgoingEmail {
  const content = layoutEmail({
    subject: `New order request from ${order.name}: ${order.service}`,
    greeting: `New order / quote request from ${order.name}`,
    paragraphs: [
      `From: ${order.name} <${order.email ?? "Not provided"}>`,
      `Service: ${order.service}`,
      `Quantity: ${order.quantity ?? "Not specified"}`,
      `Phone: ${order.phone}`,
      `Email: ${order.email ?? "Not provided"}`,
      `Message: ${order.message ?? "No additional message"}`,
      `Attached files: ${fileNames.length ? fileNames.join(", ") : "None"}`,
    ],
    action: { label: "Open in the inbox", url: inboxUrl(`/admin/inbox/orders/${id}`) },
  });
  return notice(content, { replyTo: order.email, entity: "order_submission", entityId: id });
}

export function contactNotice(id: string, contact: ContactInput): OutgoingEmail {
  const content = layoutEmail({
    subject: `New message from ${contact.name}: ${contact.subject ?? "No subject"}`,
    greeting: `New contact message from ${contact.name}`,
    paragraphs: [
      `From: ${contact.name} <${contact.email}>`,
      `Subject: ${contact.subject ?? "No subject"}`,
      `Phone: ${contact.phone ?? "Not provided"}`,
      `Message: ${contact.message}`,
    ],
    action: { label: "Open in the inbox", url: inboxUrl(`/admin/inbox/contacts/${id}`) },
  });
  return notice(content, { replyTo: contact.email, entity: "contact_submission", entityId: id });
}

export function feedbackNotice(id: string, feedback: FeedbackInput): OutgoingEmail {
  const content = layoutEmail({
    subject: `New feedback from ${feedback.name}: ${feedback.rating}/5`,
    greeting: `New customer feedback from ${feedback.name}`,
    paragraphs: [
      `From: ${feedback.name} <${feedback.email}>`,
      `Rating: ${feedback.rating}/5`,
      `Service: ${feedback.service}`,
      `Feedback: ${feedback.feedback}`,
      `Would recommend: ${feedback.wouldRecommend ? "Yes" : "No"}`,
      `Phone: ${feedback.phone ?? "Not provided"}`,
    ],
    action: { label: "Open in the inbox", url: inboxUrl(`/admin/inbox/feedback/${id}`) },
  });
  return notice(content, { replyTo: feedback.email, entity: "customer_experience", entityId: id });
}
