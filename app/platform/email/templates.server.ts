import { businessContact } from "../business.server";

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
  const b = businessContact();
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
      subject: `Verify your e-mail for ${businessContact().name}`,
      greeting: `Hello ${name},`,
      paragraphs: ["Please confirm your e-mail address to finish creating your account."],
      action: { label: "Verify e-mail", url },
    }),
  resetPassword: ({ name, url }: { name: string; url: string }) =>
    layoutEmail({
      subject: `Reset your ${businessContact().name} password`,
      greeting: `Hello ${name},`,
      paragraphs: [
        "We received a request to reset your password. The link works once and expires in 1 hour.",
        "If you did not ask for this, you can ignore this e-mail.",
      ],
      action: { label: "Reset password", url },
    }),
};

/**
 * The e-mails of a staff access request (/billing/create-account). The page answers the same
 * for every address, so what really happened is told only here, to the address's owner.
 */
export type StaffRequestMail = "requested" | "wrong-password" | "already-staff" | "already-pending";

export function staffAccessEmail(kind: StaffRequestMail, origin: string): EmailContent {
  const b = businessContact();
  const login = { label: "Employee Login", url: `${origin}/billing/login` };
  const notYou = "If it was not you, you can ignore this e-mail: nothing was changed.";
  switch (kind) {
    case "requested":
      return layoutEmail({
        subject: `Your staff access request for ${b.name} billing`,
        greeting: "Hello,",
        paragraphs: [
          `We received a request for staff access to the ${b.name} billing office for this e-mail address. The owner reviews every request; once it is approved, you can log in with this address and your password.`,
          "If you did not ask for this, please let us know, and the request will not be approved.",
        ],
        action: login,
      });
    case "wrong-password":
      return layoutEmail({
        subject: `Staff access request for your ${b.name} account`,
        greeting: "Hello,",
        paragraphs: [
          `Someone asked for staff access to the ${b.name} billing office with this e-mail address. It already has an account, and the password given was not its password, so no request was made.`,
          `If it was you: open Create Account again (${origin}/billing/create-account) and enter your account's current password. Forgot it? Reset it first: ${origin}/auth?mode=reset`,
          notYou,
        ],
        action: { label: "Create Account", url: `${origin}/billing/create-account` },
      });
    case "already-staff":
      return layoutEmail({
        subject: `Staff access request for your ${b.name} account`,
        greeting: "Hello,",
        paragraphs: [
          "Someone asked for staff access with this e-mail address, but this account already has billing access: log in with Employee Login.",
          notYou,
        ],
        action: login,
      });
    case "already-pending":
      return layoutEmail({
        subject: `Your staff access request for ${b.name} billing`,
        greeting: "Hello,",
        paragraphs: [
          "Someone asked for staff access with this e-mail address again. Your earlier request is still waiting for the owner's approval; once it is approved, you can log in.",
          notYou,
        ],
        action: login,
      });
  }
}

/**
 * The e-mail to a person whose staff access request the admin approved, in the language of their
 * profile (English when they chose none). A rejection sends no e-mail: billing login tells them.
 */
export function staffAccessApprovedEmail(
  person: { name: string; locale: "en" | "ta" | null },
  origin: string,
): EmailContent {
  const b = businessContact();
  const url = `${origin}/billing/login`;
  if (person.locale === "ta") {
    return layoutEmail({
      subject: `${b.name} பில்லிங் அலுவலகத்துக்கான உங்கள் ஊழியர் அணுகல் ஏற்கப்பட்டது`,
      greeting: `வணக்கம் ${person.name},`,
      paragraphs: [
        `${b.name} பில்லிங் அலுவலகத்துக்கான உங்கள் ஊழியர் அணுகல் கோரிக்கையை உரிமையாளர் ஏற்றுக்கொண்டார். இப்போது இந்த மின்னஞ்சல் முகவரியும் உங்கள் கடவுச்சொல்லும் கொண்டு ஊழியர் உள்நுழைவில் உள்நுழையலாம்.`,
        "நீங்கள் இதைக் கேட்கவில்லை என்றால், உடனே எங்களுக்குத் தெரியப்படுத்துங்கள்.",
      ],
      action: { label: "ஊழியர் உள்நுழைவு", url },
    });
  }
  return layoutEmail({
    subject: `Your staff access to ${b.name} billing is approved`,
    greeting: `Hello ${person.name},`,
    paragraphs: [
      `The owner approved your request for staff access to the ${b.name} billing office. You can now log in with Employee Login, using this e-mail address and your password.`,
      "If you did not ask for this, please let us know at once.",
    ],
    action: { label: "Employee Login", url },
  });
}
