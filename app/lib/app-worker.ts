import { useEffect } from "react";
import type { ShouldRevalidateFunction } from "react-router";

/**
 * The back office as an installed app (issue 23, decision 050), from the page's side: staff
 * pages link the web app manifest and register the service worker (/sw.js, scope /); every page
 * notices when the signed-in person changes (signing out, another person signing in) and empties
 * the worker's caches then. The worker keeps only the hashed build files, never a page, so this
 * is a second lock on a door that holds no one's data.
 */

export const MANIFEST_URL = "/manifest.webmanifest";

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

/** Registering the worker and emptying its caches: fetched only when a page has that to do. */
const workerEffects = () => import("./app-worker-effects");

/**
 * Registers the worker on staff pages, and empties the caches when the signed-in person is not
 * the one the device saw last (a sign-out, or someone else signing in).
 */
export function useAppWorker(pathname: string, email: string | null) {
  const staff = isStaffPath(pathname);
  useEffect(() => {
    if (!staff || !("serviceWorker" in navigator)) return;
    void workerEffects().then(
      (effects) => effects.registerAppWorker(),
      () => {
        // Not fetched (offline, a build replaced): the back office works without a worker.
      },
    );
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
    if ((before ?? "") !== tag) {
      void workerEffects().then(
        (effects) => effects.clearAppCaches(),
        () => {
          // Not fetched: the caches hold build files only, never anyone's data (decision 050).
        },
      );
    }
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
