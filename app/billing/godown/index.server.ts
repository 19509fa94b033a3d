/** The godown's server side, for the billing index (the seed fills the godown). */
export { createGodownItem } from "./godown.server";
export { godownItemSchema } from "./schema";
