/**
 * The service worker (/sw.js; decision 050), written as one self-contained function: the route
 * sends its source text with its settings, `(appWorker)({…})`, so it must use nothing from
 * outside its own body. What it does:
 *
 * - the hashed build files (/assets/*, immutable) come from its cache, fetched once;
 * - a page (a navigation) always comes from the network; when the network fails it answers
 *   the offline page it carries, which holds no one's data;
 * - nothing else is touched: `.data` answers, downloads, posts go to the network as if there
 *   were no worker, so no page, answer or file of a signed-in person is ever stored;
 * - its cache is named after the build: a new build's worker drops the old files;
 * - a page's "clear-caches" message (a sign-out, another person signing in) empties it.
 */
export type WorkerSettings = {
  /** The build's id: the cache's name ends with it. */
  version: string;
  /** The whole offline page (HTML, styles inline, no script). */
  offlineHtml: string;
};

type ExtendableEvent = Event & { waitUntil(work: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & {
  request: Request;
  respondWith(answer: Promise<Response>): void;
};
type MessageEvent = ExtendableEvent & { data: unknown };
type WorkerScope = {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
};

export function appWorker(settings: WorkerSettings) {
  const scope = self as unknown as WorkerScope;
  const PREFIX = "limra-";
  const cacheName = `${PREFIX}assets-${settings.version}`;

  async function dropCaches(keep: string | null) {
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && name !== keep) await caches.delete(name);
    }
  }

  /** Only a plain, successful, shareable answer of ours that is not a page may be kept. */
  function keepable(response: Response): boolean {
    const cacheControl = response.headers.get("Cache-Control") ?? "";
    return (
      response.status === 200 &&
      response.type === "basic" &&
      !/private|no-store/i.test(cacheControl) &&
      !(response.headers.get("Content-Type") ?? "").includes("text/html")
    );
  }

  async function cacheFirst(request: Request): Promise<Response> {
    const cache = await caches.open(cacheName);
    const kept = await cache.match(request);
    if (kept) return kept;
    const response = await fetch(request);
    if (keepable(response)) await cache.put(request, response.clone());
    return response;
  }

  function offlinePage(): Response {
    return new Response(settings.offlineHtml, {
      status: 503,
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-store",
        "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
      },
    });
  }

  scope.addEventListener("install", (event) => event.waitUntil(scope.skipWaiting()));
  scope.addEventListener("activate", (event) =>
    event.waitUntil(dropCaches(cacheName).then(() => scope.clients.claim())),
  );
  scope.addEventListener("message", (event) => {
    const data = event.data as { type?: unknown } | null;
    if (data?.type === "clear-caches") event.waitUntil(dropCaches(null));
  });
  scope.addEventListener("fetch", (event) => {
    const request = event.request;
    if (request.method !== "GET") return;
    const url = new URL(request.url);
    if (url.origin !== scope.location.origin) return;
    if (request.mode === "navigate") {
      event.respondWith(fetch(request).catch(() => offlinePage()));
    } else if (url.pathname.startsWith("/assets/")) {
      event.respondWith(cacheFirst(request));
    }
  });
}
