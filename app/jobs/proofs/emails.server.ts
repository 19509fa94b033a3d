import { fill } from "~/lib/forms";
import { localized, tr } from "~/lib/content";
import type { OutgoingEmail } from "~/platform/email/outbox.server";
import { layoutEmail } from "~/platform/email/templates.server";
import type { ProofJob } from "./proofs.server";

/**
 * "Your proof is ready" (docs/decisions/100): in the job's language, through the outbox, with a
 * status link made for this e-mail.
 */
type ProofMail = Record<"subject" | "greeting" | "ready" | "answer" | "action", string>;

const proofMail = localized<ProofMail>({
  subject: tr(
    "Proof {version} of your request {reference} — Limra Graphics",
    "உங்கள் கோரிக்கை {reference} இன் மாதிரி {version} — Limra Graphics",
  ),
  greeting: tr("Dear {name},", "அன்புள்ள {name},"),
  ready: tr(
    "Version {version} of the proof of your request {reference} is ready for you to see.",
    "உங்கள் கோரிக்கை {reference} இன் மாதிரி பதிப்பு {version} நீங்கள் பார்க்கத் தயார்.",
  ),
  answer: tr(
    "Please approve it, or tell us what to change, on your request's page. We print only after your approval.",
    "உங்கள் கோரிக்கையின் பக்கத்தில் அதற்கு ஒப்புதல் அளிக்கவும் அல்லது என்ன மாற்ற வேண்டும் என்று சொல்லவும். உங்கள் ஒப்புதலுக்குப் பிறகே அச்சிடுவோம்.",
  ),
  action: tr("See the proof", "மாதிரியைப் பாருங்கள்"),
});

export function proofEmail(job: ProofJob & { email: string }, version: number, url: string) {
  const c = proofMail[job.locale];
  const values = { name: job.name, reference: job.reference, version: String(version) };
  const content = layoutEmail({
    subject: fill(c.subject, values),
    greeting: fill(c.greeting, values),
    paragraphs: [fill(c.ready, values), c.answer],
    action: { label: c.action, url },
  });
  return {
    to: job.email,
    ...content,
    entity: "print_job",
    entityId: job.id,
  } satisfies OutgoingEmail;
}
