import { Fragment, type ReactNode } from "react";

/**
 * A translated sentence with data in it: each `{key}` of `text` becomes `data[key]` inside a
 * `translate="no"` span (a name, a number, an address is data, not interface text), the rest
 * stays text. `DataText text="Delete {name}?" data={{ name: item.name }}`.
 */
export function DataText({ text, data }: { text: string; data: Record<string, ReactNode> }) {
  const parts = text.split(/\{(\w+)\}/);
  return parts.map((part, i) =>
    i % 2 === 1 && part in data ? (
      <span key={i} translate="no">
        {data[part]}
      </span>
    ) : (
      <Fragment key={i}>{i % 2 === 1 ? `{${part}}` : part}</Fragment>
    ),
  );
}
