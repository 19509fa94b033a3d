import type { Generated } from "kysely";
import type { Timestamp } from "../timestamp";

/**
 * A "forgot password" request waiting for the e-mail worker (platform/auth/password-reset.server.ts,
 * decision 058): written alike for every address, known or not; removed once handled.
 */
export interface PasswordResetRequestsTable {
  id: string;
  email: string;
  /** How many times a worker has taken it (a request that keeps failing is given up). */
  attempts: Generated<number>;
  /** The lease of the worker handling it; null while it waits. */
  locked_until: Timestamp | null;
  created_at: Timestamp;
}
