import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Money } from "~/components/ui/money";
import { fill } from "~/lib/forms";
import type { ProductCardData } from "../catalog.server";
import type { ShopContent } from "../../content/types";
import { ProductImage } from "../../shared/components/product-image";
import { useCartSubmit } from "../../cart";

/** A product in the store grid: picture, badges, price, stock, Add to Cart and Buy Now. */
export function ProductCard({
  product: p,
  content: c,
  redirectTo,
}: {
  product: ProductCardData;
  content: ShopContent["storefront"];
  redirectTo: string;
}) {
  const { fetcher, busy, onSubmit } = useCartSubmit();
  const soldOut = !p.madeToOrder && p.stock <= 0;
  const disabled = soldOut || busy;
  return (
    <li className="pcard" data-testid="product-card">
      <ProductImage src={p.imageUrl} alt={fill(c.productImage, { name: p.name })} />
      <span className="pcard-cat">{p.categoryName}</span>
      {soldOut ? (
        <Badge tone="alert" className="absolute top-2 right-2">
          {c.outOfStock}
        </Badge>
      ) : null}
      <h2>
        {p.route ? (
          <Link to={p.route} className="underline-offset-4 hover:underline">
            {p.name}
          </Link>
        ) : (
          p.name
        )}
      </h2>
      <p>{p.shortDescription}</p>
      <p>
        <span>
          <Money paise={p.pricePaise} />
        </span>
        <span>
          {p.madeToOrder ? c.madeToOrder : fill(c.inStock, { count: Math.max(0, p.stock) })}
        </span>
      </p>
      <fetcher.Form method="post" action="/limrakart/cart" onSubmit={onSubmit}>
        <input type="hidden" name="productId" value={p.id} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <IntentButton intent="add" disabled={disabled}>
          {c.addToCart}
          <span className="sr-only">{`: ${p.name}`}</span>
        </IntentButton>
        <IntentButton intent="buy" disabled={disabled}>
          {c.buyNow}
          <span className="sr-only">{`: ${p.name}`}</span>
        </IntentButton>
      </fetcher.Form>
    </li>
  );
}

/**
 * One of the card's two submit buttons (`intent` add or buy), half the row wide. Its look and
 * icon come from `.pcard button[value=…]` in app/app.css (issue 22: no class or <svg> per card).
 */
function IntentButton({
  intent,
  disabled,
  children,
}: {
  intent: "add" | "buy";
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <button type="submit" name="intent" value={intent} disabled={disabled}>
      {children}
    </button>
  );
}
