import { z } from "zod";

/**
 * zod for code that also runs in the browser. The Content-Security-Policy forbids eval, so in the
 * browser zod must not try to compile its parsers with `new Function` (it would probe once and
 * raise a CSP violation): jitless mode. The server keeps zod's compiled parsers.
 */
if (typeof window !== "undefined") z.config({ jitless: true });

export { z };
