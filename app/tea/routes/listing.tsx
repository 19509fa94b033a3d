import { Bell, Sparkles, ShoppingCart } from "~/components/ui/icons";
import { Link } from "react-router";
import type { Route } from "./+types/listing";
import { Money } from "~/components/ui/money";
import { buttonClass, cardClass, mutedText } from "~/components/ui/styles";
import { seoMeta } from "~/lib/seo";
import { PageHero } from "~/components/section-heading";
import { pageContent } from "~/platform/page-content.server";
import { ProductImage, shopContent, useCartSubmit } from "~/shop";
import type { ShopProduct } from "~/shop/index.server";
import { listTeas } from "../tea.server";

/** Limra Foods: the Tea Talks packs (from the catalog) and a Coming Soon card. */
export async function loader({ context }: Route.LoaderArgs) {
  const page = pageContent(
    context,
    { en: shopContent.en.tea.listing, ta: shopContent.ta.tea.listing },
    "/limra-foods",
  );
  return { ...page, teas: await listTeas(page.locale) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function LimraFoods({ loaderData }: Route.ComponentProps) {
  const { content: c, teas } = loaderData;
  return (
    <>
      <PageHero title={c.title} intro={c.intro} />
      <ul className="mx-auto grid max-w-7xl gap-6 px-4 py-12 sm:grid-cols-2 lg:grid-cols-3">
        {teas.map((tea) => (
          <TeaCard key={tea.id} tea={tea} content={c} />
        ))}
        <li
          className={`${cardClass} flex flex-col items-center justify-center p-8 text-center opacity-75`}
          aria-disabled="true"
        >
          <Sparkles aria-hidden className="size-12 text-accent-600" />
          <h2 className="mt-3 text-xl font-bold">{c.comingSoon}</h2>
          <p className={mutedText}>{c.comingSoonText}</p>
          <button type="button" disabled className={`${buttonClass.outline} mt-4`}>
            <Bell aria-hidden className="size-4" />
            {c.notifyMe}
          </button>
        </li>
      </ul>
    </>
  );
}

function TeaCard({
  tea,
  content: c,
}: {
  tea: ShopProduct;
  content: Route.ComponentProps["loaderData"]["content"];
}) {
  const { fetcher, busy, onSubmit } = useCartSubmit();
  const soldOut = tea.stock <= 0;
  return (
    <li className={`${cardClass} flex flex-col overflow-hidden`} data-testid="tea-card">
      <ProductImage
        src={tea.imageUrl}
        alt={tea.name}
        className="aspect-[4/3] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-xl font-bold">{tea.name}</h2>
        <p className={`mt-1 text-sm ${mutedText}`}>{tea.weight}</p>
        <p className={`mt-2 flex-1 ${mutedText}`}>{tea.shortDescription}</p>
        <p className="mt-3 text-2xl font-bold text-brand-700 dark:text-brand-100">
          <Money paise={tea.pricePaise} />
        </p>
        {soldOut ? <p className="text-sm font-semibold text-red-700">{c.outOfStock}</p> : null}
        <div className="mt-4 flex gap-2">
          <Link to={tea.route ?? `/${tea.slug}`} className={`${buttonClass.outline} flex-1 !px-3`}>
            {c.viewDetails}
            <span className="sr-only">: {tea.name}</span>
          </Link>
          <fetcher.Form
            method="post"
            action="/limrakart/cart"
            onSubmit={onSubmit}
            className="flex-1"
          >
            <input type="hidden" name="productId" value={tea.id} />
            <input type="hidden" name="redirectTo" value="/limra-foods" />
            <button
              type="submit"
              name="intent"
              value="add"
              disabled={soldOut || busy}
              className={`${buttonClass.primary} w-full !px-3`}
            >
              <ShoppingCart aria-hidden className="size-4" />
              {c.addToCart}
              <span className="sr-only">: {tea.name}</span>
            </button>
          </fetcher.Form>
        </div>
      </div>
    </li>
  );
}
