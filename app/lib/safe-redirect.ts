/**
 * A redirect target that stays on this site: only paths starting with a single "/" are kept,
 * anything else (absolute URLs, "//host", backslashes) falls back to `fallback`.
 */
export function safeRedirect(
  to: FormDataEntryValue | string | null | undefined,
  fallback = "/",
): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.includes("\\")) {
    return fallback;
  }
  return to;
}
