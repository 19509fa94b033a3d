import { offlineAnswered } from "~/lib/app-worker";
import type { FormFailure } from "~/lib/forms";
import { dropDraft, keepDraft } from "./drafts";

/** The form's answer when it could not reach the server: the values kept, and what happened. */
export type OfflineAnswer = FormFailure & { offline: "saved" | "not-saved" };

export function isOfflineAnswer(value: unknown): value is OfflineAnswer {
  return offlineAnswered(value);
}

/** The fetch failed for want of a network (Chromium, Firefox, Safari word it so). */
function networkFailure(error: unknown): boolean {
  return error instanceof TypeError && /fetch|network|load failed/i.test(error.message);
}

function offlineAnswer(form: FormData, offline: OfflineAnswer["offline"]): OfflineAnswer {
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") values[name] = value;
  return { ok: false, toast: null, errors: {}, values, offline };
}

/**
 * The bill form's client action (decision 050): a new bill saved without a network — the
 * browser says it is offline, or the request fails to reach the server — is kept on this device
 * and the form says so; any answer of the server (the bill, or the form refused) ends the draft.
 * An edit is not kept: the form says it was not saved.
 */
export async function sendOrKeepDraft<T>(request: Request, serverAction: () => Promise<T>) {
  const form = await request.clone().formData();
  const key = form.get("idempotencyKey");
  const draftable =
    form.get("intent") === "save" && !form.get("id") && typeof key === "string" && key !== "";
  const unsent = () => {
    if (!draftable) return offlineAnswer(form, "not-saved");
    keepDraft(form, key);
    return offlineAnswer(form, "saved");
  };
  if (!navigator.onLine) return unsent();
  try {
    const answer = await serverAction();
    if (draftable) dropDraft(key);
    return answer;
  } catch (error) {
    if (networkFailure(error)) return unsent();
    // A redirect (the bill saved) or an error page: the server answered.
    if (draftable) dropDraft(key);
    throw error;
  }
}
