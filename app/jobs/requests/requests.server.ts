import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/schema";
import type { PrintJobSource } from "~/platform/db/schema";
import { nowIso } from "~/platform/db/dialect";
import { addJobEvent } from "../events.server";
import { issueLink } from "../status-link/index.server";
import { allocateReference } from "./reference.server";

/**
 * A request is the first stage of a print job (docs/decisions/094): written with its reference
 * and its first status link in the caller's transaction, so the reference, the link and the
 * record land together or not at all.
 */
export type NewRequest = {
  source: PrintJobSource;
  name: string;
  phone: string;
  email: string | null;
  locale: "en" | "ta";
  service: string;
  quantity: string | null;
  details: string | null;
  customerId: string | null;
  orderSubmissionId?: string | null;
  shopOrderId?: string | null;
  createdBy?: string | null;
};

export type CreatedRequest = { id: string; reference: string; token: string };

export async function createRequest(
  trx: Kysely<Database>,
  input: NewRequest,
): Promise<CreatedRequest> {
  const id = crypto.randomUUID();
  const now = nowIso();
  const reference = await allocateReference(trx, now);
  await trx
    .insertInto("print_jobs")
    .values({
      id,
      reference,
      source: input.source,
      customer_id: input.customerId,
      name: input.name,
      phone: input.phone,
      email: input.email,
      locale: input.locale,
      service: input.service,
      quantity: input.quantity,
      details: input.details,
      order_submission_id: input.orderSubmissionId ?? null,
      shop_order_id: input.shopOrderId ?? null,
      bill_id: null,
      assignee_id: null,
      due_day: null,
      cancel_reason: null,
      closed_at: null,
      created_by: input.createdBy ?? null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await addJobEvent(trx, id, {
    kind: "created",
    actor: input.createdBy ? "staff" : "customer",
    userId: input.createdBy ?? null,
    toStage: "request",
  });
  const token = await issueLink(trx, id, "confirmation", input.createdBy ?? null);
  return { id, reference, token };
}
