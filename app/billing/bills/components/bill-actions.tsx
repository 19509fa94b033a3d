import { type ReactNode, useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { inputClass, labelClass } from "~/components/ui/styles";
import { formatRupees } from "~/lib/format";
import { fill } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { ReasonField } from "../../components/reason-field";
import { billingCopy } from "../../content";
import { PAYMENT_METHODS } from "../../money";
import { billActionsContent } from "../actions-content";
import type { BillRow } from "../schema";
import { BillMenu, type BillMenuItem } from "./bill-menu";

type Ask = "cancel" | "delete";

/** The texts of a bill's actions in the page's language. */
function useWords() {
  return billActionsContent[useLocale()];
}

/**
 * Cancel and delete ask first, one row at a time: the menu's Cancel / Delete is a link to the
 * same list with `?ask=cancel:<id>` (or delete), and only that row carries the question and its
 * form (in place, open). Every row carrying both forms made a bill row ~2 KB heavier (issue 22,
 * decision 042).
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

/** Add payment, back to `redirectTo` when recorded. */
const payHref = (id: string, redirectTo: string) =>
  `/billing/bills/${id}/pay?redirectTo=${encodeURIComponent(redirectTo)}`;
/** The bill's page: the bill, its payments and every action (the row's link without JavaScript). */
export const billPageHref = (id: string) => `/billing/complaint-preview?id=${id}`;
const editHref = (id: string) => `/billing/new-complaint?id=${id}`;

type QuestionBill = Pick<BillRow, "id" | "number" | "paidPaise">;

/**
 * Cancel a bill: the reason (required), and — when the customer paid — whether to hand the money
 * back and how. Posts `intent=cancel` to the page's own action (`billListAction`).
 */
function CancelBill({
  bill: b,
  redirectTo,
  open,
  trigger,
}: {
  bill: QuestionBill;
  redirectTo: string;
  /** Open from the start (a list's row asked with `?ask=`); else a closed disclosure. */
  open?: boolean;
  trigger: ReactNode;
}) {
  const w = useWords();
  const methods = billingCopy[useLocale()].methods;
  const paid = b.paidPaise;
  const id = (part: string) => `cancel-${part}-${b.id}`;
  return (
    <ConfirmDialog
      icon={open}
      open={open}
      size={open ? "sm" : "md"}
      look="inline"
      title={fill(w.cancel.title, { number: b.number })}
      trigger={trigger}
      message={w.cancel.message}
      confirmLabel={w.cancel.confirm}
      fields={{ intent: "cancel", id: b.id, redirectTo }}
    >
      <ReasonField id={id("reason")} label={w.cancel.reason} className="mt-1" />
      {paid > 0 ? (
        <>
          <label className="mt-2 flex items-center gap-2">
            <input type="checkbox" name="refund" value="on" defaultChecked className="size-4" />
            {fill(w.cancel.refund, { amount: formatRupees(paid) })}
          </label>
          <label htmlFor={id("method")} className={`${labelClass} mt-2`}>
            {w.cancel.refundBy}
          </label>
          <select
            id={id("method")}
            name="refundMethod"
            defaultValue="cash"
            className={`${inputClass} mt-1`}
          >
            {PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {methods[m]}
              </option>
            ))}
          </select>
        </>
      ) : null}
      <div className="h-2" />
    </ConfirmDialog>
  );
}

/** Delete a bill that took no money (the server checks again): posts `intent=delete`. */
function DeleteBill({
  bill: b,
  redirectTo,
  open,
  trigger,
}: {
  bill: QuestionBill;
  redirectTo: string;
  open?: boolean;
  trigger: ReactNode;
}) {
  const w = useWords();
  return (
    <ConfirmDialog
      icon={open}
      open={open}
      size={open ? "sm" : "md"}
      look={open ? "popover" : "inline"}
      trigger={trigger}
      message={fill(w.delete.message, { number: b.number })}
      confirmLabel={w.delete.confirm}
      fields={{ intent: "delete", id: b.id, redirectTo }}
    />
  );
}

