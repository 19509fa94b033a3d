import { getBusiness } from "../business.server";

/** Escapes text for HTML e-mail bodies: everything a user typed is shown as text. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

export type EmailContent = { subject: string; text: string; html: string };

/** Wraps paragraphs and an optional button link in the house e-mail layout. */
export function layoutEmail(opts: {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
}): EmailContent {
  const b = getBusiness();
  const footer = `${b.name} · ${b.address} · ${b.phone}`;
  const text = [
    opts.greeting,
    "",
    ...opts.paragraphs.flatMap((p) => [p, ""]),
    ...(opts.action ? [`${opts.action.label}: ${opts.action.url}`, ""] : []),
    "—",
    footer,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937">
<p>${escapeHtml(opts.greeting)}</p>
${opts.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
${
  opts.action
    ? `<p><a href="${escapeHtml(opts.action.url)}" style="background:#1d4ed8;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(opts.action.label)}</a></p>`
    : ""
}
<hr><p style="font-size:12px;color:#6b7280">${escapeHtml(footer)}</p>
</body></html>`;
  return { subject: opts.subject, text, html };
}

export const authEmails = {
  verifyEmail: ({ name, url }: { name: string; url: string }) =>
    layoutEmail({
      subject: `Verify your e-mail for ${getBusiness().name}`,
      greeting: `Hello ${name},`,
      paragraphs: ["Please confirm your e-mail address to finish creating your account."],
      action: { label: "Verify e-mail", url },
    }),
  resetPassword: ({ name, url }: { name: string; url: string }) =>
    layoutEmail({
      subject: `Reset your ${getBusiness().name} password`,
      greeting: `Hello ${name},`,
      paragraphs: [
        "We received a request to reset your password. The link works once and expires in 1 hour.",
        "If you did not ask for this, you can ignore this e-mail.",
      ],
      action: { label: "Reset password", url },
    }),
};
