import { Ban, Eye, IndianRupee, Pencil, Trash2 } from "lucide-react";
import { IconSprite, SpriteIcon } from "~/components/ui/icon-sprite";
import { Link, useSearchParams } from "react-router";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { inputClass, labelClass } from "~/components/ui/styles";
import { formatRupees } from "~/lib/format";
import type { BillRow } from "../schema";
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from "../../money";

const iconLink = "icon-link";
const askLink = "icon-link-danger";

type Ask = "cancel" | "delete";

/**
 * Cancel and delete ask first, one row at a time: the row's icon is a link to the same list with
 * `?ask=cancel:<id>` (or delete), and only that row carries the question and its form (in place,
 * open, also without JavaScript). Every row carrying both forms made a bill row ~2 KB heavier
 * (issue 22, decision 042).
 */
function useAsk(billId: string): { asking: Ask | null; href: (kind: Ask) => string } {
  const [params] = useSearchParams();
  const ask = params.get("ask");
  const asking =
    ask === `cancel:${billId}` ? "cancel" : ask === `delete:${billId}` ? "delete" : null;
  const href = (kind: Ask) => {
    const next = new URLSearchParams(params);
    next.set("ask", `${kind}:${billId}`);
    return `?${next.toString()}`;
  };
  return { asking, href };
}

/** The icon link that opens a row's question. */
function AskLink({
  to,
  name,
  label,
  discover,
}: {
  to: string;
  name: string;
  label: string;
  discover: Discover;
}) {
  return (
    <Link to={to} preventScrollReset className={askLink} discover={discover}>
      <SpriteIcon sprite={SPRITE} name={name} />
      <span className="sr-only">{label}</span>
    </Link>
  );
}

const SPRITE = "bi";

/** The row actions' icons, once per page (BillsTable renders it above its table). */
export function BillActionIcons() {
  return (
    <IconSprite
      id={SPRITE}
      icons={{ pay: IndianRupee, preview: Eye, edit: Pencil, cancel: Ban, delete: Trash2 }}
    />
  );
}

/** What the customer has paid on the bill (its payments not voided). */
export const paidOn = (b: BillRow) => b.advancePaise + b.receivedPaise;

/**
 * Cancel a bill, asked in place: the reason (required), and — when the customer paid — whether
 * to hand the money back and how. Posts `intent=cancel` to the list's own action.
 */
function CancelBill({ bill: b, redirectTo }: { bill: BillRow; redirectTo: string }) {
  const paid = paidOn(b);
  const id = (part: string) => `cancel-${part}-${b.id}`;
  return (
    <ConfirmDialog
      icon
      open
      look="inline"
      title={`Cancel bill ${b.number}?`}
      trigger={
        <>
          <SpriteIcon sprite={SPRITE} name="cancel" />
          <span className="sr-only">{`Cancel ${b.number}`}</span>
        </>
      }
      message="The number is kept and the sale is reversed in the books today."
      confirmLabel="Cancel bill"
      fields={{ intent: "cancel", id: b.id, redirectTo }}
    >
      <label htmlFor={id("reason")} className={labelClass}>
        Reason
      </label>
      <textarea
        id={id("reason")}
        name="reason"
        required
        minLength={3}
        maxLength={300}
        rows={2}
        className={`${inputClass} mt-1`}
      />
      {paid > 0 ? (
        <>
          <label className="mt-2 flex items-center gap-2">
            <input type="checkbox" name="refund" value="on" defaultChecked className="size-4" />
            Refund {formatRupees(paid)} to the customer
          </label>
          <label htmlFor={id("method")} className={`${labelClass} mt-2`}>
            Refund by
          </label>
          <select
            id={id("method")}
            name="refundMethod"
            defaultValue="cash"
            className={`${inputClass} mt-1`}
          >
            {PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {PAYMENT_METHOD_LABELS[m]}
              </option>
            ))}
          </select>
        </>
      ) : null}
      <div className="h-2" />
    </ConfirmDialog>
  );
}

type Discover = "render" | "none";

/**
 * A bill's actions in a list: add a payment, preview, edit, cancel (not for a cancelled bill)
 * and delete (only for a bill without payments; the server checks again). Only the first row's
 * links are marked for React Router's route discovery (`discover`): they find the same routes
 * for every row, and the mark is 21 bytes a link (issue 22).
 */
export function BillActions({
  bill: b,
  redirectTo,
  discover = true,
}: {
  bill: BillRow;
  redirectTo: string;
  discover?: boolean;
}) {
  const cancelled = !!b.cancelledAt;
  const { asking, href } = useAsk(b.id);
  const d: Discover = discover ? "render" : "none";
  return (
    <div className="icon-links">
      {cancelled ? null : (
        <Link
          to={`/billing/bills/${b.id}/pay?redirectTo=${encodeURIComponent(redirectTo)}`}
          className={iconLink}
          discover={d}
        >
          <SpriteIcon sprite={SPRITE} name="pay" />
          <span className="sr-only">{`Add payment ${b.number}`}</span>
        </Link>
      )}
      <Link to={`/billing/complaint-preview?id=${b.id}`} className={iconLink} discover={d}>
        <SpriteIcon sprite={SPRITE} name="preview" />
        <span className="sr-only">{`Preview ${b.number}`}</span>
      </Link>
      <Link to={`/billing/new-complaint?id=${b.id}`} className={iconLink} discover={d}>
        <SpriteIcon sprite={SPRITE} name="edit" />
        <span className="sr-only">{`Edit ${b.number}`}</span>
      </Link>
      {cancelled ? null : asking === "cancel" ? (
        <CancelBill bill={b} redirectTo={redirectTo} />
      ) : (
        <AskLink to={href("cancel")} name="cancel" label={`Cancel ${b.number}`} discover={d} />
      )}
      {paidOn(b) > 0 ? null : asking !== "delete" ? (
        <AskLink to={href("delete")} name="delete" label={`Delete ${b.number}`} discover={d} />
      ) : (
        <ConfirmDialog
          icon
          open
          look="popover"
          trigger={
            <>
              <SpriteIcon sprite={SPRITE} name="delete" />
              <span className="sr-only">{`Delete ${b.number}`}</span>
            </>
          }
          message={`Are you sure you want to delete bill ${b.number}? This action cannot be undone.`}
          confirmLabel="Delete"
          fields={{ intent: "delete", id: b.id, redirectTo }}
        />
      )}
    </div>
  );
}
