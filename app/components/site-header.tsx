import { Glyph } from "~/components/ui/icon";
import { menu, moon, printer, shoppingCart, sun } from "~/components/ui/glyphs";
import { useEffect, useRef } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { useRootData } from "~/lib/root-data";
import { fill } from "~/lib/forms";
import { loadLayoutText, useLayoutText } from "~/lib/i18n/i18n";
import { HEADER_SCROLL_THRESHOLD_PX, markScrolledPast } from "./behaviours/scrolled-past";
import { Dropdown, menuItemClass, useDetailsMenu } from "./dropdown";
import {
  CART_HREF,
  MY_ORDERS_HREF,
  billingMenuLinks,
  linkLabel,
  mainLinks,
  moreLinks,
  type NavItem,
} from "./site-nav-links";

/** A link of the site menu: a row's link from 768 px, a menu item on a phone (app/app.css). */
const siteLink = () => "site-link";

function MenuLinks({ items, spilled }: { items: NavItem[]; spilled?: boolean }) {
  const t = useLayoutText();
  return (
    <ul>
      {items.map((item) => (
        <li key={item.to}>
          <Link to={item.to} className={menuItemClass}>
            {linkLabel(t, item.label)}
          </Link>
        </li>
      ))}
      {spilled ? (
        <>
          {mainLinks
            .filter((item) => item.spill)
            .map((item) => (
              <li key={item.to} className="more-spill">
                <Link to={item.to} className={menuItemClass}>
                  {linkLabel(t, item.label)}
                </Link>
              </li>
            ))}
          <li className="more-spill">
            <BlogLink className={menuItemClass} />
          </li>
        </>
      ) : null}
    </ul>
  );
}

function BlogLink({ className }: { className: string }) {
  const t = useLayoutText();
  const { business } = useRootData();
  return (
    <a href={business.blogUrl} target="_blank" rel="noopener noreferrer" className={className}>
      {t.nav.blog}
      <span className="sr-only">{` ${t.nav.newTab}`}</span>
    </a>
  );
}

/** Language and theme switches: plain forms, so they work without JavaScript too. */
function PreferenceToggles() {
  const t = useLayoutText();
  const { locale, theme } = useRootData();
  const location = useLocation();
  const back = `${location.pathname}${location.search}`;
  const button = "nav-link flex h-9 items-center justify-center";
  return (
    <div className="flex items-center gap-1">
      <Form
        method="post"
        action="/preferences"
        preventScrollReset
        // The layout's Tamil texts are fetched while the server answers (i18n.ts: the page waits for it).
        onSubmit={locale === "ta" ? undefined : () => void loadLayoutText("ta")}
      >
        <input type="hidden" name="redirectTo" value={back} />
        <input type="hidden" name="locale" value={locale === "ta" ? "en" : "ta"} />
        <button type="submit" className={button} data-testid="language-toggle">
          <span lang={locale === "ta" ? "en" : "ta"}>
            {locale === "ta" ? t.prefs.switchToEnglish : t.prefs.switchToTamil}
          </span>
          <span className="sr-only">
            {` (${locale === "ta" ? t.prefs.switchToEnglishLabel : t.prefs.switchToTamilLabel})`}
          </span>
        </button>
      </Form>
      <Form method="post" action="/preferences" preventScrollReset>
        <input type="hidden" name="redirectTo" value={back} />
        <input type="hidden" name="theme" value={theme === "dark" ? "light" : "dark"} />
        <button
          type="submit"
          className={`${button} w-9`}
          aria-label={theme === "dark" ? t.prefs.lightMode : t.prefs.darkMode}
          data-testid="theme-toggle"
        >
          {theme === "dark" ? (
            <Glyph icon={sun} className="size-5" />
          ) : (
            <Glyph icon={moon} className="size-5" />
          )}
        </button>
      </Form>
    </div>
  );
}

function AccountArea() {
  const t = useLayoutText();
  const { user } = useRootData();
  if (!user) {
    return (
      <Link
        to="/auth"
        className="rounded-md border border-brand-600 px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-brand-100 dark:text-brand-100 dark:hover:bg-slate-800"
      >
        {t.nav.signIn}
      </Link>
    );
  }
  // The name is data, not interface text: marked translate="no" inside the translated greeting.
  const [greetBefore, greetAfter] = fill(t.nav.welcome, { name: "\u0000" }).split("\u0000");
  const welcome = (
    <>
      {greetBefore}
      <span translate="no">{user.name || user.email}</span>
      {greetAfter}
    </>
  );
  const items = (
    <ul>
      <li>
        <Link to={MY_ORDERS_HREF} className={menuItemClass}>
          {t.nav.myOrders}
        </Link>
      </li>
      <li>
        <Link to="/settings" className={menuItemClass}>
          {t.nav.settings}
        </Link>
      </li>
      <li>
        <Form method="post" action="/logout">
          <button type="submit" className={`${menuItemClass} w-full text-left`}>
            {t.nav.signOut}
          </button>
        </Form>
      </li>
    </ul>
  );
  return (
    <Dropdown
      className="drop-me"
      testId="account-menu"
      label={
        <span className="max-w-40 truncate wide:max-w-28" data-testid="welcome-line">
          {welcome}
        </span>
      }
    >
      {items}
    </Dropdown>
  );
}

