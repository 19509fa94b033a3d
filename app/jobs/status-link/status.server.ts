import { data } from "react-router";
import { getDb } from "~/platform/db/db.server";
import type { PrintJobStage } from "~/platform/db/schema";
import { getClientIp } from "~/platform/request-info.server";
import { hitRateLimit } from "~/platform/rate-limit.server";
import { jobIdForToken } from "./tokens.server";

/**
 * What the status link serves (docs/decisions/094). Every answer carries `no-referrer` (the
 * token must not leave in a Referer header) and `noindex`; an unknown, revoked or malformed
 * token gets one and the same 404; more than STATUS_RATE_LIMIT requests a minute from one
 * address get 429 before any look-up, so tokens cannot be guessed at speed.
 */
export const STATUS_LINK_HEADERS = {
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "private, no-store",
};
export const STATUS_RATE_LIMIT = { limit: 30, windowMs: 60_000 };

export type JobStatus = {
  reference: string;
  stage: PrintJobStage;
  name: string;
  service: string;
  quantity: string | null;
  details: string | null;
  createdAt: string;
};

/** The job a status-link request may see, or a thrown 404/429 with the link's headers. */
export async function jobForStatusLink(request: Request, token: string | undefined) {
  const limit = await hitRateLimit(`status-link:${getClientIp(request)}`, STATUS_RATE_LIMIT);
  if (!limit.allowed) {
    throw data(null, {
      status: 429,
      headers: { ...STATUS_LINK_HEADERS, "Retry-After": String(limit.retryAfterSeconds) },
    });
  }
  const jobId = token ? await jobIdForToken(getDb(), token) : null;
  if (!jobId) throw data(null, { status: 404, headers: STATUS_LINK_HEADERS });
  return jobId;
}

export async function jobStatus(jobId: string): Promise<JobStatus> {
  const row = await getDb()
    .selectFrom("print_jobs")
    .select(["reference", "stage", "name", "service", "quantity", "details", "created_at"])
    .where("id", "=", jobId)
    .executeTakeFirstOrThrow();
  return {
    reference: row.reference,
    stage: row.stage,
    name: row.name,
    service: row.service,
    quantity: row.quantity,
    details: row.details,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
