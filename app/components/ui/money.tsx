import { formatRupees } from "~/lib/format";

/**
 * An amount of money as the business shows it (app/lib/format.ts): `<Money paise={12345650} />`
 * renders "₹1,23,456.50"; `whole` drops the paise. Plain text unless a className asks for a span.
 */
export function Money({
  paise,
  whole = false,
  className,
}: {
  paise: number;
  whole?: boolean;
  className?: string;
}) {
  const text = formatRupees(paise, { whole });
  return className ? <span className={className}>{text}</span> : <>{text}</>;
}
