/** A store URL with some parameters changed (undefined or "" removes one). */
export function storeHref(
  current: Record<string, string>,
  changes: Record<string, string | undefined>,
) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...current, ...changes })) if (v) params.set(k, v);
  const qs = params.toString();
  return qs ? `/limrakart?${qs}` : "/limrakart";
}
