import { Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { useRootData } from "~/lib/root-data";
import { useT } from "~/lib/i18n/i18n";
import { footerLinks, policyLinks, type NavItem } from "./site-nav-links";
import { FacebookIcon, InstagramIcon, YoutubeIcon } from "./social-icons";

function scrollToTop() {
  window.scrollTo({ top: 0, behavior: "smooth" });
}

const linkClass =
  "rounded hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-white";

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

export function SiteFooter() {
  const t = useT();
  const { business } = useRootData();
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
                  <span className="sr-only">
                    {label} {t("nav.newTab")}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterLinks title={t("footer.quickLinks")} items={footerLinks} />
        <FooterLinks title={t("footer.policies")} items={policyLinks} />
        <div>
          <h2 className="text-base font-semibold text-white">{t("footer.contact")}</h2>
          <ul className="mt-3 space-y-3 text-sm">
            <li className="flex gap-2">
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
              <span>
                <span className="sr-only">{t("footer.address")}: </span>
                {business.address}
              </span>
            </li>
            <li className="flex gap-2">
              <Phone aria-hidden className="mt-0.5 size-4 shrink-0" />
              <a href={`tel:${business.phone.replace(/\s/g, "")}`} className={linkClass}>
                <span className="sr-only">{t("footer.phone")}: </span>
                {business.phone}
              </a>
            </li>
            <li className="flex gap-2">
              <Mail aria-hidden className="mt-0.5 size-4 shrink-0" />
              <a href={`mailto:${business.email}`} className={linkClass}>
                <span className="sr-only">{t("footer.email")}: </span>
                {business.email}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800 py-4 text-center text-sm">
        <p>{t("footer.copyright", { business: business.name })}</p>
      </div>
    </footer>
  );
}
