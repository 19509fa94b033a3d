import { Form } from "react-router";
import { buttonClass, inputClass } from "./styles";

/** The select beside the words: which items of the list to show. */
export type SearchChoice = {
  name: string;
  label: string;
  value: string;
  /** [value, text] in the order shown. */
  options: readonly (readonly [string, string])[];
};

/**
 * The search box of an admin list (inbox, users, shop orders): a GET form (`role="search"`, the
 * search lives in the URL and works without JavaScript) with the words to look for (`q`), a
 * select of which items to show, and its submit button. `keep` are the query values it carries
 * on as they are (e.g. the tab shown); `id` prefixes the fields' ids when a page has two forms.
 */
export function SearchBox({
  q,
  label,
  choice,
  submit,
  keep = {},
  id = "",
  className = "mt-6",
}: {
  q: string;
  label: string;
  choice: SearchChoice;
  submit: string;
  keep?: Record<string, string>;
  id?: string;
  className?: string;
}) {
  const qId = id ? `${id}-q` : "q";
  const choiceId = id ? `${id}-${choice.name}` : choice.name;
  return (
    <Form method="get" role="search" className={`${className} flex flex-wrap items-end gap-3`}>
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="min-w-48 flex-1">
        <label htmlFor={qId} className="text-sm font-semibold">
          {label}
        </label>
        <input id={qId} name="q" type="search" defaultValue={q} className={inputClass} />
      </div>
      <div>
        <label htmlFor={choiceId} className="text-sm font-semibold">
          {choice.label}
        </label>
        <select id={choiceId} name={choice.name} defaultValue={choice.value} className={inputClass}>
          {choice.options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass.primary}>
        {submit}
      </button>
    </Form>
  );
}
