import { data } from "react-router";
import type { Route } from "./+types/file";
import { requireRole } from "~/platform/auth/guards.server";
import { attachmentResponse, getFileStore } from "~/platform/storage.server";
import { findOrderFile } from "../inbox.server";

/**
 * An order's design file, for admins only (anyone else: sign in, or 403). Always sent as a
 * download with a neutral type, so a file is never rendered by the browser on our origin.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireRole(context, request, "admin");
  const file = await findOrderFile(params.fileId);
  const stored = file ? await getFileStore().open(file.storage_key) : null;
  if (!file || !stored) throw data({ message: "File not found." }, { status: 404 });
  return attachmentResponse(stored, file.original_name);
}
