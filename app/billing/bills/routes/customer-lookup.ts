import type { Route } from "./+types/customer-lookup";
import { formatIndianPhone } from "~/lib/phone";
import { requireRole } from "~/platform/auth/guards.server";
import { lookupCustomers } from "../../customers/index.server";

/**
 * GET /billing/customers/lookup?q=… : New Bill's customer suggestions as JSON (decision 069),
 * found as the customers list finds them (name or other name, Tamil too, or phone). Staff and
 * admin only: nobody signed in → /auth, a customer → 403. Never cached (customers' figures).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(context, request, "admin", "staff");
  const q = new URL(request.url).searchParams.get("q") ?? "";
  const matches = await lookupCustomers(q);
  return Response.json(
    {
      customers: matches.map((m) => ({
        ...m,
        phone: m.phone ? formatIndianPhone(m.phone) : null,
      })),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}
