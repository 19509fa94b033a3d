import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createServer, connect, type Server, type Socket } from "node:net";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  appEnv,
  createPgDatabase,
  freePort,
  newAuthSecret,
  openAppDatabase,
  describeOnPg,
  pgAdminUrl,
  pgTitle,
  sleep,
  startNode,
  stopAllNodes,
  tempDataDir,
  waitFor,
  type AppNode,
  type PgDatabase,
} from "./cluster";
import { expectNoA11yViolations, launchBrowser, newPage, visit } from "./harness";

/**
 * The app on PostgreSQL when the database goes away under it (issue 17, item 1). One production
 * process, `node server.js`, on its own fresh database, reached through a TCP proxy the test can
 * freeze. Every backend of the app's database is terminated while the server is idle and again in
 * the middle of 50 requests, several times; the same process must answer the next requests (a
 * signed-in staff page stays signed in). The database refuses new connections (ALLOW_CONNECTIONS
 * false, then its backends ended: a restart, a failover, a restore), several times: public pages
 * and both sign-in forms answer 503 busy, and 200 again as soon as it accepts them. Then the
 * database "accepts TCP but never answers": pages
 * answer 503 "busy" with Retry-After within the configured timeouts, /healthz says 503 within
 * 5 s, and the app serves again once the path thaws.
 */

/** Small limits, so a frozen database is noticed quickly (the defaults are 5000 ms). */
const CONNECT_TIMEOUT_MS = 2000;
const STATEMENT_TIMEOUT_MS = 2000;
const TRIALS = 4;
const BUSY_TEXT = "The service is busy, please try again in a minute.";
const BUSY_TEXT_TA = "சேவை தற்போது பரபரப்பாக உள்ளது, ஒரு நிமிடம் கழித்து மீண்டும் முயற்சிக்கவும்.";

type FreezableProxy = {
  port: number;
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
};

/**
 * A TCP proxy in front of PostgreSQL. Frozen, it keeps every socket open and accepts new ones,
 * but forwards nothing in either direction (held back, delivered on thaw): a database, or a
 * network path, that has stopped answering without closing anything.
 */
