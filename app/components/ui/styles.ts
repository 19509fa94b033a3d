/**
 * Class names of the shared button, card, form and table looks, so every page matches. Each is a
 * short class of app/app.css's components layer (decision 042), not a list of utilities: pages
 * repeat them in every row and button, and a long list there was most of a page's HTML.
 */
export const buttonClass = {
  primary: "btn btn-primary",
  accent: "btn btn-accent",
  outline: "btn btn-outline",
  light: "btn btn-light",
  ghostLight: "btn btn-ghost-light",
} as const;

export const cardClass = "card";

export const sectionClass = "mx-auto max-w-7xl px-4 py-16";

export const mutedText = "muted";

export const inputClass = "input";

export const labelClass = "label";

export const errorText = "error-text";

/** The framed, sideways-scrolling box around a table (and the card of an empty list). */
export const tableFrameClass = "tbl-frame";

/** Table parts. Below `sm` the rows become stacked cards: each cell shows its column's label. */
export const tableClass = {
  table: "tbl",
  head: "tbl-head",
  /** Its rows and cells (and a cell's phone-card label, from data-label) are styled under it. */
  body: "tbl-body",
  hideOnPhone: "max-sm:hidden",
} as const;
