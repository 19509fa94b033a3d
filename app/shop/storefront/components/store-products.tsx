import { Glyph } from "~/components/ui/icon";
import { LoaderCircle, Search } from "~/components/ui/icons";
import { Form } from "react-router";
import { buttonClass, cardClass, inputClass, mutedText } from "~/components/ui/styles";
import type { ProductCardData } from "../catalog.server";
import type { ShopContent } from "../../content/types";
import { ProductCard } from "./product-card";

/** The storefront's main column: the search box, the heading and a page of products. */

type StoreText = ShopContent["storefront"];

/** The product search (keeps the chosen category). */
export function StoreSearch({ c, category, q }: { c: StoreText; category: string; q: string }) {
  return (
    <Form method="get" action="/limrakart" role="search" className="flex gap-2">
      {category ? <input type="hidden" name="category" value={category} /> : null}
      <label htmlFor="store-search" className="sr-only">
        {c.searchLabel}
      </label>
      <input
        id="store-search"
        name="q"
        type="search"
        defaultValue={q}
        placeholder={c.search}
        className={inputClass}
      />
      <button type="submit" className={buttonClass.primary}>
        <Glyph icon={Search} className="size-4" />
        <span className="sr-only sm:not-sr-only">{c.searchButton}</span>
      </button>
    </Form>
  );
}

/** The heading saying what is shown, with a spinner while the next page loads. */
export function ProductsHeading({ heading, loading }: { heading: string; loading: boolean }) {
  return (
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
  );
}

/** The products as cards, or a note when none match. */
export function ProductGrid({
  c,
  products,
  loading,
  redirectTo,
}: {
  c: StoreText;
  products: ProductCardData[];
  loading: boolean;
  redirectTo: string;
}) {
  if (products.length === 0) {
    return (
      <div className={`${cardClass} mt-6 p-10 text-center`}>
        <Glyph icon={Search} className="mx-auto size-10 text-slate-400" />
        <p className="mt-3 text-lg font-semibold">{c.emptyTitle}</p>
        <p className={mutedText}>{c.emptyText}</p>
      </div>
    );
  }
  return (
    <ul
      aria-busy={loading || undefined}
      className={`mt-6 grid grid-cols-1 gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 ${loading ? "opacity-60" : ""}`}
    >
      {products.map((p) => (
        <ProductCard key={p.id} product={p} content={c} redirectTo={redirectTo} />
      ))}
    </ul>
  );
}
