import { Mail, MessageCircle } from "~/components/ui/icons";
import { useRef } from "react";
import { useRevalidator } from "react-router";
import { buttonClass } from "~/components/ui/styles";
import { fill } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { remindersContent } from "../content";
import { remindPath } from "../reminder";

const small =
  "inline-flex items-center gap-1.5 rounded-md border border-brand-600 px-2.5 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-brand-100 dark:text-brand-100 dark:hover:bg-slate-800";

/**
 * "Send reminder" for one customer (decision 028): a form posting to the send route that opens
 * WhatsApp with the ready message in a new tab (the reminder is logged as opened in WhatsApp by
 * the signed-in user), and "E-mail" when the customer has an address (queued, back here with a
 * toast). Plain HTML forms: they work before JavaScript loads; with it, the page reloads its
 * data shortly after WhatsApp opens, so "reminded today" shows.
 */
export function ReminderButton({
  customerId,
  customerName,
  mobile,
  email,
  redirectTo,
  size = "small",
  whatsappLabel,
  emailLabel,
}: {
  customerId: string;
  /** For the buttons' accessible names ("Send reminder to Meena Stores"). */
  customerName?: string;
  /** The customer has a mobile number (WhatsApp). */
  mobile: boolean;
  /** The customer has an e-mail address. */
  email: boolean;
  /** The page to come back to after an e-mail (and from a refusal). */
  redirectTo: string;
  size?: "small" | "large";
  whatsappLabel?: string;
  emailLabel?: string;
}) {
  const c = remindersContent[useLocale()].button;
  const revalidator = useRevalidator();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  if (!mobile && !email) return null;
  const look = size === "large" ? buttonClass.primary : small;
  const lookEmail = size === "large" ? buttonClass.outline : small;
  const whatsapp = whatsappLabel ?? c.send;
  const mail = emailLabel ?? c.email;
  const aria = (text: string, named: string, label: string) =>
    customerName ? fill(named, { label, name: customerName }) : fill(text, { label });
  const action = remindPath(customerId);
  return (
    <div className="flex flex-wrap gap-2" data-testid="reminder-buttons">
      {mobile ? (
        <form
          method="post"
          action={action}
          target="_blank"
          onSubmit={() => {
            if (timer.current) clearTimeout(timer.current);
            timer.current = setTimeout(() => void revalidator.revalidate(), 1500);
          }}
        >
          <input type="hidden" name="channel" value="whatsapp" />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <button
            type="submit"
            className={look}
            aria-label={aria(c.whatsappAria, c.whatsappAriaNamed, whatsapp)}
          >
            <MessageCircle aria-hidden className="size-4" />
            {whatsapp}
          </button>
        </form>
      ) : null}
      {email ? (
        <form method="post" action={action}>
          <input type="hidden" name="channel" value="email" />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <button
            type="submit"
            className={lookEmail}
            aria-label={aria(c.emailAria, c.emailAriaNamed, mail)}
          >
            <Mail aria-hidden className="size-4" />
            {mail}
          </button>
        </form>
      ) : null}
    </div>
  );
}
