import { data } from "react-router";
import type { Route } from "./+types/proof-file";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { proofResponse } from "../proofs/index.server";

/**
 * /billing/jobs/:id/proofs/:version — a proof version's file for staff and admin
 * (docs/decisions/100): an image shown, or with `?download=1` (and always for a PDF) a download.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireBillingAccess(context, request);
  const inline = new URL(request.url).searchParams.get("download") !== "1";
  const response = await proofResponse(params.id, Number(params.version), { inline });
  if (!response) throw data({ message: "File not found." }, { status: 404 });
  return response;
}
