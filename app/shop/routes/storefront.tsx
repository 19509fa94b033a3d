import {
  LifeBuoy,
  LoaderCircle,
  LogIn,
  LogOut,
  Package,
  Search,
  ShoppingCart,
  User,
} from "lucide-react";
import { Form, Link, NavLink, useNavigation } from "react-router";
import type { Route } from "./+types/storefront";
import { buttonClass, cardClass, inputClass, mutedText } from "~/components/ui/styles";
import { Pager } from "~/components/ui/pagination";
import { fill } from "~/lib/forms";
import { seoMeta } from "~/lib/seo";
import { getCurrentUser } from "~/platform/auth/guards.server";
import { pageContent } from "~/platform/page-content.server";
import { EMPTY_CART, getCart } from "../cart.server";
import { listCategories, listProducts } from "../catalog.server";
import { CartDrawer } from "../components/cart-drawer";
import { categoryIcon } from "../components/category-icon";
import { ProductCard } from "../components/product-card";
import { shopContent } from "../content/shop";

/**
 * LimraKart, the online store: categories and search in the URL (shareable, server-rendered,
 * the back button works), a page of products at a time, and the cart drawer (`?cart=open`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const category = url.searchParams.get("category") ?? "";
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1;
  const user = getCurrentUser(context);
  const { locale, content, seo } = pageContent(
    context,
    { en: shopContent.en.storefront, ta: shopContent.ta.storefront },
    "/limrakart",
  );
  const [categories, list, cart] = await Promise.all([
    listCategories(locale),
    listProducts(locale, { category: category || undefined, q: q || undefined, page }),
    user ? getCart(user.id, locale) : Promise.resolve(EMPTY_CART),
  ]);
  return {
    content,
    cartContent: shopContent[locale].cart,
    seo,
    categories,
    category,
    q,
    ...list,
    cart,
    cartOpen: url.searchParams.get("cart") === "open",
    signedIn: Boolean(user),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** A store URL with some parameters changed (undefined or "" removes one). */
function storeHref(current: Record<string, string>, changes: Record<string, string | undefined>) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...current, ...changes })) if (v) params.set(k, v);
  const qs = params.toString();
  return qs ? `/limrakart?${qs}` : "/limrakart";
}

