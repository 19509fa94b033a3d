import { data, Form } from "react-router";
import type { Route } from "./+types/job";
import { Button } from "~/components/ui/button";
import { PageHeader } from "~/components/ui/page-header";
import { cardClass, mutedText } from "~/components/ui/styles";
import { useActionAnswer } from "~/components/use-action-answer";
import { fill } from "~/lib/forms";
import { formatDateTime } from "~/lib/format";
import { useLocale } from "~/lib/i18n/i18n";
import { metaLocale } from "~/lib/i18n/meta-locale";
import { formatIndianPhone } from "~/lib/phone";
import { whatsappLink, whatsappNumber } from "~/lib/whatsapp";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { z } from "~/lib/zod";
import { formFailure } from "~/platform/form-response.server";
import { getPreferences } from "~/platform/preferences.server";
import { redirectWithToast } from "~/platform/toast.server";
import { stageNames } from "../../stages";
import {
  issueLink,
  readShownLink,
  replaceStatusLink,
  revokeStatusLinks,
  shownLinkCookie,
  statusLinkUrl,
} from "../../status-link/index.server";
import { JobQuotes, quotesContent } from "../../quotes";
import {
  answerQuote,
  isQuoteSendIntent,
  jobQuotes,
  QUOTE_ANSWER_MAX,
  quoteSendAction,
  withExpiry,
} from "../../quotes/index.server";
import { JobMoneySection } from "../../money";
import { jobMoney } from "../../money/index.server";
import { JobProofs } from "../../proofs";
import { isProofJobIntent, jobProofs, recordProofApproval } from "../../proofs/index.server";
import { JobStageSection } from "../../moves";
import { isMoveIntent, jobStageView, movesAction } from "../../moves/index.server";
import { jobsContent } from "../content";
import { getJob, type JobDetail } from "../job.server";

/**
 * /billing/jobs/:id — one job: the request, its customer, the timeline, and its status links
 * (revoke, or replace and send the new one). Staff and admin; an unknown id is a 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireBillingAccess(context, request);
  const job = await getJob(params.id);
  const locale = getPreferences(context).locale;
  if (!job) throw data({ message: jobsContent[locale].job.notFound }, { status: 404 });
  const token = await readShownLink(request, job.id);
  const [quotes, stageView] = await Promise.all([
    jobQuotes(job.id).then(withExpiry),
    jobStageView(job.id),
  ]);
  return {
    job,
    quotes,
    money: await jobMoney(job.id),
    proofs: await jobProofs(job.id),
    stageView,
    newLink: token ? statusLinkUrl(token) : null,
    isAdmin: user.role === "admin",
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireBillingAccess(context, request);
  const c = jobsContent[getPreferences(context).locale].job;
  const form = await request.formData();
  const intent = form.get("intent");
  const here = `/billing/jobs/${params.id}`;
  if (intent === "replace-link") {
    const token = await replaceStatusLink(params.id, user.id);
    if (!token) throw data({ message: c.notFound }, { status: 404 });
    const headers = { "Set-Cookie": await shownLinkCookie(params.id, token) };
    return redirectWithToast(here, { title: c.replaced }, { headers });
  }
  if (isMoveIntent(intent)) return movesAction(intent, form, params.id, user.id, context);
  if (intent === "record-acceptance") return recordAcceptance(form, params.id, user.id, context);
  if (isQuoteSendIntent(intent)) {
    return quoteSendAction(intent, params.id, user.id, context, (trx, id) =>
      issueLink(trx, id, "quote", user.id).then(statusLinkUrl),
    );
  }
  if (isProofJobIntent(intent)) return recordProofApproval(form, params.id, user.id, context);
  if (intent === "revoke-links") {
    if (!(await revokeStatusLinks(params.id, user.id))) {
      throw data({ message: c.notFound }, { status: 404 });
    }
    return redirectWithToast(here, { title: c.revoked });
  }
  throw data({ message: "Unknown action" }, { status: 400 });
}

/** A phone or in-shop acceptance, recorded by staff with a note (docs/decisions/095). */
async function recordAcceptance(
  form: FormData,
  jobId: string,
  userId: string,
  context: Route.ActionArgs["context"],
) {
  const c = quotesContent[getPreferences(context).locale];
  const parsed = recordSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return formFailure(context, { status: 400, toast: { title: c.recordNote } });
  }
  const result = await answerQuote({
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

const recordSchema = z.object({
  version: z.coerce.number().int().min(1),
  via: z.enum(["phone", "shop"]),
  note: z.string().trim().min(1).max(QUOTE_ANSWER_MAX),
});

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: `${loaderData?.job.reference ?? ""} — ${jobsContent[metaLocale(matches)].list.title}` },
  { name: "robots", content: "noindex" },
];

