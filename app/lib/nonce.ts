import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of the page being rendered on the server (app/entry.server.tsx).
 * In the browser it is undefined: browsers hide nonces from scripts, and elements that need one
 * are only created by the server's HTML.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
