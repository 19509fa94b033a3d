import { data } from "react-router";
import type { Route } from "./+types/artwork-file";
import { requireRole } from "~/platform/auth/guards.server";
import { attachmentResponse, getFileStore } from "~/platform/storage.server";
import { findArtworkFile } from "../artwork.server";

/**
 * An order line's artwork file, for the admin and staff (the orders desk, decision 064) only (anyone else: sign in, or 403). Sent as
 * a download with a neutral type and nosniff, like the place-order form's files.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireRole(context, request, "admin", "staff");
  const file = await findArtworkFile(params.itemId);
  const stored = file ? await getFileStore().open(file.key) : null;
  if (!file || !stored) throw data({ message: "File not found." }, { status: 404 });
  return attachmentResponse(stored, file.name);
}
