import { ChevronDown, Star } from "~/components/ui/icons";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonClass, cardClass, mutedText } from "~/components/ui/styles";
import type { ProductCategory, ProductsContent } from "../content/types";

type Labels = ProductsContent["labels"];

/** A category's products and prices, folded; one category's list open at a time. */
function ProductList({ category, labels }: { category: ProductCategory; labels: Labels }) {
  return (
    // One list open at a time: <details> elements sharing a name form an exclusive accordion.
    <details name="product-list" className="group mt-4 flex-1" data-testid="product-details">
      <summary className="flex cursor-pointer items-center justify-between rounded-md bg-slate-100 px-3 py-2 font-medium hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600 dark:bg-slate-800 dark:hover:bg-slate-700">
        <span className="group-open:hidden">{labels.showProducts}</span>
        <span className="hidden group-open:inline">{labels.hideProducts}</span>
        <ChevronDown aria-hidden className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
        {category.items.map((item) => (
          <li key={item.name} className="flex justify-between gap-3 py-2 text-sm">
            <span>{item.name}</span>
            <span className="font-semibold whitespace-nowrap">{item.price}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** One product category: name, popularity, starting price, its products, quote and samples. */
export function ProductCategoryCard({
  category: c,
  labels,
}: {
  category: ProductCategory;
  labels: Labels;
}) {
  return (
    <li id={c.slug} className={`${cardClass} flex flex-col p-6`}>
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-xl font-bold">{c.name}</h2>
        {c.popular ? (
          <Badge tone="accent" className="inline-flex shrink-0 items-center gap-1">
            <Star aria-hidden className="size-3 fill-current" />
            {labels.popular}
          </Badge>
        ) : null}
      </div>
      <p className={`mt-2 ${mutedText}`}>{c.description}</p>
      <p className="mt-3 font-semibold">
        {labels.startingFrom}{" "}
        <span className="text-brand-700 dark:text-brand-100">{c.startingPrice}</span>
      </p>
      <ProductList category={c} labels={labels} />
      <div className="mt-5 flex flex-wrap gap-3">
        <Link to="/place-order" className={buttonClass.primary}>
          {labels.getQuote}
          <span className="sr-only">: {c.name}</span>
        </Link>
        <Link to="/gallery" className={buttonClass.outline}>
          {labels.viewSamples}
          <span className="sr-only">: {c.name}</span>
        </Link>
      </div>
    </li>
  );
}

/** The most popular products, each with its price and an order button. */
export function PopularProductList({ content }: { content: ProductsContent["mostPopular"] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {content.items.map((p) => (
        <li key={p.name} className={`${cardClass} flex flex-col p-6`}>
          <h3 className="text-xl font-bold">{p.name}</h3>
          <p className={`mt-2 flex-1 ${mutedText}`}>{p.text}</p>
          <p className="mt-3 text-lg font-semibold text-brand-700 dark:text-brand-100">{p.price}</p>
          <Link to="/place-order" className={`${buttonClass.accent} mt-4`}>
            {content.orderNow}
            <span className="sr-only">: {p.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
