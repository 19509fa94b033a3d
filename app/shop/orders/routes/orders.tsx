import { LogIn, Package } from "~/components/ui/icons";
import { Link } from "react-router";
import type { Route } from "./+types/orders";
import { buttonClass, cardClass, mutedText } from "~/components/ui/styles";
import { useActionAnswer } from "~/components/use-action-answer";
import { fill } from "~/lib/forms";
import { seoMeta } from "~/lib/seo";
import { getCurrentUser } from "~/platform/auth/guards.server";
import { formFailure } from "~/platform/form-response.server";
import { getPreferences } from "~/platform/preferences.server";
import { redirectWithToast } from "~/platform/toast.server";
import { pageContent } from "~/platform/page-content.server";
import { cancelOwnOrder } from "../cancel.server";
import { OrderCard } from "../components/order-card";
import { shopContent } from "../../content/shop";
import { listOwnOrders } from "../orders.server";

/** My Orders: the signed-in customer's orders, newest first; Cancel Order while pending. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = getCurrentUser(context);
  const page = pageContent(
    context,
    { en: shopContent.en.orders, ta: shopContent.ta.orders },
    "/limrakart/orders",
    { noindex: true },
  );
  return { ...page, signedIn: Boolean(user), orders: user ? await listOwnOrders(user.id) : [] };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export async function action({ request, context }: Route.ActionArgs) {
  const t = shopContent[getPreferences(context).locale].toasts;
  const user = getCurrentUser(context);
  if (!user) {
    return redirectWithToast("/auth?redirectTo=%2Flimrakart%2Forders", {
      ...t.loginToOrder,
      variant: "destructive",
    });
  }
  const form = await request.formData();
  if (form.get("intent") !== "cancel")
    return formFailure(context, { status: 400, toast: { title: t.errorTitle } });
  const orderId = String(form.get("orderId") ?? "");
  if (!(await cancelOwnOrder(user.id, orderId))) {
    return formFailure(context, {
      status: 409,
      toast: { title: t.errorTitle, description: t.cancelFailed },
    });
  }
  const number = String(form.get("orderNumber") ?? "");
  return redirectWithToast("/limrakart/orders", {
    title: t.orderCancelled.title,
    description: fill(t.orderCancelled.description, { number }),
  });
}

export default function Orders({ loaderData, actionData }: Route.ComponentProps) {
  const { content: c, signedIn, orders } = loaderData;
  useActionAnswer(actionData);
  if (!signedIn) {
    return (
      <div className="mx-auto max-w-md px-4 py-20 text-center">
        <LogIn aria-hidden className="mx-auto size-12 text-slate-400" />
        <h1 className="mt-4 text-2xl font-bold">{c.pleaseLogin}</h1>
        <p className={mutedText}>{c.loginText}</p>
        <Link to="/auth?redirectTo=%2Flimrakart%2Forders" className={`${buttonClass.primary} mt-6`}>
          {c.login}
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold">{c.title}</h1>
      {orders.length === 0 ? (
        <div className={`${cardClass} mt-6 p-10 text-center`}>
          <Package aria-hidden className="mx-auto size-12 text-slate-400" />
          <p className="mt-3 text-lg font-semibold">{c.emptyTitle}</p>
          <p className={mutedText}>{c.emptyText}</p>
          <Link to="/limrakart" className={`${buttonClass.primary} mt-6`}>
            {c.startShopping}
          </Link>
        </div>
      ) : (
        <div className="mt-6 space-y-6">
          {orders.map((o) => (
            <OrderCard key={o.id} order={o} content={c} />
          ))}
        </div>
      )}
    </div>
  );
}
