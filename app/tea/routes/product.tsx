import { Phone } from "~/components/ui/icons";
import { data } from "react-router";
import type { Route } from "./+types/product";
import { BackLink } from "~/components/ui/page-header";
import { cardClass, mutedText } from "~/components/ui/styles";
import { fill } from "~/lib/forms";
import { formatRupees } from "~/lib/format";
import { useRootData } from "~/lib/root-data";
import { fullImageUrl } from "~/lib/media";
import { pagePath } from "~/lib/page-url";
import { seoMeta } from "~/lib/seo";
import { whatsappLink } from "~/lib/whatsapp";
import { pageContent } from "~/platform/page-content.server";
import { ProductImage, shopContent } from "~/shop";
import { TeaBuyOptions, TeaFacts, teaJsonLd } from "../components/tea-product-parts";
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
  const price = formatRupees(tea.pricePaise);
  const whatsapp = whatsappLink(
    business.whatsappNumber,
    fill(c.whatsappText, { name: tea.name, weight: tea.weight ?? "", price }),
  );
  const jsonLd = teaJsonLd(tea, seo.origin);
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
          <TeaFacts tea={tea} c={c} price={price} />
          <TeaBuyOptions tea={tea} c={c} whatsapp={whatsapp} />
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