/**
 * The cart icon on every page: to the store's cart drawer, its name carrying the count ("Cart,
 * 3 items"); the badge only when the cart holds something (a visitor's count is 0).
 */
function CartLink() {
  const t = useLayoutText();
  const { cartCount } = useRootData();
  const label = fill(cartCount === 1 ? t.nav.cartOne : t.nav.cartOther, { count: cartCount });
  return (
    <Link
      to={CART_HREF}
      aria-label={label}
      title={label}
      data-testid="header-cart"
      className="relative ml-auto flex size-10 items-center justify-center rounded-md hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 wide:ml-0 dark:hover:bg-slate-800"
    >
      <Glyph icon={shoppingCart} className="size-6" />
      {cartCount > 0 ? (
        <span
          aria-hidden
          data-testid="header-cart-count"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-brand-700 px-1 text-center text-xs leading-5 font-bold text-white"
        >
          {cartCount > 99 ? "99+" : cartCount}
        </span>
      ) : null}
    </Link>
  );
}

function PlaceOrderButton() {
  const t = useLayoutText();
  return (
    <Link
      to="/place-order"
      className="rounded-md bg-accent-500 px-3 py-2 text-sm font-semibold whitespace-nowrap text-slate-950 hover:bg-accent-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {t.nav.placeOrder}
    </Link>
  );
}

/**
 * The site's links, settings and account, rendered once (issue 22): under 768 px the panel of
 * the menu button; from 768 px (`wide` in app/app.css) the same list is a row of links with the
 * More and Billing dropdowns, then the settings, account and Place Order.
 */
function SiteMenu() {
  const t = useLayoutText();
  const { user } = useRootData();
  const menuRef = useDetailsMenu();
  return (
    <details ref={menuRef} className="site-menu" data-testid="mobile-menu" data-menu="">
      <summary>
        <Glyph icon={menu} className="size-6" />
        <span className="sr-only">{t.nav.menu}</span>
      </summary>
      <div>
        <ul className="site-links">
          {mainLinks.map((item) => (
            <li key={item.to} className={item.spill ? "spill" : undefined}>
              <NavLink to={item.to} end className={siteLink}>
                {linkLabel(t, item.label)}
              </NavLink>
            </li>
          ))}
          <li className="spill">
            <BlogLink className="site-link" />
          </li>
          <li>
            <Dropdown label={t.nav.more} testId="more-menu">
              <MenuLinks items={moreLinks} spilled />
            </Dropdown>
          </li>
          {user?.billingAccess ? (
            <li>
              <Dropdown label={t.nav.billing} testId="billing-menu">
                <MenuLinks items={billingMenuLinks(user.role)} />
              </Dropdown>
            </li>
          ) : null}
        </ul>
        <div className="site-actions">
          <PreferenceToggles />
          <div className="site-account">
            <AccountArea />
          </div>
          <PlaceOrderButton />
        </div>
      </div>
    </details>
  );
}

export function SiteHeader() {
  const t = useLayoutText();
  const { business } = useRootData();
  const header = useRef<HTMLElement>(null);
  useEffect(
    () =>
      header.current ? markScrolledPast(header.current, HEADER_SCROLL_THRESHOLD_PX) : undefined,
    [],
  );
  return (
    <header
      ref={header}
      data-scrolled="false"
      className="sticky top-0 z-40 border-b border-transparent bg-white/80 backdrop-blur transition-colors duration-200 print:hidden data-[scrolled=true]:border-slate-200 data-[scrolled=true]:bg-white data-[scrolled=true]:shadow-md data-[scrolled=true]:backdrop-blur-none dark:bg-slate-950/80 dark:data-[scrolled=true]:border-slate-800 dark:data-[scrolled=true]:bg-slate-900"
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
      >
        {t.nav.skip}
      </a>
      <nav aria-label={t.nav.label} className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-2">
        <Link
          to="/"
          className="mr-2 flex items-center gap-2 font-bold text-brand-700 dark:text-brand-100"
        >
          <Glyph icon={printer} className="size-6" />
          <span className="text-lg leading-tight" translate="no">
            {business.name}
          </span>
        </Link>

        <SiteMenu />
        <CartLink />
      </nav>
    </header>
  );
}
