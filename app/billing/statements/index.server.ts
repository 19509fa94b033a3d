/** The customer statement's server side, for the other billing sub-features. */
export { customerStatement, statementCustomer } from "./statement.server";
export { statementDocument, type StatementDocument } from "./document.server";
