import { data } from "react-router";
import type { Route } from "./+types/pay";
import { PageHeader } from "~/components/ui/page-header";
import { Money } from "~/components/ui/money";
import { useActionAnswer } from "~/components/use-action-answer";
import { indiaDateKey } from "~/lib/dates";
import { formatDate, formatRupees } from "~/lib/format";
import { fill, formValues, parseWith } from "~/lib/forms";
import { type Locale, useLocale } from "~/lib/i18n/i18n";
import { safeRedirect } from "~/lib/safe-redirect";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { formFailure } from "~/platform/form-response.server";
import { getPreferences } from "~/platform/preferences.server";
import { redirectWithToast } from "~/platform/toast.server";
import { billingErrorBoundary } from "../../components/load-error";
import { getPayableBill, recordPayment } from "../index.server";
import { paymentSchemaFor } from "../schema";
import { paymentCopy } from "../content";
import { billingCopy, metaLocale } from "../../content";
import { PaymentForm } from "../components/payment-form";
import { BalanceLine } from "../components/payments-panel";

/**
 * Add payment (`/billing/bills/:id/pay`): the bill's number, customer and figures, and the form.
 * Recording redirects to `redirectTo` (a page of this site), else to the new receipt, with the
 * toast "Payment recorded". An unknown bill is a 404, a cancelled one a 409.
 */
async function payableBill(id: string | undefined, locale: Locale) {
  const m = paymentCopy[locale].messages;
  const bill = id ? await getPayableBill(id) : null;
  if (!bill) throw data({ message: m.billNotFound }, { status: 404 });
  if (bill.cancelledAt) throw data({ message: m.billCancelled }, { status: 409 });
  return bill;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireBillingAccess(context, request);
  const bill = await payableBill(params.id, getPreferences(context).locale);
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  return {
    bill,
    today: indiaDateKey(new Date()),
    redirectTo: safeRedirect(redirectTo, "") || null,
    // Made when the form opens: recording it twice (a double click, a resend) is one payment.
    formKey: crypto.randomUUID(),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireBillingAccess(context, request);
  const values = formValues(await request.formData());
  const locale = getPreferences(context).locale;
  const m = paymentCopy[locale].messages;
  const title = billingCopy[locale].errorTitle;
  const fail = (status: number, description: string, errors: Record<string, string> = {}) =>
    formFailure(context, { status, toast: { title, description }, errors, values });
  const parsed = parseWith(paymentSchemaFor(locale), values);
  if (!parsed.success) {
    const first = Object.values(parsed.errors)[0] ?? m.amountInvalid;
    return fail(400, first, parsed.errors);
  }
  const result = await recordPayment(params.id, parsed.data, user.id);
  if (!result.ok) {
    if (result.reason === "date") {
      return fail(400, m.dateFuture, { date: m.dateFuture });
    }
    if (result.reason === "before-bill") {
      const text = fill(m.dateBeforeBill, {
        number: result.billNumber,
        date: formatDate(result.billDate),
      });
      return fail(400, text, { date: text });
    }
    if (result.reason === "cancelled") return fail(409, m.billCancelled);
    return fail(404, m.billNotFound);
  }
  const receipt = `/billing/receipts/${result.receiptNumber}`;
  return redirectWithToast(safeRedirect(values.redirectTo, receipt), {
    title: m.recorded,
    description: fill(paymentCopy[locale].toasts.recordedText, {
      receipt: result.receiptNumber,
      amount: formatRupees(parsed.data.amount),
    }),
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const locale = metaLocale(matches);
  const number = loaderData?.bill.number ?? paymentCopy[locale].pay.billNo;
  return [
    { title: fill(paymentCopy[locale].pay.metaTitle, { number }) },
    { name: "robots", content: "noindex" },
  ];
};

export default function Pay({ loaderData, actionData }: Route.ComponentProps) {
  const { bill, today, redirectTo, formKey } = loaderData;
  const { errors, values, busy } = useActionAnswer(actionData);
  const copy = paymentCopy[useLocale()];
  const c = copy.pay;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageHeader
        title={c.title}
        backTo={`/billing/complaint-preview?id=${bill.id}`}
        backLabel={c.backToBill}
      />
      <dl className="mt-6 grid max-w-xl grid-cols-2 gap-x-6 gap-y-1" data-testid="pay-summary">
        <dt className="font-semibold">{c.billNo}</dt>
        <dd translate="no">{bill.number}</dd>
        <dt className="font-semibold">{c.customer}</dt>
        <dd translate="no">{bill.customerName}</dd>
        <dt className="font-semibold">{c.finalTotal}</dt>
        <dd>
          <Money paise={bill.finalTotalPaise} />
        </dd>
        <dt className="font-semibold">{copy.panel.paid}</dt>
        <dd>
          <Money paise={bill.paidPaise} />
        </dd>
        <BalanceLine balancePaise={bill.balancePaise} />
      </dl>
      <PaymentForm
        balancePaise={bill.balancePaise}
        today={today}
        billDay={bill.billDay}
        formKey={formKey}
        redirectTo={redirectTo}
        errors={errors}
        values={values}
        busy={busy}
      />
    </div>
  );
}

export const ErrorBoundary = billingErrorBoundary((locale) => ({
  title: paymentCopy[locale].pay.title,
  path: "/billing/old-complaint",
  fallback: paymentCopy[locale].messages.billNotFound,
}));
