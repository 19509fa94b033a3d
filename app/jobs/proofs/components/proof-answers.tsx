import { fill } from "~/lib/forms";
import { formatDateTime } from "~/lib/format";
import { useLocale } from "~/lib/i18n/i18n";
import { proofsContent } from "../content";
import type { ProofAnswerView } from "../proofs.server";

/**
 * The answers to one proof version, oldest first, each with when and how: on the link, or given
 * by phone or in the shop and recorded by staff (marked so; staff see who recorded it and the
 * note, the customer sees "recorded by the shop").
 */
export function ProofAnswers({ answers, staff }: { answers: ProofAnswerView[]; staff: boolean }) {
  const c = proofsContent[useLocale()];
  if (!answers.length) return null;
  return (
    <ul className="mt-3 grid gap-2 text-sm" data-testid="proof-answers">
      {answers.map((a, i) => (
        <li key={i}>
          <strong>{c.answers[a.answer]}</strong> {c.via[a.via]}
          {a.via !== "link" && a.by && staff
            ? ` (${fill(c.recordedBy, { name: a.by })})`
            : ""} · {formatDateTime(a.at)}
          {a.message && (staff || a.via === "link") ? (
            <span className="block break-words" translate="no">
              {a.message}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
