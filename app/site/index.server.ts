/** What other areas may use from the site on the server. */
export { parseList } from "./site.server";
