import { describe, expect, it } from "vitest";
import { auditVerdict } from "../../scripts/audit.mjs";

/** scripts/audit.mjs: what `npm test` prints for each answer of `npm audit --omit=dev --json`. */
describe("the dependency audit's verdict", () => {
  it("says why the audit did not run when the registry answers 405, in one line", () => {
    // What npm 11 prints for a registry mirror without the audit endpoint.
    const stdout = JSON.stringify({
      message:
        "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
      method: "POST",
      statusCode: 405,
      body: "",
      error: { summary: "", detail: "" },
    });
    expect(auditVerdict(stdout, "npm error audit endpoint returned an error")).toEqual({
      lines: [
        "npm audit: not run, the registry refused it (HTTP 405 Method Not Allowed - POST " +
          "https://registry.npmjs.org/-/npm/v1/security/advisories/bulk).",
      ],
      code: 0,
    });
  });

  it("gives npm's error code when the network is down", () => {
    const stdout = JSON.stringify({
      error: {
        code: "ENOTFOUND",
        summary: "request to https://registry.npmjs.org/ failed, reason: getaddrinfo ENOTFOUND",
      },
    });
    expect(auditVerdict(stdout).lines).toEqual([
      "npm audit: not run, the registry refused it (ENOTFOUND: request to " +
        "https://registry.npmjs.org/ failed, reason: getaddrinfo ENOTFOUND).",
    ]);
  });

  it("falls back to npm's first error line when there is no JSON", () => {
    const stderr = [
      'npm warn Unknown user config "nodedir". This will stop working in the next major version.',
      "npm error code ECONNREFUSED",
      "npm error A complete log of this run can be found in: /root/.npm/_logs/x.log",
    ].join("\n");
    expect(auditVerdict("", stderr)).toEqual({
      lines: ["npm audit: not run, the registry refused it (code ECONNREFUSED)."],
      code: 0,
    });
  });

  it("passes a clean report and fails on a high or critical finding, naming it", () => {
    const clean = { metadata: { vulnerabilities: { critical: 0, high: 0, moderate: 1, low: 2 } } };
    expect(auditVerdict(JSON.stringify(clean))).toEqual({
      lines: ["npm audit --omit=dev: 0 critical, 0 high, 1 moderate, 2 low"],
      code: 0,
    });
    const bad = {
      metadata: { vulnerabilities: { critical: 0, high: 1, moderate: 0, low: 0 } },
      vulnerabilities: { "some-lib": { severity: "high" }, other: { severity: "low" } },
    };
    expect(auditVerdict(JSON.stringify(bad))).toEqual({
      lines: ["npm audit --omit=dev: 0 critical, 1 high, 0 moderate, 0 low", "  high: some-lib"],
      code: 1,
    });
  });
});
