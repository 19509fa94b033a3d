import { Form } from "react-router";
import { buttonClass, inputClass } from "~/components/ui/styles";
import { useLocale } from "~/lib/i18n/i18n";
import { inboxContent } from "../content";
import { REVIEW_FILTERS, SUBMISSION_FILTERS, type InboxKind } from "../kinds";

/** The inbox's search (a GET form): words to look for and which items of the list to show. */
export function InboxSearch({ kind, q, filter }: { kind: InboxKind; q: string; filter: string }) {
  const c = inboxContent[useLocale()];
  const filters = kind === "reviews" ? REVIEW_FILTERS : SUBMISSION_FILTERS;
  return (
    <Form method="get" className="mt-6 flex flex-wrap items-end gap-3" role="search">
      <input type="hidden" name="tab" value={kind} />
      <div className="min-w-64 flex-1">
        <label htmlFor="q" className="text-sm font-semibold">
          {c.search}
        </label>
        <input id="q" name="q" type="search" defaultValue={q} className={inputClass} />
      </div>
      <div>
        <label htmlFor="filter" className="text-sm font-semibold">
          {c.show}
        </label>
        <select id="filter" name="filter" defaultValue={filter} className={inputClass}>
          {filters.map((f) => (
            <option key={f} value={f}>
              {c.filters[f]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass.primary}>
        {c.searchButton}
      </button>
    </Form>
  );
}
