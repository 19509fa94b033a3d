import { CircleCheck, Clock, Mail, MapPin, MessageCircle, Phone } from "~/components/ui/icons";
import { buttonClass, cardClass, mutedText, sectionClass } from "~/components/ui/styles";
import { SectionHeading } from "~/components/section-heading";
import { openingHoursLines } from "~/lib/business";
import { useLocale } from "~/lib/i18n/i18n";
import { useRootData } from "~/lib/root-data";
import type { ContactContent } from "../content/types";
import { telHref } from "~/lib/phone";

/** The contact page's promises under its hero ("Quick Response", …). */
export function ContactBadges({ badges }: { badges: string[] }) {
  return (
    <ul className="mx-auto -mt-6 flex max-w-4xl flex-wrap justify-center gap-3 px-4">
      {badges.map((badge) => (
        <li
          key={badge}
          className="flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-800 shadow dark:bg-slate-800 dark:text-brand-100"
        >
          <CircleCheck aria-hidden className="size-4 text-green-700 dark:text-green-400" />
          {badge}
        </li>
      ))}
    </ul>
  );
}

/** The four ways to reach the shop: visit, call, email, WhatsApp (`chat` is its link). */
export function ContactCards({
  content,
  label,
  chat,
}: {
  content: ContactContent["cards"];
  label: string;
  chat: string;
}) {
  const { business } = useRootData();
  const tel = telHref(business.phone);
  const cards = [
    {
      ...content.visit,
      text: business.address,
      href: business.mapUrl,
      Icon: MapPin,
      external: true,
    },
    { ...content.call, detail: business.phone, href: tel, Icon: Phone, external: false },
    {
      ...content.email,
      detail: business.email,
      href: `mailto:${business.email}`,
      Icon: Mail,
      external: false,
    },
    { ...content.whatsapp, href: chat, Icon: MessageCircle, external: true },
    // A detail the owner left empty in the settings (map link, e-mail) has no card.
  ].filter((card) => card.href !== "" && card.href !== "mailto:");
  return (
    <section aria-label={label} className={sectionClass}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map(({ Icon, ...card }) => (
          <li key={card.title} className={`${cardClass} flex flex-col p-6`}>
            <Icon aria-hidden className="size-8 text-brand-600 dark:text-brand-100" />
            <h2 className="mt-3 text-lg font-semibold">{card.title}</h2>
            <p className={`mt-1 flex-1 text-sm ${mutedText}`}>{card.text}</p>
            {"detail" in card && card.detail ? (
              <p className="mt-1 font-semibold break-all">{card.detail}</p>
            ) : null}
            <a
              href={card.href}
              {...(card.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
              className="mt-4 font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-100"
            >
              {card.action}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The office: map, address, opening hours and a WhatsApp button (`chat` is its link). */
export function OfficeCard({ content, chat }: { content: ContactContent["office"]; chat: string }) {
  const { business } = useRootData();
  const locale = useLocale();
  return (
    <section aria-labelledby="office-heading" className={`${cardClass} overflow-hidden`}>
      <iframe
        src={business.mapEmbedUrl}
        title={content.mapTitle}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        className="h-64 w-full border-0"
      />
      <div className="p-6">
        <h2 id="office-heading" className="text-2xl font-bold">
          {content.heading}
        </h2>
        <h3 className="mt-4 flex items-center gap-2 font-semibold">
          <MapPin aria-hidden className="size-5 text-brand-600 dark:text-brand-100" />
          {content.address}
        </h3>
        <address className={`mt-1 not-italic ${mutedText}`}>{business.address}</address>
        <h3 className="mt-4 flex items-center gap-2 font-semibold">
          <Clock aria-hidden className="size-5 text-brand-600 dark:text-brand-100" />
          {content.hours}
        </h3>
        <ul className={`mt-1 ${mutedText}`}>
          {openingHoursLines(business.hours, locale).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <a
          href={chat}
          target="_blank"
          rel="noopener noreferrer"
          className={`${buttonClass.primary} mt-6 bg-green-700 hover:bg-green-800`}
        >
          <MessageCircle aria-hidden className="size-5" />
          {content.whatsapp}
        </a>
      </div>
    </section>
  );
}

/** Frequently asked questions, each folded under its question. */
export function ContactFaq({ content }: { content: ContactContent["faq"] }) {
  return (
    <section aria-labelledby="faq-heading" className="bg-slate-50 dark:bg-slate-900">
      <div className={sectionClass}>
        <SectionHeading id="faq-heading" title={content.heading} />
        <div className="mx-auto max-w-3xl space-y-3">
          {content.items.map((item) => (
            <details key={item.question} className={`${cardClass} group p-4`}>
              <summary className="cursor-pointer font-semibold">{item.question}</summary>
              <p className={`mt-2 ${mutedText}`}>{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
