import { data } from "react-router";
import type { Route } from "./+types/data-export";
import { requireUser } from "~/platform/auth/guards.server";
import { exportResponse, exportUserData } from "../data-export.server";

/**
 * "Download my data" on /settings (decision 051): the signed-in person's own data as one JSON
 * attachment that no cache keeps. A visitor is sent to sign in.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const exported = await exportUserData(user.id);
  if (!exported) throw data({ message: "Not found." }, { status: 404 });
  return exportResponse(exported);
}
