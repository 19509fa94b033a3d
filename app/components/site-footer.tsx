import { Glyph } from "~/components/ui/icon";
import {
  Clock,
  Mail,
  Map as MapIcon,
  MapPin,
  MessageCircle,
  Phone,
  ShoppingBag,
} from "lucide-react";
import { Link } from "react-router";
import { useRootData } from "~/lib/root-data";
import { openingHoursLines, type PublicBusiness } from "~/lib/business";
import { useLocale, useT } from "~/lib/i18n/i18n";
import { footerLinks, policyLinks, type NavItem } from "./site-nav-links";
import { FacebookIcon, InstagramIcon, YoutubeIcon } from "./social-icons";

function scrollToTop() {
  window.scrollTo({ top: 0, behavior: "smooth" });
}

/** The footer's links: a short class of app/app.css (decision 042). */
const linkClass = "foot-link";

function FooterLinks({ title, items }: { title: string; items: NavItem[] }) {
  const t = useT();
  return (
    <div>
      <h2 className="text-base font-semibold text-white">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} onClick={scrollToTop} className={linkClass}>
              {t(item.label)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

const iconClass = "mt-0.5 size-4 shrink-0";

/**
 * The shop's details from the business settings (the owner's, over the environment's): address,
 * phone, WhatsApp, e-mail, hours and map link; a detail left empty is not shown.
 */
function FooterContact({ business }: { business: PublicBusiness }) {
  const t = useT();
  const locale = useLocale();
  const hours = openingHoursLines(business.hours, locale);
  return (
    <div>
      <h2 className="text-base font-semibold text-white">{t("footer.contact")}</h2>
      <ul className="mt-3 space-y-3 text-sm" data-testid="footer-contact">
        {business.address ? (
          <li className="flex gap-2">
            <Glyph icon={MapPin} className={iconClass} />
            <span>
              <span className="sr-only">{`${t("footer.address")}: `}</span>
              {business.address}
            </span>
          </li>
        ) : null}
        <li className="flex gap-2">
          <Glyph icon={Phone} className={iconClass} />
          <a href={`tel:${business.phone.replace(/\s/g, "")}`} className={linkClass}>
            <span className="sr-only">{`${t("footer.phone")}: `}</span>
            {business.phone}
          </a>
        </li>
        <li className="flex gap-2">
          <Glyph icon={MessageCircle} className={iconClass} />
          <a
            href={`https://wa.me/${business.whatsappNumber}`}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClass}
          >
            {t("footer.whatsapp")}
            <span className="sr-only">{` ${t("nav.newTab")}`}</span>
          </a>
        </li>
        {business.email ? (
          <li className="flex gap-2">
            <Glyph icon={Mail} className={iconClass} />
            <a href={`mailto:${business.email}`} className={linkClass}>
              <span className="sr-only">{`${t("footer.email")}: `}</span>
              {business.email}
            </a>
          </li>
        ) : null}
        {hours.length ? (
          <li className="flex gap-2">
            <Glyph icon={Clock} className={iconClass} />
            <span>
              <span className="sr-only">{`${t("footer.hours")}: `}</span>
              {hours.join(", ")}
            </span>
          </li>
        ) : null}
        {business.mapUrl ? (
          <li className="flex gap-2">
            <Glyph icon={MapIcon} className={iconClass} />
            <a
              href={business.mapUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={linkClass}
            >
              {t("footer.map")}
              <span className="sr-only">{` ${t("nav.newTab")}`}</span>
            </a>
          </li>
        ) : null}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  const t = useT();
  const { business, year } = useRootData();
  const social = [
    { href: business.social.facebook, label: "Facebook", Icon: FacebookIcon },
    { href: business.social.instagram, label: "Instagram", Icon: InstagramIcon },
    { href: business.social.youtube, label: "YouTube", Icon: YoutubeIcon },
  ];
  return (
    <footer className="mt-auto bg-slate-900 text-slate-300 print:hidden dark:bg-black">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{business.name}</p>
          <p className="mt-3 text-sm">{t("footer.about")}</p>
          <h2 className="mt-6 text-base font-semibold text-white">{t("footer.follow")}</h2>
          <ul className="mt-3 flex gap-3">
            {social.map(({ href, label, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex size-10 items-center justify-center rounded-full bg-slate-800 hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-white"
                >
                  <Icon className="size-5" />
                  <span className="sr-only">{`${label} ${t("nav.newTab")}`}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <FooterLinks title={t("footer.quickLinks")} items={footerLinks} />
          <Link
            to="/limrakart"
            onClick={scrollToTop}
            className={`mt-4 inline-flex items-center gap-2 text-sm font-semibold text-white ${linkClass}`}
          >
            <Glyph icon={ShoppingBag} className="size-4" />
            {t("footer.shop")}
          </Link>
        </div>
        <FooterLinks title={t("footer.policies")} items={policyLinks} />
        <FooterContact business={business} />
      </div>
      <div className="border-t border-slate-800 py-4 text-center text-sm">
        <p>{t("footer.copyright", { year, business: business.name })}</p>
      </div>
    </footer>
  );
}
