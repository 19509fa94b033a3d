import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { openApp } from "../helpers/e2e-app";

/**
 * The status link's token is its only credential and the database keeps only its hash (decision
 * 094), so the access log (one line a request at the default level) must not keep it either.
 */
const { app } = await openApp({ browser: false, env: { LOG_LEVEL: "info" } });

describe("the access log and the status link", () => {
  it("writes /r/<token> requests without the token, other paths as they are", async () => {
    const token = randomBytes(32).toString("base64url");
    const answer = await fetch(`${app.baseUrl}/r/${token}`);
    expect(answer.status).toBe(404);
    await fetch(`${app.baseUrl}/r/${token}/quote/pdf`);
    await fetch(`${app.baseUrl}/about`);
    await app.waitForLog('"path":"/about"');
    const logs = app.logs();
    expect(logs).toContain('"path":"/r/[secret]"');
    expect(logs).toContain('"path":"/r/[secret]/quote/pdf"');
    expect(logs).not.toContain(token);
  });
});
