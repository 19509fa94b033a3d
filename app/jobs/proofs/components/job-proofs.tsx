import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FileInput, Textarea } from "~/components/ui/field";
import { cardClass, mutedText } from "~/components/ui/styles";
import { fill, type FieldErrors } from "~/lib/forms";
import { formatDateTime } from "~/lib/format";
import { useLocale } from "~/lib/i18n/i18n";
import { whatsappLink, whatsappNumber } from "~/lib/whatsapp";
import { proofsContent } from "../content";
import type { ProofView } from "../proofs.server";
import { isImageProof, PROOF_ACCEPT, PROOF_TEXT_MAX } from "../schema";
import { ProofAnswers } from "./proof-answers";

/**
 * The job page's proofs (docs/decisions/100): the upload form, the latest version with its
 * state, files and answers, the WhatsApp message for staff to send, an approval given by phone
 * or in the shop, and the earlier versions. Plain forms: no JavaScript needed.
 */
type Job = { id: string; reference: string; phone: string };

export function ProofUploadForm({ jobId, errors }: { jobId: string; errors?: FieldErrors }) {
  const c = proofsContent[useLocale()].upload;
  return (
    <Form
      method="post"
      action={`/billing/jobs/${jobId}/proof`}
      encType="multipart/form-data"
      className="grid gap-3"
    >
      <FileInput
        name="file"
        label={c.file}
        errors={errors}
        hint={c.fileHint}
        accept={PROOF_ACCEPT}
        required
      />
      <Textarea
        name="note"
        label={c.note}
        optionalText={c.optional}
        rows={2}
        maxLength={PROOF_TEXT_MAX}
      />
      <div>
        <Button type="submit">{c.submit}</Button>
      </div>
    </Form>
  );
}

function Files({ jobId, proof }: { jobId: string; proof: ProofView }) {
  const c = proofsContent[useLocale()];
  const href = `/billing/jobs/${jobId}/proofs/${proof.version}`;
  return (
    <p className="mt-2 flex flex-wrap gap-4">
      <span className="break-all" translate="no">
        {proof.name}
      </span>
      {isImageProof(proof.type) ? (
        <a className="underline" href={href} target="_blank" rel="noreferrer">
          {c.view}
        </a>
      ) : null}
      <a className="underline" href={`${href}?download=1`}>
        {c.download}
      </a>
    </p>
  );
}

function Version({ job, proof }: { job: Job; proof: ProofView }) {
  const c = proofsContent[useLocale()];
  const last = proof.answers.at(-1);
  const state = proof.approved ? "approved" : last ? "changes" : "waiting";
  return (
    <div data-testid={`proof-v${proof.version}`}>
      <h3 className="font-semibold">
        {fill(c.version, { version: proof.version })} · {c.state[state]}
      </h3>
      <p className={`text-sm ${mutedText}`}>
        {fill(c.uploadedBy, { date: formatDateTime(proof.at), name: proof.by ?? "—" })}
      </p>
      {proof.note ? (
        <p className="break-words" translate="no">
          {proof.note}
        </p>
      ) : null}
      <Files jobId={job.id} proof={proof} />
      <ProofAnswers answers={proof.answers} staff />
    </div>
  );
}

function RecordApproval({ version }: { version: number }) {
  const c = proofsContent[useLocale()];
  return (
    <details className="mt-4">
      <summary className="cursor-pointer font-medium">{c.record}</summary>
      <p className={`mt-2 text-sm ${mutedText}`}>{c.recordHint}</p>
      <Form method="post" className="mt-3 grid gap-3">
        <fieldset className="grid gap-1">
          <legend className="font-medium">{c.recordVia}</legend>
          {(["phone", "shop"] as const).map((via, i) => (
            <label key={via} className="flex items-center gap-2">
              <input type="radio" name="via" value={via} defaultChecked={i === 0} />
              {c.viaChoice[via]}
            </label>
          ))}
        </fieldset>
        <Textarea name="note" label={c.recordNote} rows={2} required maxLength={PROOF_TEXT_MAX} />
        <input type="hidden" name="intent" value="record-proof-approval" />
        <input type="hidden" name="version" value={version} />
        <Button type="submit" variant="outline" className="w-full sm:w-auto">
          {c.recordSubmit}
        </Button>
      </Form>
    </details>
  );
}

function Send({ job, version, link }: { job: Job; version: number; link: string | null }) {
  const c = proofsContent[useLocale()];
  const number = whatsappNumber(job.phone);
  if (!number) return null; // WhatsApp reaches mobiles only
  if (link) {
    const text = fill(c.whatsappText, { version, reference: job.reference, url: link });
    return (
      <a
        className="mt-3 inline-block underline"
        href={whatsappLink(number, text)}
        target="_blank"
        rel="noreferrer"
      >
        {c.sendWhatsapp}
      </a>
    );
  }
  return (
    <Form method="post" action={`/billing/jobs/${job.id}/proof`} className="mt-3">
      <input type="hidden" name="intent" value="share" />
      <Button type="submit" variant="outline">
        {c.makeLink}
      </Button>
    </Form>
  );
}

export function JobProofs(props: { job: Job; proofs: ProofView[]; newLink: string | null }) {
  const { job, proofs, newLink } = props;
  const c = proofsContent[useLocale()];
  const [latest, ...earlier] = proofs;
  return (
    <section
      className={`${cardClass} p-4`}
      aria-labelledby="proofs-heading"
      data-testid="job-proofs"
    >
      <h2 id="proofs-heading" className="text-xl font-semibold">
        {c.title}
      </h2>
      {latest ? (
        <div className="mt-3">
          <Version job={job} proof={latest} />
          <Send job={job} version={latest.version} link={newLink} />
          {latest.approved ? null : <RecordApproval version={latest.version} />}
        </div>
      ) : (
        <p className={`mt-2 ${mutedText}`}>{c.none}</p>
      )}
      <details className="mt-4" open={!latest}>
        <summary className="cursor-pointer font-medium">{c.upload.heading}</summary>
        <p className={`mt-2 text-sm ${mutedText}`}>{c.upload.description}</p>
        <div className="mt-3">
          <ProofUploadForm jobId={job.id} />
        </div>
      </details>
      {earlier.length ? (
        <details className="mt-4">
          <summary className="cursor-pointer font-medium">{c.earlier}</summary>
          {earlier.map((p) => (
            <div
              key={p.version}
              className="mt-3 border-t border-slate-200 pt-3 dark:border-slate-700"
            >
              <Version job={job} proof={p} />
            </div>
          ))}
        </details>
      ) : null}
    </section>
  );
}
