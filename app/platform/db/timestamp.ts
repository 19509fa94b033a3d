/** An ISO-8601 UTC timestamp string, e.g. 2026-11-21T05:30:00.000Z. */
export type Timestamp = string;
