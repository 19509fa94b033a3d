import { Glyph } from "~/components/ui/icon";
import {
  clock,
  mail,
  map as mapIcon,
  mapPin,
  messageCircle,
  phone,
  shoppingBag,
} from "~/components/ui/glyphs";
import { Link } from "react-router";
import { useRootData } from "~/lib/root-data";
import { openingHoursLines, type PublicBusiness } from "~/lib/business";
import { fill } from "~/lib/forms";
import { useLocale, useLayoutText } from "~/lib/i18n/i18n";
import { footerLinks, linkLabel, policyLinks, type NavItem } from "./site-nav-links";
import { FacebookIcon, InstagramIcon, YoutubeIcon } from "./social-icons";
import { telHref } from "~/lib/phone";

function scrollToTop() {
  window.scrollTo({ top: 0, behavior: "smooth" });
}

/** The footer's links: a short class of app/app.css (decision 042). */
const linkClass = "foot-link";

function FooterLinks({ title, items }: { title: string; items: NavItem[] }) {
  const t = useLayoutText();
  return (
    <div>
      <h2>{title}</h2>
      <ul className="space-y-2">
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} onClick={scrollToTop} className={linkClass}>
              {linkLabel(t, item.label)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The shop's details from the business settings (the owner's, over the environment's): address,
 * phone, WhatsApp, e-mail, hours and map link; a detail left empty is not shown.
 */
function FooterContact({ business }: { business: PublicBusiness }) {
  const t = useLayoutText();
  const locale = useLocale();
  const hours = openingHoursLines(business.hours, locale);
  return (
    <div>
      <h2>{t.footer.contact}</h2>
      <ul className="foot-contact" data-testid="footer-contact">
        {business.address ? (
          <li>
            <Glyph icon={mapPin} />
            <span>
              <span className="sr-only">{`${t.footer.address}: `}</span>
              <span translate="no">{business.address}</span>
            </span>
          </li>
        ) : null}
        <li>
          <Glyph icon={phone} />
          <a href={telHref(business.phone)} className={linkClass}>
            <span className="sr-only">{`${t.footer.phone}: `}</span>
            {business.phone}
          </a>
        </li>
        <li>
          <Glyph icon={messageCircle} />
          <a
            href={`https://wa.me/${business.whatsappNumber}`}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClass}
          >
            {t.footer.whatsapp}
            <span className="sr-only">{` ${t.nav.newTab}`}</span>
          </a>
        </li>
        {business.email ? (
          <li>
            <Glyph icon={mail} />
            <a href={`mailto:${business.email}`} className={linkClass}>
              <span className="sr-only">{`${t.footer.email}: `}</span>
              <span translate="no">{business.email}</span>
            </a>
          </li>
        ) : null}
        {hours.length ? (
          <li>
            <Glyph icon={clock} />
            <span>
              <span className="sr-only">{`${t.footer.hours}: `}</span>
              {hours.join(", ")}
            </span>
          </li>
        ) : null}
        {business.mapUrl ? (
          <li>
            <Glyph icon={mapIcon} />
            <a
              href={business.mapUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={linkClass}
            >
              {t.footer.map}
              <span className="sr-only">{` ${t.nav.newTab}`}</span>
            </a>
          </li>
        ) : null}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  const t = useLayoutText();
  const { business, year } = useRootData();
  const social = [
    { href: business.social.facebook, label: "Facebook", Icon: FacebookIcon },
    { href: business.social.instagram, label: "Instagram", Icon: InstagramIcon },
    { href: business.social.youtube, label: "YouTube", Icon: YoutubeIcon },
  ];
  return (
    <footer className="mt-auto bg-slate-900 text-slate-300 print:hidden dark:bg-black">
      <div className="foot-grid">
        <div>
          <p className="text-lg font-bold text-white" translate="no">
            {business.name}
          </p>
          <p className="mt-3 text-sm">{t.footer.about}</p>
          <h2 className="mt-6">{t.footer.follow}</h2>
          <ul className="foot-social">
            {social.map(({ href, label, Icon }) => (
              <li key={label}>
                <a href={href} target="_blank" rel="noopener noreferrer">
                  <Icon />
                  <span className="sr-only">{`${label} ${t.nav.newTab}`}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <FooterLinks title={t.footer.quickLinks} items={footerLinks} />
          <Link
            to="/limrakart"
            onClick={scrollToTop}
            className={`mt-4 inline-flex items-center gap-2 text-sm font-semibold text-white ${linkClass}`}
          >
            <Glyph icon={shoppingBag} className="size-4" />
            {t.footer.shop}
          </Link>
        </div>
        <FooterLinks title={t.footer.policies} items={policyLinks} />
        <FooterContact business={business} />
      </div>
      <div className="border-t border-slate-800 py-4 text-center text-sm">
        <p>{fill(t.footer.copyright, { year, business: business.name })}</p>
      </div>
    </footer>
  );
}
