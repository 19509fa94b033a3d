import { Link } from "react-router";
import { buttonClass, cardClass, mutedText } from "~/components/ui/styles";
import { formatRupees } from "~/lib/format";
import { formatIndianPhone } from "~/lib/phone";
import type { OverdueStep } from "../overdue.server";
import { type OverdueDays, overdueHref, REMINDER_LANGUAGE_LABELS } from "../reminder";
import { RemindedToday } from "./overdue-list";
import { ReminderButton } from "./reminder-button";

/**
 * One customer of the bulk round: progress ("3 of 17"), who they are, the message they would
 * get, "Open WhatsApp" (logs and opens wa.me in a new tab: WhatsApp cannot be sent unattended),
 * "Send e-mail" when they have an address, then "Skip" (not reminded) or "Next" (reminded today).
 */
export function ReminderStep({ current, overdue }: { current: OverdueStep; overdue: OverdueDays }) {
  const { customer, reminder, step, total } = current;
  const here = overdueHref(overdue, { step });
  const last = step >= total;
  const next = last ? overdueHref(overdue) : overdueHref(overdue, { step: step + 1 });
  const reminded = customer.remindedTodayAt !== null;
  return (
    <section
      aria-labelledby="step-heading"
      className={`${cardClass} mt-6 p-5`}
      data-testid="reminder-step"
    >
      <p className={`text-sm font-semibold ${mutedText}`} data-testid="step-progress">
        {step} of {total}
      </p>
      <progress
        className="mt-1 w-full"
        max={total}
        value={step}
        aria-label={`Customer ${step} of ${total}`}
      />
      <h2 id="step-heading" className="mt-3 text-2xl font-bold">
        {customer.name}
      </h2>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Mobile</dt>
        <dd>{customer.phone ? formatIndianPhone(customer.phone) : "—"}</dd>
        <dt className="font-semibold">E-mail</dt>
        <dd>{customer.email ?? "—"}</dd>
        <dt className="font-semibold">Language</dt>
        <dd>{REMINDER_LANGUAGE_LABELS[customer.language]}</dd>
        <dt className="font-semibold">Balance</dt>
        <dd className="font-semibold text-red-700 dark:text-red-300">
          {formatRupees(reminder.balancePaise)}
        </dd>
      </dl>
      <div className="mt-3">
        <RemindedToday at={customer.remindedTodayAt} />
      </div>
      <h3 className="mt-4 font-semibold">Message</h3>
      <pre
        className="mt-1 rounded-md border border-slate-200 bg-slate-50 p-3 font-sans text-sm whitespace-pre-wrap dark:border-slate-700 dark:bg-slate-950"
        lang={customer.language}
        data-testid="reminder-preview"
      >
        {reminder.message}
      </pre>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {customer.mobile || customer.email ? (
          <ReminderButton
            customerId={customer.id}
            customerName={customer.name}
            mobile={customer.mobile}
            email={Boolean(customer.email)}
            redirectTo={here}
            size="large"
            whatsappLabel="Open WhatsApp"
            emailLabel="Send e-mail"
          />
        ) : (
          <p className={mutedText}>No mobile number or e-mail address: call or visit them.</p>
        )}
        <Link to={next} className={reminded ? buttonClass.primary : buttonClass.outline}>
          {last ? (reminded ? "Finish" : "Skip and finish") : reminded ? "Next" : "Skip"}
        </Link>
      </div>
      <p className={`mt-3 text-sm ${mutedText}`}>
        WhatsApp opens in a new tab with the message ready; press send there. The app logs that it
        opened WhatsApp — it cannot know whether the message was sent.
      </p>
    </section>
  );
}
