/** Hidden fields every public form carries (rendered by <IntakeFormGuards>, read by the server). */
export const FORM_TOKEN_FIELD = "formToken";
/** The honeypot: invisible to people, tempting to bots. A filled-in value marks the post as spam. */
export const HONEYPOT_FIELD = "website";
