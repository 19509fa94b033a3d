import { RefreshCw } from "~/components/ui/icons";
import { Form } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { cardClass, mutedText } from "~/components/ui/styles";
import { formatCount, formatDateTime } from "~/lib/format";
import type { Activity } from "../activity.server";
import { countText } from "~/lib/plural";
import { useLocale } from "~/lib/i18n/i18n";
import { importExportContent } from "../content";

/** Recent Import/Export Activities: the latest operations, their outcome, and Refresh. */
export function ActivityList({ activities }: { activities: Activity[] }) {
  const c = importExportContent[useLocale()];
  return (
    <section aria-labelledby="activity-heading" className={`${cardClass} mt-8 p-5`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="activity-heading" className="text-xl font-semibold">
          {c.activityHeading}
        </h2>
        <Form method="get">
          <Button type="submit" variant="outline">
            <RefreshCw aria-hidden className="size-4" />
            {c.refresh}
          </Button>
        </Form>
      </div>
      {activities.length === 0 ? (
        <p className={`mt-4 ${mutedText}`}>{c.noActivities}</p>
      ) : (
        <ul
          className="mt-4 divide-y divide-slate-200 dark:divide-slate-800"
          data-testid="activities"
        >
          {activities.map((a) => (
            <li
              key={a.id}
              className="flex flex-wrap items-start justify-between gap-2 py-3"
              data-testid="activity"
            >
              <div>
                <p className="font-medium">
                  {a.operation === "import" ? c.importOp : c.exportOp} ·{" "}
                  <span translate="no">
                    {a.table} · {a.fileName}
                  </span>
                </p>
                <p className={`text-sm ${mutedText}`}>
                  {countText(a.records, c.records, formatCount(a.records))} ·{" "}
                  {a.by ? <span translate="no">{a.by}</span> : c.unknownUser} ·{" "}
                  {formatDateTime(a.createdAt)}
                </p>
                {a.error ? (
                  <p className="text-sm text-red-700 dark:text-red-300" translate="no">
                    {a.error}
                  </p>
                ) : null}
              </div>
              <Badge tone={a.status === "completed" ? "success" : "danger"}>
                {a.status === "completed" ? c.completed : c.failed}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
