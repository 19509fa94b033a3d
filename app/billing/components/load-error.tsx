import { useEffect } from "react";
import { isRouteErrorResponse, Link } from "react-router";
import { showToast } from "~/components/toaster";
import { BackLink } from "~/components/ui/page-header";
import { buttonClass, mutedText } from "~/components/ui/styles";
import { type Locale, useLocale } from "~/lib/i18n/i18n";
import { billingCopy, billingTitle } from "../content";

/**
 * A billing page whose loader could not read its data: the spec's 'Failed to fetch …' message
 * (or the one the loader threw) as a toast and on the page, with Try again and Back to Service.
 */
export function BillingLoadError({
  error,
  title,
  path,
  fallback,
}: {
  error: unknown;
  title: string;
  path: string;
  fallback: string;
}) {
  const locale = useLocale();
  const c = billingCopy[locale];
  const routeError = isRouteErrorResponse(error) ? error : null;
  if (!routeError) console.error(error);
  const given: unknown = routeError?.data?.message;
  const message = typeof given === "string" ? given : fallback;
  useEffect(() => {
    showToast({
      id: `${path}-error`,
      title: c.errorTitle,
      description: message,
      variant: "destructive",
    });
  }, [message, path, c.errorTitle]);
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <title>{billingTitle(locale, title)}</title>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p role="alert" className={`mt-4 ${mutedText}`}>
        {message}
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <Link to={path} reloadDocument className={buttonClass.primary}>
          {c.loadError.tryAgain}
        </Link>
        <BackLink to="/billing/service" variant="button">
          {c.backToService}
        </BackLink>
      </div>
    </div>
  );
}

/**
 * A billing route's ErrorBoundary: BillingLoadError with the page's title, its address (Try
 * again) and its 'Failed to fetch …' message in the visitor's language.
 */
export function billingErrorBoundary(
  words: (locale: Locale) => { title: string; path: string; fallback: string },
) {
  return function ErrorBoundary({ error }: { error: unknown }) {
    return <BillingLoadError error={error} {...words(useLocale())} />;
  };
}
