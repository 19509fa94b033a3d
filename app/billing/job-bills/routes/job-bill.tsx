import { data, Form } from "react-router";
import type { Route } from "./+types/job-bill";
import { jobForMoney } from "~/jobs/index.server";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import { formFailure } from "~/platform/form-response.server";
import { getPreferences } from "~/platform/preferences.server";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/field";
import { Money } from "~/components/ui/money";
import { PageHeader } from "~/components/ui/page-header";
import { useActionAnswer } from "~/components/use-action-answer";
import { paiseToInput } from "~/lib/format";
import { fill, formValues, parseWith } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { metaLocale } from "~/lib/i18n/meta-locale";
import { billingCopy } from "../../content";
import { MethodAndReference } from "../../payments";
import { billJob } from "../job-bills.server";
import { jobBillContent } from "../content";
import { jobBillSchemaFor } from "../schema";

/**
 * /billing/jobs/:id/bill — bill a print job from its accepted quote, taking the policy's advance
 * (decision 101). Staff and admin; a plain form, so it works without JavaScript. An unknown job
 * is a 404; a refusal (no accepted quote, already billed, a LimraKart job, cancelled) is a 409.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireBillingAccess(context, request);
  const job = await jobForMoney(params.id);
  const c = jobBillContent[getPreferences(context).locale];
  if (!job) throw data({ message: c.notFound }, { status: 404 });
  // Made when the form opens: sent twice (a double click, a resend) it is one bill, one payment.
  return { job, formKey: crypto.randomUUID() };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireBillingAccess(context, request);
  const locale = getPreferences(context).locale;
  const c = jobBillContent[locale];
  const values = formValues(await request.formData());
  const title = billingCopy[locale].errorTitle;
  const fail = (status: number, description: string, errors: Record<string, string> = {}) =>
    formFailure(context, { status, toast: { title, description }, errors, values });
  const parsed = parseWith(jobBillSchemaFor(locale), values);
  if (!parsed.success) return fail(400, Object.values(parsed.errors)[0] ?? "", parsed.errors);
  const { advance, method, reference, idempotencyKey } = parsed.data;
  const result = await billJob(
    params.id,
    { advancePaise: advance, method, reference, idempotencyKey },
    user.id,
  );
  if (!result.ok) {
    if (result.reason === "not-found") return fail(404, c.notFound);
    if (result.reason === "invalid") return fail(400, result.message);
    if (result.reason === "too-much")
      return fail(400, c.refusals["too-much"], { advance: c.refusals["too-much"] });
    const number = result.reason === "billed" ? result.number : "";
    return fail(409, fill(c.refusals[result.reason], { number }));
  }
  const toast = result.receiptNumber
    ? fill(c.madeWithAdvance, { number: result.number, receipt: result.receiptNumber })
    : fill(c.made, { number: result.number });
  return redirectWithToast(`/billing/jobs/${params.id}`, { title: toast });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: fill(jobBillContent[metaLocale(matches)].title, {
      reference: loaderData?.job.reference ?? "",
    }),
  },
  { name: "robots", content: "noindex" },
];

export default function JobBill({ loaderData, actionData }: Route.ComponentProps) {
  const { job, formKey } = loaderData;
  const { errors, values, busy } = useActionAnswer(actionData);
  const c = jobBillContent[useLocale()];
  const value = (name: string, fallback: string) => values[name] ?? fallback;
  const money = job.money;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageHeader
        title={fill(c.title, { reference: job.reference })}
        backTo={`/billing/jobs/${job.id}`}
        backLabel={c.back}
      />
      <p className="mt-4">{c.intro}</p>
      <dl className="mt-4 grid max-w-xl grid-cols-2 gap-x-6 gap-y-1">
        <dt className="font-semibold">{c.customer}</dt>
        <dd translate="no">{job.name}</dd>
        <dt className="font-semibold">{c.total}</dt>
        <dd>{money.quoteTotalPaise === null ? "—" : <Money paise={money.quoteTotalPaise} />}</dd>
      </dl>
      <Form method="post" className="mt-6 grid max-w-xl gap-4" data-testid="job-bill-form">
        <input type="hidden" name="idempotencyKey" value={value("idempotencyKey", formKey)} />
        <Input
          name="advance"
          label={c.advance}
          requiredMark
          inputMode="decimal"
          autoComplete="off"
          defaultValue={value("advance", paiseToInput(money.advancePaise))}
          errors={errors}
        />
        <MethodAndReference values={values} errors={errors} />
        <div>
          <Button type="submit" disabled={busy}>
            {c.submit}
          </Button>
        </div>
      </Form>
    </div>
  );
}
