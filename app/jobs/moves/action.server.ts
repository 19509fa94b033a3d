import { data, type RouterContextProvider } from "react-router";
import { fill, parseWith } from "~/lib/forms";
import { formFailure } from "~/platform/form-response.server";
import { getPreferences } from "~/platform/preferences.server";
import { redirectWithToast } from "~/platform/toast.server";
import { stageNames } from "../stages";
import { assignJob } from "./assign.server";
import { cancelJob, type CancelLinkedBill } from "./cancel.server";
import { movesContent } from "./content";
import { moveStage, type MoveRefusal } from "./moves.server";
import { assignSchema, backSchema, cancelSchema, moveSchema } from "./schema";

/**
 * The job page's intents of this sub-feature (docs/decisions/099): `move`, `assign`; `cancel`
 * comes through billing's `/billing/jobs/:id/cancel` (cancelAction), which passes its bill rule in.
 * The caller has checked the role. A refusal is a 4xx with a toast (409 for a stale form, a move
 * not allowed or the printing gate); a success goes back to the board or the job's page.
 */
type Context = Readonly<RouterContextProvider>;
export const MOVE_INTENTS = ["move", "assign"] as const;

/** The board's own query (its filters, from the board's action) is kept; nothing else is. */
const BOARD_QUERY = /^\?[\w=&%.-]{1,200}$/;
const backTo = (form: Record<string, string>, jobId: string) =>
  backSchema.parse(form.back) === "board"
    ? `/billing/jobs${BOARD_QUERY.test(form.boardQuery ?? "") ? form.boardQuery : ""}`
    : `/billing/jobs/${jobId}`;

function refusal(context: Context, reason: MoveRefusal, stage?: string) {
  const locale = getPreferences(context).locale;
  const c = movesContent[locale];
  const at = stage ? stageNames[locale][stage as keyof (typeof stageNames)["en"]] : "";
  if (reason === "not-found") throw data({ message: c.refusals["not-found"] }, { status: 404 });
  return formFailure(context, {
    status: 409,
    toast: { title: fill(c.refusals[reason], { stage: at }) },
  });
}

async function move(values: Record<string, string>, jobId: string, userId: string, ctx: Context) {
  const locale = getPreferences(ctx).locale;
  // "Ready" comes as `to=ready:pickup` or `to=ready:delivery` (one button each).
  const [to, how] = (values.to ?? "").split(":");
  const parsed = parseWith(moveSchema, { ...values, to, how: how ?? values.how });
  if (!parsed.success) return refusal(ctx, "not-allowed");
  const result = await moveStage({ jobId, userId, ...parsed.data });
  if (!result.ok) return refusal(ctx, result.reason, result.stage);
  const c = movesContent[locale];
  const title = fill(c.moved, {
    reference: result.reference,
    stage: stageNames[locale][parsed.data.to],
  });
  const description =
    parsed.data.to === "ready" ? c.ready[result.emailed ? "emailed" : "noEmail"] : undefined;
  return redirectWithToast(backTo(values, jobId), { title, description });
}

const formValues = (form: FormData) =>
  Object.fromEntries([...form.entries()].map(([k, v]) => [k, typeof v === "string" ? v : ""]));

/** Cancels the job (and its bill by `cancelBill`); the caller has checked staff or admin. */
export async function cancelAction(
  form: FormData,
  jobId: string,
  userId: string,
  ctx: Context,
  cancelBill: CancelLinkedBill,
) {
  const values = formValues(form);
  const c = movesContent[getPreferences(ctx).locale];
  const parsed = parseWith(cancelSchema, values);
  if (!parsed.success) {
    return formFailure(ctx, {
      status: 400,
      toast: { title: c.cancel.reasonRequired },
      errors: { reason: c.cancel.reasonRequired },
      values,
    });
  }
  const result = await cancelJob({ jobId, userId, ...parsed.data }, cancelBill);
  if (!result.ok) return refusal(ctx, result.reason, result.stage);
  const title = result.billNumber
    ? fill(c.cancel.billCancelled, { reference: result.reference, number: result.billNumber })
    : fill(c.cancel.done, { reference: result.reference });
  return redirectWithToast(`/billing/jobs/${jobId}`, { title });
}

async function assign(values: Record<string, string>, jobId: string, userId: string, ctx: Context) {
  const c = movesContent[getPreferences(ctx).locale];
  const parsed = parseWith(assignSchema, values);
  const result = parsed.success
    ? await assignJob(jobId, parsed.data.assignee, userId)
    : ({ ok: false, reason: "unknown-user" } as const);
  if (!result.ok && result.reason === "not-found") return refusal(ctx, "not-found");
  if (!result.ok) return formFailure(ctx, { status: 400, toast: { title: c.assign.unknown } });
  return redirectWithToast(backTo(values, jobId), { title: c.assign.done });
}

/** Runs `intent` when it is one of MOVE_INTENTS; the caller has checked staff or admin. */
export async function movesAction(
  intent: (typeof MOVE_INTENTS)[number],
  form: FormData,
  jobId: string,
  userId: string,
  context: Context,
) {
  const values = formValues(form);
  if (intent === "move") return move(values, jobId, userId, context);
  return assign(values, jobId, userId, context);
}

export function isMoveIntent(intent: unknown): intent is (typeof MOVE_INTENTS)[number] {
  return (MOVE_INTENTS as readonly unknown[]).includes(intent);
}
