import { Form } from "react-router";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
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
      <ConfirmDialog
        look="popover"
        trigger={
          <>
            Delete<span className="sr-only"> review by {name}</span>
          </>
        }
        message={`Delete the review by ${name}? This cannot be undone.`}
        confirmLabel="Yes, delete"
        action={action}
        fields={{ redirectTo, intent: "delete" }}
      />
    </div>
  );
}
