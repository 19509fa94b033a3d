import { data, redirect } from "react-router";
import type { Route } from "./+types/preview";
import { useRootData } from "~/lib/root-data";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { getBill } from "../../bills/bills.server";
import { BillDocument } from "../components/bill-document";
import { PreviewActions } from "../components/preview-actions";

/**
 * Billing Preview of one bill (`?id=`): the business header and the bill's figures; Print (A4,
 * or `?layout=receipt` for an 80 mm receipt), Download PDF, Share on WhatsApp, Back, Create New.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireBillingAccess(context, request);
  const url = new URL(request.url);
  const id = url.searchParams.get("id");
  if (!id) throw redirect("/billing/old-complaint");
  const bill = await getBill(id);
  if (!bill)
    throw data(
      { message: "This bill does not exist (it may have been deleted)." },
      { status: 404 },
    );
  return { bill, receipt: url.searchParams.get("layout") === "receipt" };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.bill.number ?? "Bill"} — Billing Preview` },
  { name: "robots", content: "noindex" },
];

export default function Preview({ loaderData }: Route.ComponentProps) {
  const { bill, receipt } = loaderData;
  const { business } = useRootData();
  return (
    <div
      className={`mx-auto max-w-3xl px-4 py-10 print:p-0 ${receipt ? "print-page-receipt" : "print-page-a4"}`}
    >
      <PreviewActions bill={bill} receipt={receipt} />
      <BillDocument bill={bill} business={business} receipt={receipt} />
    </div>
  );
}
