import { SearchBox } from "~/components/ui/search-box";
import { useLocale } from "~/lib/i18n/i18n";
import { inboxContent } from "../content";
import { REVIEW_FILTERS, SUBMISSION_FILTERS, type InboxKind } from "../kinds";

/** The inbox's search (a GET form): words to look for and which items of the list to show. */
export function InboxSearch({ kind, q, filter }: { kind: InboxKind; q: string; filter: string }) {
  const c = inboxContent[useLocale()];
  const filters = kind === "reviews" ? REVIEW_FILTERS : SUBMISSION_FILTERS;
  return (
    <SearchBox
      q={q}
      label={c.search}
      keep={{ tab: kind }}
      choice={{
        name: "filter",
        label: c.show,
        value: filter,
        options: filters.map((f) => [f, c.filters[f]] as const),
      }}
      submit={c.searchButton}
    />
  );
}
