import { fill } from "~/lib/forms";
import type { OutgoingEmail } from "~/platform/email/outbox.server";
import { layoutEmail } from "~/platform/email/templates.server";
import { statusLinkUrl } from "../status-link/index.server";
import { readyMessages } from "./content";
import type { ReadyHow } from "./rules";

/** "Ready for pickup" / "Out for delivery" to the customer, in the job's language, with a link. */
export function readyEmail(job: {
  id: string;
  reference: string;
  name: string;
  email: string;
  locale: "en" | "ta";
  service: string;
  how: ReadyHow;
  token: string;
}): OutgoingEmail {
  const c = readyMessages[job.how][job.locale];
  const values = { name: job.name, reference: job.reference, service: job.service };
  const content = layoutEmail({
    subject: fill(c.subject, values),
    greeting: fill(c.greeting, values),
    paragraphs: [fill(c.body, values)],
    action: { label: c.action, url: statusLinkUrl(job.token) },
  });
  return { to: job.email, ...content, entity: "print_job", entityId: job.id };
}
