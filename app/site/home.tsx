import { Link } from "react-router";
import type { Route } from "./+types/home";
import { getBusiness } from "~/platform/business.server";
import { translator, useT } from "~/platform/i18n/i18n";
import { readPreferences } from "~/platform/preferences.server";

export async function loader({ request }: Route.LoaderArgs) {
  const { locale } = await readPreferences(request);
  const t = translator(locale);
  const business = getBusiness().name;
  return { title: t("meta.siteTitle", { business }), description: t("meta.homeDescription") };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }, { name: "description", content: loaderData?.description }];
}

/**
 * The home page. This is its shell (hero and calls to action); the sections the spec lists
 * (services, why choose, testimonials, recent work, review form, offer) are added by the
 * public-site and intake issues.
 */
export default function Home() {
  const t = useT();
  return (
    <section className="bg-gradient-to-br from-brand-50 to-white px-4 py-20 dark:from-slate-900 dark:to-slate-950">
      <div className="mx-auto max-w-4xl text-center">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
          {t("home.title")}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700 dark:text-slate-300">
          {t("home.subtitle")}
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <Link
            to="/place-order"
            className="rounded-md bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {t("home.placeOrderNow")}
          </Link>
          <Link
            to="/gallery"
            className="rounded-md border border-brand-600 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-brand-100 dark:text-brand-100 dark:hover:bg-slate-800"
          >
            {t("home.viewOurWork")}
          </Link>
        </div>
      </div>
    </section>
  );
}
