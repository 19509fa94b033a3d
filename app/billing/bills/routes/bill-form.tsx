import { data, Form } from "react-router";
import type { Route } from "./+types/bill-form";
import { PaymentsPanel } from "../../payments";
import { paymentsPanelData } from "../../payments/index.server";
import { Button } from "~/components/ui/button";
import { BackLink } from "~/components/ui/page-header";
import { cardClass } from "~/components/ui/styles";
import { useActionAnswer } from "~/components/use-action-answer";
import { formatDate } from "~/lib/format";
import { fill, type FormFailure, formValues, parseWith } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { getPreferences } from "~/platform/preferences.server";
import { formFailure } from "~/platform/form-response.server";
import { logger } from "~/platform/logger.server";
import { redirectWithToast } from "~/platform/toast.server";
import {
  createBill,
  getBill,
  getBillLines,
  lineItemOptions,
  nextBillNumberPreview,
  updateBill,
} from "../bills.server";
import { shortageMessage, type StockShortage } from "../bill-stock.server";
import { filledFromItems, reshapedValues } from "../lines";
import { linkedLineItems } from "../line-items.server";
import { billSchemaFor } from "../schema";
import { billCopy, billToastCopy } from "../content";
import { billingCopy, billingTitle, metaLocale } from "../../content";
import {
  AdvanceFields,
  BillStatusField,
  CancelledNotice,
  CustomerFields,
  ErrorSummary,
  ReadOnlyField,
} from "../components/bill-form-fields";
import { AddLineButton, LinesTable } from "../components/bill-lines";
import { BillTotals, DiscountFields } from "../components/bill-totals";
import { useBillForm } from "../components/use-bill-form";
import type { Suggestion } from "../components/customer-lookup";
import { type CustomerFill, customerFill, customerStep } from "../customer-pick.server";
import { keepDataWhenOffline } from "~/lib/app-worker";
import { DraftNotice, sendOrKeepDraft } from "../../offline";

/**
 * New Bill, or Edit Bill when opened with `?id=` (a reload keeps the bill). The number and date
 * are given by the server; the lines' amounts and the totals follow the figures as they are typed.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireBillingAccess(context, request);
  const id = new URL(request.url).searchParams.get("id");
  const items = await lineItemOptions();
  if (id) {
    const bill = await getBill(id);
    if (!bill)
      throw data(
        { message: billToastCopy[getPreferences(context).locale].notFound },
        { status: 404 },
      );
    return {
      customer: null,
      bill,
      payments: await paymentsPanelData(bill.id),
      lines: await getBillLines(bill.id),
      items,
      number: bill.number,
      date: bill.createdAt,
      idempotencyKey: null,
    };
  }
  const number = await nextBillNumberPreview();
  // Opened for one customer (the customer page's New bill): the customer's fields filled in; an
  // unknown id is ignored (decision 069).
  const customer = await customerFill(new URL(request.url).searchParams.get("customer"));
  return {
    customer,
    bill: null,
    payments: null,
    lines: [],
    items,
    number,
    date: new Date().toISOString(),
    // Made when the form opens: saving it twice (a draft sent again) is one bill (decision 050).
    idempotencyKey: crypto.randomUUID(),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const locale = metaLocale(matches);
  const c = billCopy[locale].form;
  return [
    { title: billingTitle(locale, loaderData?.bill ? c.editBill : c.newBill) },
    { name: "robots", content: "noindex" },
  ];
};

/**
 * "Add line" and "Remove line N" sent without JavaScript: the same form again, values kept, a
 * row more or less; nothing is saved.
 */
function reshaped(values: Record<string, string>) {
  const intent = values.intent ?? "";
  const remove = /^remove-line:(\d{1,3})$/.exec(intent);
  if (intent !== "add-line" && !remove) return null;
  const body: FormFailure = {
    ok: false,
    toast: null,
    errors: {},
    values: reshapedValues(values, remove ? { remove: Number(remove[1]) } : { add: true }),
  };
  return data(body);
}

/** The form again after Find customer: what was typed, and the customers found. */
type FoundAnswer = FormFailure & {
  found: { q: string; matches: Suggestion[] } | null;
};

/** Find customer and a pick of its matches (without JavaScript): the form again, nothing saved. */
async function customerAnswer(sent: Record<string, string>) {
  const step = await customerStep(sent);
  if (!step) return null;
  const { intent: _intent, ...typed } = sent;
  const body: FoundAnswer = {
    ok: false,
    toast: null,
    errors: {},
    values: step.kind === "picked" ? step.values : typed,
    found: step.kind === "found" ? { q: step.q, matches: step.matches } : null,
  };
  return data(body);
}

/**
 * The customer boxes' values — the answer's, else the customer the form was opened for (only
 * those boxes: the rest start as a new bill's) — and what Find customer found.
 */
function customerPart(actionData: unknown, customer: CustomerFill | null, values: Values) {
  const found = isFound(actionData) ? actionData.found : null;
  return { values: actionData || !customer ? values : customer, found };
}

const isFound = (a: unknown): a is FoundAnswer =>
  typeof a === "object" && a !== null && "found" in a;

