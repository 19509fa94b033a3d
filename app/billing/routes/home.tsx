import { ClipboardList, LogOut, Settings2 } from "~/components/ui/icons";
import { Form, Link } from "react-router";
import type { Route } from "./+types/home";
import { buttonClass, cardClass, mutedText } from "~/components/ui/styles";
import { seoMeta } from "~/lib/seo";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { pageContent } from "~/platform/page-content.server";
import { accountContent } from "~/account";

/** The billing landing after Employee Login: Service Management, Bills, Logout. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireBillingAccess(context, request);
  return pageContent(
    context,
    { en: accountContent.en.billingHome, ta: accountContent.ta.billingHome },
    "/billing/home",
    { noindex: true },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function BillingHome({ loaderData }: Route.ComponentProps) {
  const { content: c } = loaderData;
  const tiles = [
    { to: "/billing/service", title: c.serviceManagement, text: c.serviceText, Icon: Settings2 },
    { to: "/billing/complaints", title: c.bills, text: c.billsText, Icon: ClipboardList },
  ];
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold">{c.title}</h1>
      <p className={mutedText}>{c.intro}</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2">
        {tiles.map(({ Icon, ...tile }) => (
          <li key={tile.to}>
            <Link
              to={tile.to}
              className={`${cardClass} block p-6 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600`}
            >
              <Icon aria-hidden className="size-10 text-brand-600 dark:text-brand-100" />
              <h2 className="mt-3 text-xl font-semibold">{tile.title}</h2>
              <p className={`mt-1 ${mutedText}`}>{tile.text}</p>
            </Link>
          </li>
        ))}
      </ul>
      <Form method="post" action="/logout" className="mt-8">
        <input type="hidden" name="redirectTo" value="/billing/login" />
        <button type="submit" className={buttonClass.outline}>
          <LogOut aria-hidden className="size-5" />
          {c.logout}
        </button>
      </Form>
    </div>
  );
}
