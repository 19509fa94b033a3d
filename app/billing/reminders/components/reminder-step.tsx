import { Link } from "react-router";
import { buttonClass, cardClass, mutedText } from "~/components/ui/styles";
import { formatRupees } from "~/lib/format";
import { fill } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { formatIndianPhone } from "~/lib/phone";
import { remindersContent } from "../content";
import type { OverdueStep } from "../overdue.server";
import { type OverdueDays, overdueHref } from "../reminder";
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
  const copy = remindersContent[useLocale()];
  const c = copy.step;
  const counts = { step: String(step), total: String(total) };
  return (
    <section
      aria-labelledby="step-heading"
      className={`${cardClass} mt-6 p-5`}
      data-testid="reminder-step"
    >
      <p className={`text-sm font-semibold ${mutedText}`} data-testid="step-progress">
        {fill(c.progress, counts)}
      </p>
      <progress
        className="mt-1 w-full"
        max={total}
        value={step}
        aria-label={fill(c.progressLabel, counts)}
      />
      <h2 id="step-heading" className="mt-3 text-2xl font-bold" translate="no">
        {customer.name}
      </h2>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{c.mobile}</dt>
        <dd translate="no">{customer.phone ? formatIndianPhone(customer.phone) : "—"}</dd>
        <dt className="font-semibold">{c.email}</dt>
        <dd translate="no">{customer.email ?? "—"}</dd>
        <dt className="font-semibold">{c.language}</dt>
        <dd>{copy.languages[customer.language]}</dd>
        <dt className="font-semibold">{c.balance}</dt>
        <dd className="font-semibold text-red-700 dark:text-red-300">
          {formatRupees(reminder.balancePaise)}
        </dd>
      </dl>
      <div className="mt-3">
        <RemindedToday at={customer.remindedTodayAt} />
      </div>
      <h3 className="mt-4 font-semibold">{c.message}</h3>
      <pre
        className="mt-1 rounded-md border border-slate-200 bg-slate-50 p-3 font-sans text-sm whitespace-pre-wrap dark:border-slate-700 dark:bg-slate-950"
        lang={customer.language}
        translate="no"
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
            whatsappLabel={c.openWhatsapp}
            emailLabel={c.sendEmail}
          />
        ) : (
          <p className={mutedText}>{c.noContact}</p>
        )}
        <Link to={next} className={reminded ? buttonClass.primary : buttonClass.outline}>
          {last ? (reminded ? c.finish : c.skipFinish) : reminded ? c.next : c.skip}
        </Link>
      </div>
      <p className={`mt-3 text-sm ${mutedText}`}>{c.note}</p>
    </section>
  );
}
