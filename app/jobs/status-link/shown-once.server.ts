import { createCookie } from "react-router";
import { z } from "zod";
import { getEnv } from "~/platform/env.server";

/**
 * A status link staff just made (a new request, a replacement), carried over the redirect to
 * the job's page in a signed HttpOnly cookie scoped to /billing/jobs for ten minutes: the page
 * shows it (to copy or send on WhatsApp) while the database keeps only its hash.
 */
const shownSchema = z.object({
  jobId: z.string().max(64),
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

function shownCookie() {
  const env = getEnv();
  return createCookie("limra_job_link", {
    path: "/billing/jobs",
    httpOnly: true,
    sameSite: "lax",
    maxAge: 10 * 60,
    secure: env.secureCookies,
    secrets: [env.AUTH_SECRET],
  });
}

export function shownLinkCookie(jobId: string, token: string): Promise<string> {
  return shownCookie().serialize({ jobId, token });
}

/** The token just made for `jobId`, if the cookie carries one for that job. */
export async function readShownLink(request: Request, jobId: string): Promise<string | null> {
  const parsed = shownSchema.safeParse(await shownCookie().parse(request.headers.get("Cookie")));
  return parsed.success && parsed.data.jobId === jobId ? parsed.data.token : null;
}
