// The static page script's address (scripts/vite-static-page.ts): for server code only.
declare module "virtual:static-page" {
  import type { StaticPageScript } from "~/lib/static-page";

  const script: StaticPageScript;
  export default script;
}
