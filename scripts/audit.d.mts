/** Types of scripts/audit.mjs for the tests that import it. */
export function auditVerdict(stdout: string, stderr?: string): { lines: string[]; code: number };
