import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { DataText } from "~/components/ui/data-text";
import { PostButton } from "~/components/ui/post-button";
import { buttonClass } from "~/components/ui/styles";
import { useLocale } from "~/lib/i18n/i18n";
import type { ReviewStatus } from "~/platform/db/schema";
import { inboxContent } from "../content";

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
  const c = inboxContent[useLocale()].moderation;
  const action = `/admin/inbox/reviews/${id}`;
  /** Whose review a button acts on, for screen readers: " review by Kavitha". */
  const reviewBy = (
    <span className="sr-only">
      {" "}
      <DataText text={c.reviewBy} data={{ name }} />
    </span>
  );
  return (
    <div className="flex flex-wrap items-start gap-2">
      {status !== "approved" ? (
        <PostButton
          action={action}
          fields={{ redirectTo, intent: "approve" }}
          className={`${buttonClass.primary} ${small}`}
        >
          {c.approve}
          {reviewBy}
        </PostButton>
      ) : null}
      {status !== "rejected" ? (
        <PostButton
          action={action}
          fields={{ redirectTo, intent: "reject" }}
          className={`${buttonClass.outline} ${small}`}
        >
          {c.reject}
          {reviewBy}
        </PostButton>
      ) : null}
      <ConfirmDialog
        look="popover"
        trigger={
          <>
            {c.delete}
            {reviewBy}
          </>
        }
        message={<DataText text={c.confirmDelete} data={{ name }} />}
        confirmLabel={c.yesDelete}
        action={action}
        fields={{ redirectTo, intent: "delete" }}
      />
    </div>
  );
}
