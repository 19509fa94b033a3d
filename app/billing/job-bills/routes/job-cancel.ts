import { redirect } from "react-router";
import type { Route } from "./+types/job-cancel";
import { cancelAction, type CancelLinkedBill } from "~/jobs/index.server";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { cancelBill } from "../../bills/index.server";

/**
 * /billing/jobs/:id/cancel — the job page's Cancel form (decision 099). It lives in billing because
 * a job with a bill cancels that bill by billing's own rule in the job's transaction, and billing
 * (the only writer of money, decision 101) may use jobs but not the other way round. Staff and
 * admin; a GET goes to the job's page.
 */
export function loader({ request, context, params }: Route.LoaderArgs) {
  requireBillingAccess(context, request);
  return redirect(`/billing/jobs/${params.id}`);
}

const billRule: CancelLinkedBill = async (trx, billId, opts, userId) => {
  const result = await cancelBill(billId, opts, userId, trx);
  return result.ok ? { ok: true, number: result.number } : { ok: false };
};

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireBillingAccess(context, request);
  return cancelAction(await request.formData(), params.id, user.id, context, billRule);
}
