import { useState } from "react";
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/bill-form";
import { Field } from "~/components/ui/field";
import { BackLink } from "~/components/ui/page-header";
import { Money } from "~/components/ui/money";
import { buttonClass, cardClass, inputClass, mutedText } from "~/components/ui/styles";
import { useActionAnswer } from "~/components/use-action-answer";
import { formatDate, paiseToInput, parseRupeesToPaise } from "~/lib/format";
import { formValues, parseWith } from "~/lib/forms";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { formFailure } from "~/platform/form-response.server";
import { logger } from "~/platform/logger.server";
import { redirectWithToast } from "~/platform/toast.server";
import { createBill, getBill, nextBillNumberPreview, updateBill } from "../bills.server";
import { billSchema } from "../schema";
import { billTotals, statusLabel } from "../../money";

/**
 * New Bill, or Edit Bill when opened with `?id=` (a reload keeps the bill). The number and date
 * are given by the server; Final Total and Balance follow the figures as they are typed.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireBillingAccess(context, request);
  const id = new URL(request.url).searchParams.get("id");
  if (id) {
    const bill = await getBill(id);
    if (!bill)
      throw data(
        { message: "This bill does not exist (it may have been deleted)." },
        { status: 404 },
      );
    return { bill, number: bill.number, date: bill.createdAt };
  }
  return { bill: null, number: await nextBillNumberPreview(), date: new Date().toISOString() };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.bill ? "Edit Bill" : "New Bill"} — Billing` },
  { name: "robots", content: "noindex" },
];

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireBillingAccess(context, request);
  const values = formValues(await request.formData());
  const parsed = parseWith(billSchema, values);
  if (!parsed.success) {
    return formFailure(context, {
      status: 400,
      toast: { title: "Error", description: "Failed to save complaint. Please try again." },
      errors: parsed.errors,
      values,
    });
  }
  try {
    if (values.id) {
      const bill = await updateBill(values.id, parsed.data, user.id);
      if (!bill)
        return formFailure(context, {
          status: 404,
          toast: { title: "Error", description: "This bill no longer exists." },
        });
      return redirectWithToast("/billing/old-complaint", {
        title: `Bill ${bill.number} updated successfully!`,
      });
    }
    const created = await createBill(parsed.data, user.id);
    if (!created.ok) {
      return formFailure(context, {
        status: 409,
        toast: {
          title: "Error",
          description: "Bill number already exists. Please refresh and try again.",
        },
        values,
      });
    }
    return redirectWithToast(`/billing/complaint-preview?id=${created.id}`, {
      title: `Bill ${created.number} created successfully!`,
    });
  } catch (error) {
    logger.error("saving a bill failed", { error: String(error) });
    return formFailure(context, {
      status: 500,
      toast: { title: "Error", description: "Failed to save complaint. Please try again." },
      values,
    });
  }
}

const MONEY = ["amount", "discount", "advance", "received"] as const;

export default function BillForm({ loaderData, actionData }: Route.ComponentProps) {
  const { bill, number, date } = loaderData;
  const { errors, values, busy } = useActionAnswer(actionData);
  const initial = (k: (typeof MONEY)[number]) =>
    values[k] ?? (bill ? paiseToInput(bill[`${k}Paise` as const]) : "");
  const [money, setMoney] = useState(
    () =>
      Object.fromEntries(MONEY.map((k) => [k, initial(k)])) as Record<
        (typeof MONEY)[number],
        string
      >,
  );
  const paise = (k: (typeof MONEY)[number]) => parseRupeesToPaise(money[k] || "0") ?? 0;
  const { finalTotalPaise, balancePaise } = billTotals({
    amountPaise: paise("amount"),
    discountPaise: paise("discount"),
    advancePaise: paise("advance"),
    receivedPaise: paise("received"),
  });
  const title = bill ? "Edit Bill" : "New Bill";
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <BackLink to={bill ? "/billing/old-complaint" : "/billing/service"}>
        {bill ? "Back to Old Bills" : "Back to Service"}
      </BackLink>
      <h1 className="mt-4 text-3xl font-bold">{title}</h1>
      <Form method="post" noValidate className={`${cardClass} mt-6 grid gap-4 p-6 sm:grid-cols-2`}>
        {bill ? <input type="hidden" name="id" value={bill.id} /> : null}
        <div>
          <label htmlFor="number" className="text-sm font-semibold">
            Bill No.
          </label>
          <input
            id="number"
            value={number}
            readOnly
            className={`${inputClass} bg-slate-100 dark:bg-slate-800`}
          />
          {!bill ? (
            <p className={`mt-1 text-xs ${mutedText}`}>Given when the bill is saved.</p>
          ) : null}
        </div>
        <div>
          <label htmlFor="date" className="text-sm font-semibold">
            Date
          </label>
          <input
            id="date"
            value={formatDate(date)}
            readOnly
            className={`${inputClass} bg-slate-100 dark:bg-slate-800`}
          />
        </div>
        <Field name="customerName" label="Customer Name" requiredMark errors={errors}>
          {(a) => (
            <input
              {...a}
              defaultValue={values.customerName ?? bill?.customerName ?? ""}
              className={inputClass}
            />
          )}
        </Field>
        <Field name="customerPhone" label="Phone" errors={errors}>
          {(a) => (
            <input
              {...a}
              type="tel"
              inputMode="tel"
              defaultValue={values.customerPhone ?? bill?.customerPhone ?? ""}
              className={inputClass}
            />
          )}
        </Field>
        <div className="sm:col-span-2">
          <Field name="customerAddress" label="Address" errors={errors}>
            {(a) => (
              <input
                {...a}
                defaultValue={values.customerAddress ?? bill?.customerAddress ?? ""}
                className={inputClass}
              />
            )}
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Field name="particulars" label="Particulars" requiredMark errors={errors}>
            {(a) => (
              <textarea
                {...a}
                rows={3}
                defaultValue={values.particulars ?? bill?.particulars ?? ""}
                className={inputClass}
              />
            )}
          </Field>
        </div>
        {MONEY.map((k) => (
          <Field
            key={k}
            name={k}
            label={`${k[0]!.toUpperCase()}${k.slice(1)} (₹)`}
            requiredMark={k === "amount"}
            errors={errors}
          >
            {(a) => (
              <input
                {...a}
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                value={money[k]}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setMoney((m) => ({ ...m, [k]: value }));
                }}
                className={inputClass}
              />
            )}
          </Field>
        ))}
        {bill ? (
          <Field name="status" label="Status" errors={errors}>
            {(a) => (
              <select
                {...a}
                defaultValue={
                  values.status ??
                  (bill.status === "completed"
                    ? "completed"
                    : bill.status === "pending"
                      ? "pending"
                      : bill.status)
                }
                className={inputClass}
              >
                {(
                  [
                    "pending",
                    "completed",
                    ...(["in_progress", "paid"].includes(bill.status) ? [bill.status] : []),
                  ] as string[]
                ).map((s) => (
                  <option key={s} value={s}>
                    {statusLabel(s)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        <dl
          className="grid gap-2 rounded-md bg-slate-100 p-4 sm:col-span-2 dark:bg-slate-800"
          aria-live="polite"
        >
          <div className="flex justify-between font-semibold">
            <dt>Final Total</dt>
            <dd data-testid="final-total">
              <Money paise={finalTotalPaise} />
            </dd>
          </div>
          <div className="flex justify-between text-lg font-bold">
            <dt>Balance</dt>
            <dd
              data-testid="balance"
              className={
                balancePaise > 0
                  ? "text-red-700 dark:text-red-300"
                  : balancePaise < 0
                    ? "text-green-700 dark:text-green-400"
                    : undefined
              }
            >
              <Money paise={balancePaise} />
            </dd>
          </div>
        </dl>
        <div className="flex gap-3 sm:col-span-2">
          <button type="submit" disabled={busy} className={buttonClass.primary}>
            {busy ? "Saving..." : bill ? "Update Bill" : "Create Bill"}
          </button>
          <Link
            to={bill ? "/billing/old-complaint" : "/billing/service"}
            className={buttonClass.outline}
          >
            Cancel
          </Link>
        </div>
      </Form>
    </div>
  );
}
