import { Form, useParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/field";
import { cardClass, mutedText } from "~/components/ui/styles";
import { fill, type FieldErrors } from "~/lib/forms";
import { formatDateTime } from "~/lib/format";
import { useLocale } from "~/lib/i18n/i18n";
import { proofsContent } from "../content";
import type { ProofView } from "../proofs.server";
import { isImageProof, PROOF_TEXT_MAX } from "../schema";
import { ProofAnswers } from "./proof-answers";

/**
 * The proofs on the customer's status page (docs/decisions/100): the latest version (an image
 * shown, a PDF as a link) with Approve and Ask for changes as two plain forms, every answer with
 * its date, and the earlier versions as links. Files come from /r/<token>/proofs/<version>.
 */
function ProofFile({ base, proof }: { base: string; proof: ProofView }) {
  const c = proofsContent[useLocale()];
  const href = `${base}/proofs/${proof.version}`;
  if (!isImageProof(proof.type)) {
    return (
      <a className="mt-3 inline-block font-medium underline" href={href}>
        {c.pdfLink}
      </a>
    );
  }
  return (
    <a href={href} className="mt-3 block">
      <img
        src={href}
        alt={fill(c.imageAlt, { version: proof.version })}
        className="h-auto max-w-full rounded border border-slate-300 dark:border-slate-600"
        loading="lazy"
      />
    </a>
  );
}

function Answer({ version, errors }: { version: number; errors: FieldErrors }) {
  const c = proofsContent[useLocale()].customer;
  return (
    <>
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="proof-approve" />
        <input type="hidden" name="version" value={version} />
        <Button type="submit" className="w-full sm:w-auto">
          {c.approve}
        </Button>
      </Form>
      <Form method="post" className="mt-6 grid gap-3">
        <input type="hidden" name="intent" value="proof-changes" />
        <input type="hidden" name="version" value={version} />
        <Textarea
          name="comment"
          label={c.comment}
          errors={errors}
          rows={3}
          maxLength={PROOF_TEXT_MAX}
          required
        />
        <div>
          <Button type="submit" variant="outline">
            {c.askChanges}
          </Button>
        </div>
      </Form>
    </>
  );
}

export function StatusProofs(props: { proofs: ProofView[]; stage: string; errors: FieldErrors }) {
  const { proofs, stage, errors } = props;
  const open = stage !== "cancelled" && stage !== "delivered";
  const c = proofsContent[useLocale()];
  const base = `/r/${useParams().token ?? ""}`;
  const [latest, ...earlier] = proofs;
  if (!latest) return null;
  const approval = latest.approved ? latest.answers.at(-1) : undefined;
  return (
    <section
      className={`${cardClass} mt-8 p-4`}
      aria-labelledby="proof-heading"
      data-testid="status-proof"
    >
      <h2 id="proof-heading" className="text-xl font-semibold">
        {c.customer.heading} · {fill(c.version, { version: latest.version })}
      </h2>
      <p className={`text-sm ${mutedText}`}>{formatDateTime(latest.at)}</p>
      {latest.note ? <p className="mt-2 break-words">{latest.note}</p> : null}
      <ProofFile base={base} proof={latest} />
      <ProofAnswers answers={latest.answers} staff={false} />
      {approval ? (
        <p
          className="mt-4 font-medium text-green-800 dark:text-green-300"
          data-testid="proof-approved"
        >
          {fill(c.customer.approved, { date: formatDateTime(approval.at) })}
          {approval.via === "link" ? "" : ` (${c.customer.byShop})`}
        </p>
      ) : open ? (
        <Answer version={latest.version} errors={errors} />
      ) : null}
      {earlier.length ? (
        <details className="mt-6">
          <summary className="cursor-pointer font-medium">{c.earlier}</summary>
          <ul className="mt-2 grid gap-3">
            {earlier.map((p) => (
              <li key={p.version}>
                <a className="underline" href={`${base}/proofs/${p.version}`}>
                  {fill(c.version, { version: p.version })}
                </a>{" "}
                · {formatDateTime(p.at)}
                <ProofAnswers answers={p.answers} staff={false} />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
