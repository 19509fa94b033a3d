import { Clock, MessageCircle, Phone, ShoppingCart } from "lucide-react";
import { data, useFetcher } from "react-router";
import type { Route } from "./+types/product";
import { BackLink } from "~/components/ui/page-header";
import { buttonClass, cardClass, mutedText } from "~/components/ui/styles";
import { fill } from "~/lib/forms";
import { formatRupees } from "~/lib/format";
import { useRootData } from "~/lib/root-data";
import { fullImageUrl } from "~/lib/media";
import { pagePath } from "~/lib/page-url";
import { seoMeta } from "~/lib/seo";
import { whatsappLink } from "~/lib/whatsapp";
import { pageContent } from "~/platform/page-content.server";
import { ProductImage, shopContent } from "~/shop";
import { PaymentButton } from "../payment-button";
import { findTea } from "../tea.server";

/** A Tea Talks product page (/tea-talks-...): one module for the six routes. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const slug = pagePath(request).slice(1);
  const noMeta = { title: "", description: "" }; // filled in below from the product
  const base = pageContent(
    context,
    {
      en: { meta: noMeta, ...shopContent.en.tea.product },
      ta: { meta: noMeta, ...shopContent.ta.tea.product },
    },
    `/${slug}`,
  );
  const tea = await findTea(base.locale, slug);
  if (!tea) throw data({ message: "This tea is not available." }, { status: 404 });
  const vars = { name: tea.name, weight: tea.weight ?? "", price: formatRupees(tea.pricePaise) };
  return {
    content: base.content,
    tea,
    seo: {
      ...base.seo,
      title: fill(base.content.metaTitle, vars),
      description: fill(base.content.metaDescription, vars),
      image: tea.imageUrl ?? undefined,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function TeaProduct({ loaderData }: Route.ComponentProps) {
  const { content: c, tea, seo } = loaderData;
  const { business } = useRootData();
  const fetcher = useFetcher();
  const price = formatRupees(tea.pricePaise);
  const soldOut = tea.stock <= 0;
  const whatsapp = whatsappLink(
    business.whatsappNumber,
    fill(c.whatsappText, { name: tea.name, weight: tea.weight ?? "", price }),
  );
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: tea.name,
    description: tea.description,
    sku: tea.slug,
    brand: { "@type": "Brand", name: "Tea Talks" },
    ...(tea.imageUrl ? { image: `${seo.origin}${tea.imageUrl}` } : {}),
    ...(tea.weight ? { weight: tea.weight } : {}),
    offers: {
      "@type": "Offer",
      price: (tea.pricePaise / 100).toFixed(2),
      priceCurrency: "INR",
      availability: soldOut ? "https://schema.org/OutOfStock" : "https://schema.org/InStock",
      url: `${seo.origin}${tea.route ?? `/${tea.slug}`}`,
    },
  };
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, "\\u003c") }}
      />
      <BackLink to="/limra-foods">{c.back}</BackLink>
      <div className="mt-6 grid gap-8 md:grid-cols-2">
        <ProductImage
          src={fullImageUrl(tea.imageUrl)}
          alt={tea.name}
          eager
          className={`${cardClass} aspect-[4/3] w-full object-cover`}
        />
        <div>
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
            <fetcher.Form method="post" action="/limrakart/cart" preventScrollReset>
              <input type="hidden" name="productId" value={tea.id} />
              <input type="hidden" name="redirectTo" value={tea.route ?? `/${tea.slug}`} />
              <button
                type="submit"
                name="intent"
                value="add"
                disabled={soldOut || fetcher.state !== "idle"}
                className={`${buttonClass.outline} w-full`}
              >
                <ShoppingCart aria-hidden className="size-5" />
                {c.addToCart}
              </button>
            </fetcher.Form>
          </div>
        </div>
      </div>
      <section aria-labelledby="about-heading" className={`${cardClass} mt-8 p-6`}>
        <h2 id="about-heading" className="text-xl font-bold">
          {c.about}
        </h2>
        <p className={`mt-2 ${mutedText}`}>{tea.description}</p>
        <p className="mt-4 flex items-center gap-2 text-sm">
          <Phone aria-hidden className="size-4" />
          {fill(c.help, { phone: business.phone })}
        </p>
      </section>
    </div>
  );
}
