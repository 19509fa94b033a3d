import { Form } from "react-router";
import { buttonClass, inputClass } from "~/components/ui/styles";
import { REVIEW_FILTERS, SUBMISSION_FILTERS, type InboxKind } from "../kinds";

const FILTER_LABELS: Record<string, string> = {
  all: "All",
  unread: "Unread",
  open: "Not handled",
  handled: "Handled",
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
};

/** The inbox's search (a GET form): words to look for and which items of the list to show. */
export function InboxSearch({ kind, q, filter }: { kind: InboxKind; q: string; filter: string }) {
  const filters = kind === "reviews" ? REVIEW_FILTERS : SUBMISSION_FILTERS;
  return (
    <Form method="get" className="mt-6 flex flex-wrap items-end gap-3" role="search">
      <input type="hidden" name="tab" value={kind} />
      <div className="min-w-64 flex-1">
        <label htmlFor="q" className="text-sm font-semibold">
          Search
        </label>
        <input id="q" name="q" type="search" defaultValue={q} className={inputClass} />
      </div>
      <div>
        <label htmlFor="filter" className="text-sm font-semibold">
          Show
        </label>
        <select id="filter" name="filter" defaultValue={filter} className={inputClass}>
          {filters.map((f) => (
            <option key={f} value={f}>
              {FILTER_LABELS[f]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass.primary}>
        Search
      </button>
    </Form>
  );
}
