import { Input, Select } from "~/components/ui/field";
import { Money } from "~/components/ui/money";
import { mutedText } from "~/components/ui/styles";
import { amountInWords } from "~/lib/amount-in-words";
import { formatRupees } from "~/lib/format";
import { fill, type FieldErrors } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import type { BillFigures } from "../../money";
import type { BillFormState } from "./use-bill-form";
import { billCopy } from "../content";

/** The discount (in ₹ or %) and the "Round off to the rupee" box. */
export function DiscountFields({ form, errors }: { form: BillFormState; errors: FieldErrors }) {
  const c = billCopy[useLocale()].totals;
  return (
    <div className="grid grid-cols-[6rem_1fr] items-start gap-2 sm:col-span-2 sm:grid-cols-[6rem_1fr_auto]">
      <Select
        name="discountKind"
        label={c.discountIn}
        value={form.discountKind}
        onChange={(e) => form.setDiscountKind(e.currentTarget.value)}
        options={[
          ["amount", "₹"],
          ["percent", "%"],
        ]}
      />
      <Input
        name="discount"
        label={form.discountKind === "percent" ? c.discountPercent : c.discountRupees}
        errors={errors}
        inputMode="decimal"
        autoComplete="off"
        value={form.discountText}
        onChange={(e) => form.setDiscountText(e.currentTarget.value)}
      />
      <label className="col-span-2 flex items-center gap-2 text-sm font-semibold sm:col-span-1 sm:mt-7">
        <input
          type="checkbox"
          name="roundOff"
          value="on"
          checked={form.round}
          onChange={(e) => form.setRound(e.currentTarget.checked)}
          className="size-4"
        />
        {c.roundOffBox}
      </label>
    </div>
  );
}

/** "+₹0.40", "−₹0.30", "₹0.00": a round-off with its sign. */
export function signedRupees(paise: number): string {
  if (paise === 0) return formatRupees(0);
  return `${paise > 0 ? "+" : "−"}${formatRupees(Math.abs(paise))}`;
}

function Row({
  label,
  testId,
  strong = false,
  className = "",
  children,
}: {
  label: string;
  testId: string;
  strong?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? "text-lg font-bold" : ""} ${className}`}>
      <dt>{label}</dt>
      <dd data-testid={testId} className="text-right">
        {children}
      </dd>
    </div>
  );
}

/**
 * The bill's figures as typed: Subtotal, Discount, Round off (its own line, with its sign),
 * Final Total with the amount in words, Paid (an edited bill), and the Balance — or the
 * customer's credit, in green, when more was paid than the bill asks.
 */
export function BillTotals({ figures, showPaid }: { figures: BillFigures; showPaid: boolean }) {
  const locale = useLocale();
  const c = billCopy[locale].totals;
  const credit = figures.balancePaise < 0;
  return (
    <dl
      className="grid gap-2 rounded-md bg-slate-100 p-4 sm:col-span-2 dark:bg-slate-800"
      aria-live="polite"
      data-testid="bill-totals"
    >
      <Row label={c.subtotal} testId="subtotal">
        <Money paise={figures.subtotalPaise} />
      </Row>
      <Row label={c.discount} testId="discount-amount">
        {figures.discountPaise ? `−${formatRupees(figures.discountPaise)}` : formatRupees(0)}
      </Row>
      <Row label={c.roundOff} testId="round-off">
        {signedRupees(figures.roundOffPaise)}
      </Row>
      <Row
        label={c.finalTotal}
        testId="final-total"
        strong
        className="border-t border-slate-300 pt-2 dark:border-slate-600"
      >
        <Money paise={figures.finalTotalPaise} />
      </Row>
      <div className={`text-right text-sm italic ${mutedText}`}>
        <dt className="sr-only">{c.inWords}</dt>
        {/* In the page's language, as the bill prints it (decision 075). */}
        <dd data-testid="amount-in-words" lang={locale} translate="no">
          {amountInWords(Math.max(0, figures.finalTotalPaise), locale)}
        </dd>
      </div>
      {showPaid ? (
        <Row label={c.paid} testId="paid">
          <Money paise={figures.paidPaise} />
        </Row>
      ) : null}
      <Row label={c.balance} testId="balance" strong>
        <span
          className={
            credit
              ? "text-green-700 dark:text-green-400"
              : figures.balancePaise > 0
                ? "text-red-700 dark:text-red-300"
                : undefined
          }
        >
          {credit
            ? fill(c.credit, { amount: formatRupees(-figures.balancePaise) })
            : formatRupees(figures.balancePaise)}
        </span>
      </Row>
    </dl>
  );
}
