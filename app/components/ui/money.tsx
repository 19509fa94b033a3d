import { formatRupees } from "~/lib/format";

/**
 * An amount of money as the business shows it (app/lib/format.ts): `<Money paise={12345650} />`
 * renders "₹1,23,456.50"; `whole` rounds to rupees (prices only), `short` leaves out ".00" and
 * keeps any paise (what is owed). Plain text unless a className asks for a span.
 */
export function Money({
  paise,
  whole = false,
  short = false,
  className,
}: {
  paise: number;
  whole?: boolean;
  short?: boolean;
  className?: string;
}) {
  const text = formatRupees(paise, { whole, short });
  return className ? <span className={className}>{text}</span> : <>{text}</>;
}
