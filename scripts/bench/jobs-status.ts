import type { RunningApp } from "../../tests/e2e/harness";
import { BROWSER_HEADERS } from "./bills";
import type { Modules } from "./customers";

/** The jobs bench's checks of the status link page (scripts/bench/jobs.ts). */

/** The `<form>` elements of a page, each as its HTML. */
const formsOf = (html: string) => html.match(/<form\b[^>]*>[\s\S]*?<\/form>/g) ?? [];

/**
 * The status page's checks: its size, its scripts, the accept form as plain HTML (post, the
 * intent, a submit button, no script of its own), then the accept sent as a browser without
 * JavaScript sends the form: it must redirect back and the quote must be accepted.
 */
export async function statusChecks(app: RunningApp, m: Modules, path: string, jobId: string) {
  const res = await fetch(`${app.baseUrl}${path}`, { headers: BROWSER_HEADERS });
  const html = await res.text();
  const accept = formsOf(html).find(
    (f) =>
      /^<form\b[^>]*\bmethod="post"/i.test(f) &&
      f.includes('name="intent" value="accept"') &&
      /<button\b[^>]*type="submit"[^>]*>[\s\S]*?Accept the quote/.test(f) &&
      !/\son[a-z]+=/i.test(f) &&
      !f.includes("<script"),
  );
  const version = accept ? /name="version" value="(\d+)"/.exec(accept)?.[1] : undefined;
  const post = await fetch(`${app.baseUrl}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      ...BROWSER_HEADERS,
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: app.baseUrl,
    },
    body: new URLSearchParams({ intent: "accept", version: version ?? "1" }).toString(),
  });
  const quote = await m.db
    .getDb()
    .selectFrom("print_job_quotes")
    .select("accepted_at")
    .where("job_id", "=", jobId)
    .executeTakeFirstOrThrow();
  return {
    htmlBytes: Buffer.byteLength(html),
    scripts: (html.match(/<script\b/g) ?? []).length,
    form: res.status === 200 && !!accept,
    accepted: [302, 303].includes(post.status) && quote.accepted_at !== null,
  };
}