type Values = Record<string, string>;

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireBillingAccess(context, request);
  const sent = formValues(await request.formData());
  const customer = await customerAnswer(sent);
  if (customer) return customer;
  // An item picked without JavaScript fills the row's empty description and rate (and unit) as
  // the browser does on picking; the form comes back to be checked before it is saved.
  const filled = filledFromItems(sent, await linkedLineItems(sent));
  const values = filled ?? sent;
  const again = reshaped(values);
  if (again) return again;
  const locale = getPreferences(context).locale;
  const t = billToastCopy[locale];
  if (filled)
    return formFailure(context, {
      status: 200,
      toast: { variant: "default", title: t.filledTitle, description: t.filledFromItems },
      values,
    });
  const title = billingCopy[locale].errorTitle;
  const parsed = parseWith(billSchemaFor(locale), values);
  if (!parsed.success) {
    return formFailure(context, {
      status: 400,
      toast: { title, description: t.saveFailed },
      errors: parsed.errors,
      values,
    });
  }
  // More than the stock has: 409, the form again as typed, the message naming what is left.
  const short = (items: StockShortage[]) =>
    formFailure(context, {
      status: 409,
      toast: { title, description: shortageMessage(items, locale) },
      errors: { lines: shortageMessage(items, locale) },
      values,
    });
  try {
    if (values.id) {
      const updated = await updateBill(values.id, parsed.data, user.id);
      if (!updated.ok && updated.reason === "short") return short(updated.items);
      if (!updated.ok)
        return formFailure(context, {
          status: updated.reason === "not-found" ? 404 : 409,
          toast: {
            title,
            description: updated.reason === "not-found" ? t.noLongerExists : t.cancelledNoChange,
          },
        });
      return redirectWithToast("/billing/old-complaint", {
        title: fill(t.updated, { number: updated.bill.number }),
      });
    }
    const created = await createBill(parsed.data, user.id);
    if (!created.ok && created.reason === "short") return short(created.items);
    if (!created.ok) {
      return formFailure(context, {
        status: 409,
        toast: { title, description: t.numberTaken },
        values,
      });
    }
    return redirectWithToast(`/billing/complaint-preview?id=${created.id}`, {
      title: fill(t.created, { number: created.number }),
    });
  } catch (error) {
    logger.error("saving a bill failed", { error: String(error) });
    return formFailure(context, {
      status: 500,
      toast: { title, description: t.saveFailed },
      values,
    });
  }
}

/** Without a network a new bill is kept on this device and sent later (decision 050). */
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return sendOrKeepDraft(request, serverAction);
}
export const shouldRevalidate = keepDataWhenOffline;

export default function BillForm({ loaderData, actionData }: Route.ComponentProps) {
  const { bill, payments, lines, items, number, date, idempotencyKey, customer } = loaderData;
  const { errors, values, busy } = useActionAnswer(actionData, "save");
  const form = useBillForm(bill, lines, values);
  const cancelled = !!bill?.cancelledAt;
  const back = bill ? "/billing/old-complaint" : "/billing/service";
  const locale = useLocale();
  const c = billCopy[locale].form;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <BackLink to={back}>{bill ? c.backToOldBills : billingCopy[locale].backToService}</BackLink>
      <h1 className="mt-4 text-3xl font-bold">{bill ? c.editBill : c.newBill}</h1>
      {bill ? <CancelledNotice bill={bill} /> : null}
      <DraftNotice answer={actionData} />
      <Form method="post" noValidate className={`${cardClass} mt-6 p-6 max-sm:p-4`}>
        {/* Enter in a box saves (the first submit button), never "Remove line 1". */}
        <button
          type="submit"
          name="intent"
          value="save"
          tabIndex={-1}
          aria-hidden
          className="sr-only"
        />
        {bill ? <input type="hidden" name="id" value={bill.id} /> : null}
        {idempotencyKey ? (
          <input
            type="hidden"
            name="idempotencyKey"
            value={values.idempotencyKey ?? idempotencyKey}
          />
        ) : null}
        <fieldset disabled={cancelled} className="grid gap-4 sm:grid-cols-2">
          <ErrorSummary errors={errors} />
          <ReadOnlyField
            id="number"
            label={c.billNo}
            value={number}
            note={bill ? undefined : c.numberNote}
          />
          <ReadOnlyField id="date" label={c.date} value={formatDate(date)} />
          <CustomerFields
            bill={bill}
            {...customerPart(actionData, customer, values)}
            errors={errors}
            linesText={lines.map((l) => l.description).join("; ")}
          />
          <LinesTable form={form} items={items} errors={errors} />
          <DiscountFields form={form} errors={errors} />
          {bill ? (
            <BillStatusField bill={bill} values={values} errors={errors} />
          ) : (
            <AdvanceFields form={form} values={values} errors={errors} />
          )}
          <BillTotals figures={form.figures} showPaid={!!bill} />
        </fieldset>
        {/* On a phone a bar stuck to the bottom of the screen, within thumb's reach (issue 23). */}
        <div className="bill-actions" data-testid="bill-save-bar">
          {cancelled ? null : <AddLineButton form={form} className="sm:hidden" />}
          {cancelled ? null : (
            <Button type="submit" name="intent" value="save" pending={busy} pendingText={c.saving}>
              {bill ? c.update : c.create}
            </Button>
          )}
          <Button variant="outline" to={back}>
            {cancelled ? c.back : c.cancel}
          </Button>
        </div>
      </Form>
      {bill && payments ? (
        <PaymentsPanel
          data={payments}
          redirectTo={`/billing/new-complaint?id=${bill.id}`}
          payRedirectTo={`/billing/new-complaint?id=${bill.id}`}
        />
      ) : null}
    </div>
  );
}
