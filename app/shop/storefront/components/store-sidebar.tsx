import { Glyph } from "~/components/ui/icon";
import type { IconComponent } from "~/components/ui/icon";
import { LifeBuoy, LogIn, LogOut, Package, ShoppingCart, User } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { Form, Link, NavLink } from "react-router";
import { buttonClass, mutedText } from "~/components/ui/styles";
import type { ShopCategory } from "../catalog.server";
import type { ShopContent } from "../../content/types";
import { PRODUCTS_HASH, storeHref } from "../../shared/store-href";
import { categoryIcon } from "./category-icon";
import { countText } from "~/lib/plural";

/**
 * The storefront's side column: the store's name, the cart button, the categories, the
 * shopper's account links (signed in) and the support links.
 */

type StoreText = ShopContent["storefront"];

/** A side-column link; short classes of app/app.css (decision 042), sizing its icon too. */
const navItem = ({ isActive }: { isActive: boolean }) => (isActive ? "side-link-on" : "side-link");

/** A titled list of links in the side column. */
function SideNav({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="side-heading">
        {title}
      </h2>
      <ul className="space-y-1">{children}</ul>
    </nav>
  );
}

/** A plain (never current) link of the side column. */
function SideLink({ to, Icon, label }: { to: string; Icon: IconComponent; label: string }) {
  return (
    <li>
      <Link to={to} className={navItem({ isActive: false })}>
        <Glyph icon={Icon} />
        {label}
      </Link>
    </li>
  );
}

function CartButton({ c, count, href }: { c: StoreText; count: number; href: string }) {
  return (
    <Link
      to={href}
      preventScrollReset
      className={`${buttonClass.primary} relative w-full`}
      data-testid="cart-button"
    >
      <Glyph icon={ShoppingCart} className="size-5" />
      {c.cart}
      <span
        aria-hidden
        className="ml-1 rounded-full bg-white px-2 text-sm text-brand-800"
        data-testid="cart-count"
      >
        {count}
      </span>
      <span className="sr-only">{countText(count, c.cartItems)}</span>
    </Link>
  );
}

function CategoryNav({
  c,
  categories,
  category,
  q,
}: {
  c: StoreText;
  categories: ShopCategory[];
  category: string;
  q: string;
}) {
  return (
    <SideNav id="categories-heading" title={c.categories}>
      <li>
        <NavLink
          to={`${storeHref({ q }, {})}${PRODUCTS_HASH}`}
          end
          className={() => navItem({ isActive: !category })}
        >
          <Glyph icon={Package} />
          {c.allProducts}
        </NavLink>
      </li>
      {categories.map((cat) => {
        const Icon = categoryIcon(cat.slug);
        return (
          <li key={cat.slug}>
            <Link
              to={`${storeHref({ q }, { category: cat.slug })}${PRODUCTS_HASH}`}
              aria-current={category === cat.slug ? "page" : undefined}
              className={navItem({ isActive: category === cat.slug })}
              // The storefront's own route, known already: no discovery mark (issue 22).
              discover="none"
            >
              <Glyph icon={Icon} />
              <span>{cat.name}</span>
              <span>{cat.productCount}</span>
            </Link>
          </li>
        );
      })}
    </SideNav>
  );
}

function AccountNav({ c }: { c: StoreText }) {
  return (
    <SideNav id="account-heading" title={c.myAccount}>
      <SideLink to="/limrakart/orders" Icon={Package} label={c.myOrders} />
      <SideLink to="/settings" Icon={User} label={c.profile} />
      <li>
        <Form method="post" action="/logout">
          <input type="hidden" name="redirectTo" value="/limrakart" />
          <button type="submit" className={`${navItem({ isActive: false })} w-full`}>
            <Glyph icon={LogOut} className="size-4" />
            {c.logout}
          </button>
        </Form>
      </li>
    </SideNav>
  );
}

export function StoreSidebar({
  c,
  categories,
  category,
  q,
  signedIn,
  cartCount,
  here,
  hereWithCart,
}: {
  c: StoreText;
  categories: ShopCategory[];
  category: string;
  q: string;
  signedIn: boolean;
  cartCount: number;
  /** This page's URL (where signing in comes back to). */
  here: string;
  /** This page's URL with the cart drawer open. */
  hereWithCart: string;
}) {
  return (
    <aside className="space-y-6" aria-label={c.storeName}>
      <div>
        <p className="text-2xl font-extrabold text-brand-700 dark:text-brand-100">{c.storeName}</p>
        <p className={`text-sm ${mutedText}`}>{c.tagline}</p>
      </div>
      <CartButton c={c} count={cartCount} href={hereWithCart} />
      <CategoryNav c={c} categories={categories} category={category} q={q} />
      {signedIn ? <AccountNav c={c} /> : null}
      <SideNav id="support-heading" title={c.support}>
        <SideLink to="/limrakart/help" Icon={LifeBuoy} label={c.help} />
        {!signedIn ? (
          <SideLink
            to={`/auth?redirectTo=${encodeURIComponent(here)}`}
            Icon={LogIn}
            label={c.login}
          />
        ) : null}
      </SideNav>
    </aside>
  );
}
