import { useRootData } from "~/lib/root-data";
import { offlineContent } from "../content/offline";
import { isOfflineAnswer } from "../client-action";

/**
 * What the bill form says when it could not reach the server (decision 050): the new bill is
 * kept on this device and goes when the network returns, or (an edit) nothing was saved.
 */
export function DraftNotice({ answer }: { answer: unknown }) {
  const t = offlineContent[useRootData().locale].draft;
  if (!isOfflineAnswer(answer)) return null;
  const saved = answer.offline === "saved";
  return (
    <p
      role="status"
      data-testid="offline-draft-notice"
      className={`mt-6 rounded-md border px-4 py-3 text-sm font-medium ${
        saved
          ? "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
          : "border-red-300 bg-red-50 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100"
      }`}
    >
      {saved ? t.saved : t.notSaved}
    </p>
  );
}
