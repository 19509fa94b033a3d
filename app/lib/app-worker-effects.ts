/**
 * What the page does with the service worker (app-worker.ts, decision 050): registering it and
 * emptying its caches. A module of its own, fetched only when there is such work, by a staff page
 * or when the signed-in person changes: every other page's script does without it (issue 22).
 */

const WORKER_URL = "/sw.js";
/** Every cache the worker makes starts with this (the build's id follows). */
const CACHE_PREFIX = "limra-";
/** The message that asks the worker to drop its caches. */
const CLEAR_CACHES = "clear-caches";

/** Registers the worker (scope /); the caller has checked that the browser has service workers. */
export function registerAppWorker(): void {
  navigator.serviceWorker.register(WORKER_URL, { scope: "/" }).catch(() => {
    // No worker (a private window, an old browser): the back office works without one.
  });
}

/** Empties every cache of ours, from the page and through the worker. */
export async function clearAppCaches(): Promise<void> {
  navigator.serviceWorker?.controller?.postMessage({ type: CLEAR_CACHES });
  if (typeof caches === "undefined") return;
  for (const name of await caches.keys()) {
    if (name.startsWith(CACHE_PREFIX)) await caches.delete(name);
  }
}
