import { getDb } from "~/platform/db/db.server";
import { writeAudit } from "~/platform/audit.server";
import { addJobEvent } from "../events.server";
import { issueLink, revokeLinks } from "./tokens.server";

/**
 * Staff's hold on a job's status links (docs/decisions/094), each audit-logged and on the
 * timeline: revoke every live link (a link sent to the wrong number), or replace them — revoke
 * and make one new link, whose token is shown once to be sent. False/null: no such job.
 */
async function jobExists(jobId: string) {
  const row = await getDb()
    .selectFrom("print_jobs")
    .select("id")
    .where("id", "=", jobId)
    .executeTakeFirst();
  return !!row;
}

export async function revokeStatusLinks(jobId: string, userId: string): Promise<boolean> {
  if (!(await jobExists(jobId))) return false;
  await getDb()
    .transaction()
    .execute(async (trx) => {
      const revoked = await revokeLinks(trx, jobId, userId);
      await addJobEvent(trx, jobId, { kind: "links_revoked", actor: "staff", userId });
      await writeAudit(trx, {
        actorId: userId,
        action: "print_job.links_revoke",
        entity: "print_job",
        entityId: jobId,
        after: { revoked },
      });
    });
  return true;
}

export async function replaceStatusLink(jobId: string, userId: string): Promise<string | null> {
  if (!(await jobExists(jobId))) return null;
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const revoked = await revokeLinks(trx, jobId, userId);
      const token = await issueLink(trx, jobId, "staff", userId);
      await addJobEvent(trx, jobId, { kind: "link_replaced", actor: "staff", userId });
      await writeAudit(trx, {
        actorId: userId,
        action: "print_job.link_replace",
        entity: "print_job",
        entityId: jobId,
        after: { revoked },
      });
      return token;
    });
}
