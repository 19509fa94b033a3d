import type { Route } from "./+types/signed-in-layout";
import { userMiddleware } from "~/platform/auth/guards.server";

/**
 * The signed-in user's own pages (account settings, an order's details): the middleware sends a
 * visitor to /auth (with the way back) before any child loader or action runs; each child still
 * calls `requireUser` where it reads the user.
 */
export const middleware: Route.MiddlewareFunction[] = [userMiddleware];
