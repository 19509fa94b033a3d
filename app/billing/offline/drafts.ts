import { currentUserTag } from "~/lib/app-worker";

/**
 * New bills kept on this device while the network was down (decision 050): the form's fields as
 * typed, with its key, in localStorage under the tag of the person who wrote them (only they
 * send them; another person signing in on the device neither sees nor sends them). A draft
 * leaves when the server has answered it.
 */
export type BillDraft = {
  /** The form's idempotency key: sending it twice is one bill. */
  key: string;
  fields: [string, string][];
  savedAt: string;
};

const STORE_PREFIX = "limra.billDrafts.";

function storeKey(): string | null {
  const tag = currentUserTag();
  return tag ? `${STORE_PREFIX}${tag}` : null;
}

/** The signed-in person's drafts on this device, oldest first. */
export function readDrafts(): BillDraft[] {
  const key = storeKey();
  if (!key) return [];
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? "[]");
    return Array.isArray(parsed) ? (parsed as BillDraft[]) : [];
  } catch {
    return [];
  }
}

function writeDrafts(drafts: BillDraft[]) {
  const key = storeKey();
  if (!key) return;
  if (drafts.length) localStorage.setItem(key, JSON.stringify(drafts));
  else localStorage.removeItem(key);
}

/** Keeps the form's fields as a draft (again under the same key: the newer fields win). */
export function keepDraft(form: FormData, key: string): void {
  const fields: [string, string][] = [];
  for (const [name, value] of form) if (typeof value === "string") fields.push([name, value]);
  const draft = { key, fields, savedAt: new Date().toISOString() };
  writeDrafts([...readDrafts().filter((d) => d.key !== key), draft]);
}

/** Forgets the draft with `key` (the server answered it). */
export function dropDraft(key: string): void {
  writeDrafts(readDrafts().filter((d) => d.key !== key));
}

/** A draft as the form would send it. */
export function draftForm(draft: BillDraft): FormData {
  const form = new FormData();
  for (const [name, value] of draft.fields) form.append(name, value);
  return form;
}
