import type { Route } from "./+types/place-order";
import { seoMeta } from "~/lib/seo";
import { PageHero } from "~/components/section-heading";
import { pageContent } from "~/platform/page-content.server";
import { orderAction } from "../actions.server";
import { formFailureHeaders } from "~/platform/form-response.server";
import { OrderAside } from "../components/order-aside";
import { OrderForm } from "../components/order-form";
import { intakeMessages } from "../content/messages";
import { placeOrderContent } from "../content/place-order";
import { newFormToken } from "~/platform/form-guard.server";

export function loader({ context }: Route.LoaderArgs) {
  const page = pageContent(context, placeOrderContent, "/place-order");
  return { ...page, messages: intakeMessages[page.locale], token: newFormToken() };
}

export const action = (args: Route.ActionArgs) => orderAction(args);

// A refused post (429) keeps its Retry-After header.
export const headers: Route.HeadersFunction = formFailureHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function PlaceOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { content, messages, token } = loaderData;
  return (
    <>
      <PageHero title={content.hero.title} intro={content.hero.intro} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 lg:grid-cols-3">
        <OrderForm content={content} messages={messages} token={token} actionData={actionData} />
        <OrderAside content={content} />
      </div>
    </>
  );
}
