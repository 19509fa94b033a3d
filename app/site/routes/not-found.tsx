import { Mail, Phone } from "~/components/ui/icons";
import { data, Link, useNavigate } from "react-router";
import type { Route } from "./+types/not-found";
import { getPublicBusiness } from "~/domain/business-settings.server";
import { fill } from "~/lib/forms";
import { layoutText, useLayoutText } from "~/lib/i18n/i18n";
import { logger } from "~/platform/logger.server";
import { getPreferences } from "~/platform/preferences.server";
import { useRootData } from "~/lib/root-data";
import { telHref } from "~/lib/phone";

/** Any path no route claims: status 404, the spec's not-found page, and the bad path logged. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  logger.warn("not found", { path: url.pathname, method: request.method });
  const { locale } = getPreferences(context);
  return data(
    {
      title: fill(layoutText(locale).meta.notFoundTitle, {
        business: (await getPublicBusiness()).name,
      }),
      back: sameOriginReferrer(request),
    },
    { status: 404 },
  );
}

/** The page the visitor came from, when it is on this site (for Go Back without JavaScript). */
function sameOriginReferrer(request: Request): string | null {
  const referrer = request.headers.get("Referer");
  if (!referrer) return null;
  try {
    const from = new URL(referrer);
    const here = new URL(request.url);
    return from.origin === here.origin && from.pathname !== here.pathname
      ? `${from.pathname}${from.search}`
      : null;
  } catch {
    return null;
  }
}

/** A POST to an unknown path is a 404 too, not a 405. */
export async function action({ request }: Route.ActionArgs) {
  logger.warn("not found", { path: new URL(request.url).pathname, method: request.method });
  return data({ title: "", back: null }, { status: 404 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  const t = useLayoutText();
  const navigate = useNavigate();
  const { business } = useRootData();
  const button =
    "rounded-md px-5 py-2.5 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <p className="text-7xl font-extrabold text-brand-600 dark:text-brand-100" aria-hidden="true">
        {t.notFound.code}
      </p>
      <h1 className="mt-4 text-3xl font-bold">
        <span className="sr-only">{t.notFound.code} </span>
        {t.notFound.title}
      </h1>
      <p className="mt-4 text-slate-700 dark:text-slate-300">{t.notFound.body}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={`${button} bg-brand-600 text-white hover:bg-brand-700`}>
          {t.notFound.goHome}
        </Link>
        <Link
          to="/services"
          className={`${button} border border-brand-600 text-brand-700 hover:bg-brand-50 dark:border-brand-100 dark:text-brand-100 dark:hover:bg-slate-800`}
        >
          {t.notFound.browseServices}
        </Link>
        <a
          href={loaderData?.back ?? "/"}
          onClick={(e) => {
            // React Router numbers its history entries: go back only within this site.
            const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
            if (idx > 0) {
              e.preventDefault();
              void navigate(-1);
            }
          }}
          className={`${button} border border-slate-300 hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800`}
        >
          {t.notFound.goBack}
        </a>
      </div>
      <div className="mt-10 rounded-lg bg-slate-50 p-6 dark:bg-slate-900">
        <p className="font-medium">{t.notFound.help}</p>
        <ul className="mt-3 flex flex-wrap justify-center gap-6 text-sm">
          <li>
            <a href={telHref(business.phone)} className="inline-flex items-center gap-2 underline">
              <Phone aria-hidden className="size-4" />
              {business.phone}
            </a>
          </li>
          <li>
            <a
              href={`mailto:${business.email}`}
              className="inline-flex items-center gap-2 underline"
            >
              <Mail aria-hidden className="size-4" />
              {business.email}
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}
