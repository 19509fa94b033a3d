import { data, Form } from "react-router";
import type { Route } from "./+types/bill-form";
import { Button } from "~/components/ui/button";
import { BackLink } from "~/components/ui/page-header";
import { cardClass } from "~/components/ui/styles";
import { useActionAnswer } from "~/components/use-action-answer";
import { formatDate } from "~/lib/format";
import { formValues, parseWith } from "~/lib/forms";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { formFailure } from "~/platform/form-response.server";
import { logger } from "~/platform/logger.server";
import { redirectWithToast } from "~/platform/toast.server";
import { createBill, getBill, nextBillNumberPreview, updateBill } from "../bills.server";
import { billSchema } from "../schema";
import {
  BillStatusField,
  BillTotals,
  CustomerFields,
  MoneyFields,
  ReadOnlyField,
  useBillMoney,
} from "../components/bill-form-fields";

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
      const updated = await updateBill(values.id, parsed.data, user.id);
      if (!updated.ok)
        return formFailure(context, {
          status: updated.reason === "not-found" ? 404 : 409,
          toast: {
            title: "Error",
            description:
              updated.reason === "not-found"
                ? "This bill no longer exists."
                : "This bill is cancelled and cannot be changed.",
          },
        });
      return redirectWithToast("/billing/old-complaint", {
        title: `Bill ${updated.bill.number} updated successfully!`,
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

export default function BillForm({ loaderData, actionData }: Route.ComponentProps) {
  const { bill, number, date } = loaderData;
  const { errors, values, busy } = useActionAnswer(actionData);
  const { money, setOne, finalTotalPaise, balancePaise } = useBillMoney(bill, values);
  const back = bill ? "/billing/old-complaint" : "/billing/service";
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <BackLink to={back}>{bill ? "Back to Old Bills" : "Back to Service"}</BackLink>
      <h1 className="mt-4 text-3xl font-bold">{bill ? "Edit Bill" : "New Bill"}</h1>
      <Form method="post" noValidate className={`${cardClass} mt-6 grid gap-4 p-6 sm:grid-cols-2`}>
        {bill ? <input type="hidden" name="id" value={bill.id} /> : null}
        <ReadOnlyField
          id="number"
          label="Bill No."
          value={number}
          note={bill ? undefined : "Given when the bill is saved."}
        />
        <ReadOnlyField id="date" label="Date" value={formatDate(date)} />
        <CustomerFields bill={bill} values={values} errors={errors} />
        <MoneyFields money={money} setOne={setOne} errors={errors} />
        {bill ? <BillStatusField bill={bill} values={values} errors={errors} /> : null}
        <BillTotals finalTotalPaise={finalTotalPaise} balancePaise={balancePaise} />
        <div className="flex gap-3 sm:col-span-2">
          <Button type="submit" pending={busy} pendingText="Saving...">
            {bill ? "Update Bill" : "Create Bill"}
          </Button>
          <Button variant="outline" to={back}>
            Cancel
          </Button>
        </div>
      </Form>
    </div>
  );
}
