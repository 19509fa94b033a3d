import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/schema";

/**
 * A person's print jobs when their data is erased (decision 051): the jobs their website
 * requests or LimraKart orders opened, or that carry their e-mail, keep their money records
 * (the bill, its payments) but lose the name, phone, e-mail and message, and every live status
 * link of them is revoked. Runs in the deletion's own transaction.
 */
export async function forgetJobPeople(
  db: Kysely<Database>,
  person: { email: string; submissionIds: string[]; orderIds: string[] },
  deletedName: string,
  now: string,
): Promise<number> {
  const jobs = await db
    .selectFrom("print_jobs")
    .select("id")
    .where((eb) => {
      const by = [eb(eb.fn("lower", ["email"]), "=", person.email.toLowerCase())];
      if (person.submissionIds.length)
        by.push(eb("order_submission_id", "in", person.submissionIds));
      if (person.orderIds.length) by.push(eb("shop_order_id", "in", person.orderIds));
      return eb.or(by);
    })
    .execute();
  const ids = jobs.map((j) => j.id);
  if (!ids.length) return 0;
  await db
    .updateTable("print_jobs")
    .set({ name: deletedName, phone: "", email: null, details: null, updated_at: now })
    .where("id", "in", ids)
    .execute();
  await db
    .updateTable("print_job_links")
    .set({ revoked_at: now })
    .where("job_id", "in", ids)
    .where("revoked_at", "is", null)
    .execute();
  return ids.length;
}
