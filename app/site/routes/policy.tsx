import type { Route } from "./+types/policy";
import { mutedText } from "~/components/ui/styles";
import { pagePath } from "~/lib/page-url";
import { seoMeta } from "~/lib/seo";
import { getDeliveryRule } from "~/domain/business-settings.server";
import {
  cancellationRefund,
  deliveryRuleText,
  privacyPolicy,
  shippingDelivery,
  termsConditions,
} from "../content/policies";
import type { Localized, PolicyContent } from "../content/types";
import { pageContent } from "~/platform/page-content.server";
import { withDeliveryRule } from "../delivery-policy";
import { WITHOUT_HYDRATION } from "~/lib/static-page";

/** The four policy pages share this module; the path picks the text. */
const policies: Record<string, Localized<PolicyContent>> = {
  "/privacy-policy": privacyPolicy,
  "/terms-conditions": termsConditions,
  "/cancellation-refund": cancellationRefund,
  "/shipping-delivery": shippingDelivery,
};

/** The shipping policy's charges, areas and COD limit are the owner's delivery rule (decision 033). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const path = pagePath(request);
  const policy = policies[path];
  if (!policy) throw new Response("Not Found", { status: 404 });
  const page = pageContent(context, policy, path);
  if (policy !== shippingDelivery) return page;
  const rule = await getDeliveryRule();
  return { ...page, content: withDeliveryRule(page.content, rule, deliveryRuleText[page.locale]) };
}

/** Content only: served without hydration (decision 055). */
export const handle = WITHOUT_HYDRATION;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Policy({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-14">
      <h1 className="text-4xl font-extrabold tracking-tight">{content.title}</h1>
      <p className={`mt-4 text-lg ${mutedText}`}>{content.intro}</p>
      {content.sections.map((section) => (
        <section key={section.heading} className="mt-10">
          <h2 className="text-2xl font-bold">{section.heading}</h2>
          {section.paragraphs.map((p) => (
            <p key={p} className="mt-3 leading-relaxed">
              {p}
            </p>
          ))}
          {section.bullets ? (
            <ul className="mt-3 list-disc space-y-1 pl-6">
              {section.bullets.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      <p
        className={`mt-12 border-t border-slate-200 pt-6 text-sm dark:border-slate-800 ${mutedText}`}
      >
        {content.lastUpdated}
      </p>
    </article>
  );
}
