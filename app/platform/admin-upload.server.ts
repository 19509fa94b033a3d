import { MAX_IMAGE_BYTES, storeImage, type ImageProblem } from "./images.server";
import {
  BodyTooLarge,
  discardUploads,
  parseMultipart,
  type ParsedMultipart,
} from "./uploads.server";

/**
 * An admin form that may carry one picture (field `image`): the fields, and the stored picture's
 * URL or the reason it was refused. Files beyond the first, or in other fields, are dropped.
 */
export const IMAGE_MESSAGES: Record<ImageProblem, string> = {
  "too-large": "The image is larger than 5 MB.",
  type: "The image must be a JPEG, PNG or WebP picture.",
  empty: "The image file is empty.",
  unreadable: "The image could not be read. Please try another picture.",
};

export type AdminForm =
  | { ok: true; fields: FormData; values: Record<string, string>; upload: ParsedMultipart }
  | { ok: false; status: number; message: string };

export async function readAdminForm(request: Request): Promise<AdminForm> {
  try {
    const upload = await parseMultipart(request, { maxFiles: 1, maxFileBytes: MAX_IMAGE_BYTES });
    const values: Record<string, string> = {};
    for (const [k, v] of upload.fields) if (typeof v === "string") values[k] = v;
    return { ok: true, fields: upload.fields, values, upload };
  } catch (error) {
    return {
      ok: false,
      status: error instanceof BodyTooLarge ? 413 : 400,
      message: "The form could not be read. Please try again.",
    };
  }
}

/** Stores the form's picture if there is one: its URL, null when none was sent, or a problem. */
export async function takeImage(
  upload: ParsedMultipart,
): Promise<{ url: string | null } | { problem: string }> {
  const tooLarge = upload.problems.find((p) => p.code === "too-large" && "name" in p);
  if (tooLarge) {
    await discardUploads(upload.files);
    return { problem: IMAGE_MESSAGES["too-large"] };
  }
  const [file, ...extra] = upload.files.filter((f) => f.field === "image");
  await discardUploads([...extra, ...upload.files.filter((f) => f.field !== "image")]);
  if (!file) {
    const empty = upload.problems.some((p) => p.code === "empty");
    return empty ? { problem: IMAGE_MESSAGES.empty } : { url: null };
  }
  const stored = await storeImage(file);
  return stored.ok ? { url: stored.image.url } : { problem: IMAGE_MESSAGES[stored.problem] };
}
