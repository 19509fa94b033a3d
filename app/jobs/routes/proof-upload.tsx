import { data } from "react-router";
import type { Kysely } from "kysely";
import type { Route } from "./+types/proof-upload";
import { PageHeader } from "~/components/ui/page-header";
import { useActionAnswer } from "~/components/use-action-answer";
import { fill } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { metaLocale } from "~/lib/i18n/meta-locale";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import type { Database } from "~/platform/db/schema";
import { getDb } from "~/platform/db/db.server";
import { enqueueEmail } from "~/platform/email/outbox.server";
import { formFailure } from "~/platform/form-response.server";
import { getPreferences } from "~/platform/preferences.server";
import { redirectWithToast } from "~/platform/toast.server";
import { isMultipart } from "~/platform/uploads.server";
import { ProofUploadForm, proofsContent } from "../proofs";
import { proofEmail, readProofUpload, saveProof, type ProofJob } from "../proofs/index.server";
import { issueLink, shownLinkCookie, statusLinkUrl } from "../status-link/index.server";

/**
 * /billing/jobs/:id/proof — a proof's upload (docs/decisions/100), posted from the job's page
 * (this page shows the form again after a refusal). Staff and admin. Saved, the customer gets
 * an e-mail in the job's language with a link of its own, and the job's page shows a second new
 * link for staff to send on WhatsApp. A plain post (`intent=share`) makes such a link later.
 * It composes proofs and status links, so it sits above both sub-features.
 */
async function jobReference(id: string) {
  const row = await getDb()
    .selectFrom("print_jobs")
    .select(["id", "reference"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row ?? null;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireBillingAccess(context, request);
  const job = await jobReference(params.id);
  if (!job)
    throw data(
      { message: proofsContent[getPreferences(context).locale].refusals["no-job"] },
      { status: 404 },
    );
  return { job };
}

async function share(request: Request, jobId: string, userId: string, locale: "en" | "ta") {
  const form = await request.formData();
  const c = proofsContent[locale];
  if (form.get("intent") !== "share") throw data({ message: "Unknown action" }, { status: 400 });
  if (!(await jobReference(jobId))) throw data({ message: c.refusals["no-job"] }, { status: 404 });
  const token = await issueLink(getDb(), jobId, "proof", userId);
  const headers = { "Set-Cookie": await shownLinkCookie(jobId, token) };
  return redirectWithToast(`/billing/jobs/${jobId}`, { title: c.makeLink }, { headers });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireBillingAccess(context, request);
  const locale = getPreferences(context).locale;
  const c = proofsContent[locale];
  if (!isMultipart(request)) return share(request, params.id, user.id, locale);
  const upload = await readProofUpload(request, context);
  if (!upload.ok) {
    const errors = { file: upload.message };
    return formFailure(context, {
      status: upload.status,
      toast: { title: upload.message },
      errors,
    });
  }
  let staffToken = "";
  const tell = async (trx: Kysely<Database>, job: ProofJob, version: number) => {
    if (job.email) {
      const token = await issueLink(trx, job.id, "proof");
      await enqueueEmail(
        trx,
        proofEmail({ ...job, email: job.email }, version, statusLinkUrl(token)),
      );
    }
    staffToken = await issueLink(trx, job.id, "proof", user.id);
  };
  const input = { jobId: params.id, userId: user.id, file: upload.file, note: upload.note };
  const result = await saveProof(input, tell);
  if (!result.ok) {
    const status = result.reason === "no-job" ? 404 : 409;
    return formFailure(context, { status, toast: { title: c.refusals[result.reason] } });
  }
  const headers = { "Set-Cookie": await shownLinkCookie(params.id, staffToken) };
  const title = fill(c.uploaded, { version: result.version });
  return redirectWithToast(`/billing/jobs/${params.id}`, { title }, { headers });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  {
    title: `${proofsContent[metaLocale(matches)].upload.heading} — ${loaderData?.job.reference ?? ""}`,
  },
  { name: "robots", content: "noindex" },
];

export default function ProofUploadPage({ loaderData, actionData }: Route.ComponentProps) {
  const c = proofsContent[useLocale()].upload;
  // The refusal's toast too, with or without JavaScript.
  const answer = useActionAnswer(actionData);
  const { job } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageHeader
        title={c.heading}
        backTo={`/billing/jobs/${job.id}`}
        backLabel={c.back}
        description={c.description}
      />
      <p className="mt-2" translate="no">
        {job.reference}
      </p>
      <div className="mt-6">
        <ProofUploadForm jobId={job.id} errors={answer.errors} />
      </div>
    </div>
  );
}
