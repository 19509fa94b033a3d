import type { Route } from "./+types/void";
import { BackLink } from "~/components/ui/page-header";
import { mutedText } from "~/components/ui/styles";
import { useActionAnswer } from "~/components/use-action-answer";
import { fill, formValues, parseWith } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { safeRedirect } from "~/lib/safe-redirect";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { formFailure } from "~/platform/form-response.server";
import { getPreferences } from "~/platform/preferences.server";
import { redirectWithToast } from "~/platform/toast.server";
import { getPayment, voidPayment } from "../index.server";
import { voidSchemaFor } from "../schema";
import { paymentCopy } from "../content";
import { billingCopy, billingTitle, metaLocale } from "../../content";

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
  const locale = getPreferences(context).locale;
  const m = paymentCopy[locale].messages;
  const fail = (status: number, description: string, errors: Record<string, string> = {}) =>
    formFailure(context, {
      status,
      toast: { title: billingCopy[locale].errorTitle, description },
      errors,
      values: { ...values, redirectTo: back },
    });
  if (!payment) return fail(404, m.paymentNotFound);
  const parsed = parseWith(voidSchemaFor(locale), values);
  if (!parsed.success) return fail(400, parsed.errors.reason ?? m.reasonRequired, parsed.errors);
  const result = await voidPayment(payment.id, parsed.data.reason, user.id);
  if (!result.ok) {
    if (result.reason === "voided") return fail(409, m.alreadyVoided);
    if (result.reason === "refunded") return fail(409, m.alreadyRefunded);
    return fail(404, m.paymentNotFound);
  }
  return redirectWithToast(back, {
    title: m.voided,
    description: fill(paymentCopy[locale].toasts.voidedText, { receipt: result.receiptNumber }),
  });
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const locale = metaLocale(matches);
  return [
    { title: billingTitle(locale, paymentCopy[locale].voidPage.title) },
    { name: "robots", content: "noindex" },
  ];
};

/** Shown only when a void was refused (without JavaScript, or after a refused post). */
export default function VoidPayment({ actionData }: Route.ComponentProps) {
  const { values } = useActionAnswer(actionData);
  const c = paymentCopy[useLocale()].voidPage;
  const message = (actionData as { toast?: { description?: string } } | undefined)?.toast
    ?.description;
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{c.title}</h1>
      <p role="alert" className={`mt-4 ${mutedText}`}>
        {message ?? c.nothingVoided}
      </p>
      <div className="mt-6 flex justify-center">
        <BackLink to={values.redirectTo || "/billing/old-complaint"} variant="button">
          {c.back}
        </BackLink>
      </div>
    </div>
  );
}
