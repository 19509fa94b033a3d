import { request, type Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_HOLD_MS, MAX_RENDERS, renderGate, renderGateState } from "../../server/render-gate";

/**
 * server/render-gate.ts on its own Express app (decision 106): at most MAX_RENDERS GET renders at
 * once, the rest in turn; posts never wait; a waiting client that leaves gives up its place; a
 * response that outlasts MAX_HOLD_MS gives its turn back.
 */

let server: Server;
let base = "";
let inFlight = 0;
let mostInFlight = 0;
/** The held renders' releases, in arrival order. */
const held: (() => void)[] = [];

beforeAll(async () => {
  const app = express();
  app.use(renderGate);
  // A render that ends when the test says so.
  app.all("/render", (_req, res) => {
    inFlight++;
    mostInFlight = Math.max(mostInFlight, inFlight);
    held.push(() => {
      inFlight--;
      res.type("html").end("<p>done</p>");
    });
  });
  // A response that sends its head and then never ends (a download to a phone that stopped reading).
  app.get("/stuck", (_req, res) => {
    res.type("html").write("<p>");
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Sends a request (its own connection); resolves with the status once answered. */
function send(path: string, method = "GET") {
  const req = request(`${base}${path}`, { method, agent: false });
  const answered = new Promise<number>((resolve, reject) => {
    req.on("response", (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode!));
    });
    req.on("error", reject);
  });
  req.end();
  return { req, answered };
}

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await sleep(10);
  expect(check()).toBe(true);
}

describe("the render gate", () => {
  it("renders MAX_RENDERS GET requests at once and the others in turn, first come first served", async () => {
    mostInFlight = 0;
    const requests = Array.from({ length: MAX_RENDERS + 4 }, () => send("/render"));
    await until(() => held.length === MAX_RENDERS && renderGateState().waiting === 4);
    // A post does not wait for a turn.
    const post = send("/render", "POST");
    await until(() => held.length === MAX_RENDERS + 1);
    held.pop()!();
    expect(await post.answered).toBe(200);
    while (held.length) {
      held.shift()!();
      await sleep(20);
    }
    await until(() => held.length === 0 && renderGateState().running === 0);
    expect(await Promise.all(requests.map((r) => r.answered))).toEqual(requests.map(() => 200));
    expect(mostInFlight).toBe(MAX_RENDERS + 1); // the gate's eight and the post
    expect(renderGateState()).toEqual({ running: 0, waiting: 0 });
  });

  it("drops a waiting client that leaves, and takes a turn back from a response that outlasts MAX_HOLD_MS", async () => {
    const started = Date.now();
    const stuck = Array.from({ length: MAX_RENDERS }, () => send("/stuck"));
    await until(() => renderGateState().running === MAX_RENDERS);
    const leaving = send("/render");
    leaving.answered.catch(() => undefined);
    await until(() => renderGateState().waiting === 1);
    leaving.req.destroy();
    await until(() => renderGateState().waiting === 0);
    const waiting = send("/render");
    await until(() => renderGateState().waiting === 1);
    // The stuck responses give their turns back after MAX_HOLD_MS: the waiting render runs.
    await sleep(Math.max(0, started + MAX_HOLD_MS - 300 - Date.now()));
    expect(held.length).toBe(0);
    expect(renderGateState().waiting).toBe(1);
    await until(() => held.length === 1);
    held.shift()!();
    expect(await waiting.answered).toBe(200);
    for (const s of stuck) s.req.destroy();
    await until(() => renderGateState().running === 0);
  }, 10_000);
});
