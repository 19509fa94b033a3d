import { localized, tr } from "~/lib/content";
import { isLocale, type Locale } from "~/lib/i18n/i18n";

/** The admin area's frame: its navigation, its access-denied and error pages. */
export type AdminContent = {
  navLabel: string;
  nav: {
    catalog: string;
    inbox: string;
    users: string;
    settings: string;
    reminders: string;
    audit: string;
    backup: string;
  };
  /** The spec's 'Access Denied - You must be an admin to access this panel.' */
  accessDenied: { title: string; message: string };
  goHome: string;
  notFound: string;
  somethingWrong: string;
  tryAgain: string;
  backToAdmin: string;
  /** After a page's name in the browser tab: "Users — Admin". */
  titleSuffix: string;
  unknownAction: string;
  error: string;
};

export const adminContent = localized<AdminContent>({
  navLabel: tr("Admin", "நிர்வாகம்"),
  nav: {
    catalog: tr("Catalog", "பட்டியல்"),
    inbox: tr("Inbox", "உள்பெட்டி"),
    users: tr("Users", "பயனர்கள்"),
    settings: tr("Settings", "அமைப்புகள்"),
    reminders: tr("Reminders", "நினைவூட்டல்கள்"),
    audit: tr("Audit log", "தணிக்கைப் பதிவு"),
    backup: tr("Backup", "காப்புப்பிரதி"),
  },
  accessDenied: {
    title: tr("Access Denied", "அணுகல் மறுக்கப்பட்டது"),
    message: tr(
      "You must be an admin to access this panel.",
      "இந்தப் பகுதியைப் பயன்படுத்த நீங்கள் நிர்வாகியாக இருக்க வேண்டும்.",
    ),
  },
  goHome: tr("Go Home", "முகப்புக்குச் செல்"),
  notFound: tr("Not found", "கிடைக்கவில்லை"),
  somethingWrong: tr("Something went wrong", "ஏதோ தவறு நடந்துவிட்டது"),
  tryAgain: tr("Please try again in a moment.", "சிறிது நேரம் கழித்து மீண்டும் முயற்சிக்கவும்."),
  backToAdmin: tr("Back to the admin panel", "நிர்வாகப் பகுதிக்குத் திரும்பு"),
  titleSuffix: tr("Admin", "நிர்வாகம்"),
  unknownAction: tr("Unknown action.", "தெரியாத செயல்."),
  error: tr("Error", "பிழை"),
});

/** A page's title in the browser tab: "Users — Admin" / "பயனர்கள் — நிர்வாகம்". */
export function adminTitle(page: string, c: AdminContent): string {
  return `${page} — ${c.titleSuffix}`;
}

/** What a meta function is given that the admin pages read: the root's data (its locale). */
type MetaArgsLike = { matches: readonly ({ id: string; loaderData?: unknown } | undefined)[] };

/**
 * The meta of an admin page: its title in the page's language ("Users — Admin") and noindex.
 * `title` gives the page's name in each language.
 */
export function adminMeta(title: Record<Locale, string>) {
  return ({ matches }: MetaArgsLike) => {
    const root = matches.find((m) => m?.id === "root")?.loaderData as
      { locale?: unknown } | undefined;
    const locale: Locale = isLocale(root?.locale) ? root.locale : "en";
    return [
      { title: adminTitle(title[locale], adminContent[locale]) },
      { name: "robots", content: "noindex" },
    ];
  };
}
