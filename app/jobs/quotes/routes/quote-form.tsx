import { data } from "react-router";
import type { Route } from "./+types/quote-form";
import { PageHeader } from "~/components/ui/page-header";
import { useActionAnswer } from "~/components/use-action-answer";
import { fill, formValues } from "~/lib/forms";
import { paiseToInput } from "~/lib/format";
import { useLocale } from "~/lib/i18n/i18n";
import { metaLocale } from "~/lib/i18n/meta-locale";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { getDb } from "~/platform/db/db.server";
import { formFailure } from "~/platform/form-response.server";
import { getPreferences } from "~/platform/preferences.server";
import { redirectWithToast } from "~/platform/toast.server";
import { catalogueItems, catalogueOptions } from "../catalogue.server";
import { QuoteForm } from "../components/quote-form";
import { quotesContent } from "../content";
import { quantityLabel } from "../money";
import { jobQuotes, saveQuoteVersion } from "../quotes.server";
import { parseQuote } from "../schema";

/**
 * /billing/jobs/:id/quote — write the job's quote, or change it: the form starts from the latest
 * version, and saving writes the next version (docs/decisions/095). Staff and admin.
 */
async function jobReference(id: string) {
  const row = await getDb()
    .selectFrom("print_jobs")
    .select(["reference"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row?.reference ?? null;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireBillingAccess(context, request);
  const reference = await jobReference(params.id);
  if (!reference) throw data({ message: "Not found" }, { status: 404 });
  const [latest] = await jobQuotes(params.id);
  const values: Record<string, string> = {};
  if (latest) {
    latest.lines.forEach((l, i) => {
      values[`lines.${i}.description`] = l.description;
      values[`lines.${i}.quantity`] = quantityLabel(l.quantityMilli);
      values[`lines.${i}.unit`] = l.unit;
      values[`lines.${i}.rate`] = paiseToInput(l.ratePaise);
      const item = l.productId
        ? `product:${l.productId}`
        : l.serviceId
          ? `service:${l.serviceId}`
          : "";
      if (item) values[`lines.${i}.item`] = item;
    });
    if (latest.discountPaise) values.discount = paiseToInput(latest.discountPaise);
    values.validUntil = latest.validUntil;
    values.turnaround = String(latest.turnaroundDays);
    values.notes = latest.notes ?? "";
  }
  return {
    id: params.id,
    reference,
    values,
    hasQuote: !!latest,
    choices: await catalogueOptions(),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireBillingAccess(context, request);
  const c = quotesContent[getPreferences(context).locale];
  const values = formValues(await request.formData());
  const parsed = parseQuote(values, c.messages, await catalogueItems(values));
  if (!parsed.ok) {
    return formFailure(context, {
      status: 400,
      toast: { title: c.checkForm },
      errors: parsed.errors,
      values,
    });
  }
  const saved = await saveQuoteVersion(params.id, parsed.data, user.id);
  if (!saved.ok) {
    if (saved.reason === "no-job") throw data({ message: "Not found" }, { status: 404 });
    return formFailure(context, {
      status: 409,
      toast: { title: saved.reason === "closed" ? c.closed : c.busy },
      values,
    });
  }
  return redirectWithToast(`/billing/jobs/${params.id}`, {
    title: fill(c.saved, { version: saved.version }),
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: `${quotesContent[metaLocale(matches)].title} ${loaderData?.reference ?? ""}` },
  { name: "robots", content: "noindex" },
];

export default function QuoteFormPage({ loaderData, actionData }: Route.ComponentProps) {
  const { id, reference, values, hasQuote, choices } = loaderData;
  const c = quotesContent[useLocale()];
  const answer = useActionAnswer(actionData);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageHeader
        title={
          <>
            {hasQuote ? c.change : c.write} <span translate="no">{reference}</span>
          </>
        }
        backTo={`/billing/jobs/${id}`}
        backLabel={c.back}
      />
      <QuoteForm
        errors={answer.errors}
        values={actionData ? answer.values : values}
        choices={choices}
        busy={answer.busy}
      />
    </div>
  );
}
