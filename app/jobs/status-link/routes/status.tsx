import { data, useActionData } from "react-router";
import type { FormFailure } from "~/lib/forms";
import { z } from "~/lib/zod";
import { formFailure } from "~/platform/form-response.server";
import { getPreferences } from "~/platform/preferences.server";
import { getClientIp } from "~/platform/request-info.server";
import { redirectWithToast } from "~/platform/toast.server";
import { quotesContent } from "../../quotes";
import { answerQuote, jobQuotes, QUOTE_ANSWER_MAX, withExpiry } from "../../quotes/index.server";
import { StatusQuoteSection } from "../components/status-quote";
import { StatusMoney } from "../../money";
import { jobMoney } from "../../money/index.server";
import { StatusProofs } from "../../proofs";
import { answerProofOnLink, isProofStatusIntent, jobProofs } from "../../proofs/index.server";
import type { Route } from "./+types/status";
import { mutedText } from "~/components/ui/styles";
import { formatDate } from "~/lib/format";
import { stageNames } from "../../stages";
import { statusPageContent } from "../content";
import type { SecurityHandle } from "~/platform/security-headers.server";
import { WITHOUT_HYDRATION, type StaticPageHandle } from "~/lib/static-page";
import { proofsForCustomer, quoteForCustomer } from "../customer-view.server";
import { jobForStatusLink, jobStatus, STATUS_LINK_HEADERS } from "../status.server";

/**
 * /r/<token>: the customer's page of their request, no sign-in needed (docs/decisions/094).
 * Rate limited; an unknown or revoked token is the same 404; never indexed, never referred.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const jobId = await jobForStatusLink(request, params.token);
  const { locale } = getPreferences(context);
  // The page's copy but its meta (the title is all the page's tags use), the stage's name, and
  // of the quote and the proofs only what the page shows (decision 105).
  const { meta, ...content } = statusPageContent[locale];
  const [status, quotes, money, proofs] = await Promise.all([
    jobStatus(jobId),
    jobQuotes(jobId),
    jobMoney(jobId),
    jobProofs(jobId),
  ]);
  const [latest] = withExpiry(quotes);
  return data(
    {
      title: meta.title,
      content,
      status,
      stageName: stageNames[locale][status.stage],
      quote: latest ? quoteForCustomer(latest) : null,
      money,
      proofs: proofsForCustomer(proofs),
    },
    { headers: STATUS_LINK_HEADERS },
  );
}

const answerSchema = z.object({
  intent: z.enum(["accept", "changes"]),
  version: z.coerce.number().int().min(1),
  message: z.string().trim().max(QUOTE_ANSWER_MAX).optional(),
});

/** Accept or Ask for changes on the latest quote, by the customer, no sign-in (decision 095). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const jobId = await jobForStatusLink(request, params.token);
  const c = quotesContent[getPreferences(context).locale];
  const form = await request.formData();
  const headers = STATUS_LINK_HEADERS;
  if (isProofStatusIntent(form.get("intent"))) {
    return answerProofOnLink(form, {
      jobId,
      request,
      context,
      here: `/r/${params.token}`,
      headers,
    });
  }
  const parsed = answerSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success || (parsed.data.intent === "changes" && !parsed.data.message)) {
    return formFailure(context, {
      status: 400,
      toast: { title: c.customer.messageRequired },
      errors: { message: c.customer.messageRequired },
      headers,
    });
  }
  const { intent, version, message } = parsed.data;
  const result = await answerQuote({
    jobId,
    version,
    answer: intent,
    message: intent === "changes" ? (message ?? null) : null,
    via: "link",
    ip: getClientIp(request),
    userAgent: request.headers.get("User-Agent"),
  });
  if (!result.ok) {
    return formFailure(context, {
      status: 409,
      toast: { title: c.refusals[result.reason] },
      headers,
    });
  }
  const toast = { title: intent === "accept" ? c.customer.acceptedToast : c.customer.changesToast };
  return redirectWithToast(`/r/${params.token}`, toast, { headers });
}

/**
 * Every answer of this route, its errors too, is sent under `no-referrer` (server/app.ts). The
 * page is served without hydration (decision 055): its answers are plain forms that work without
 * JavaScript, so it sends no script of React Router's and no copy of its data (decision 105).
 */
export const handle: SecurityHandle & StaticPageHandle = {
  ...WITHOUT_HYDRATION,
  referrerPolicy: "no-referrer",
};

export function headers({ loaderHeaders, actionHeaders, errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? (actionHeaders.has("Referrer-Policy") ? actionHeaders : loaderHeaders);
}

/** No canonical or alternates: a private page has no public address to point to. */
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "referrer", content: "no-referrer" },
  { name: "robots", content: "noindex, nofollow" },
];

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="border-b border-slate-200 py-3 dark:border-slate-700">
      <dt className={`text-sm ${mutedText}`}>{label}</dt>
      <dd className="mt-1 font-medium break-words">{value}</dd>
    </div>
  );
}

export default function StatusPage({ loaderData }: Route.ComponentProps) {
  const { content: c, status, stageName, quote, money, proofs } = loaderData;
  const answer = useActionData<FormFailure>();
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold">{c.heading}</h1>
      <p className="mt-2 text-lg">
        {c.reference}: <strong>{status.reference}</strong>
      </p>
      <dl className="mt-6">
        <Row label={c.stage} value={stageName} />
        <Row label={c.service} value={status.service} />
        {status.quantity ? <Row label={c.quantity} value={status.quantity} /> : null}
        <Row label={c.submitted} value={formatDate(status.createdAt)} />
        {status.details ? <Row label={c.details} value={status.details} /> : null}
      </dl>
      {quote ? (
        <StatusQuoteSection quote={quote} errors={answer?.errors ?? {}} />
      ) : status.stage === "request" ? (
        <p className="mt-6">{c.next}</p>
      ) : null}
      <StatusMoney money={money} />
      <StatusProofs proofs={proofs} stage={status.stage} errors={answer?.errors ?? {}} />
      <p className={`mt-6 text-sm ${mutedText}`}>{c.keepPrivate}</p>
    </div>
  );
}