/**
 * The question a row was asked (`?ask=`), open in the row, with the focus moved into it: the
 * menu that asked it is gone, and the question is what the user works on next.
 */
function RowQuestion({ ask, bill, redirectTo }: { ask: Ask; bill: BillRow; redirectTo: string }) {
  const w = useWords();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>("textarea, [type=submit]")?.focus();
  }, [ask]);
  const trigger = (
    <>
      {w.items[ask]}
      <span className="sr-only">{` ${bill.number}`}</span>
    </>
  );
  return (
    <div ref={ref}>
      {ask === "cancel" ? (
        <CancelBill bill={bill} redirectTo={redirectTo} open trigger={trigger} />
      ) : (
        <DeleteBill bill={bill} redirectTo={redirectTo} open trigger={trigger} />
      )}
    </div>
  );
}

/**
 * A bill's actions in a list (decision 048): Add payment as an icon link on a bill with a balance
 * (one tap), and one Actions control. Without JavaScript that control is a link to the bill's page,
 * which offers every action; with it, a menu (built in the browser when opened) of Add payment,
 * Preview, Edit, Cancel (not for a cancelled bill) and Delete (only for a bill without payments;
 * the server checks again). Cancel and Delete then ask in the row (`?ask=`). Only the first row's
 * links are marked for React Router's route discovery: they find the same routes for every row.
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
  const w = useWords();
  const cancelled = !!b.cancelledAt;
  const { asking, href } = useAsk(b.id);
  const d = discover ? "render" : "none";
  const items = (): BillMenuItem[] => [
    ...(cancelled ? [] : [{ label: w.items.pay, to: payHref(b.id, redirectTo) }]),
    { label: w.items.preview, to: billPageHref(b.id) },
    { label: w.items.edit, to: editHref(b.id) },
    ...(cancelled ? [] : [{ label: w.items.cancel, to: href("cancel"), stay: true }]),
    ...(b.paidPaise > 0 ? [] : [{ label: w.items.delete, to: href("delete"), stay: true }]),
  ];
  return (
    <>
      {cancelled || b.balancePaise <= 0 ? null : (
        <Link
          to={payHref(b.id, redirectTo)}
          className="row-pay"
          aria-label={fill(w.payBill, { number: b.number })}
          discover={d}
        />
      )}
      <BillMenu
        to={billPageHref(b.id)}
        label={fill(w.menu, { number: b.number })}
        items={items}
        discover={d}
      />
      {asking && !(asking === "cancel" ? cancelled : b.paidPaise > 0) ? (
        <RowQuestion ask={asking} bill={b} redirectTo={redirectTo} />
      ) : null}
    </>
  );
}

/**
 * The bill page's own Edit, Cancel and Delete (Add payment is in its toolbar): what a row's
 * Actions link leads to without JavaScript. Cancel and Delete ask in place (a disclosure, no
 * JavaScript needed) and post to the page's action; after a delete it goes back to Old Bills.
 */
export function BillPageActions({
  bill: b,
  here,
}: {
  bill: Pick<BillRow, "id" | "number"> & {
    advancePaise: number;
    receivedPaise: number;
    cancelledAt: string | null;
  };
  here: string;
}) {
  const w = useWords();
  const bill = { id: b.id, number: b.number, paidPaise: b.advancePaise + b.receivedPaise };
  return (
    <section aria-label={w.page.heading} className="flex flex-wrap items-start gap-2 print:hidden">
      <Button variant="outline" to={editHref(b.id)}>
        {w.page.edit}
      </Button>
      {b.cancelledAt ? null : <CancelBill bill={bill} redirectTo={here} trigger={w.page.cancel} />}
      {bill.paidPaise > 0 ? null : (
        <DeleteBill bill={bill} redirectTo="/billing/old-complaint" trigger={w.page.delete} />
      )}
    </section>
  );
}
