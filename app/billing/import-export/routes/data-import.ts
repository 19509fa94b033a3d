import type { Route } from "./+types/data-import";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { postOnly } from "~/platform/form-response.server";
import { BodyTooLarge } from "~/platform/uploads.server";
import {
  importUpload,
  receiveCsvUpload,
  recordImportFailure,
  UploadRejected,
} from "../index.server";
import { IMPORT_MESSAGES, type ImportOutcome, type ImportProgress } from "../import-export-client";

/**
 * POST /billing/import-export/import (multipart, field `file`): the page's import with progress.
 * The file is received first (the browser shows the upload's progress); the answer is then
 * streamed as NDJSON, one JSON object a line: progress lines {"phase","done","total"} while the
 * file is read, checked and written, and a last line with the outcome ({"result":"ok","count"}
 * or {"result":"error","message","problems","problemCount"}). Without JavaScript the page's own
 * action runs the same import instead (app/billing/import-export/import-export.tsx).
 */
const NDJSON_HEADERS = {
  "Content-Type": "application/x-ndjson; charset=utf-8",
  // no-transform: compression would hold the lines back.
  "Cache-Control": "no-store, no-transform",
  "X-Content-Type-Options": "nosniff",
  "X-Accel-Buffering": "no",
};

const line = (value: ImportProgress | ImportOutcome) => `${JSON.stringify(value)}\n`;

function refusal(status: number, message: string, extra: HeadersInit = {}) {
  const outcome: ImportOutcome = { result: "error", message, problems: [], problemCount: 0 };
  return new Response(line(outcome), { status, headers: { ...NDJSON_HEADERS, ...extra } });
}

/** A GET (a typed address, a crawler) changes nothing: refused with 405 after the access check. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireBillingAccess(context, request);
  return postOnly("Use the import form on /billing/import-export.");
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireBillingAccess(context, request);
  let upload;
  try {
    upload = await receiveCsvUpload(request);
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      await recordImportFailure("(too large)", "unknown", IMPORT_MESSAGES.tooLarge, user.id);
      // The rest of the body is not read: close the connection after the answer.
      return refusal(413, IMPORT_MESSAGES.tooLarge, { Connection: "close" });
    }
    if (error instanceof UploadRejected) {
      await recordImportFailure("(no file)", "unknown", error.message, user.id);
      return refusal(400, error.message);
    }
    throw error;
  }
  const received = upload;
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      const send = (value: ImportProgress | ImportOutcome) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(line(value)));
        } catch {
          open = false; // the browser went away; the import still finishes (or not) as one
        }
      };
      // Not awaited: start() returning lets the lines flow while the import runs.
      void importUpload(received, user.id, send)
        .catch((): ImportOutcome => ({
          result: "error",
          message: IMPORT_MESSAGES.unexpected,
          problems: [],
          problemCount: 0,
        }))
        .then((outcome) => {
          send(outcome);
          try {
            if (open) controller.close();
          } catch {
            // cancelled meanwhile
          }
        });
    },
  });
  return new Response(body, { headers: NDJSON_HEADERS });
}
