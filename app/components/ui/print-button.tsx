import { useLocale } from "~/lib/i18n/i18n";
import { uiContent } from "./content";
import { Printer } from "./icons";
import { buttonClass } from "./styles";

/**
 * Print, the one print button of every screen that prints (bill, receipt, statement, the books):
 * it opens the browser's print dialog for this page, or with `href` goes to a print view of the
 * page's own (a plain link, so that view loads as a whole document; decision 084). Outlined next
 * to other actions; `primary` where printing is the page's first action (a receipt).
 */
export function PrintButton({
  href,
  variant = "outline",
}: {
  href?: string;
  variant?: "primary" | "outline";
}) {
  const label = uiContent[useLocale()].print;
  const content = (
    <>
      <Printer aria-hidden className="size-4" />
      {label}
    </>
  );
  if (href) {
    return (
      <a href={href} className={buttonClass[variant]}>
        {content}
      </a>
    );
  }
  return (
    <button type="button" onClick={() => window.print()} className={buttonClass[variant]}>
      {content}
    </button>
  );
}
