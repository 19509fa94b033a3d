import type { Route } from "./+types/void";
import { BackLink } from "~/components/ui/page-header";
import { mutedText } from "~/components/ui/styles";
import { useActionAnswer } from "~/components/use-action-answer";
import { formValues, parseWith } from "~/lib/forms";
import { safeRedirect } from "~/lib/safe-redirect";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { formFailure } from "~/platform/form-response.server";
import { redirectWithToast } from "~/platform/toast.server";
import { getPayment, voidPayment } from "../index.server";
import { PAYMENT_MESSAGES, voidSchema } from "../schema";

/**
 * POST /billing/payments/:id/void (reason): voids the payment and goes back to `redirectTo`
 * (else the bill's preview) with "Payment voided". A reason not 3–300 characters is a 400, an
 * unknown payment a 404, one already voided a 409; those show here with a way back (a GET shows
 * only that way back).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  requireBillingAccess(context, request);
  return null;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireBillingAccess(context, request);
  const values = formValues(await request.formData());
  const payment = await getPayment(params.id);
  const fallback = payment?.billId
    ? `/billing/complaint-preview?id=${payment.billId}`
    : "/billing/old-complaint";
  const back = safeRedirect(values.redirectTo, fallback);
  const fail = (status: number, description: string, errors: Record<string, string> = {}) =>
    formFailure(context, {
      status,
      toast: { title: "Error", description },
      errors,
      values: { ...values, redirectTo: back },
    });
  if (!payment) return fail(404, PAYMENT_MESSAGES.paymentNotFound);
  const parsed = parseWith(voidSchema, values);
  if (!parsed.success)
    return fail(400, parsed.errors.reason ?? PAYMENT_MESSAGES.reasonRequired, parsed.errors);
  const result = await voidPayment(payment.id, parsed.data.reason, user.id);
  if (!result.ok) {
    if (result.reason === "voided") return fail(409, PAYMENT_MESSAGES.alreadyVoided);
    if (result.reason === "refunded") return fail(409, PAYMENT_MESSAGES.alreadyRefunded);
    return fail(404, PAYMENT_MESSAGES.paymentNotFound);
  }
  return redirectWithToast(back, {
    title: PAYMENT_MESSAGES.voided,
    description: `${result.receiptNumber} voided`,
  });
}

export const meta: Route.MetaFunction = () => [
  { title: "Void payment — Billing" },
  { name: "robots", content: "noindex" },
];

/** Shown only when a void was refused (without JavaScript, or after a refused post). */
export default function VoidPayment({ actionData }: Route.ComponentProps) {
  const { values } = useActionAnswer(actionData);
  const message = (actionData as { toast?: { description?: string } } | undefined)?.toast
    ?.description;
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">Void payment</h1>
      <p role="alert" className={`mt-4 ${mutedText}`}>
        {message ?? "Nothing was voided."}
      </p>
      <div className="mt-6 flex justify-center">
        <BackLink to={values.redirectTo || "/billing/old-complaint"} variant="button">
          Back
        </BackLink>
      </div>
    </div>
  );
}
