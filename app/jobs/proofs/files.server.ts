import { Readable } from "node:stream";
import { getFileStore } from "~/platform/storage.server";
import { findProofFile } from "./proofs.server";
import { isImageProof } from "./schema";

/**
 * A proof version as a response (docs/decisions/100), for staff and for the status link: the
 * stored type (decided by content at upload), nosniff, never kept by a shared cache, and a
 * sandboxing CSP. Images may be shown inline (`inline`); a PDF is always a download, so no PDF
 * viewer runs a file of ours on our origin. Null when the job has no such version.
 */
export async function proofResponse(
  jobId: string,
  version: number,
  opts: { inline: boolean; headers?: Record<string, string> },
): Promise<Response | null> {
  if (!Number.isSafeInteger(version) || version < 1) return null;
  const file = await findProofFile(jobId, version);
  const stored = file ? await getFileStore().open(file.key) : null;
  if (!file || !stored) return null;
  const disposition = opts.inline && isImageProof(file.type) ? "inline" : "attachment";
  return new Response(Readable.toWeb(stored.stream) as ReadableStream, {
    headers: {
      "Cache-Control": "private, no-store",
      ...opts.headers,
      "Content-Type": file.type,
      "Content-Length": String(stored.size),
      "Content-Disposition": `${disposition}; filename="${file.name}"`,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
