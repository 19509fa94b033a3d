import { Form } from "react-router";
import { buttonClass } from "~/components/ui/styles";

const small = "!px-3 !py-1.5 text-sm";

/**
 * Delete with a confirmation that opens in place: a disclosure, so it also works without
 * JavaScript, laid out in the flow (not floating) so a scrolling table does not clip it.
 * Deleting deactivates: the item leaves the public pages and can be switched back on by editing.
 */
export function DeleteConfirm({
  intent,
  id,
  name,
  note,
  redirectTo,
}: {
  intent: string;
  id: string;
  name: string;
  note: string;
  redirectTo: string;
}) {
  return (
    <details className="relative">
      <summary
        className={`${buttonClass.outline} ${small} cursor-pointer list-none border-red-700 text-red-800 dark:border-red-400 dark:text-red-300`}
      >
        Delete<span className="sr-only"> {name}</span>
      </summary>
      <div className="mt-2 w-60 rounded-md border border-slate-200 bg-white p-3 text-left text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900">
        <p>
          Delete {name}? {note}
        </p>
        <Form method="post" className="mt-2">
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <button
            type="submit"
            className={`${buttonClass.primary} ${small} bg-red-700 hover:bg-red-800`}
          >
            Yes, delete<span className="sr-only"> {name}</span>
          </button>
        </Form>
      </div>
    </details>
  );
}
