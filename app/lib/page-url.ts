/**
 * The page a request is for. With JavaScript, React Router fetches a page's data from
 * `/page.data` (the home page from `/_root.data`) with a `_routes` parameter; loaders and guards
 * that read the path (to pick content, or to come back after sign-in) need the page's own URL.
 */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  if (url.pathname === "/_root.data") url.pathname = "/";
  else if (url.pathname.endsWith(".data")) url.pathname = url.pathname.slice(0, -".data".length);
  if (url.pathname.length > 1) url.pathname = url.pathname.replace(/\/$/, "");
  return url;
}

/** The page's path, without a trailing slash (e.g. "/thank-you-contact"). */
export function pagePath(request: Request): string {
  return pageUrl(request).pathname;
}
