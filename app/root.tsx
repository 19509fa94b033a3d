import { Suspense, use } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
// One hashed stylesheet file, cached for a year and sent precompressed (decision 039): inlined,
// its ~59 KB went into every page's HTML; Lighthouse scored both forms alike (decision 044).
import stylesheet from "./app.css?url";
import { getCurrentUser, sessionMiddleware } from "./platform/auth/guards.server";
import { getPublicBusiness } from "./domain/business-settings.server";
import { publicBusiness } from "./platform/business.server";
import { logger } from "./platform/logger.server";
import { indiaYear } from "./lib/dates";
import { isLocale, layoutText, useLayoutTextLoaded, type Locale } from "./lib/i18n/i18n";
import type { RootData } from "./lib/root-data";
import { getPreferences, preferencesMiddleware } from "./platform/preferences.server";
import { getToast, toastMiddleware } from "./platform/toast.server";
import { Toaster } from "./components/toaster";
// Straight from its module, not the shop's index.ts: the root is in every page's bundle.
import { storeAdminRefusal } from "./shop/store-admin/components/store-admin-refusal";
import { originCheckMiddleware } from "./platform/origin-check.server";
import { cacheControlMiddleware } from "./platform/cache-control.server";
import { useNonce } from "./lib/nonce";
import { useStaticPageScript } from "./lib/static-page-context";
import { isStaffPath, keepDataWhenOffline, MANIFEST_URL, useAppWorker } from "./lib/app-worker";
import { databaseBusyMiddleware } from "./platform/db/busy.server";
import { bodyTooLargeMiddleware } from "./platform/body-limit.server";
import { cartCount } from "./shop/index.server";

export const middleware: Route.MiddlewareFunction[] = [
  cacheControlMiddleware,
  databaseBusyMiddleware,
  originCheckMiddleware,
  preferencesMiddleware,
  bodyTooLargeMiddleware,
  toastMiddleware,
  sessionMiddleware,
];

export async function loader({ context }: Route.LoaderArgs): Promise<RootData> {
  const user = getCurrentUser(context);
  const prefs = getPreferences(context);
  return {
    user: user
      ? { name: user.name, email: user.email, role: user.role, billingAccess: user.billingAccess }
      : null,
    locale: prefs.locale,
    theme: prefs.theme,
    toast: getToast(context),
    business: await getPublicBusiness().catch((error: unknown) => {
      // Every page shows the details: without the settings, the environment's rather than none.
      logger.error("root: could not read the business settings", { error: String(error) });
      return publicBusiness();
    }),
    // The footer's year, from the server's clock in India: the browser shows what was rendered.
    year: indiaYear(),
    // One indexed query, and only for a signed-in user: a visitor has no cart.
    cartCount: user ? await cartCount(user.id) : 0,
  };
}

/** A form that could not reach the server keeps the page as it is (decision 050). */
export const shouldRevalidate = keepDataWhenOffline;

/**
 * The language an error answered before any loader ran names, if any: a refused body (413),
 * the busy page (503) and a guard middleware's refusal (401, 403) carry the visitor's language
 * in their data.
 */
function errorLocale(error: unknown): Locale | undefined {
  if (!isRouteErrorResponse(error)) return undefined;
  const locale: unknown = error.data?.locale;
  return isLocale(locale) ? locale : undefined;
}

/**
 * The theme an error carries when the root loader did not run: a guard middleware's refusal
 * (guardMiddleware in platform/auth/guards.server.ts) names it in its data.
 */