export default function Storefront({ loaderData }: Route.ComponentProps) {
  const d = loaderData;
  const c = d.content;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/limrakart";
  const current: Record<string, string> = {
    ...(d.category ? { category: d.category } : {}),
    ...(d.q ? { q: d.q } : {}),
    ...(d.page > 1 ? { page: String(d.page) } : {}),
  };
  const here = storeHref(current, {});
  const hereWithCart = storeHref(current, { cart: "open" });
  const categoryName = d.categories.find((x) => x.slug === d.category)?.name;
  const heading = d.q
    ? fill(c.showingSearch, { q: d.q, count: d.total })
    : categoryName
      ? fill(c.showingCategory, { category: categoryName, count: d.total })
      : fill(c.showingAll, { count: d.total });
  const navItem = ({ isActive }: { isActive: boolean }) =>
    `flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium ${
      isActive
        ? "bg-brand-50 text-brand-800 dark:bg-slate-800 dark:text-brand-100"
        : "hover:bg-slate-100 dark:hover:bg-slate-800"
    }`;

  const cartButton = (
    <Link
      to={hereWithCart}
      preventScrollReset
      className={`${buttonClass.primary} relative w-full`}
      data-testid="cart-button"
    >
      <ShoppingCart aria-hidden className="size-5" />
      {c.cart}
      <span
        aria-hidden
        className="ml-1 rounded-full bg-white px-2 text-sm text-brand-800"
        data-testid="cart-count"
      >
        {d.cart.count}
      </span>
      <span className="sr-only">{fill(c.cartItems, { count: d.cart.count })}</span>
    </Link>
  );

  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 md:grid-cols-[16rem_1fr]">
      <aside className="space-y-6" aria-label={c.storeName}>
        <div>
          <p className="text-2xl font-extrabold text-brand-700 dark:text-brand-100">
            {c.storeName}
          </p>
          <p className={`text-sm ${mutedText}`}>{c.tagline}</p>
        </div>
        {cartButton}
        <nav aria-labelledby="categories-heading">
          <h2
            id="categories-heading"
            className="mb-2 text-sm font-bold tracking-wide text-slate-500 uppercase"
          >
            {c.categories}
          </h2>
          <ul className="space-y-1">
            <li>
              <NavLink
                to={storeHref({ q: d.q }, {})}
                end
                className={() => navItem({ isActive: !d.category })}
              >
                <Package aria-hidden className="size-4" />
                {c.allProducts}
              </NavLink>
            </li>
            {d.categories.map((cat) => {
              const Icon = categoryIcon(cat.slug);
              return (
                <li key={cat.slug}>
                  <Link
                    to={storeHref({ q: d.q }, { category: cat.slug })}
                    aria-current={d.category === cat.slug ? "page" : undefined}
                    className={navItem({ isActive: d.category === cat.slug })}
                  >
                    <Icon aria-hidden className="size-4" />
                    <span className="flex-1">{cat.name}</span>
                    <span className={`text-xs ${mutedText}`}>{cat.productCount}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        {d.signedIn ? (
          <nav aria-labelledby="account-heading">
            <h2
              id="account-heading"
              className="mb-2 text-sm font-bold tracking-wide text-slate-500 uppercase"
            >
              {c.myAccount}
            </h2>
            <ul className="space-y-1">
              <li>
                <Link to="/limrakart/orders" className={navItem({ isActive: false })}>
                  <Package aria-hidden className="size-4" />
                  {c.myOrders}
                </Link>
              </li>
              <li>
                <Link to="/settings" className={navItem({ isActive: false })}>
                  <User aria-hidden className="size-4" />
                  {c.profile}
                </Link>
              </li>
              <li>
                <Form method="post" action="/logout">
                  <input type="hidden" name="redirectTo" value="/limrakart" />
                  <button type="submit" className={`${navItem({ isActive: false })} w-full`}>
                    <LogOut aria-hidden className="size-4" />
                    {c.logout}
                  </button>
                </Form>
              </li>
            </ul>
          </nav>
        ) : null}
        <nav aria-labelledby="support-heading">
          <h2
            id="support-heading"
            className="mb-2 text-sm font-bold tracking-wide text-slate-500 uppercase"
          >
            {c.support}
          </h2>
          <ul className="space-y-1">
            <li>
              <Link to="/limrakart/help" className={navItem({ isActive: false })}>
                <LifeBuoy aria-hidden className="size-4" />
                {c.help}
              </Link>
            </li>
            {!d.signedIn ? (
              <li>
                <Link
                  to={`/auth?redirectTo=${encodeURIComponent(here)}`}
                  className={navItem({ isActive: false })}
                >
                  <LogIn aria-hidden className="size-4" />
                  {c.login}
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
      </aside>

      <section aria-labelledby="products-heading" className="min-w-0">
        <Form method="get" action="/limrakart" role="search" className="flex gap-2">
          {d.category ? <input type="hidden" name="category" value={d.category} /> : null}
          <label htmlFor="store-search" className="sr-only">
            {c.searchLabel}
          </label>
          <input
            id="store-search"
            name="q"
            type="search"
            defaultValue={d.q}
            placeholder={c.search}
            className={inputClass}
          />
          <button type="submit" className={buttonClass.primary}>
            <Search aria-hidden className="size-4" />
            <span className="sr-only sm:not-sr-only">{c.searchButton}</span>
          </button>
        </Form>
        <h1
          id="products-heading"
          className="mt-6 flex items-center gap-3 text-2xl font-bold"
          aria-live="polite"
        >
          {heading}
          {loading ? (
            <LoaderCircle
              aria-hidden
              data-testid="store-spinner"
              className="size-5 animate-spin text-brand-600"
            />
          ) : null}
        </h1>
        {d.products.length === 0 ? (
          <div className={`${cardClass} mt-6 p-10 text-center`}>
            <Search aria-hidden className="mx-auto size-10 text-slate-400" />
            <p className="mt-3 text-lg font-semibold">{c.emptyTitle}</p>
            <p className={mutedText}>{c.emptyText}</p>
          </div>
        ) : (
          <ul
            aria-busy={loading || undefined}
            className={`mt-6 grid grid-cols-1 gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 ${loading ? "opacity-60" : ""}`}
          >
            {d.products.map((p) => (
              <ProductCard key={p.id} product={p} content={c} redirectTo={here} />
            ))}
          </ul>
        )}
        <Pager
          page={d.page}
          pageCount={d.pageCount}
          href={(p) => storeHref(current, { page: String(p) })}
          label={fill(c.page, { page: d.page, pages: d.pageCount })}
          status={fill(c.page, { page: d.page, pages: d.pageCount })}
          previous={c.previous}
          next={c.next}
          margin="mt-8"
        />
      </section>

      {d.cartOpen ? (
        <CartDrawer cart={d.cart} content={d.cartContent} closeHref={here} here={hereWithCart} />
      ) : null}
    </div>
  );
}
