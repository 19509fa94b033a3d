import { FilePlus2, FileText } from "~/components/ui/icons";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/customer";
import { buttonClass } from "~/components/ui/styles";
import { useActionAnswer } from "~/components/use-action-answer";
import { fill } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { metaLocale } from "~/lib/i18n/meta-locale";
import { pageUrl } from "~/lib/page-url";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { logger } from "~/platform/logger.server";
import { getPreferences } from "~/platform/preferences.server";
import { billingErrorBoundary } from "../../components/load-error";
import { ReminderButton } from "../../reminders";
import { statementHref } from "../../statements";
import { customerAction } from "../actions.server";
import { AgeingSummary } from "../components/ageing-summary";
import { CustomerHeader } from "../components/customer-header";
import { EditCustomerPanel } from "../components/edit-customer";
import { MergeCustomerPanel } from "../components/merge-customer";
import { NoteForm, TimelineSection } from "../components/timeline";
import { customersContent } from "../content";
import { customerAgeing, getCustomer, resolveCustomerId } from "../customer.server";
import { type Customer, CUSTOMERS_PATH, customerHref } from "../customers";
import { findCustomers } from "../list.server";
import { customerTimeline } from "../timeline.server";

/**
 * A customer (/billing/customers/:id): details with call and WhatsApp, the balance by age, the
 * timeline (newest 100, then ?older=2…), notes; ?edit=1 opens the edit form, ?merge=1&find=…
 * the merge of a duplicate. A merged customer's URL leads to the customer it was merged into.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireBillingAccess(context, request);
  const url = pageUrl(request);
  const { locale } = getPreferences(context);
  const m = customersContent[locale].messages;
  const id = params.id;
  const resolved = await resolveCustomerId(id);
  if (!resolved) throw data({ message: m.notFound }, { status: 404 });
  if (resolved !== id) throw redirect(customerHref(resolved));
  const older = Number.parseInt(url.searchParams.get("older") ?? "1", 10);
  const merging = url.searchParams.get("merge") === "1";
  const find = (url.searchParams.get("find") ?? "").trim().slice(0, 100);
  try {
    const [customer, ageing, timeline, candidates] = await Promise.all([
      getCustomer(id),
      customerAgeing(id),
      customerTimeline(id, {
        page: Number.isFinite(older) && older > 0 ? Math.min(older, 10_000) : 1,
        admin: user.role === "admin",
        locale,
      }),
      merging && find ? findCustomers(find, id) : Promise.resolve([]),
    ]);
    if (!customer) throw new Error(`customer ${id} vanished`);
    return {
      customer,
      ageing,
      timeline,
      editing: url.searchParams.get("edit") === "1",
      merging,
      find,
      candidates,
    };
  } catch (error) {
    logger.error("Failed to fetch a customer", error);
    throw data({ message: m.loadFailed }, { status: 500 });
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireBillingAccess(context, request);
  return customerAction(request, context, params.id, user);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const c = customersContent[metaLocale(matches)].page;
  return [
    { title: fill(c.metaTitle, { name: loaderData?.customer.name ?? c.customer }) },
    { name: "robots", content: "noindex" },
  ];
};
const small = `${buttonClass.outline} !px-3 !py-1.5 text-sm`;

/** A new bill for the customer, their statement, and Send reminder (WhatsApp, e-mail) while they owe. */
function StatementAndReminder({ customer }: { customer: Customer }) {
  const c = customersContent[useLocale()].page;
  return (
    <>
      <Link
        to={`/billing/new-complaint?customer=${encodeURIComponent(customer.id)}`}
        className={small}
        data-testid="new-bill-link"
      >
        <FilePlus2 aria-hidden className="size-4" />
        {c.newBill}
      </Link>
      <Link to={statementHref(customer.id)} className={small} data-testid="statement-link">
        <FileText aria-hidden className="size-4" />
        {c.statement}
      </Link>
      {customer.balancePaise > 0 ? (
        <ReminderButton
          customerId={customer.id}
          customerName={customer.name}
          mobile={customer.phone !== null}
          email={customer.email !== null && customer.email !== ""}
          redirectTo={customerHref(customer.id)}
        />
      ) : null}
    </>
  );
}

export default function CustomerPage({ loaderData, actionData }: Route.ComponentProps) {
  const { customer, ageing, timeline, editing, merging, find, candidates } = loaderData;
  const { errors, values, busy } = useActionAnswer(actionData);
  const intent = values.intent;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <CustomerHeader
        customer={customer}
        extraActions={<StatementAndReminder customer={customer} />}
      />
      {editing || intent === "edit" ? (
        <EditCustomerPanel
          customer={customer}
          errors={intent === "edit" ? errors : {}}
          values={intent === "edit" ? values : {}}
          busy={busy}
        />
      ) : null}
      {merging || intent === "merge" ? (
        <MergeCustomerPanel
          customer={customer}
          find={find}
          candidates={candidates}
          errors={intent === "merge" ? errors : {}}
        />
      ) : null}
      <AgeingSummary customer={customer} ageing={ageing} />
      <NoteForm
        errors={intent === "note" ? errors : {}}
        values={intent === "note" ? values : {}}
        busy={busy}
      />
      <TimelineSection
        customerId={customer.id}
        timeline={timeline}
        errors={intent === "move" ? errors : {}}
        moveRecordId={intent === "move" ? values.recordId : undefined}
      />
    </div>
  );
}

export const ErrorBoundary = billingErrorBoundary((locale) => ({
  title: customersContent[locale].page.customer,
  path: CUSTOMERS_PATH,
  fallback: customersContent[locale].messages.loadFailed,
}));
