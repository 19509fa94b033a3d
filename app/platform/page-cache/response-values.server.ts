import { AsyncLocalStorage } from "node:async_hooks";
import { onLoggedFault } from "../logger.server";

/**
 * What a render for the page cache records about its response (decision 041):
 * - `values`: those that must differ in every response even when the page is served from the
 *   cache — the public forms' double-submit tokens (newFormToken). Each is recorded here while the
 *   page renders, so the cache can store the page with placeholders and put fresh values in every
 *   copy it serves. (The CSP nonce is handled the same way by the cache itself.)
 * - `keep`: false once the render met a fault (an error logged: a loader that caught a failed
 *   query and shows "could not load" in a 200 page). Such a page is sent, never kept: it would be
 *   served again until the next write (decision 087).
 */
export type CachedRender = { values: string[]; keep: boolean };

const store = new AsyncLocalStorage<CachedRender>();

/** Runs `fn` recording what the render makes and meets into `render`. */
export function collectResponseValues<T>(render: CachedRender, fn: () => T): T {
  return store.run(render, fn);
}

/** Records a value made for this response (no-op outside a cached render). */
export function recordResponseValue(value: string): string {
  store.getStore()?.values.push(value);
  return value;
}

/** This response must not be kept by the page cache (no-op outside a cached render). */
export function doNotKeepResponse(): void {
  const render = store.getStore();
  if (render) render.keep = false;
}

// Every warning or error logged while a page renders for the cache marks it.
onLoggedFault(doNotKeepResponse);
