import { Money } from "~/components/ui/money";
import { mutedText } from "~/components/ui/styles";
import { formatDate } from "~/lib/format";
import type { Bill } from "../../bills/bills.server";

type Business = { name: string; tagline: string; address: string; phone: string; email: string };

/** The printed bill: the business header, number and date, customer, particulars and figures. */
export function BillDocument({
  bill,
  business,
  receipt,
}: {
  bill: Bill;
  business: Business;
  /** The 80 mm receipt layout (else A4). */
  receipt: boolean;
}) {
  const rows: [string, number, boolean?][] = [
    ["Amount", bill.amountPaise],
    ["Discount", bill.discountPaise],
    ["Final Total", bill.finalTotalPaise, true],
    ["Advance", bill.advancePaise],
    ["Received", bill.receivedPaise],
    ["Balance", bill.balancePaise, true],
  ];
  return (
    <article
      data-testid="bill-preview"
      className={`mt-6 rounded-lg border border-slate-200 bg-white p-8 text-slate-900 shadow-sm print:mt-0 print:border-0 print:shadow-none ${
        receipt ? "mx-auto max-w-[80mm] p-3 text-xs print:p-0" : ""
      }`}
    >
      <header className="border-b-2 border-brand-600 pb-4 text-center">
        <h1 className={receipt ? "text-base font-bold" : "text-2xl font-bold"}>{business.name}</h1>
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
  );
}
