import type { RouterContextProvider } from "react-router";
import { fill, formValues } from "~/lib/forms";
import { formFailure } from "~/platform/form-response.server";
import { getPreferences } from "~/platform/preferences.server";
import { getClientIp } from "~/platform/request-info.server";
import { redirectWithToast } from "~/platform/toast.server";
import {
  BodyTooLarge,
  discardUploads,
  parseMultipart,
  type ParsedMultipart,
} from "~/platform/uploads.server";
import { answerProof } from "./answers.server";
import { proofsContent } from "./content";
import type { CheckedProofFile } from "./proofs.server";
import {
  customerAnswerSchema,
  MAX_PROOF_BYTES,
  PROOF_JOB_INTENTS,
  PROOF_STATUS_INTENTS,
  PROOF_TEXT_MAX,
  proofTypeOf,
  recordApprovalSchema,
  uploadSchema,
} from "./schema";

/**
 * The forms of proofs (docs/decisions/100): reading an upload (limits, type by content, nothing
 * kept when refused), the staff's recorded approval on the job page, and the customer's answer
 * on the status link. Each refusal is a 4xx with its message and nothing written.
 */
type Ctx = Readonly<RouterContextProvider>;

export const isProofJobIntent = (intent: unknown) =>
  (PROOF_JOB_INTENTS as readonly unknown[]).includes(intent);
export const isProofStatusIntent = (intent: unknown) =>
  (PROOF_STATUS_INTENTS as readonly unknown[]).includes(intent);

export type ProofUpload =
  | { ok: true; fields: FormData; file: CheckedProofFile; note: string | null }
  | { ok: false; status: number; message: string; fields: FormData | null };

/** Reads the upload form: one file (`file`) and a note; a refusal leaves no temporary file. */
export async function readProofUpload(request: Request, context: Ctx): Promise<ProofUpload> {
  const p = proofsContent[getPreferences(context).locale].problems;
  let upload: ParsedMultipart;
  try {
    upload = await parseMultipart(request, {
      maxFiles: 1,
      maxFileBytes: MAX_PROOF_BYTES,
      maxFields: 10,
      maxFieldBytes: PROOF_TEXT_MAX * 4,
    });
  } catch (error) {
    const status = error instanceof BodyTooLarge ? 413 : 400;
    return { ok: false, status, message: p.unreadable, fields: null };
  }
  const { fields, files, problems } = upload;
  const refuse = async (status: number, message: string) => {
    await discardUploads(files);
    return { ok: false as const, status, message, fields };
  };
  const problem = problems[0];
  if (problem?.code === "too-large") return refuse(413, fill(p.tooLarge, { name: problem.name }));
  if (problem?.code === "empty") return refuse(400, fill(p.empty, { name: problem.name }));
  const file = files.find((f) => f.field === "file");
  if (!file || files.length > 1 || problem) return refuse(400, p.file);
  const type = proofTypeOf(file.head);
  if (!type) return refuse(415, fill(p.type, { name: file.name }));
  const parsed = uploadSchema.safeParse(formValues(fields));
  if (!parsed.success) return refuse(400, p.note);
  return {
    ok: true,
    fields,
    note: parsed.data.note,
    file: { name: file.name, size: file.size, type, tempPath: file.tempPath },
  };
}

/** Job page: an approval given by phone or in the shop, with its note (required). */
export async function recordProofApproval(
  form: FormData,
  jobId: string,
  userId: string,
  context: Ctx,
) {
  const c = proofsContent[getPreferences(context).locale];
  const parsed = recordApprovalSchema.safeParse(formValues(form));
  if (!parsed.success) {
    return formFailure(context, { status: 400, toast: { title: c.recordNote } });
  }
  const result = await answerProof({
    jobId,
    version: parsed.data.version,
    answer: "accept",
    message: parsed.data.note,
    via: parsed.data.via,
    recordedBy: userId,
  });
  if (!result.ok) {
    return formFailure(context, { status: 409, toast: { title: c.refusals[result.reason] } });
  }
  return redirectWithToast(`/billing/jobs/${jobId}`, { title: c.recorded });
}

/** Status link: the customer approves the latest proof or asks for changes (no sign-in). */
export async function answerProofOnLink(
  form: FormData,
  opts: { jobId: string; request: Request; context: Ctx; here: string; headers: HeadersInit },
) {
  const { context, headers } = opts;
  const c = proofsContent[getPreferences(context).locale];
  const parsed = customerAnswerSchema.safeParse(formValues(form));
  if (!parsed.success) {
    const message = c.customer.commentRequired;
    return formFailure(context, {
      status: 400,
      toast: { title: message },
      errors: { comment: message },
      headers,
    });
  }
  const a = parsed.data;
  const result = await answerProof({
    jobId: opts.jobId,
    version: a.version,
    answer: a.intent === "proof-approve" ? "accept" : "changes",
    message: a.intent === "proof-changes" ? a.comment : null,
    via: "link",
    ip: getClientIp(opts.request),
    userAgent: opts.request.headers.get("User-Agent"),
  });
  if (!result.ok) {
    return formFailure(context, {
      status: 409,
      toast: { title: c.refusals[result.reason] },
      headers,
    });
  }
  const title = a.intent === "proof-approve" ? c.customer.approvedToast : c.customer.changesToast;
  return redirectWithToast(opts.here, { title }, { headers });
}
