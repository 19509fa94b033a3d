import { Glyph } from "~/components/ui/icon";
import { boxes, lock, shieldAlert } from "~/components/ui/glyphs";
import { isRouteErrorResponse, Link } from "react-router";
import { buttonClass, mutedText } from "~/components/ui/styles";
import { useLocale, type Locale } from "~/lib/i18n/i18n";
import { storeAdminAccessContent } from "../content/access";

// The refusal's test lives apart, small, for the root (which fetches this module only to show one).
export { storeAdminRefusal, type StoreAdminRefusal } from "./store-admin-refusal";

/**
 * The spec's access screens of the store admin: 'Access Denied' for visitors, 'Admin Access
 * Required' for others; any other error 'Something went wrong'. Shown by the store-admin
 * layout's error page and, for its middleware's refusal on a document request, the root's
 * (which has no loader data, so it passes the language the refusal carries as `locale`; in the
 * browser it fetches this module only then, see root.tsx).
 */
export function StoreAdminError({ error, locale }: { error: unknown; locale?: Locale }) {
  const pageLocale = useLocale();
  const copy = storeAdminAccessContent[locale ?? pageLocale];
  const c = copy.access;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 401) {
    return (
      <div className="mx-auto max-w-md px-4 py-20 text-center">
        <Glyph icon={lock} className="mx-auto size-12 text-slate-400" />
        <title>{c.deniedTitle}</title>
        <h1 className="mt-4 text-2xl font-bold">{c.deniedTitle}</h1>
        <p className={mutedText}>{c.loginMessage}</p>
        <Link to="/auth?redirectTo=%2Flimrakart%2Fadmin" className={`${buttonClass.primary} mt-6`}>
          {c.login}
        </Link>
      </div>
    );
  }
  if (status === 403) {
    return (
      <div className="mx-auto max-w-md px-4 py-20 text-center">
        <Glyph icon={shieldAlert} className="mx-auto size-12 text-red-600" />
        <title>{c.adminTitle}</title>
        <h1 className="mt-4 text-2xl font-bold">{c.adminTitle}</h1>
        <p className={mutedText}>{c.adminMessage}</p>
        <Link to="/limrakart" className={`${buttonClass.primary} mt-6`}>
          {copy.goToStore}
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-md px-4 py-20 text-center">
      <Glyph icon={boxes} className="mx-auto size-12 text-slate-400" />
      <title>{c.somethingWrong}</title>
      <h1 className="mt-4 text-2xl font-bold">{c.somethingWrong}</h1>
      <Link to="/limrakart" className={`${buttonClass.primary} mt-6`}>
        {copy.goToStore}
      </Link>
    </div>
  );
}
