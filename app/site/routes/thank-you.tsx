import { CircleCheck } from "~/components/ui/icons";
import { Link } from "react-router";
import type { Route } from "./+types/thank-you";
import { buttonClass, mutedText } from "~/components/ui/styles";
import { pagePath } from "~/lib/page-url";
import { seoMeta } from "~/lib/seo";
import { simplePagesContent } from "../content/pages";
import { pageContent } from "~/platform/page-content.server";

/** /thank-you (after an order) and /thank-you-contact (after a message or feedback). */
export function loader({ request, context }: Route.LoaderArgs) {
  const path = pagePath(request);
  const key = path === "/thank-you-contact" ? "thankYouContact" : "thankYou";
  return pageContent(
    context,
    { en: simplePagesContent.en[key], ta: simplePagesContent.ta[key] },
    path,
    { noindex: true },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <CircleCheck aria-hidden className="mx-auto size-16 text-green-700 dark:text-green-400" />
      <h1 className="mt-6 text-3xl font-bold">{content.title}</h1>
      <p className={`mt-4 text-lg ${mutedText}`}>{content.text}</p>
      <Link to="/" className={`${buttonClass.primary} mt-8`}>
        {content.backHome}
      </Link>
    </div>
  );
}
