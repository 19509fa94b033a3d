import { writeAudit } from "~/platform/audit.server";
import { customerNameKey } from "~/domain/customers.server";
import { getDb } from "~/platform/db/db.server";
import { nowIso } from "~/platform/db/dialect";
import type { CustomerEditInput } from "./schema";

/**
 * Staff edit a customer's details and add notes; each change is audited in its transaction.
 * A new name keeps the old one among the other names, so a search by it still finds them.
 */

export type EditOutcome = { ok: true } | { ok: false; reason: "notFound" };

const EDIT_COLUMNS = [
  "id",
  "name",
  "other_phone",
  "address",
  "email",
  "gstin",
  "language",
  "notes",
  "alt_names",
] as const;

export async function updateCustomer(
  id: string,
  input: CustomerEditInput,
  actorId: string,
): Promise<EditOutcome> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const before = await trx
        .selectFrom("customers")
        .select(EDIT_COLUMNS)
        .where("id", "=", id)
        .where("merged_into", "is", null)
        .executeTakeFirst();
      if (!before) return { ok: false, reason: "notFound" } as const;
      const names: string[] = JSON.parse(before.alt_names || "[]");
      const key = customerNameKey(input.name);
      const others = [...names, before.name].filter(
        (n, i, all) =>
          customerNameKey(n) !== key &&
          all.findIndex((m) => customerNameKey(m) === customerNameKey(n)) === i,
      );
      const after = {
        name: input.name,
        name_key: key,
        alt_names: JSON.stringify(others),
        other_phone: input.otherPhone,
        address: input.address,
        email: input.email,
        gstin: input.gstin,
        language: input.language,
        notes: input.notes,
      };
      await trx
        .updateTable("customers")
        .set({ ...after, updated_at: nowIso() })
        .where("id", "=", id)
        .execute();
      await writeAudit(trx, {
        actorId,
        action: "customer.update",
        entity: "customer",
        entityId: id,
        before,
        after,
      });
      return { ok: true } as const;
    });
}

export async function addCustomerNote(
  customerId: string,
  body: string,
  actorId: string,
): Promise<EditOutcome> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const customer = await trx
        .selectFrom("customers")
        .select("id")
        .where("id", "=", customerId)
        .where("merged_into", "is", null)
        .executeTakeFirst();
      if (!customer) return { ok: false, reason: "notFound" } as const;
      const note = {
        id: crypto.randomUUID(),
        customer_id: customerId,
        body,
        created_by: actorId,
        created_at: nowIso(),
      };
      await trx.insertInto("customer_notes").values(note).execute();
      await writeAudit(trx, {
        actorId,
        action: "customer.note",
        entity: "customer",
        entityId: customerId,
        after: { noteId: note.id, body },
      });
      return { ok: true } as const;
    });
}
