/** Class names of the shared button and card looks (Tailwind), so every page matches. */
const base =
  "inline-flex items-center justify-center gap-2 rounded-md px-5 py-2.5 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60";

export const buttonClass = {
  primary: `${base} bg-brand-600 text-white hover:bg-brand-700`,
  accent: `${base} bg-accent-500 text-slate-950 hover:bg-accent-600`,
  outline: `${base} border border-brand-600 text-brand-700 hover:bg-brand-50 dark:border-brand-100 dark:text-brand-100 dark:hover:bg-slate-800`,
  light: `${base} bg-white text-brand-700 hover:bg-brand-50`,
  ghostLight: `${base} border border-white text-white hover:bg-white/10`,
} as const;

export const cardClass =
  "rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900";

export const sectionClass = "mx-auto max-w-7xl px-4 py-16";

export const mutedText = "text-slate-600 dark:text-slate-300";

export const inputClass =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 disabled:opacity-60 aria-invalid:border-red-600 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100";

export const labelClass = "block text-sm font-semibold text-slate-800 dark:text-slate-100";

export const errorText = "mt-1 text-sm text-red-700 dark:text-red-300";

/** The framed, sideways-scrolling box around a table (and the card of an empty list). */
export const tableFrameClass =
  "overflow-x-auto rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900";

/** Table parts. Below `sm` the rows become stacked cards: each cell shows its column's label. */
export const tableClass = {
  table: "w-full text-left text-sm max-sm:block",
  head: "border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-800 max-sm:sr-only",
  body: "max-sm:block",
  row: "border-b border-slate-100 last:border-0 dark:border-slate-800 max-sm:block max-sm:px-1 max-sm:py-2",
  cell: "px-3 py-2 align-top max-sm:flex max-sm:items-start max-sm:justify-between max-sm:gap-4 max-sm:py-1 max-sm:text-right",
  /** The phone card's "label:" before a cell's value, from the cell's data-label. */
  cardLabel:
    "max-sm:before:shrink-0 max-sm:before:text-left max-sm:before:font-semibold max-sm:before:content-[attr(data-label)]",
  hideOnPhone: "max-sm:hidden",
} as const;