function errorTheme(error: unknown): string | undefined {
  if (!isRouteErrorResponse(error)) return undefined;
  const theme: unknown = error.data?.theme;
  return typeof theme === "string" ? theme : undefined;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const error = useRouteError();
  const locale: Locale = data?.locale ?? errorLocale(error) ?? "en";
  const dark = (data?.theme ?? errorTheme(error)) === "dark";
  const nonce = useNonce();
  // The back office installs as an app: its pages name the manifest (decision 050).
  const staff = isStaffPath(useLocation().pathname);
  // A page served without hydration names its plain script instead (decision 055).
  const staticPage = useStaticPageScript();
  return (
    <html lang={locale === "ta" ? "ta" : "en"} className={dark ? "dark" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={dark ? "#0f172a" : "#1d4ed8"} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {staff ? <link rel="manifest" href={MANIFEST_URL} /> : null}
        {staff ? <link rel="apple-touch-icon" href="/icons/icon-192.png" /> : null}
        <Meta />
        <link rel="stylesheet" href={stylesheet} />
        <Links />
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        {children}
        {staticPage ? (
          <script type="module" src={staticPage.src} nonce={nonce} />
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { toast } = loaderData;
  useAppWorker(useLocation().pathname, loaderData.user?.email ?? null);
  return (
    <>
      <Outlet />
      <Toaster serverToast={toast} />
    </>
  );
}

/**
 * The database did not answer (503, with Retry-After): a page that needs nothing from the
 * database, in the visitor's language (carried in the error, as the root loader may not have run).
 */
function BusyPage({ locale }: { locale: Locale }) {
  useLayoutTextLoaded(locale);
  const t = layoutText(locale);
  const location = useLocation();
  return (
    <main id="main" lang={locale} className="mx-auto max-w-xl px-4 py-24 text-center">
      <title>{t.busy.title}</title>
      <h1 className="text-3xl font-bold">{t.busy.title}</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">{t.busy.body}</p>
      <a
        href={`${location.pathname}${location.search}`}
        className="mt-8 inline-block rounded-md bg-brand-600 px-4 py-2 font-medium text-white"
      >
        {t.busy.retry}
      </a>
    </main>
  );
}

type StoreAdminAccess = Awaited<ReturnType<typeof importStoreAdminAccess>>;
const importStoreAdminAccess = () => import("./shop/store-admin/components/store-admin-access");
let storeAdminAccess: StoreAdminAccess | undefined;
let storeAdminAccessLoading: Promise<StoreAdminAccess> | undefined;

/** Loads the store admin's access screens (once). */
function loadStoreAdminAccess(): Promise<StoreAdminAccess> {
  storeAdminAccessLoading ??= importStoreAdminAccess().then(
    (module) => (storeAdminAccess = module),
  );
  return storeAdminAccessLoading;
}

// The server has them from its start, so it never waits for them: even its first refusal is
// whole in the HTML (for a crawler, a browser without JavaScript), not streamed in behind a
// fallback.
if (import.meta.env.SSR) void loadStoreAdminAccess();

/**
 * The store admin's access screens (with their texts), which few pages show: the browser fetches
 * them only when this page shows one, not with every page's script (issue 22). Inside a Suspense
 * boundary: while they load, React keeps the server's HTML of the refusal as it is.
 */
function StoreAdminRefusalPage({ error, locale }: { error: unknown; locale: Locale }) {
  const { StoreAdminError } = storeAdminAccess ?? use(loadStoreAdminAccess());
  return <StoreAdminError error={error} locale={locale} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("root");
  const locale: Locale = data?.locale ?? errorLocale(error) ?? "en";
  useLayoutTextLoaded(locale);
  // databaseBusy() in platform/db/busy.server.ts: { busy: true, locale }.
  if (isRouteErrorResponse(error) && error.status === 503) return <BusyPage locale={locale} />;
  // The store-admin layout's middleware refusal (its own 401/403 screens).
  if (storeAdminRefusal(error)) {
    return (
      <main id="main">
        <Suspense>
          <StoreAdminRefusalPage error={error} locale={locale} />
        </Suspense>
      </main>
    );
  }
  const tooLarge = isRouteErrorResponse(error) && error.status === 413;
  const t = layoutText(locale);
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  if (!isRouteErrorResponse(error)) console.error(error);
  // A 403 may name its own title (the admin area's 'Access Denied').
  const forbiddenTitle: unknown = forbidden ? error.data?.title : undefined;
  const title = forbidden
    ? typeof forbiddenTitle === "string"
      ? forbiddenTitle
      : t.error.forbiddenTitle
    : tooLarge
      ? t.error.tooLargeTitle
      : t.error.title;
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-24 text-center">
      <title>{title}</title>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">
        {forbidden && isRouteErrorResponse(error) && typeof error.data?.message === "string"
          ? error.data.message
          : tooLarge
            ? t.error.tooLargeBody
            : t.error.body}
      </p>
      <a
        href="/"
        className="mt-8 inline-block rounded-md bg-brand-600 px-4 py-2 font-medium text-white"
      >
        {t.notFound.goHome}
      </a>
    </main>
  );
}
