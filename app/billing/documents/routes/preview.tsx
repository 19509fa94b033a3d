import { Download, FilePlus2, MessageCircle, Printer } from "lucide-react";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/preview";
import { BackLink } from "~/components/ui/page-header";
import { Money } from "~/components/ui/money";
import { buttonClass, mutedText } from "~/components/ui/styles";
import { formatDate, formatRupees } from "~/lib/format";
import { useRootData } from "~/lib/root-data";
import { whatsappLink } from "~/lib/whatsapp";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { getBill } from "../../bills/bills.server";

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
  const phoneDigits = bill.customerPhone?.replace(/\D/g, "") ?? "";
  const summary = [
    `${business.name} — Bill ${bill.number} (${formatDate(bill.createdAt)})`,
    `${bill.customerName}: ${bill.particulars}`,
    `Total ${formatRupees(bill.finalTotalPaise)}, paid ${formatRupees(bill.advancePaise + bill.receivedPaise)}, balance ${formatRupees(bill.balancePaise)}.`,
  ].join("\n");
  const rows: [string, number, boolean?][] = [
    ["Amount", bill.amountPaise],
    ["Discount", bill.discountPaise],
    ["Final Total", bill.finalTotalPaise, true],
    ["Advance", bill.advancePaise],
    ["Received", bill.receivedPaise],
    ["Balance", bill.balancePaise, true],
  ];
  return (
    <div
      className={`mx-auto max-w-3xl px-4 py-10 print:p-0 ${receipt ? "print-page-receipt" : "print-page-a4"}`}
    >
      <div className="flex flex-wrap gap-2 print:hidden">
        <BackLink to="/billing/old-complaint" variant="button">
          Back
        </BackLink>
        <button type="button" onClick={() => window.print()} className={buttonClass.primary}>
          <Printer aria-hidden className="size-4" />
          Print
        </button>
        <Link
          to={receipt ? `?id=${bill.id}` : `?id=${bill.id}&layout=receipt`}
          className={buttonClass.outline}
          preventScrollReset
          replace
        >
          {receipt ? "A4 layout" : "80 mm receipt layout"}
        </Link>
        <a
          href={`/billing/complaint-preview/pdf?id=${bill.id}`}
          download={`${bill.number}.pdf`}
          className={buttonClass.outline}
        >
          <Download aria-hidden className="size-4" />
          Download PDF
        </a>
        {phoneDigits ? (
          <a
            href={whatsappLink(
              phoneDigits.length === 10 ? `91${phoneDigits}` : phoneDigits,
              summary,
            )}
            target="_blank"
            rel="noopener noreferrer"
            className={`${buttonClass.outline} border-green-700 text-green-800`}
          >
            <MessageCircle aria-hidden className="size-4" />
            Share on WhatsApp
          </a>
        ) : null}
        <Link to="/billing/new-complaint" className={buttonClass.outline}>
          <FilePlus2 aria-hidden className="size-4" />
          Create New
        </Link>
      </div>

      <article
        data-testid="bill-preview"
        className={`mt-6 rounded-lg border border-slate-200 bg-white p-8 text-slate-900 shadow-sm print:mt-0 print:border-0 print:shadow-none ${
          receipt ? "mx-auto max-w-[80mm] p-3 text-xs print:p-0" : ""
        }`}
      >
        <header className="border-b-2 border-brand-600 pb-4 text-center">
          <h1 className={receipt ? "text-base font-bold" : "text-2xl font-bold"}>
            {business.name}
          </h1>
          <p className="text-sm">{business.tagline}</p>
          <p className="text-sm">{business.address}</p>
          <p className="text-sm">
            {business.phone} · {business.email}
          </p>
        </header>
        <div className={`mt-4 flex justify-between gap-4 ${receipt ? "flex-col" : ""}`}>
          <p>
            <span className="font-semibold">Bill No: </span>
            <span data-testid="bill-number">{bill.number}</span>
          </p>
          <p>
            <span className="font-semibold">Date: </span>
            {formatDate(bill.createdAt)}
          </p>
        </div>
        <section className="mt-4">
          <h2 className="font-semibold">Customer</h2>
          <p>{bill.customerName}</p>
          {bill.customerPhone ? <p>{bill.customerPhone}</p> : null}
          {bill.customerAddress ? <p>{bill.customerAddress}</p> : null}
        </section>
        <section className="mt-4">
          <h2 className="font-semibold">Particulars</h2>
          <p className="whitespace-pre-line">{bill.particulars}</p>
        </section>
        <dl className="mt-6 ml-auto max-w-xs space-y-1">
          {rows.map(([label, paise, strong]) => (
            <div
              key={label}
              className={`flex justify-between ${strong ? "border-t border-slate-300 pt-1 font-bold" : ""}`}
            >
              <dt>{label}</dt>
              <dd
                data-testid={`preview-${label.toLowerCase().replace(" ", "-")}`}
                className={
                  label === "Balance"
                    ? paise > 0
                      ? "text-red-700"
                      : paise < 0
                        ? "text-green-700"
                        : undefined
                    : undefined
                }
              >
                <Money paise={paise} />
              </dd>
            </div>
          ))}
        </dl>
        <p className={`mt-8 text-center text-xs ${mutedText}`}>Thank you for your business.</p>
      </article>
    </div>
  );
}
