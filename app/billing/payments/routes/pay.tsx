import { data } from "react-router";
import type { Route } from "./+types/pay";
import { PageHeader } from "~/components/ui/page-header";
import { Money } from "~/components/ui/money";
import { useActionAnswer } from "~/components/use-action-answer";
import { indiaDateKey } from "~/lib/dates";
import { formatRupees } from "~/lib/format";
import { formValues, parseWith } from "~/lib/forms";
import { safeRedirect } from "~/lib/safe-redirect";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { formFailure } from "~/platform/form-response.server";
import { redirectWithToast } from "~/platform/toast.server";
import { BillingLoadError } from "../../components/load-error";
import { getPayableBill, recordPayment } from "../index.server";
import { PAYMENT_MESSAGES, paymentSchema } from "../schema";
import { PaymentForm } from "../components/payment-form";
import { BalanceLine } from "../components/payments-panel";

/**
 * Add payment (`/billing/bills/:id/pay`): the bill's number, customer and figures, and the form.
 * Recording redirects to `redirectTo` (a page of this site), else to the new receipt, with the
 * toast "Payment recorded". An unknown bill is a 404, a cancelled one a 409.
 */
async function payableBill(id: string | undefined) {
  const bill = id ? await getPayableBill(id) : null;
  if (!bill) throw data({ message: PAYMENT_MESSAGES.billNotFound }, { status: 404 });
  if (bill.cancelledAt) throw data({ message: PAYMENT_MESSAGES.billCancelled }, { status: 409 });
  return bill;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireBillingAccess(context, request);
  const bill = await payableBill(params.id);
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  return {
    bill,
    today: indiaDateKey(new Date()),
    redirectTo: safeRedirect(redirectTo, "") || null,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireBillingAccess(context, request);
  const values = formValues(await request.formData());
  const fail = (status: number, description: string, errors: Record<string, string> = {}) =>
    formFailure(context, { status, toast: { title: "Error", description }, errors, values });
  const parsed = parseWith(paymentSchema, values);
  if (!parsed.success) {
    const first = Object.values(parsed.errors)[0] ?? PAYMENT_MESSAGES.amountInvalid;
    return fail(400, first, parsed.errors);
  }
  const result = await recordPayment(params.id, parsed.data, user.id);
  if (!result.ok) {
    if (result.reason === "date") {
      return fail(400, PAYMENT_MESSAGES.dateInvalid, { date: PAYMENT_MESSAGES.dateInvalid });
    }
    if (result.reason === "cancelled") return fail(409, PAYMENT_MESSAGES.billCancelled);
    return fail(404, PAYMENT_MESSAGES.billNotFound);
  }
  const receipt = `/billing/receipts/${result.receiptNumber}`;
  return redirectWithToast(safeRedirect(values.redirectTo, receipt), {
    title: PAYMENT_MESSAGES.recorded,
    description: `Receipt ${result.receiptNumber} for ${formatRupees(parsed.data.amount)}`,
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Add payment — ${loaderData?.bill.number ?? "Bill"}` },
  { name: "robots", content: "noindex" },
];

export default function Pay({ loaderData, actionData }: Route.ComponentProps) {
  const { bill, today, redirectTo } = loaderData;
  const { errors, values, busy } = useActionAnswer(actionData);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageHeader
        title="Add payment"
        backTo={`/billing/complaint-preview?id=${bill.id}`}
        backLabel="Back to bill"
      />
      <dl className="mt-6 grid max-w-xl grid-cols-2 gap-x-6 gap-y-1" data-testid="pay-summary">
        <dt className="font-semibold">Bill No</dt>
        <dd>{bill.number}</dd>
        <dt className="font-semibold">Customer</dt>
        <dd>{bill.customerName}</dd>
        <dt className="font-semibold">Final Total</dt>
        <dd>
          <Money paise={bill.finalTotalPaise} />
        </dd>
        <dt className="font-semibold">Paid</dt>
        <dd>
          <Money paise={bill.paidPaise} />
        </dd>
        <BalanceLine balancePaise={bill.balancePaise} />
      </dl>
      <PaymentForm
        balancePaise={bill.balancePaise}
        today={today}
        redirectTo={redirectTo}
        errors={errors}
        values={values}
        busy={busy}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <BillingLoadError
      error={error}
      title="Add payment"
      path="/billing/old-complaint"
      fallback={PAYMENT_MESSAGES.billNotFound}
    />
  );
}
