import { data, Link } from "react-router";
import type { Route } from "./+types/reminders";
import { PageHeader } from "~/components/ui/page-header";
import { Pager } from "~/components/ui/pagination";
import { buttonClass, mutedText } from "~/components/ui/styles";
import { TabNav } from "~/components/ui/tab-nav";
import { parseWith } from "~/lib/forms";
import { pageUrl } from "~/lib/page-url";
import { plural } from "~/lib/plural";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { logger } from "~/platform/logger.server";
import { BillingLoadError } from "../../components/load-error";
import { OverdueList } from "../components/overdue-list";
import { ReminderStep } from "../components/reminder-step";
import { overdueCustomers, overdueStep } from "../overdue.server";
import { OVERDUE_CHOICES, type OverdueDays, overdueHref, REMINDERS_PATH } from "../reminder";
import { overdueQuerySchema, REMINDER_MESSAGES } from "../schema";

/**
 * Payment reminders (/billing/reminders?overdue=30|60|90): the customers who owe money on a bill
 * older than that many India days, oldest debt first (paginated), who was reminded today, and
 * "Remind all overdue > N days": the same list one customer at a time (`&step=n`) with the
 * message, Open WhatsApp, Send e-mail, Skip / Next (decision 028). A bad query is a 400.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireBillingAccess(context, request);
  const params = pageUrl(request).searchParams;
  const parsed = parseWith(overdueQuerySchema, {
    overdue: params.get("overdue") ?? undefined,
    page: params.get("page") ?? undefined,
    step: params.get("step") ?? undefined,
  });
  if (!parsed.success) {
    throw data({ message: Object.values(parsed.errors)[0] }, { status: 400 });
  }
  const { overdue, page, step } = parsed.data;
  const now = new Date();
  try {
    if (step) {
      const { total, current } = await overdueStep(overdue, step, now);
      return { view: "step" as const, overdue, total, step, current, now: now.toISOString() };
    }
    const list = await overdueCustomers(overdue, page ?? 1, now);
    return { view: "list" as const, overdue, ...list, now: now.toISOString() };
  } catch (error) {
    logger.error("Failed to fetch the customers to remind", error);
    throw data({ message: REMINDER_MESSAGES.loadFailed }, { status: 500 });
  }
}

export const meta: Route.MetaFunction = () => [
  { title: "Payment Reminders — Billing" },
  { name: "robots", content: "noindex" },
];

const TABS = OVERDUE_CHOICES.map((days) => ({ id: String(days), label: `Over ${days} days` }));

function ListView({
  loaderData,
}: {
  loaderData: Extract<Route.ComponentProps["loaderData"], { view: "list" }>;
}) {
  const { overdue, customers, total, page, pageCount, remindedCount, now } = loaderData;
  return (
    <>
      <p className="mt-6" data-testid="overdue-summary">
        {plural(total, "customer owes", "customers owe")} money on bills over {overdue} days old
        {total > 0 ? `; ${remindedCount} reminded today` : ""}.
      </p>
      {total > 0 ? (
        <Link to={overdueHref(overdue, { step: 1 })} className={`${buttonClass.primary} mt-4`}>
          Remind all overdue &gt; {overdue} days
        </Link>
      ) : null}
      <OverdueList customers={customers} redirectTo={overdueHref(overdue, { page })} now={now} />
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
  if (!current) {
    return (
      <div className="mt-6" data-testid="reminders-done">
        <p className="text-lg font-semibold">
          Done: you went through all {plural(total, "customer", "customers")} overdue &gt; {overdue}{" "}
          days.
        </p>
        <Link to={overdueHref(overdue)} className={`${buttonClass.outline} mt-4`}>
          Back to the list
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
          Back to the list
        </Link>
      </p>
      <ReminderStep current={current} overdue={overdue} />
    </>
  );
}

export default function Reminders({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageHeader
        title="Payment Reminders"
        backTo="/billing/service"
        backLabel="Back to Service Management"
        description="Customers who owe money, by the age of their oldest bill still owing (India days)."
      />
      <TabNav
        label="Overdue for"
        tabs={TABS}
        current={String(loaderData.overdue)}
        hrefOf={(id) => overdueHref(Number(id) as OverdueDays)}
        className="mt-6"
      />
      {loaderData.view === "step" ? (
        <StepView loaderData={loaderData} />
      ) : (
        <ListView loaderData={loaderData} />
      )}
    </div>
  );
}

/** A bad query (400) or a list that could not be read (500). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <BillingLoadError
      error={error}
      title="Payment Reminders"
      path={REMINDERS_PATH}
      fallback={REMINDER_MESSAGES.loadFailed}
    />
  );
}
