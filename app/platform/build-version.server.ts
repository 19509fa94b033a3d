import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";

let version: string | undefined;

/**
 * The production build's id: a hash of its hashed client files' names (build/client/assets),
 * so any change to the build changes it; "dev" without a build (the development server). The
 * service worker names its cache after it (decision 050).
 */
export function buildVersion(): string {
  if (version) return version;
  let names: string[] = [];
  try {
    names = readdirSync(path.resolve("build/client/assets")).sort();
  } catch {
    // No production build here.
  }
  version = names.length
    ? createHash("sha256").update(names.join("\n")).digest("hex").slice(0, 16)
    : "dev";
  return version;
}
