import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { action as jobAction } from "~/jobs/board/routes/job";
import { action as newJobRequestAction } from "~/jobs/requests/routes/new-request";
import {
  billingAccessMiddleware,
  currentUserContext,
  getCurrentUser,
  requireBillingAccess,
  requireRole,
  requireUser,
  sessionMiddleware,
} from "~/platform/auth/guards.server";
import { action as backupAction } from "~/admin/backup/routes/download";
import { action as catalogAction } from "~/admin/catalog/routes/catalog";
import { action as inboxItemAction } from "~/admin/inbox/routes/item";
import { action as settingsAction } from "~/admin/settings/routes/settings";
import { action as usersAction } from "~/admin/users/routes/users";
import { action as billFormAction } from "~/billing/bills/routes/bill-form";
import { action as dataExportAction } from "~/billing/import-export/routes/data-export";
import { action as dataImportAction } from "~/billing/import-export/routes/data-import";
import { action as godownAction } from "~/billing/godown/routes/godown";
import { action as historyAction } from "~/billing/bills/routes/history";
import { action as importExportAction } from "~/billing/import-export/routes/import-export";
import { action as incomeExpensesAction } from "~/billing/ledger/routes/income-expenses";
import { action as notificationsAction } from "~/billing/notifications/routes/notifications";
import { action as oldComplaintAction } from "~/billing/bills/routes/old-complaint";
import { action as oldPendingAction } from "~/billing/bills/routes/old-pending";
import { action as remindAction } from "~/billing/reminders/routes/remind";
import { action as reminderTemplatesAction } from "~/admin/reminders/routes/reminders";
import { getDb } from "~/platform/db/db.server";
import { createTestUser, requestAs, signedIn } from "../factories";
import { callRoute, postRequest } from "./route-harness";

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

  it("refuses a customer's bill and saves nothing; staff's same bill is saved", async () => {
    // The app's own New Bill action (billing/bills/bill-form.tsx), called the way the server calls it.
    const bill = {
      customerName: "Guarded Customer",
      customerPhone: "9876543210",
      customerAddress: "",
      particulars: "Visiting cards",
      amount: "150",
      discount: "",
      advance: "",
      received: "",
    };
    const count = async () =>
      Number(
        (
          await getDb()
            .selectFrom("complaints")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .where("customer_name", "=", bill.customerName)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const customer = await signedIn("customer");
    const refused = await callRoute(
      billFormAction,
      postRequest("/billing/new-complaint", bill, { cookie: customer.cookie }),
    );
    expect(refused.status).toBe(302);
    expect(refused.location).toBe("/");
    expect(await count()).toBe(0);

    const staff = await signedIn("staff");
    const saved = await callRoute(
      billFormAction,
      postRequest("/billing/new-complaint", bill, { cookie: staff.cookie }),
    );
    expect(saved.status).toBe(302);
    expect(saved.location).toMatch(/^\/billing\/complaint-preview\?id=/);
    expect(await count()).toBe(1);
  });
});

/**
 * Every action of the guarded billing and admin areas, imported from the app's route modules:
 * each must check access itself (a form can be posted to any route, past the layout's middleware).
 */
/** An action of a route module, as callRoute takes it. */
type Action = (args: never) => unknown;

const billingActions: Record<string, Action> = {
  "billing/new-complaint": billFormAction,
  "billing/import-export/export": dataExportAction,
  "billing/import-export/import": dataImportAction,
  "billing/godown": godownAction,
  "billing/history": historyAction,
  "billing/import-export": importExportAction,
  "billing/income-expenses": incomeExpensesAction,
  "billing/notifications": notificationsAction,
  "billing/old-complaint": oldComplaintAction,
  "billing/old-pending": oldPendingAction,
  "billing/customers/x/remind": remindAction,
  "billing/jobs/new": newJobRequestAction,
  "billing/jobs/x": jobAction,
};
const adminActions: Record<string, Action> = {
  admin: catalogAction,
  "admin/users": usersAction,
  "admin/settings": settingsAction,
  "admin/backup/download": backupAction,
  "admin/reminders": reminderTemplatesAction,
  "admin/inbox/order/x": inboxItemAction,
};

describe("every guarded action checks access itself", () => {
  const auditCount = async () =>
    Number(
      (
        await getDb()
          .selectFrom("audit_log")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const body = { intent: "delete", id: "x", type: "complaints", name: "x", role: "admin" };

  it.each(Object.entries(billingActions))(
    "/%s: a visitor goes to /auth, a customer to /, nothing written",
    async (path, action) => {
      const before = await auditCount();
      const visitor = await callRoute(action, postRequest(`/${path}`, body));
      expect(visitor.status).toBe(302);
      expect(visitor.location).toBe(`/auth?redirectTo=${encodeURIComponent(`/${path}`)}`);
      const customer = await signedIn("customer");
      const refused = await callRoute(
        action,
        postRequest(`/${path}`, body, { cookie: customer.cookie }),
      );
      expect(refused.status).toBe(302);
      expect(refused.location).toBe("/");
      expect(await auditCount()).toBe(before);
    },
  );

  it.each(Object.entries(adminActions))(
    "/%s: a visitor goes to /auth, staff get 403, nothing written",
    async (path, action) => {
      const before = await auditCount();
      const visitor = await callRoute(action, postRequest(`/${path}`, body), {
        kind: "order",
        id: "x",
      });
      expect(visitor.status).toBe(302);
      expect(visitor.location).toBe(`/auth?redirectTo=${encodeURIComponent(`/${path}`)}`);
      const staff = await signedIn("staff");
      const refused = await callRoute(
        action,
        postRequest(`/${path}`, body, { cookie: staff.cookie }),
        { kind: "order", id: "x" },
      );
      expect(refused.status).toBe(403);
      expect(await auditCount()).toBe(before);
    },
  );
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
