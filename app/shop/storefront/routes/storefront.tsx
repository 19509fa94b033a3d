import { useNavigation } from "react-router";
import type { Route } from "./+types/storefront";
import { Pager } from "~/components/ui/pagination";
import { orderTotals } from "~/lib/delivery";
import { fill } from "~/lib/forms";
import { seoMeta } from "~/lib/seo";
import { getCurrentUser } from "~/platform/auth/guards.server";
import { getDeliveryRule } from "~/domain/business-settings.server";
import { pageContent } from "~/platform/page-content.server";
import { EMPTY_CART, getCart } from "../../cart/index.server";
import { listCategories, listProducts, toCard } from "../catalog.server";
import { CartDrawer } from "../../cart";
import { StoreSidebar } from "../components/store-sidebar";
import { ProductGrid, ProductsHeading, StoreSearch } from "../components/store-products";
import { deliveryText } from "../../content/delivery";
import { shopContent } from "../../content/shop";
import { PRODUCTS_ID, storeHref } from "../../shared/store-href";

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
  const cartOpen = url.searchParams.get("cart") === "open";
  return {
    content,
    // The drawer's texts and totals only when it is open (issue 22: HTML weight).
    drawer: cartOpen
      ? {
          content: { ...shopContent[locale].cart, totals: deliveryText[locale].totals },
          // The delivery rule read only for the open drawer (decision 080: one query less).
          totals: orderTotals(cart.totalPaise, await getDeliveryRule()),
        }
      : null,
    seo,
    categories,
    category,
    q,
    ...list,
    // Only what a card shows: the full product is on its page.
    products: list.products.map(toCard),
    cart,
    signedIn: Boolean(user),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

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
  const pageOf = fill(c.page, { page: d.page, pages: d.pageCount });

  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 md:grid-cols-[16rem_1fr]">
      <StoreSidebar
        c={c}
        categories={d.categories}
        category={d.category}
        q={d.q}
        signedIn={d.signedIn}
        cartCount={d.cart.count}
        here={here}
        hereWithCart={hereWithCart}
      />
      {/* A category link's target (#products): below the sticky header on a phone; from md up
          the margin is taller than the page's top, so the page stays at the top. */}
      <section
        id={PRODUCTS_ID}
        aria-labelledby="products-heading"
        className="min-w-0 scroll-mt-20 md:scroll-mt-[100vh]"
      >
        <StoreSearch c={c} category={d.category} q={d.q} />
        <ProductsHeading heading={heading} loading={loading} />
        <ProductGrid c={c} products={d.products} loading={loading} redirectTo={here} />
        <Pager
          page={d.page}
          pageCount={d.pageCount}
          href={(p) => storeHref(current, { page: String(p) })}
          label={pageOf}
          status={pageOf}
          previous={c.previous}
          next={c.next}
          margin="mt-8"
        />
      </section>
      {d.drawer ? (
        <CartDrawer
          cart={d.cart}
          totals={d.drawer.totals}
          content={d.drawer.content}
          closeHref={here}
          here={hereWithCart}
        />
      ) : null}
    </div>
  );
}
