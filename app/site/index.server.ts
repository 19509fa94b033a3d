/** What other areas may use from the site on the server. */
export { parseList, SERVICE_CARD_COLUMNS } from "./site.server";
