import { Form } from "react-router";
import { buttonClass } from "~/components/ui/styles";
import type { ReviewStatus } from "~/platform/db/schema";

const small = "!px-3 !py-1.5 text-sm";

/**
 * Approve / reject / delete for one review. Delete asks first: the confirmation opens in place
 * (a disclosure, so it also works without JavaScript).
 */
export function ModerationButtons({
  id,
  name,
  status,
  redirectTo,
}: {
  id: string;
  name: string;
  status: ReviewStatus;
  redirectTo: string;
}) {
  const action = `/admin/inbox/reviews/${id}`;
  return (
    <div className="flex flex-wrap items-start gap-2">
      {status !== "approved" ? (
        <Form method="post" action={action}>
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <button name="intent" value="approve" className={`${buttonClass.primary} ${small}`}>
            Approve<span className="sr-only"> review by {name}</span>
          </button>
        </Form>
      ) : null}
      {status !== "rejected" ? (
        <Form method="post" action={action}>
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <button name="intent" value="reject" className={`${buttonClass.outline} ${small}`}>
            Reject<span className="sr-only"> review by {name}</span>
          </button>
        </Form>
      ) : null}
      <details className="relative">
        <summary
          className={`${buttonClass.outline} ${small} cursor-pointer list-none border-red-700 text-red-800 dark:border-red-400 dark:text-red-300`}
        >
          Delete<span className="sr-only"> review by {name}</span>
        </summary>
        <div className="absolute right-0 z-10 mt-2 w-64 rounded-md border border-slate-200 bg-white p-3 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900">
          <p>Delete the review by {name}? This cannot be undone.</p>
          <Form method="post" action={action} className="mt-2">
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <button
              name="intent"
              value="delete"
              className={`${buttonClass.primary} ${small} bg-red-700 hover:bg-red-800`}
            >
              Yes, delete
            </button>
          </Form>
        </div>
      </details>
    </div>
  );
}
