import { getEnv } from "~/platform/env.server";

/** The full address of a status link, for e-mails and messages. */
export function statusLinkUrl(token: string): string {
  return `${getEnv().APP_URL}/r/${token}`;
}

/** The path of a status link, for pages of this site. */
export function statusLinkPath(token: string): string {
  return `/r/${token}`;
}
