import { data, Link } from "react-router";
import type { Route } from "./+types/reminders";
import { Pager } from "~/components/ui/pagination";
import { buttonClass, mutedText } from "~/components/ui/styles";
import { TabNav } from "~/components/ui/tab-nav";
import { fill, parseWith } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { metaLocale } from "~/lib/i18n/meta-locale";
import { startOfIndiaDaysAgo } from "~/lib/dates";
import { pageUrl } from "~/lib/page-url";
import { countText } from "~/lib/plural";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { logger } from "~/platform/logger.server";
import { getPreferences } from "~/platform/preferences.server";
import { billingErrorBoundary } from "../../components/load-error";
import { OverdueList } from "../components/overdue-list";
import { ReminderStep } from "../components/reminder-step";
import { overdueCustomers, overdueStep } from "../overdue.server";
import { OVERDUE_CHOICES, type OverdueDays, overdueHref, REMINDERS_PATH } from "../reminder";
import { remindersContent } from "../content";
import { overdueQuerySchema, REMINDER_MESSAGES } from "../schema";
import { BillingPage } from "../../components/billing-page";

type MessageKey = keyof typeof REMINDER_MESSAGES;

/** An English message of REMINDER_MESSAGES in the page's language (others as they are). */
function translated(
  message: string | undefined,
  m: Record<MessageKey, string>,
): string | undefined {
  const key = (Object.keys(REMINDER_MESSAGES) as MessageKey[]).find(
    (k) => REMINDER_MESSAGES[k] === message,
  );
  return key ? m[key] : message;
}

/**
 * Payment reminders (/billing/reminders?overdue=30|60|90): the customers who owe money on a bill
 * older than that many India days, oldest debt first (paginated), who was reminded today, and
 * "Remind all overdue > N days": the same list one customer at a time (`&step=n`) with the
 * message, Open WhatsApp, Send e-mail, Skip / Next (decision 028). A bad query is a 400.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireBillingAccess(context, request);
  const m = remindersContent[getPreferences(context).locale].messages;
  const params = pageUrl(request).searchParams;
  const parsed = parseWith(overdueQuerySchema, {
    overdue: params.get("overdue") ?? undefined,
    page: params.get("page") ?? undefined,
    step: params.get("step") ?? undefined,
  });
  if (!parsed.success) {
    throw data({ message: translated(Object.values(parsed.errors)[0], m) }, { status: 400 });
  }
  const { overdue, page, step } = parsed.data;
  const now = new Date();
  // The page shows the India day, never the clock: ages are whole India days from its start,
  // so the page is the same all day long between writes (decision 103).
  const today = startOfIndiaDaysAgo(0, now).toISOString();
  try {
    if (step) {
      const { total, current } = await overdueStep(overdue, step, now);
      return { view: "step" as const, overdue, total, step, current, today };
    }
    const list = await overdueCustomers(overdue, page ?? 1, now);
    return { view: "list" as const, overdue, ...list, today };
  } catch (error) {
    logger.error("Failed to fetch the customers to remind", error);
    throw data({ message: m.loadFailed }, { status: 500 });
  }
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: remindersContent[metaLocale(matches)].page.metaTitle },
  { name: "robots", content: "noindex" },
];

function ListView({
  loaderData,
}: {
  loaderData: Extract<Route.ComponentProps["loaderData"], { view: "list" }>;
}) {
  const { overdue, customers, total, page, pageCount, remindedCount, today } = loaderData;
  const c = remindersContent[useLocale()].page;
  const days = String(overdue);
  return (
    <>
      <p className="mt-6" data-testid="overdue-summary">
        {fill(c.summary, { owe: countText(total, c.owe), days })}
        {total > 0 ? fill(c.remindedToday, { count: String(remindedCount) }) : ""}.
      </p>
      {total > 0 ? (
        <Link to={overdueHref(overdue, { step: 1 })} className={`${buttonClass.primary} mt-4`}>
          {fill(c.remindAll, { days })}
        </Link>
      ) : null}
      <OverdueList
        customers={customers}
        redirectTo={overdueHref(overdue, { page })}
        today={today}
      />
      <Pager page={page} pageCount={pageCount} href={(p) => overdueHref(overdue, { page: p })} />
    </>
  );
}

function StepView({
  loaderData,
}: {
  loaderData: Extract<Route.ComponentProps["loaderData"], { view: "step" }>;
}) {
  const { overdue, total, current } = loaderData;
  const c = remindersContent[useLocale()].page;
  if (!current) {
    return (
      <div className="mt-6" data-testid="reminders-done">
        <p className="text-lg font-semibold">
          {fill(c.done, { customers: countText(total, c.customers), days: String(overdue) })}
        </p>
        <Link to={overdueHref(overdue)} className={`${buttonClass.outline} mt-4`}>
          {c.backToList}
        </Link>
      </div>
    );
  }
  return (
    <>
      <p className={`mt-4 ${mutedText}`}>
        <Link
          to={overdueHref(overdue)}
          className="font-semibold text-brand-700 underline dark:text-brand-100"
        >
          {c.backToList}
        </Link>
      </p>
      <ReminderStep current={current} overdue={overdue} />
    </>
  );
}

export default function Reminders({ loaderData }: Route.ComponentProps) {
  const c = remindersContent[useLocale()].page;
  const tabs = OVERDUE_CHOICES.map((days) => ({
    id: String(days),
    label: fill(c.tab, { days: String(days) }),
  }));
  return (
    <BillingPage title={c.title} backLabel={c.backLabel} description={c.description}>
      <TabNav
        label={c.overdueFor}
        tabs={tabs}
        current={String(loaderData.overdue)}
        hrefOf={(id) => overdueHref(Number(id) as OverdueDays)}
        className="mt-6"
      />
      {loaderData.view === "step" ? (
        <StepView loaderData={loaderData} />
      ) : (
        <ListView loaderData={loaderData} />
      )}
    </BillingPage>
  );
}

/** A bad query (400) or a list that could not be read (500). */
export const ErrorBoundary = billingErrorBoundary((locale) => ({
  title: remindersContent[locale].page.title,
  path: REMINDERS_PATH,
  fallback: remindersContent[locale].messages.loadFailed,
}));