async function startFreezableProxy(target: {
  host: string;
  port: number;
}): Promise<FreezableProxy> {
  let frozen = false;
  const held: (() => void)[] = [];
  const sockets = new Set<Socket>();
  const forward = (from: Socket, to: Socket) => {
    from.on("data", (chunk) => {
      const send = () => {
        if (!to.destroyed) to.write(chunk);
      };
      if (frozen) held.push(send);
      else send();
    });
    from.on("close", () => {
      const end = () => to.destroy();
      if (frozen) held.push(end);
      else end();
    });
    from.on("error", () => {});
  };
  const server: Server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    sockets.add(client).add(upstream);
    client.on("close", () => sockets.delete(client));
    upstream.on("close", () => sockets.delete(upstream));
    forward(client, upstream);
    forward(upstream, client);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    port,
    freeze: () => {
      frozen = true;
    },
    thaw: () => {
      frozen = false;
      for (const send of held.splice(0)) send();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

type Answer = {
  status: number;
  location: string | null;
  retryAfter: string | null;
  body: string;
  ms: number;
};

let database: PgDatabase;
let dataDir: ReturnType<typeof tempDataDir>;
let proxy: FreezableProxy;
let node: AppNode;

async function send(path: string, init: RequestInit, timeoutMs = 30_000): Promise<Answer> {
  const started = Date.now();
  const res = await fetch(`${node.baseUrl}${path}`, {
    ...init,
    redirect: "manual",
    signal: AbortSignal.timeout(timeoutMs),
  });
  const body = await res.text();
  return {
    status: res.status,
    location: res.headers.get("Location"),
    retryAfter: res.headers.get("Retry-After"),
    body,
    ms: Date.now() - started,
  };
}

function get(path: string, cookie?: string, timeoutMs = 30_000): Promise<Answer> {
  return send(path, { headers: cookie ? { Cookie: cookie } : {} }, timeoutMs);
}

/** POSTs a form as the page's own form would (same origin); no redirect followed. */
function post(path: string, fields: Record<string, string>): Promise<Answer> {
  return send(path, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: node.baseUrl,
      "Sec-Fetch-Site": "same-origin",
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** A staff member's session cookie, written straight into the database (not through the proxy). */
async function staffCookie(): Promise<string> {
  const appDb = await openAppDatabase({ ...node.env, DATABASE_URL: database.url });
  try {
    const staff = await appDb.createUser("staff");
    return await appDb.sessionCookie(staff.id);
  } finally {
    await appDb.close();
  }
}

/** Ends every connection to the app's database, from an admin connection: what a restart does. */
async function terminateAppBackends(): Promise<number> {
  const admin = new pg.Client({ connectionString: pgAdminUrl() });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ ended: boolean }>(
      `select pg_terminate_backend(pid) as ended from pg_stat_activity
        where datname = $1 and pid <> pg_backend_pid()`,
      [database.name],
    );
    return rows.filter((r) => r.ended).length;
  } finally {
    await admin.end();
  }
}

/**
 * What a restart, a failover or a restore looks like from the app: the database refuses new
 * connections (ALLOW_CONNECTIONS false: SQLSTATE 55000 "database … is not currently accepting
 * connections") and every existing backend is ended. Starts once this process listens (as it
 * does in normal service; after the previous outage it reconnects within 5 s) and returns once
 * that LISTEN connection has noticed (the page cache is then off, so pages reach the database).
 */
async function refuseConnections(): Promise<void> {
  const admin = new pg.Client({ connectionString: pgAdminUrl() });
  await admin.connect();
  const lost = () => (node.logs().match(/database listener: connection lost/g) ?? []).length;
  let lostBefore = 0;
  try {
    await waitFor("the app to listen again", async () => {
      lostBefore = lost();
      const { rows } = await admin.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where datname = $1 and query like 'LISTEN %'`,
        [database.name],
      );
      return rows[0]!.n > 0;
    });
    await admin.query(`ALTER DATABASE "${database.name}" ALLOW_CONNECTIONS false`);
  } finally {
    await admin.end();
  }
  expect(await terminateAppBackends()).toBeGreaterThan(0);
  await waitFor(
    "the app's LISTEN connection to notice the terminated backend",
    () => lost() > lostBefore,
    10_000,
  );
}

async function acceptConnections(): Promise<void> {
  const admin = new pg.Client({ connectionString: pgAdminUrl() });
  await admin.connect();
  try {
    await admin.query(`ALTER DATABASE "${database.name}" ALLOW_CONNECTIONS true`);
  } finally {
    await admin.end();
  }
}

/**
 * The running server; one that a previous test saw die (only broken code does that) is started
 * again, so each test judges the code on its own.
 */
async function liveNode(): Promise<AppNode> {
  if (node.exited()) node = await startNode("resilience", node.env);
  return node;
}

/** The server process is the one started, and still running. */
function expectSameProcessAlive(pid: number) {
  const logs = node.logs();
  const crash = Math.max(0, logs.search(/Unhandled|Error:/));
  expect(node.exited(), `the server exited:\n${logs.slice(crash, crash + 2000)}`).toBe(false);
  expect(node.pid).toBe(pid);
  expect(() => process.kill(pid, 0)).not.toThrow();
}

describeOnPg(pgTitle("the app when PostgreSQL drops or freezes"), () => {
  beforeAll(async () => {
    database = await createPgDatabase("resilience");
    dataDir = tempDataDir("resilience");
    const pgUrl = new URL(database.url);
    proxy = await startFreezableProxy({
      host: pgUrl.hostname,
      port: Number(pgUrl.port || 5432),
    });
    const viaProxy = new URL(database.url);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    const port = await freePort();
    node = await startNode(
      "resilience",
      appEnv({
        port,
        dataDir: dataDir.dir,
        databaseUrl: viaProxy.toString(),
        authSecret: newAuthSecret(),
        appUrl: `http://127.0.0.1:${port}`,
        extra: {
          DB_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
          DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
        },
      }),
    );
  });

  afterAll(async () => {
    proxy?.thaw();
    if (database) await acceptConnections();
    await stopAllNodes();
    await proxy?.close();
    await database?.drop();
    dataDir?.remove();
  });

  it("keeps serving after every backend is terminated while idle (the outbox worker's connection included)", async () => {
    const { pid } = await liveNode();
    const cookie = await staffCookie();
    expect((await get("/billing/home", cookie)).status).toBe(200);
    const figures: string[] = [];
    for (let trial = 1; trial <= TRIALS; trial++) {
      // Past one outbox round (every 5 s): its pooled connection sits idle when it is ended.
      await sleep(6_500);
      const ended = await terminateAppBackends();
      expect(ended).toBeGreaterThan(0);
      // The ended connections' errors arrive; the pool drops them.
      await sleep(500);
      expectSameProcessAlive(pid);
      const anonymous = await get("/");
      const staff = await get("/billing/home", cookie);
      expect(anonymous.status).toBe(200);
      expect(staff.status, `staff page: ${staff.location ?? ""}`).toBe(200);
      expect(staff.body).toContain("Service Management");
      figures.push(
        `trial ${trial}: ${ended} backends ended, next / ${anonymous.ms} ms, staff ${staff.ms} ms`,
      );
    }
    // Another outbox round on a fresh connection, and the process is still there.
    await sleep(5_500);
    expectSameProcessAlive(pid);
    expect(node.logs()).toContain("database connection lost");
    console.info(`db-resilience idle: survived ${TRIALS}/${TRIALS}\n  ${figures.join("\n  ")}`);
  }, 120_000);

  it("keeps serving after every backend is terminated in the middle of 50 requests", async () => {
    const { pid } = await liveNode();
    const cookie = await staffCookie();
    const figures: string[] = [];
    let maxMs = 0;
    for (let trial = 1; trial <= TRIALS; trial++) {
      const paths = Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0
          ? { path: i % 4 === 0 ? "/billing/home" : "/billing/home.data", cookie }
          : { path: i % 3 === 0 ? "/limrakart" : "/", cookie: undefined },
      );
      const inFlight = paths.map((p) => get(p.path, p.cookie, 30_000));
      await sleep(150 + trial * 50);
      const ended = await terminateAppBackends();
      const settled = await Promise.allSettled(inFlight);
      expectSameProcessAlive(pid);
      // Each request was answered: none hung, none was cut off.
      expect(settled.filter((r) => r.status === "rejected")).toEqual([]);
      const answers = settled.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
      const statuses = answers.map((a) => a.status);
      const trialMax = Math.max(...answers.map((a) => a.ms));
      maxMs = Math.max(maxMs, trialMax);
      // Served, or 503 busy with Retry-After.
      expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
      for (const a of answers.filter((x) => x.status === 503)) expect(a.retryAfter).toBe("60");
      // A signed-in request is never sent to the sign-in page.
      expect(answers.filter((a) => a.location?.includes("/auth"))).toEqual([]);
      expect(trialMax).toBeLessThan(20_000);
      // The next requests are served by the same process.
      await sleep(500);
      expect((await get("/")).status).toBe(200);
      expect((await get("/billing/home", cookie)).status).toBe(200);
      const busy = statuses.filter((s) => s === 503).length;
      figures.push(
        `trial ${trial}: ${ended} backends ended, ${50 - busy} x 200, ${busy} x 503, slowest ${trialMax} ms`,
      );
    }
    console.info(
      `db-resilience load: survived ${TRIALS}/${TRIALS}, slowest request ${maxMs} ms\n  ${figures.join("\n  ")}`,
    );
  }, 180_000);

  it("answers 503 busy, not 500, while PostgreSQL refuses new connections, and serves again once it accepts them", async () => {
    const { pid } = await liveNode();
    const appDb = await openAppDatabase({ ...node.env, DATABASE_URL: database.url });
    const [staff, customer] = await (async () => {
      try {
        return [await appDb.createUser("staff"), await appDb.createUser("customer")];
      } finally {
        await appDb.close();
      }
    })();
    const staffSignIn = { email: staff.email, password: staff.password };
    const customerSignIn = { intent: "signin", email: customer.email, password: customer.password };
    const requests: { label: string; send: () => Promise<Answer> }[] = [
      { label: "GET /", send: () => get("/") },
      { label: "GET /limrakart", send: () => get("/limrakart") },
      { label: "GET /contact", send: () => get("/contact") },
      { label: "POST /billing/login", send: () => post("/billing/login", staffSignIn) },
      { label: "POST /auth", send: () => post("/auth", customerSignIn) },
    ];
    // Enough answers per request that one which fails 1 time in 10 fails this test (0.9^40 < 2%).
    const CYCLES = 4;
    const ROUNDS = 10;
    const figures: string[] = [];
    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      // Served (and signed in) while the database accepts connections.
      for (const r of requests) {
        const answer = await r.send();
        expect(answer.status, `${r.label} before cycle ${cycle}`).toBe(
          r.label.startsWith("POST") ? 302 : 200,
        );
      }
      await refuseConnections();
      let slowest = 0;
      try {
        for (let round = 0; round < ROUNDS; round++) {
          for (const r of requests) {
            const answer = await r.send();
            const what = `${r.label}, cycle ${cycle}, round ${round}`;
            expect(answer.status, `${what}: ${answer.body.slice(0, 200)}`).toBe(503);
            expect(answer.retryAfter, what).toBe("60");
            expect(answer.body, what).toContain(BUSY_TEXT);
            slowest = Math.max(slowest, answer.ms);
          }
        }
      } finally {
        await acceptConnections();
      }
      // The same process serves again at once: no restart, no waiting for a timer.
      for (const r of requests) {
        const answer = await r.send();
        expect(answer.status, `${r.label} after cycle ${cycle}`).toBe(
          r.label.startsWith("POST") ? 302 : 200,
        );
      }
      expectSameProcessAlive(pid);
      figures.push(`cycle ${cycle}: ${ROUNDS * requests.length} x 503, slowest ${slowest} ms`);
    }
    expect(node.logs()).toContain("is not currently accepting connections");
    console.info(`db-resilience refused connections:\n  ${figures.join("\n  ")}`);
  }, 180_000);

  it("answers 503 busy within the timeouts while the database accepts TCP but never answers, and recovers", async () => {
    const { pid } = await liveNode();
    const cookie = await staffCookie();
    expect((await get("/")).status).toBe(200);
    expect((await get("/billing/home", cookie)).status).toBe(200);

    proxy.freeze();
    try {
      // One statement's wait (statement timeout + the client's margin), and room for a loaded machine.
      const bound = STATEMENT_TIMEOUT_MS + 1000 + 4000;
      // A page not in the page cache (decision 041): a page a visitor already got may still be
      // served from it, as the data cannot change while the database does not answer.
      const page = await get("/?busy-check=1");
      expect(page.status).toBe(503);
      expect(page.retryAfter).toBe("60");
      expect(page.body).toContain(BUSY_TEXT);
      expect(page.ms).toBeLessThan(bound);

      const staff = await get("/billing/home", cookie);
      expect(staff.status, `staff page: ${staff.location ?? ""}`).toBe(503);
      expect(staff.body).toContain(BUSY_TEXT);
      expect(staff.ms).toBeLessThan(bound);

      const tamil = await get("/?lang=ta");
      expect(tamil.status).toBe(503);
      expect(tamil.body).toContain(BUSY_TEXT_TA);

      // A client-side navigation's data request: 503 too, with the busy answer in its payload.
      const data = await get("/billing/home.data", cookie);
      expect(data.status).toBe(503);
      expect(data.retryAfter).toBe("60");
      expect(data.body).toContain("busy");
      expect(data.ms).toBeLessThan(bound);

      // In the browser: the busy page hydrates as it was rendered, and passes axe.
      const browser = await launchBrowser();
      try {
        const tab = await newPage(browser);
        const response = await visit(tab.page, `${node.baseUrl}/?busy-browser=1`);
        expect(response?.status()).toBe(503);
        await expect.poll(() => tab.page.locator("h1").textContent()).toBe("The service is busy");
        await expectNoA11yViolations(tab.page, "busy page");
        tab.expectNoErrors([/status of 503/]);
        await tab.close();
      } finally {
        await browser.close();
      }

      const health = await get("/healthz", undefined, 10_000);
      expect(health.status).toBe(503);
      expect(JSON.parse(health.body)).toMatchObject({ status: "error", database: "unreachable" });
      expect(health.ms).toBeLessThan(5000);
      console.info(
        `db-resilience frozen: / ${page.ms} ms, staff ${staff.ms} ms, .data ${data.ms} ms, /healthz ${health.ms} ms (all 503)`,
      );
      expectSameProcessAlive(pid);
    } finally {
      proxy.thaw();
    }

    await waitFor(
      "the app to serve again after the thaw",
      async () => (await get("/")).status === 200,
      30_000,
    );
    expect((await get("/billing/home", cookie)).status).toBe(200);
    expect((await get("/healthz")).status).toBe(200);
    expectSameProcessAlive(pid);

    // The e-mail worker's rounds failed while the database was silent, were logged, and it
    // kept going: a mail queued now is sent (written to DATA_DIR/mail by the file mailer).
    expect(node.logs()).toContain("email: outbox run failed");
    const subject = `After the thaw ${Date.now()}`;
    const appDb = await openAppDatabase({ ...node.env, DATABASE_URL: database.url });
    try {
      const { enqueueEmail } = await import("../../app/platform/email/outbox.server");
      await enqueueEmail(appDb.db, { to: "owner@example.test", subject, text: "still sending" });
    } finally {
      await appDb.close();
    }
    const mailDir = path.join(dataDir.dir, "mail");
    await waitFor(
      "the outbox worker to send the mail queued after the thaw",
      () =>
        existsSync(mailDir) &&
        readdirSync(mailDir).some((f) =>
          readFileSync(path.join(mailDir, f), "utf8").includes(subject),
        ),
      20_000,
    );
  }, 120_000);

  it("reports a silent database on /healthz within 5 s even when requests may wait longer", async () => {
    // An operator who allows slow statements (20 s) still gets a timely health check.
    const slowPort = await freePort();
    const patient = await startNode("patient", {
      ...node.env,
      PORT: String(slowPort),
      APP_URL: `http://127.0.0.1:${slowPort}`,
      DB_CONNECT_TIMEOUT_MS: "20000",
      DB_STATEMENT_TIMEOUT_MS: "20000",
    });
    try {
      proxy.freeze();
      const started = Date.now();
      const res = await fetch(`${patient.baseUrl}/healthz`, {
        signal: AbortSignal.timeout(15_000),
      });
      const ms = Date.now() - started;
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ status: "error", database: "unreachable" });
      expect(ms).toBeLessThan(5000);
      console.info(`db-resilience /healthz with 20 s statement limit: 503 in ${ms} ms`);
      expect(patient.exited()).toBe(false);
    } finally {
      proxy.thaw();
      await patient.stop();
    }
  }, 120_000);
});
