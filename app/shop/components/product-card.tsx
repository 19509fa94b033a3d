import { ShoppingCart, Zap } from "lucide-react";
import { IconSprite, SpriteIcon } from "~/components/ui/icon-sprite";
import type { ReactNode } from "react";
import { Link, useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Money } from "~/components/ui/money";
import { buttonClass, cardClass, mutedText } from "~/components/ui/styles";
import { fill } from "~/lib/forms";
import type { ProductCardData } from "../catalog.server";
import type { ShopContent } from "../content/types";
import { ProductImage } from "./product-image";

const SPRITE = "ci";

/** The cards' icons, once per page (ProductGrid renders it above the grid). */
export function ProductCardIcons() {
  return <IconSprite id={SPRITE} icons={{ add: ShoppingCart, buy: Zap }} />;
}

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
  const fetcher = useFetcher();
  const busy = fetcher.state !== "idle";
  const soldOut = p.stock <= 0;
  const disabled = soldOut || busy;
  return (
    <li className={`${cardClass} pcard`} data-testid="product-card">
      <div className="relative">
        <ProductImage
          src={p.imageUrl}
          alt={fill(c.productImage, { name: p.name })}
          className="pcard-img"
        />
        <span className="badge pcard-cat">{p.categoryName}</span>
        {soldOut ? (
          <Badge tone="alert" className="absolute top-2 right-2">
            {c.outOfStock}
          </Badge>
        ) : null}
      </div>
      <div className="pcard-body">
        <h2 className="font-semibold">
          {p.route ? (
            <Link to={p.route} className="underline-offset-4 hover:underline">
              {p.name}
            </Link>
          ) : (
            p.name
          )}
        </h2>
        <p className={`pcard-text ${mutedText}`}>{p.shortDescription}</p>
        <p className="pcard-price">
          <span>
            <Money paise={p.pricePaise} />
          </span>
          <span>{fill(c.inStock, { count: Math.max(0, p.stock) })}</span>
        </p>
        <fetcher.Form
          method="post"
          action="/limrakart/cart"
          preventScrollReset
          className="pcard-form"
        >
          <input type="hidden" name="productId" value={p.id} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <IntentButton intent="add" look="primary" disabled={disabled}>
            {c.addToCart}
            <span className="sr-only">{`: ${p.name}`}</span>
          </IntentButton>
          <IntentButton intent="buy" look="accent" disabled={disabled}>
            {c.buyNow}
            <span className="sr-only">{`: ${p.name}`}</span>
          </IntentButton>
        </fetcher.Form>
      </div>
    </li>
  );
}

/** One of the card's two submit buttons (`intent` add or buy), half the row wide. */
function IntentButton({
  intent,
  look,
  disabled,
  children,
}: {
  intent: "add" | "buy";
  look: "primary" | "accent";
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      disabled={disabled}
      className={`${buttonClass[look]} btn-sm`}
    >
      <SpriteIcon sprite={SPRITE} name={intent} />
      {children}
    </button>
  );
}
