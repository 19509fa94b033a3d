import { z } from "~/lib/zod";

/**
 * A proof as staff upload it and as the customer answers it (docs/decisions/100): a PDF, JPEG
 * or PNG of at most MAX_PROOF_BYTES, its type decided by its first bytes alone (the name's
 * extension is not believed); a note; and the answers' comment and staff note, each ≤ 1,000.
 */
export const MAX_PROOF_BYTES = 20 * 1024 * 1024;
export const PROOF_TEXT_MAX = 1000;
export const PROOF_ACCEPT = ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png";

export type ProofType = "application/pdf" | "image/jpeg" | "image/png";

/** The file name extension a stored proof of each type gets. */
export const PROOF_EXTENSIONS: Record<ProofType, string> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
};

/** Each accepted type's first bytes (the intake's signatures; intake imports jobs, so restated). */
const SIGNATURES: [ProofType, number[]][] = [
  ["application/pdf", [0x25, 0x50, 0x44, 0x46, 0x2d]], // "%PDF-"
  ["image/jpeg", [0xff, 0xd8, 0xff]],
  ["image/png", [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
];

/** The proof's type from its content alone, or null (an .exe or an HTML page under any name). */
export function proofTypeOf(head: Uint8Array): ProofType | null {
  const match = SIGNATURES.find(([, bytes]) => bytes.every((b, i) => head[i] === b));
  return match ? match[0] : null;
}

export const isImageProof = (type: string) => type === "image/jpeg" || type === "image/png";

const optionalText = z
  .string()
  .trim()
  .max(PROOF_TEXT_MAX)
  .transform((s) => s || null);

/** The upload form's text field. */
export const uploadSchema = z.object({ note: optionalText.optional().default(null) });

/** The customer's answer on the status link: Approve, or Ask for changes with a comment. */
export const customerAnswerSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("proof-approve"), version: z.coerce.number().int().min(1) }),
  z.object({
    intent: z.literal("proof-changes"),
    version: z.coerce.number().int().min(1),
    comment: z.string().trim().min(1).max(PROOF_TEXT_MAX),
  }),
]);

/** An approval given by phone or in the shop, recorded by staff with a note (required). */
export const recordApprovalSchema = z.object({
  version: z.coerce.number().int().min(1),
  via: z.enum(["phone", "shop"]),
  note: z.string().trim().min(1).max(PROOF_TEXT_MAX),
});

export const PROOF_STATUS_INTENTS = ["proof-approve", "proof-changes"] as const;
export const PROOF_JOB_INTENTS = ["record-proof-approval"] as const;
