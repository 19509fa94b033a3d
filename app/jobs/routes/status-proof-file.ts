import { data } from "react-router";
import type { Route } from "./+types/status-proof-file";
import { proofResponse } from "../proofs/index.server";
import { jobForStatusLink, STATUS_LINK_HEADERS } from "../status-link/index.server";

/**
 * /r/<token>/proofs/<version> — a proof version through the job's status link (docs/decisions/100):
 * the link's rate limit, its one 404 for an unknown, revoked or malformed token (and for a
 * version the job does not have), and its headers (no referrer, noindex, private no-store).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const jobId = await jobForStatusLink(request, params.token);
  const response = await proofResponse(jobId, Number(params.version), {
    inline: true,
    headers: STATUS_LINK_HEADERS,
  });
  if (!response) throw data(null, { status: 404, headers: STATUS_LINK_HEADERS });
  return response;
}
