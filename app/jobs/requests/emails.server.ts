import { fill } from "~/lib/forms";
import { localized, tr } from "~/lib/content";
import type { Locale } from "~/lib/i18n/i18n";
import type { OutgoingEmail } from "~/platform/email/outbox.server";
import { layoutEmail } from "~/platform/email/templates.server";
import { statusLinkUrl } from "../status-link/index.server";

/**
 * The customer's confirmation of a request (issue 39): its reference and the private status
 * link, in the language the form was sent in, through the outbox.
 */
type ConfirmationContent = Record<"subject" | "greeting" | "received" | "next" | "action", string>;

const confirmationContent = localized<ConfirmationContent>({
  subject: tr(
    "Your request {reference} — Limra Graphics",
    "உங்கள் கோரிக்கை {reference} — Limra Graphics",
  ),
  greeting: tr("Dear {name},", "அன்புள்ள {name},"),
  received: tr(
    "We have received your request for {service}. Its reference is {reference}.",
    "{service} க்கான உங்கள் கோரிக்கை கிடைத்தது. அதன் குறிப்பு எண் {reference}.",
  ),
  next: tr(
    "Our team will send you a quote within 24 hours. Your request's page shows the quote, the proofs and where your work stands; only people with this link can open it.",
    "24 மணி நேரத்துக்குள் எங்கள் குழு விலைப்புள்ளி அனுப்பும். உங்கள் கோரிக்கையின் பக்கத்தில் விலைப்புள்ளி, மாதிரிகள், பணியின் நிலை தெரியும்; இந்த இணைப்பு உள்ளவர்கள் மட்டுமே அதைத் திறக்க முடியும்.",
  ),
  action: tr("See your request", "உங்கள் கோரிக்கையைப் பாருங்கள்"),
});

export function requestConfirmation(opts: {
  jobId: string;
  to: string;
  name: string;
  service: string;
  reference: string;
  token: string;
  locale: Locale;
}): OutgoingEmail {
  const c = confirmationContent[opts.locale];
  const values = { name: opts.name, service: opts.service, reference: opts.reference };
  const content = layoutEmail({
    subject: fill(c.subject, values),
    greeting: fill(c.greeting, values),
    paragraphs: [fill(c.received, values), c.next],
    action: { label: c.action, url: statusLinkUrl(opts.token) },
  });
  return { to: opts.to, ...content, entity: "print_job", entityId: opts.jobId };
}
