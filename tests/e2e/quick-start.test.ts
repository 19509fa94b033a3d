import { afterEach, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "./harness";

/**
 * What the production server says about a plain-http APP_URL at start-up (decision 078): on this
 * machine or the shop's own network (the quick start, a demo, a phone on the Wi-Fi) it is fine and
 * said once as information; a public address without https is a warning.
 */

let app: RunningApp | undefined;
afterEach(async () => {
  await app?.stop();
  app = undefined;
});

/** The server's JSON log lines that mention APP_URL. */
const appUrlLines = (logs: string) =>
  logs
    .split("\n")
    .filter((line) => line.includes("APP_URL"))
    .map((line) => JSON.parse(line) as { level: string; message: string });

describe("the start-up's word on a plain-http APP_URL", () => {
  it.each([
    "http://127.0.0.1:3000",
    "http://localhost:3000",
    "http://192.168.1.20:3000",
    "http://limra-shop.local:3000",
  ])("calls %s fine for a demo, once, as information", async (appUrl) => {
    app = await startApp({ env: { LOG_LEVEL: "info", APP_URL: appUrl } });
    await app.waitForLog("listening on");
    expect(appUrlLines(app.logs())).toEqual([
      {
        time: expect.any(String),
        level: "info",
        message:
          "APP_URL is plain http on this machine or the local network: fine for a demo; an online shop needs https (Secure cookies)",
      },
    ]);
  });

  it("warns about a public address without https", async () => {
    app = await startApp({ env: { LOG_LEVEL: "info", APP_URL: "http://limrashop.example.in" } });
    await app.waitForLog("listening on");
    expect(appUrlLines(app.logs())).toEqual([
      {
        time: expect.any(String),
        level: "warn",
        message: "APP_URL is not https: cookies are sent without the Secure flag",
      },
    ]);
  });
});
