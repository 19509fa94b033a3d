/**
 * The one place that decides whether a redirect target from a form or a URL (`redirectTo`) is a
 * page of this site. Anything else falls back to `fallback`. Every redirect after sign-in, sign-out,
 * a preference change or a list action goes through here.
 *
 * Kept: a path starting with one "/" (with its query and hash), e.g. `/limrakart?q=%E0%AE%9F`.
 * Refused:
 * - control and white-space characters anywhere (TAB, CR, LF, NBSP, U+2028…): browsers drop TAB,
 *   CR and LF from URLs, so `/\t/evil.example` becomes `//evil.example`, and CR/LF in a Location
 *   header cannot be sent at all;
 * - backslashes (browsers read `/\evil.example` as `//evil.example`) and a leading `//`;
 * - the same in the path after percent-decoding it, once or repeatedly (`/%2f%2fevil.example`,
 *   `/%5cevil.example`, `/%2509/…`), for the proxies and servers that decode before they look;
 * - anything that does not resolve to this origin.
 * What is returned is the URL parser's own serialisation of the target (ASCII only, so it always
 * fits in a header), checked again: `/.//evil.example` serialises to `//evil.example` and is
 * refused.
 */

/** Longer than any page address of the site; a header of megabytes helps nobody. */
const MAX_LENGTH = 2048;
/** A base no real request has, to see whether the target leaves it. */
const BASE = "http://local.invalid";
/** Percent-decoding rounds: enough for double and triple encoding. */
const DECODE_ROUNDS = 5;

// Control characters (C0, DEL, C1), every Unicode space and line/paragraph separator, and the
// invisible format characters (zero-width space, BOM, bidi controls).
const UNSAFE_CHARS = /[\p{Cc}\p{Z}\p{Cf}\\]/u;

/** A path (no query or hash) that would leave the site or hides characters browsers drop. */
function unsafePath(path: string): boolean {
  return !path.startsWith("/") || path.startsWith("//") || UNSAFE_CHARS.test(path);
}

/** The path, and every percent-decoding of it, is safe. */
function pathStaysLocal(path: string): boolean {
  let current = path;
  for (let round = 0; round <= DECODE_ROUNDS; round++) {
    if (unsafePath(current)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      // A lone "%" is no encoding of anything: the text is what it is.
      return true;
    }
    if (decoded === current) return true;
    current = decoded;
  }
  // Still decoding after that many rounds: nobody links like that.
  return false;
}

/** `to` as a path of this site, or null. */
export function localPath(to: unknown): string | null {
  if (typeof to !== "string" || to.length === 0 || to.length > MAX_LENGTH) return null;
  if (UNSAFE_CHARS.test(to)) return null;
  const path = to.split(/[?#]/, 1)[0]!;
  if (!pathStaysLocal(path)) return null;
  let url: URL;
  try {
    url = new URL(to, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const emitted = `${url.pathname}${url.search}${url.hash}`;
  return pathStaysLocal(url.pathname) && !UNSAFE_CHARS.test(emitted) ? emitted : null;
}

/** A redirect target that stays on this site: `to` when it is a local path, else `fallback`. */
export function safeRedirect(
  to: FormDataEntryValue | string | null | undefined,
  fallback = "/",
): string {
  return localPath(to) ?? fallback;
}