function Details({ job }: { job: JobDetail }) {
  const c = jobsContent[useLocale()].job;
  const rows: [string, string | null][] = [
    [c.phone, formatIndianPhone(job.phone)],
    [c.email, job.email],
    [c.service, job.service],
    [c.quantity, job.quantity],
    [c.message, job.details],
  ];
  return (
    <section className={`${cardClass} p-4`}>
      <h2 className="text-xl font-semibold">{c.details}</h2>
      <p className="mt-1" translate="no">
        {job.name}
      </p>
      <p className={`text-sm ${mutedText}`}>
        {c.source}: {c.sources[job.source]}
      </p>
      <dl className="mt-3 grid gap-2">
        {rows
          .filter(([, v]) => v)
          .map(([label, value]) => (
            <div key={label}>
              <dt className={`text-sm ${mutedText}`}>{label}</dt>
              <dd className="break-words" translate="no">
                {value}
              </dd>
            </div>
          ))}
      </dl>
      <p className="mt-3 flex flex-wrap gap-4">
        {job.customerId ? (
          <a className="underline" href={`/billing/customers/${job.customerId}`}>
            {c.openCustomer}
          </a>
        ) : null}
      </p>
    </section>
  );
}

function Timeline({ job }: { job: JobDetail }) {
  const locale = useLocale();
  const c = jobsContent[locale].job;
  const stages = stageNames[locale];
  return (
    <section className={`${cardClass} p-4`}>
      <h2 className="text-xl font-semibold">{c.timeline}</h2>
      <ol className="mt-3 grid gap-3" data-testid="job-timeline">
        {job.events.map((e) => (
          <li key={e.id} className="border-l-2 border-slate-300 pl-3 dark:border-slate-600">
            <p className="font-medium">
              {c.events[e.kind] ?? (e.toStage ? stages[e.toStage] : e.kind)}
            </p>
            <p className={`text-sm ${mutedText}`}>
              {formatDateTime(e.at)} ·{" "}
              {e.actor === "customer" ? (
                c.customerActor
              ) : e.by ? (
                <span translate="no">{e.by}</span>
              ) : (
                c.systemActor
              )}
            </p>
            {e.note ? (
              <p className="break-words" translate="no">
                {e.note}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Links({ job, newLink }: { job: JobDetail; newLink: string | null }) {
  const c = jobsContent[useLocale()].job;
  const text = newLink ? fill(c.whatsappText, { reference: job.reference, url: newLink }) : "";
  return (
    <section className={`${cardClass} p-4`}>
      <h2 className="text-xl font-semibold">{c.links}</h2>
      {newLink ? (
        <div className="mt-3 rounded border border-green-700 p-3 dark:border-green-400">
          <p className="font-medium">{c.newLink}</p>
          <p className="mt-1 font-mono text-sm break-all" data-testid="new-status-link">
            {newLink}
          </p>
          <p className={`mt-1 text-sm ${mutedText}`}>{c.newLinkHint}</p>
          {whatsappNumber(job.phone) ? (
            <a
              className="mt-2 inline-block underline"
              href={whatsappLink(whatsappNumber(job.phone)!, text)}
              target="_blank"
              rel="noreferrer"
            >
              {c.sendWhatsapp}
            </a>
          ) : null}
        </div>
      ) : null}
      <p className="mt-3">
        {job.liveLinks ? fill(c.liveLinks, { count: job.liveLinks }) : c.noLiveLinks}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="intent" value="replace-link" />
          <Button type="submit" variant="outline">
            {c.replace}
          </Button>
        </Form>
        {job.liveLinks ? (
          <Form method="post">
            <input type="hidden" name="intent" value="revoke-links" />
            <Button type="submit" variant="outline">
              {c.revoke}
            </Button>
          </Form>
        ) : null}
      </div>
    </section>
  );
}

export default function JobPage({ loaderData, actionData }: Route.ComponentProps) {
  const { job, quotes, money, proofs, stageView, newLink, isAdmin } = loaderData;
  // A refusal (a 409 move, a note missing) is a toast: shown here when the post came by script.
  useActionAnswer(actionData);
  const locale = useLocale();
  const c = jobsContent[locale].job;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageHeader
        title={<span translate="no">{job.reference}</span>}
        backTo="/billing/jobs"
        backLabel={c.back}
        description={stageNames[locale][job.stage]}
      />
      {isAdmin && job.orderSubmissionId ? (
        <p className="mt-2">
          <a className="underline" href={`/admin/inbox/orders/${job.orderSubmissionId}`}>
            {c.inboxRecord}
          </a>
        </p>
      ) : null}
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <div className="md:col-span-2">
          <JobStageSection job={job} view={stageView} />
        </div>
        <div className="md:col-span-2">
          <JobQuotes jobId={job.id} quotes={quotes} contact={job} />
        </div>
        <JobMoneySection jobId={job.id} money={money} />
        <div className="md:col-span-2">
          <JobProofs job={job} proofs={proofs} newLink={newLink} />
        </div>
        <Details job={job} />
        <Links job={job} newLink={newLink} />
        <div className="md:col-span-2">
          <Timeline job={job} />
        </div>
      </div>
    </div>
  );
}
