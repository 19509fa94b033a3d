/**
 * Pages served without hydration (decision 055): a route module's `handle` with `hydrate: false`
 * gets no React Router scripts, only the plain script of app/static-page.ts, which makes its few
 * interactive parts (menus, toasts, the header's shadow, a gallery's lightbox, the offer popup)
 * work without React. Such a page's links and forms are plain HTML: each loads a whole page.
 * Plain module: the static page script imports it too (the React context is ./static-page-context).
 */
export type StaticPageHandle = { hydrate?: boolean };

/** The static page script's address (one self-contained file), for a page served without hydration. */
export type StaticPageScript = { src: string };

/** A route module's `handle` for a page served without hydration: `export const handle = WITHOUT_HYDRATION;`. */
export const WITHOUT_HYDRATION: StaticPageHandle = { hydrate: false };

/** Whether a page whose matched routes have these handles is served without hydration. */
export function servedWithoutHydration(handles: readonly unknown[]): boolean {
  return handles.some(
    (handle) =>
      typeof handle === "object" &&
      handle !== null &&
      (handle as StaticPageHandle).hydrate === false,
  );
}

/** The attribute the static page script sets on <html> once it has run (for tests and styles). */
export const STATIC_PAGE_READY = "data-static-ready";
