import { getDb } from "~/platform/db/db.server";
import { writeAudit } from "~/platform/audit.server";
import { linkCustomer } from "~/domain/customers.server";
import { createRequest, type CreatedRequest } from "./requests.server";
import type { NewRequestInput } from "./schema";

/**
 * A walk-in or phone request saved by staff: the customer of that phone number is linked (or
 * made), the request gets its reference and a status link, and the audit log has it.
 */
export async function createStaffRequest(
  input: NewRequestInput,
  userId: string,
): Promise<CreatedRequest> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const customerId = await linkCustomer(trx, {
        phone: input.phone,
        name: input.name,
        email: input.email,
        language: input.locale,
      });
      const created = await createRequest(trx, {
        source: input.source,
        name: input.name,
        phone: input.phone,
        email: input.email,
        locale: input.locale,
        service: input.service,
        quantity: input.quantity,
        details: input.details,
        customerId,
        createdBy: userId,
      });
      await writeAudit(trx, {
        actorId: userId,
        action: "print_job.create",
        entity: "print_job",
        entityId: created.id,
        after: { reference: created.reference, source: input.source, customerId },
      });
      return created;
    });
}
