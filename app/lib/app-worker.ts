import { useEffect } from "react";
import type { ShouldRevalidateFunction } from "react-router";

/**
 * The back office as an installed app (issue 23, decision 050), from the page's side: staff
 * pages link the web app manifest and register the service worker (/sw.js, scope /); every page
 * notices when the signed-in person changes (signing out, another person signing in) and empties
 * the worker's caches then. The worker keeps only the hashed build files, never a page, so this
 * is a second lock on a door that holds no one's data.
 */

export const WORKER_URL = "/sw.js";
export const MANIFEST_URL = "/manifest.webmanifest";
/** Every cache the worker makes starts with this (the build's id follows). */
export const CACHE_PREFIX = "limra-";
/** The message that asks the worker to drop its caches. */
export const CLEAR_CACHES = "clear-caches";

/** The localStorage entry naming who was signed in when a page last looked (a tag, not an address). */
const USER_TAG_KEY = "limra.user";

/** Pages of the back office: billing, the admin panels and the shop's admin. */
export function isStaffPath(pathname: string): boolean {
  return /^\/(?:billing|admin|limrakart\/admin)(?:\/|$)/.test(pathname);
}

/** A short tag for a signed-in person (FNV-1a of the e-mail): kept on the device instead of it. */
export function userTag(email: string): string {
  let hash = 0x811c9dc5;
  for (const char of email.toLowerCase()) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** The tag of the person signed in when a page last looked ("" for no one). */
export function currentUserTag(): string {
  try {
    return localStorage.getItem(USER_TAG_KEY) ?? "";
  } catch {
    return "";
  }
}

/** Empties every cache of ours, from the page and through the worker. */
export async function clearAppCaches(): Promise<void> {
  navigator.serviceWorker?.controller?.postMessage({ type: CLEAR_CACHES });
  if (typeof caches === "undefined") return;
  for (const name of await caches.keys()) {
    if (name.startsWith(CACHE_PREFIX)) await caches.delete(name);
  }
}

/**
 * Registers the worker on staff pages, and empties the caches when the signed-in person is not
 * the one the device saw last (a sign-out, or someone else signing in).
 */
export function useAppWorker(pathname: string, email: string | null) {
  const staff = isStaffPath(pathname);
  useEffect(() => {
    if (!staff || !("serviceWorker" in navigator)) return;
    navigator.serviceWorker.register(WORKER_URL, { scope: "/" }).catch(() => {
      // No worker (a private window, an old browser): the back office works without one.
    });
  }, [staff]);
  const tag = email ? userTag(email) : "";
  useEffect(() => {
    let before: string | null;
    try {
      before = localStorage.getItem(USER_TAG_KEY);
      localStorage.setItem(USER_TAG_KEY, tag);
    } catch {
      return;
    }
    if ((before ?? "") !== tag) void clearAppCaches();
  }, [tag]);
}

/** An action's answer that says the server was not reached (the offline bill form's). */
export function offlineAnswered(actionResult: unknown): boolean {
  return typeof actionResult === "object" && actionResult !== null && "offline" in actionResult;
}

/**
 * After an action that could not reach the server, the page keeps its data: reloading it would
 * fail too and put the error page where the form (and what was typed) is.
 */
export const keepDataWhenOffline: ShouldRevalidateFunction = ({
  actionResult,
  defaultShouldRevalidate,
}) => (offlineAnswered(actionResult) ? false : defaultShouldRevalidate);
