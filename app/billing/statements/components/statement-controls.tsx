import { CalendarDays, Download, MessageCircle } from "~/components/ui/icons";
import { PrintButton } from "~/components/ui/print-button";
import { Link } from "react-router";
import { DateField } from "~/components/date-field";
import { buttonClass, cardClass } from "~/components/ui/styles";
import { useLocale } from "~/lib/i18n/i18n";
import { statementPageContent } from "../content";
import { ClearLink, FilterButton, FilterForm } from "../../components/search-form";
import {
  type StatementLang,
  statementFileName,
  statementHref,
  statementPdfHref,
  type Statement,
} from "../statement";

const LANG_NAMES: Record<StatementLang, string> = { en: "English", ta: "தமிழ்" };

/**
 * The period shown: a GET form (`?from=&to=`, the language kept; works without JavaScript), no
 * later than today, and the link back to this month.
 */
export function RangeForm({
  statement: s,
  lang,
  today,
}: {
  statement: Statement;
  lang: StatementLang;
  today: string;
}) {
  const c = statementPageContent[useLocale()];
  return (
    <section aria-labelledby="range-heading" className={`${cardClass} mt-6 p-5 print:hidden`}>
      <h2 id="range-heading" className="font-semibold">
        {c.period}
      </h2>
      <FilterForm landmark={false} className="mt-3 flex flex-wrap items-end gap-3">
        <DateField name="from" label={c.from} max={today} value={s.from} />
        <DateField name="to" label={c.to} max={today} value={s.to} />
        <input type="hidden" name="language" value={lang} />
        <FilterButton icon={<CalendarDays aria-hidden className="size-4" />}>{c.show}</FilterButton>
        <ClearLink to={statementHref(s.customer.id, { lang })}>{c.thisMonth}</ClearLink>
      </FilterForm>
      <nav aria-label={c.languageNav} className="mt-4 flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold">{c.language}</span>
        {(["en", "ta"] as const).map((l) => (
          <Link
            key={l}
            lang={l}
            translate="no"
            to={statementHref(s.customer.id, { from: s.from, to: s.to, lang: l })}
            aria-current={l === lang ? "true" : undefined}
            className={l === lang ? buttonClass.primary : buttonClass.outline}
          >
            {LANG_NAMES[l]}
          </Link>
        ))}
      </nav>
    </section>
  );
}

/** Print, Download PDF and Share on WhatsApp (only with the customer's mobile). */
export function StatementActions({
  statement: s,
  lang,
  whatsappHref,
}: {
  statement: Statement;
  lang: StatementLang;
  whatsappHref: string | null;
}) {
  const c = statementPageContent[useLocale()];
  return (
    <>
      <PrintButton />
      <a
        href={statementPdfHref(s.customer.id, { from: s.from, to: s.to, lang })}
        download={statementFileName(s)}
        className={buttonClass.outline}
      >
        <Download aria-hidden className="size-4" />
        {c.downloadPdf}
      </a>
      {whatsappHref ? (
        <a
          href={whatsappHref}
          target="_blank"
          rel="noopener noreferrer"
          className={`${buttonClass.outline} border-green-700 text-green-800 dark:border-green-400 dark:text-green-300`}
          data-testid="statement-whatsapp"
        >
          <MessageCircle aria-hidden className="size-4" />
          {c.shareWhatsApp}
        </a>
      ) : null}
    </>
  );
}
