import { Clock, MessageCircle, ShoppingCart, Store } from "~/components/ui/icons";
import { Link } from "react-router";
import { buttonClass, mutedText } from "~/components/ui/styles";
import { fill } from "~/lib/forms";
import { useRootData } from "~/lib/root-data";
import { CART_DRAWER_HREF, productInStoreHref, type shopContent, useCartSubmit } from "~/shop";
import { PaymentButton } from "./payment-button";
import type { findTea } from "../tea.server";

/** The parts of a Tea Talks product page: its structured data, its facts and the ways to buy. */

export type Tea = NonNullable<Awaited<ReturnType<typeof findTea>>>;
export type TeaText = (typeof shopContent)["en"]["tea"]["product"];

/** The schema.org Product (with its Offer) for search engines. */
export function teaJsonLd(tea: Tea, origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: tea.name,
    description: tea.description,
    sku: tea.slug,
    brand: { "@type": "Brand", name: "Tea Talks" },
    ...(tea.imageUrl ? { image: `${origin}${tea.imageUrl}` } : {}),
    ...(tea.weight ? { weight: tea.weight } : {}),
    offers: {
      "@type": "Offer",
      price: (tea.pricePaise / 100).toFixed(2),
      priceCurrency: "INR",
      availability: tea.stock <= 0 ? "https://schema.org/OutOfStock" : "https://schema.org/InStock",
      url: `${origin}${tea.route ?? `/${tea.slug}`}`,
    },
  };
}

/** Name, weight, price, shelf life and whether it is in stock. */
export function TeaFacts({ tea, c, price }: { tea: Tea; c: TeaText; price: string }) {
  const soldOut = tea.stock <= 0;
  return (
    <>
      <h1 className="text-3xl font-extrabold">{tea.name}</h1>
      <dl className="mt-4 grid grid-cols-2 gap-4">
        <div>
          <dt className={`text-sm ${mutedText}`}>{c.weight}</dt>
          <dd className="text-lg font-semibold">{tea.weight}</dd>
        </div>
        <div>
          <dt className={`text-sm ${mutedText}`}>{c.price}</dt>
          <dd className="text-2xl font-bold text-brand-700 dark:text-brand-100">{price}</dd>
        </div>
      </dl>
      {tea.shelfLifeMonths ? (
        <p className={`mt-3 flex items-center gap-2 ${mutedText}`}>
          <Clock aria-hidden className="size-4" />
          {fill(c.shelfLife, { months: tea.shelfLifeMonths })}
        </p>
      ) : null}
      <p
        className={`mt-2 text-sm font-semibold ${soldOut ? "text-red-700" : "text-green-700 dark:text-green-400"}`}
      >
        {soldOut ? c.outOfStock : c.inStock}
      </p>
    </>
  );
}

/**
 * The tea in LimraKart, and (once the cart holds something, e.g. right after Add to Cart) the way
 * to the cart with its count: the toast alone would be a dead end.
 */
function TeaShopLinks({ tea, c }: { tea: Tea; c: TeaText }) {
  const { cartCount } = useRootData();
  const link =
    "inline-flex items-center gap-2 font-medium text-brand-700 underline underline-offset-4 hover:no-underline dark:text-brand-100";
  return (
    <p className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm">
      <Link to={productInStoreHref(tea)} className={link} data-testid="tea-in-shop">
        <Store aria-hidden className="size-4" />
        {c.inShop}
      </Link>
      {cartCount > 0 ? (
        <Link to={CART_DRAWER_HREF} className={link} data-testid="tea-view-cart">
          <ShoppingCart aria-hidden className="size-4" />
          {fill(c.viewCart, { count: cartCount })}
        </Link>
      ) : null}
    </p>
  );
}

/** Buy online (payment button), order on WhatsApp, or add to the LimraKart cart. */
export function TeaBuyOptions({ tea, c, whatsapp }: { tea: Tea; c: TeaText; whatsapp: string }) {
  const { fetcher, busy, onSubmit } = useCartSubmit();
  return (
    <div className="mt-6 space-y-3">
      <PaymentButton
        buttonId={tea.paymentButtonId}
        label={c.buyOnline}
        unavailable={c.payUnavailable}
      />
      <a
        href={whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        className={`${buttonClass.primary} w-full bg-green-700 hover:bg-green-800`}
      >
        <MessageCircle aria-hidden className="size-5" />
        {c.orderWhatsApp}
      </a>
      <fetcher.Form method="post" action="/limrakart/cart" onSubmit={onSubmit}>
        <input type="hidden" name="productId" value={tea.id} />
        <input type="hidden" name="redirectTo" value={tea.route ?? `/${tea.slug}`} />
        <button
          type="submit"
          name="intent"
          value="add"
          disabled={tea.stock <= 0 || busy}
          className={`${buttonClass.outline} w-full`}
        >
          <ShoppingCart aria-hidden className="size-5" />
          {c.addToCart}
        </button>
      </fetcher.Form>
      <TeaShopLinks tea={tea} c={c} />
    </div>
  );
}
