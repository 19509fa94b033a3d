import { data } from "react-router";
import type { Route } from "./+types/status";
import { mutedText } from "~/components/ui/styles";
import { formatDate } from "~/lib/format";
import { pageContent } from "~/platform/page-content.server";
import { stageNames } from "../../stages";
import { statusPageContent } from "../content";
import { jobForStatusLink, jobStatus, STATUS_LINK_HEADERS } from "../status.server";

/**
 * /r/<token>: the customer's page of their request, no sign-in needed (docs/decisions/094).
 * Rate limited; an unknown or revoked token is the same 404; never indexed, never referred.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const jobId = await jobForStatusLink(request, params.token);
  const page = pageContent(context, statusPageContent, "/r", { noindex: true });
  return data(
    { ...page, status: await jobStatus(jobId), stages: stageNames[page.locale] },
    { headers: STATUS_LINK_HEADERS },
  );
}

export function headers({ loaderHeaders, errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? loaderHeaders;
}

/** No canonical or alternates: a private page has no public address to point to. */
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.seo.title },
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
  const { content: c, status, stages } = loaderData;
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold">{c.heading}</h1>
      <p className="mt-2 text-lg">
        {c.reference}: <strong>{status.reference}</strong>
      </p>
      <dl className="mt-6">
        <Row label={c.stage} value={stages[status.stage]} />
        <Row label={c.service} value={status.service} />
        {status.quantity ? <Row label={c.quantity} value={status.quantity} /> : null}
        <Row label={c.submitted} value={formatDate(status.createdAt)} />
        {status.details ? <Row label={c.details} value={status.details} /> : null}
      </dl>
      {status.stage === "request" ? <p className="mt-6">{c.next}</p> : null}
      <p className={`mt-6 text-sm ${mutedText}`}>{c.keepPrivate}</p>
    </div>
  );
}
