import { createContext, useContext } from "react";
import type { StaticPageScript } from "./static-page";

/**
 * The static page script (decision 055), set by app/entry.server.tsx only while it renders a page
 * served without hydration; otherwise, and always in the browser, null: the root then renders
 * React Router's scripts.
 */
export const StaticPageContext = createContext<StaticPageScript | null>(null);

export function useStaticPageScript(): StaticPageScript | null {
  return useContext(StaticPageContext);
}
