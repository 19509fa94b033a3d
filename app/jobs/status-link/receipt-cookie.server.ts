import { createCookie } from "react-router";
import { z } from "zod";
import { getEnv } from "~/platform/env.server";

/**
 * The reference and status link of the request just sent, carried from the order form's
 * redirect to /thank-you (docs/decisions/094): a signed, HttpOnly cookie kept for half an hour so
 * a reload still shows them. The token is never put in a URL there. Its path is the whole site:
 * the page's data request (/thank-you.data) is outside a cookie path of /thank-you.
 */
const receiptSchema = z.object({
  reference: z.string().regex(/^Q-\d{4}-\d{4,}$/),
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});
export type RequestReceipt = z.infer<typeof receiptSchema>;

function receiptCookie() {
  const env = getEnv();
  return createCookie("limra_request", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    maxAge: 30 * 60,
    secure: env.secureCookies,
    secrets: [env.AUTH_SECRET],
  });
}

export function requestReceiptCookie(receipt: RequestReceipt): Promise<string> {
  return receiptCookie().serialize(receipt);
}

export async function readRequestReceipt(request: Request): Promise<RequestReceipt | null> {
  const value: unknown = await receiptCookie().parse(request.headers.get("Cookie"));
  const parsed = receiptSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
