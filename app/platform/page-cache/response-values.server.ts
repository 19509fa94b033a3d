import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Values that must differ in every response even when the page is served from the page cache
 * (decision 041): the public forms' double-submit tokens (newFormToken). While a page renders for
 * the cache, each such value is recorded here, so the cache can store the page with placeholders
 * and put fresh values in every copy it serves. (The CSP nonce is handled the same way by the
 * cache itself.)
 */
const store = new AsyncLocalStorage<string[]>();

/** Runs `fn` recording the per-response values it makes; they are pushed into `values`. */
export function collectResponseValues<T>(values: string[], fn: () => T): T {
  return store.run(values, fn);
}

/** Records a value made for this response (no-op outside a cached render). */
export function recordResponseValue(value: string): string {
  store.getStore()?.push(value);
  return value;
}
