import { Clock, Mail, Phone, ShieldCheck } from "~/components/ui/icons";
import { cardClass, mutedText } from "~/components/ui/styles";
import { openingHoursLines } from "~/lib/business";
import { useLocale } from "~/lib/i18n/i18n";
import { useRootData } from "~/lib/root-data";
import type { PlaceOrderContent } from "../content/types";
import { telHref } from "~/lib/phone";

const iconClass = "size-5 text-brand-600 dark:text-brand-100";

/** "Need help?": the shop's phone, email and hours. */
function OrderHelp({ content }: { content: PlaceOrderContent["help"] }) {
  const { business } = useRootData();
  const locale = useLocale();
  return (
    <section aria-labelledby="help-heading" className={`${cardClass} p-6`}>
      <h2 id="help-heading" className="text-xl font-bold">
        {content.heading}
      </h2>
      <p className={`mt-2 ${mutedText}`}>{content.text}</p>
      <ul className="mt-4 space-y-3">
        <li className="flex items-center gap-2">
          <Phone aria-hidden className={iconClass} />
          <a
            href={telHref(business.phone)}
            className="font-semibold underline-offset-4 hover:underline"
          >
            <span className="sr-only">{content.call}: </span>
            {business.phone}
          </a>
        </li>
        {business.email ? (
          <li className="flex items-center gap-2">
            <Mail aria-hidden className={iconClass} />
            <a
              href={`mailto:${business.email}`}
              className="font-semibold break-all underline-offset-4 hover:underline"
            >
              <span className="sr-only">{content.email}: </span>
              {business.email}
            </a>
          </li>
        ) : null}
        <li className={`flex items-center gap-2 ${mutedText}`}>
          <Clock aria-hidden className="size-5 shrink-0 text-brand-600 dark:text-brand-100" />
          <span>
            <span className="sr-only">{content.hours}: </span>
            {openingHoursLines(business.hours, locale).join(", ")}
          </span>
        </li>
      </ul>
    </section>
  );
}

/** What happens after ordering, as numbered steps. */
function OrderSteps({ content }: { content: PlaceOrderContent["steps"] }) {
  return (
    <section aria-labelledby="steps-heading" className={`${cardClass} p-6`}>
      <h2 id="steps-heading" className="text-xl font-bold">
        {content.heading}
      </h2>
      <ol className="mt-4 space-y-4">
        {content.items.map((step, i) => (
          <li key={step.title} className="flex gap-3">
            <span
              aria-hidden
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
            >
              {i + 1}
            </span>
            <div>
              <h3 className="font-semibold">{step.title}</h3>
              <p className={`text-sm ${mutedText}`}>{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The order page's side column: help, steps and the quality guarantee. */
export function OrderAside({ content }: { content: PlaceOrderContent }) {
  return (
    <aside className="space-y-6">
      <OrderHelp content={content.help} />
      <OrderSteps content={content.steps} />
      <section
        aria-labelledby="guarantee-heading"
        className={`${cardClass} bg-green-50 p-6 dark:bg-slate-900`}
      >
        <h2 id="guarantee-heading" className="flex items-center gap-2 text-xl font-bold">
          <ShieldCheck aria-hidden className="size-6 text-green-700 dark:text-green-400" />
          {content.guarantee.title}
        </h2>
        <p className={`mt-2 ${mutedText}`}>{content.guarantee.text}</p>
      </section>
    </aside>
  );
}
