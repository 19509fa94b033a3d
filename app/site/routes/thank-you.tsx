import { CircleCheck } from "~/components/ui/icons";
import { Link } from "react-router";
import type { Route } from "./+types/thank-you";
import { buttonClass, mutedText } from "~/components/ui/styles";
import { pagePath } from "~/lib/page-url";
import { seoMeta } from "~/lib/seo";
import { simplePagesContent } from "../content/pages";
import { pageContent } from "~/platform/page-content.server";
import { requestReceiptContent } from "~/jobs/index";
import { readRequestReceipt, statusLinkPath } from "~/jobs/index.server";

/** /thank-you (after an order) and /thank-you-contact (after a message or feedback). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const path = pagePath(request);
  const key = path === "/thank-you-contact" ? "thankYouContact" : "thankYou";
  const page = pageContent(
    context,
    { en: simplePagesContent.en[key], ta: simplePagesContent.ta[key] },
    path,
    { noindex: true },
  );
  // After an order form: the request's reference and its status link (docs/decisions/094).
  const receipt = key === "thankYou" ? await readRequestReceipt(request) : null;
  return {
    ...page,
    receipt: receipt
      ? {
          reference: receipt.reference,
          path: statusLinkPath(receipt.token),
          texts: requestReceiptContent[page.locale],
        }
      : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  const { content, receipt } = loaderData;
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <CircleCheck aria-hidden className="mx-auto size-16 text-green-700 dark:text-green-400" />
      <h1 className="mt-6 text-3xl font-bold">{content.title}</h1>
      <p className={`mt-4 text-lg ${mutedText}`}>{content.text}</p>
      {receipt ? (
        <div className="mt-8 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
          <p className="text-lg">
            {receipt.texts.reference}:{" "}
            <strong data-testid="request-reference">{receipt.reference}</strong>
          </p>
          <p className="mt-3">
            <a href={receipt.path} rel="noreferrer" className="font-medium underline">
              {receipt.texts.link}
            </a>
          </p>
          <p className={`mt-3 text-sm ${mutedText}`}>{receipt.texts.keep}</p>
        </div>
      ) : null}
      <Link to="/" className={`${buttonClass.primary} mt-8`}>
        {content.backHome}
      </Link>
    </div>
  );
}
