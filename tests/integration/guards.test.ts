import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import {
  billingAccessMiddleware,
  currentUserContext,
  getCurrentUser,
  requireBillingAccess,
  requireRole,
  requireUser,
  sessionMiddleware,
} from "~/platform/auth/guards.server";
import { writeAudit } from "~/platform/audit.server";
import { getDb } from "~/platform/db/db.server";
import { createTestUser, requestAs } from "../factories";

/** Runs the root session middleware for a request and returns the filled context. */
async function contextFor(request: Request) {
  const context = new RouterContextProvider();
  await sessionMiddleware(
    { request, context, params: {}, unstable_pattern: "" } as never,
    async () => new Response(),
  );
  return context;
}

async function thrown(fn: () => unknown): Promise<unknown> {
  try {
    await fn();
  } catch (error) {
    return error;
  }
  throw new Error("expected the guard to throw");
}

function expectRedirect(error: unknown, location: string) {
  expect(error).toBeInstanceOf(Response);
  const response = error as Response;
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe(location);
}

describe("session middleware", () => {
  it("treats a request without a cookie as a visitor", async () => {
    const context = await contextFor(await requestAs(null));
    expect(getCurrentUser(context)).toBeNull();
  });

  it("resolves a planted session into the user and role", async () => {
    const staff = await createTestUser({ role: "staff", name: "Kavitha" });
    const context = await contextFor(await requestAs(staff.id));
    expect(context.get(currentUserContext)).toMatchObject({
      id: staff.id,
      name: "Kavitha",
      role: "staff",
      billingAccess: true,
    });
  });

  it("ignores a forged session cookie", async () => {
    const user = await createTestUser();
    const real = await requestAs(user.id);
    const forged = real.headers
      .get("Cookie")!
      .replace(/\.[^.;]+$/, ".AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA%3D");
    const context = await contextFor(
      new Request("http://localhost:3000/", { headers: { Cookie: forged } }),
    );
    expect(getCurrentUser(context)).toBeNull();
  });

  it("treats a user with no role row as a customer", async () => {
    const user = await createTestUser();
    const context = await contextFor(await requestAs(user.id));
    expect(getCurrentUser(context)).toMatchObject({ role: "customer", billingAccess: false });
  });

  it("refuses to answer when the middleware did not run", () => {
    expect(() => getCurrentUser(new RouterContextProvider())).toThrow(/sessionMiddleware/);
  });
});

describe("requireBillingAccess", () => {
  const url = "http://localhost:3000/billing/godown?q=paper";

  it("sends a visitor to /auth with the way back", async () => {
    const request = await requestAs(null, url);
    const context = await contextFor(request);
    expectRedirect(
      await thrown(() => requireBillingAccess(context, request)),
      "/auth?redirectTo=%2Fbilling%2Fgodown%3Fq%3Dpaper",
    );
  });

  it("sends a customer to /", async () => {
    const customer = await createTestUser({ role: "customer" });
    const request = await requestAs(customer.id, url);
    const context = await contextFor(request);
    expectRedirect(await thrown(() => requireBillingAccess(context, request)), "/");
  });

  it.each(["staff", "admin"] as const)("lets %s through", async (role) => {
    const user = await createTestUser({ role });
    const request = await requestAs(user.id, url);
    const context = await contextFor(request);
    expect(requireBillingAccess(context, request)).toMatchObject({ id: user.id, role });
  });

  it("works as layout middleware: a customer never reaches the child route", async () => {
    const customer = await createTestUser({ role: "customer" });
    const request = await requestAs(customer.id, url);
    const context = await contextFor(request);
    let reached = false;
    const error = await thrown(() =>
      billingAccessMiddleware({ request, context, params: {} } as never, async () => {
        reached = true;
        return new Response();
      }),
    );
    expectRedirect(error, "/");
    expect(reached).toBe(false);
  });

  it("refuses a customer's action with no side effect", async () => {
    // An action shaped like every guarded billing action: guard first, then the write.
    async function guardedAction({
      request,
      context,
    }: {
      request: Request;
      context: RouterContextProvider;
    }) {
      const user = requireBillingAccess(context, request);
      await writeAudit(getDb(), {
        actorId: user.id,
        action: "bill.create",
        entity: "complaints",
        after: {},
      });
      return new Response(null, { status: 204 });
    }
    const customer = await createTestUser({ role: "customer" });
    const request = await requestAs(customer.id, url, {
      method: "POST",
      body: new URLSearchParams({ x: "1" }),
    });
    const context = await contextFor(request);
    const before = await getDb()
      .selectFrom("audit_log")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expectRedirect(await thrown(() => guardedAction({ request, context })), "/");
    const after = await getDb()
      .selectFrom("audit_log")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));

    const staff = await createTestUser({ role: "staff" });
    const staffRequest = await requestAs(staff.id, url, { method: "POST" });
    const response = await guardedAction({
      request: staffRequest,
      context: await contextFor(staffRequest),
    });
    expect(response.status).toBe(204);
    const final = await getDb()
      .selectFrom("audit_log")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(final.n)).toBe(Number(before.n) + 1);
  });
});

describe("requireUser and requireRole", () => {
  it("requireUser redirects a visitor to /auth", async () => {
    const request = await requestAs(null, "http://localhost:3000/settings");
    expectRedirect(
      await thrown(() => requireUser(contextForSync(null), request)),
      "/auth?redirectTo=%2Fsettings",
    );
  });

  it("requireRole answers 403 to a signed-in user without the role", async () => {
    const staff = await createTestUser({ role: "staff" });
    const request = await requestAs(staff.id, "http://localhost:3000/admin");
    const context = await contextFor(request);
    const error = (await thrown(() => requireRole(context, request, "admin"))) as {
      init?: ResponseInit;
      type?: string;
    };
    expect(error.init?.status).toBe(403);
  });

  it("requireRole lets the admin through", async () => {
    const admin = await createTestUser({ role: "admin" });
    const request = await requestAs(admin.id, "http://localhost:3000/admin");
    expect(requireRole(await contextFor(request), request, "admin").id).toBe(admin.id);
  });
});

function contextForSync(user: null) {
  const context = new RouterContextProvider();
  context.set(currentUserContext, user);
  return context;
}
