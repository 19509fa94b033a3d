import { describe, expect, it } from "vitest";
import { action as itemAction, loader as itemLoader } from "~/admin/inbox/routes/item";
import { loader as fileLoader } from "~/admin/inbox/routes/file";
import { loader as inboxLoader } from "~/admin/inbox/routes/inbox";
import { action as orderRoute } from "~/intake/routes/place-order";
import { loader as reviewsLoader } from "~/intake/routes/reviews";
import { submitContact, submitReview } from "~/intake/intake.server";
import { getDb } from "~/platform/db/db.server";
import { createSessionCookie } from "~/platform/auth/accounts.server";
import { createTestUser } from "../factories";
import { callRoute, getRequest, postRequest, redirectToast } from "./route-harness";

/** The owner's inbox: admin-only access, lists, states, review moderation, file downloads. */

async function cookieFor(role: "admin" | "staff" | "customer") {
  const user = await createTestUser({ role });
  return { user, cookie: (await createSessionCookie(user.id)).header };
}

const token = () => crypto.randomUUID();

async function contact(name: string, extra: Partial<{ subject: string; message: string }> = {}) {
  const { id } = await submitContact(
    {
      name,
      email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.test`,
      phone: null,
      subject: extra.subject ?? null,
      message: extra.message ?? `Hello from ${name}`,
    },
    token(),
  );
  return id;
}

async function review(name: string) {
  const { id } = await submitReview(
    {
      name,
      company: "Shop",
      location: "Tirunelveli",
      rating: 4,
      reviewText: `A fine job for ${name}, thank you.`,
      projectType: "Flyers",
    },
    token(),
  );
  return id;
}

const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n");

async function orderWithFile() {
  const form = new FormData();
  form.set("formToken", token());
  form.set("name", "File Sender");
  form.set("phone", "9876543210");
  form.set("service", "Posters");
  form.append("files", new File([PDF], "poster final.pdf"));
  const result = await callRoute(orderRoute, postRequest("/place-order", form));
  expect(result.status).toBe(302);
  const row = await getDb()
    .selectFrom("order_submissions")
    .innerJoin("order_files", "order_files.submission_id", "order_submissions.id")
    .select(["order_submissions.id as orderId", "order_files.id as fileId"])
    .where("order_submissions.name", "=", "File Sender")
    .executeTakeFirstOrThrow();
  return row;
}

describe("access", () => {
  it("sends a visitor to sign in and refuses customers and staff (403), changing nothing", async () => {
    const reviewId = await review("Guarded Review");
    const { orderId, fileId } = await orderWithFile();
    const visitor = await callRoute(inboxLoader, getRequest("/admin/inbox"));
    expect(visitor.status).toBe(302);
    expect(visitor.location).toBe("/auth?redirectTo=%2Fadmin%2Finbox");

    for (const role of ["customer", "staff"] as const) {
      const { cookie } = await cookieFor(role);
      const calls = [
        callRoute(inboxLoader, getRequest("/admin/inbox", { cookie })),
        callRoute(itemLoader, getRequest(`/admin/inbox/orders/${orderId}`, { cookie }), {
          kind: "orders",
          id: orderId,
        }),
        callRoute(fileLoader, getRequest(`/admin/files/${fileId}`, { cookie }), { fileId }),
        callRoute(
          itemAction,
          postRequest(`/admin/inbox/reviews/${reviewId}`, { intent: "approve" }, { cookie }),
          { kind: "reviews", id: reviewId },
        ),
        callRoute(
          itemAction,
          postRequest(`/admin/inbox/reviews/${reviewId}`, { intent: "delete" }, { cookie }),
          { kind: "reviews", id: reviewId },
        ),
      ];
      for (const result of await Promise.all(calls)) expect(result.status, role).toBe(403);
    }
    const file = await callRoute(fileLoader, getRequest(`/admin/files/${fileId}`), { fileId });
    expect(file.status).toBe(302);
    expect(file.location).toMatch(/^\/auth\?redirectTo=/);

    const row = await getDb()
      .selectFrom("customer_reviews")
      .select(["status", "is_approved"])
      .where("id", "=", reviewId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "pending", is_approved: 0 });
  });
});

describe("lists", () => {
  it("lists newest first, searches, filters and pages", async () => {
    const { cookie } = await cookieFor("admin");
    for (let i = 1; i <= 23; i++) await contact(`Pager ${String(i).padStart(2, "0")}`);
    const newest = await contact("Percent Person", { subject: "100% cotton_bags" });
    // Rows made in the same millisecond tie on created_at: make the newest one unmistakably so.
    await getDb()
      .updateTable("contact_submissions")
      .set({ created_at: new Date(Date.now() + 60_000).toISOString() })
      .where("id", "=", newest)
      .execute();

    const first = await callRoute(inboxLoader, getRequest("/admin/inbox?tab=contacts", { cookie }));
    const data = first.data as { items: { name: string }[]; total: number; pageCount: number };
    expect(data.total).toBe(24);
    expect(data.pageCount).toBe(2);
    expect(data.items).toHaveLength(20);
    expect(data.items[0]!.name).toBe("Percent Person");

    const second = await callRoute(
      inboxLoader,
      getRequest("/admin/inbox?tab=contacts&page=2", { cookie }),
    );
    expect((second.data as { items: unknown[] }).items).toHaveLength(4);

    // % and _ are taken literally: "0%" matches only the subject that contains it.
    const search = await callRoute(
      inboxLoader,
      getRequest(`/admin/inbox?tab=contacts&q=${encodeURIComponent("0% cotton_")}`, { cookie }),
    );
    expect((search.data as { items: { name: string }[] }).items.map((i) => i.name)).toEqual([
      "Percent Person",
    ]);
    const injection = await callRoute(
      inboxLoader,
      getRequest(`/admin/inbox?tab=contacts&q=${encodeURIComponent("' or 1=1 --")}`, { cookie }),
    );
    expect(injection.status).toBe(200);
    expect((injection.data as { total: number }).total).toBe(0);
  });

  it("tracks read and handled, with an audit entry for handling", async () => {
    const { user, cookie } = await cookieFor("admin");
    const id = await contact("State Person");
    const params = { kind: "contacts", id };
    const post = (intent: string) =>
      callRoute(
        itemAction,
        postRequest(`/admin/inbox/contacts/${id}`, { intent }, { cookie }),
        params,
      );

    const unread = await callRoute(
      inboxLoader,
      getRequest("/admin/inbox?tab=contacts&filter=unread&q=State", { cookie }),
    );
    expect((unread.data as { total: number }).total).toBe(1);

    expect((await post("read")).status).toBe(302);
    const handled = await post("handled");
    expect(handled.location).toBe(`/admin/inbox/contacts/${id}`);
    expect(await redirectToast(handled)).toMatchObject({ title: "Marked as handled" });
    const row = await getDb()
      .selectFrom("contact_submissions")
      .select(["read_at", "handled_at"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.read_at).not.toBeNull();
    expect(row.handled_at).not.toBeNull();
    const audit = await getDb()
      .selectFrom("audit_log")
      .select(["actor_id", "action"])
      .where("entity_id", "=", id)
      .execute();
    expect(audit).toEqual([{ actor_id: user.id, action: "inbox.handled" }]);

    const open = await callRoute(
      inboxLoader,
      getRequest("/admin/inbox?tab=contacts&filter=handled&q=State", { cookie }),
    );
    expect((open.data as { total: number }).total).toBe(1);
    expect((await post("bogus")).status).toBe(400);
    expect((await post("approve")).status).toBe(400);
  });

  it("answers 404 for an unknown kind or item", async () => {
    const { cookie } = await cookieFor("admin");
    const unknownKind = await callRoute(itemLoader, getRequest("/admin/inbox/x/1", { cookie }), {
      kind: "x",
      id: "1",
    });
    expect(unknownKind.status).toBe(404);
    const unknownItem = await callRoute(
      itemAction,
      postRequest("/admin/inbox/reviews/nope", { intent: "approve" }, { cookie }),
      { kind: "reviews", id: "nope" },
    );
    expect(unknownItem.status).toBe(404);
  });
});

describe("review moderation", () => {
  it("publishes a review only when an admin approves it, with an audit trail", async () => {
    const { user, cookie } = await cookieFor("admin");
    const id = await review("Moderated Person");
    const publicNames = async () => {
      const page = await callRoute(reviewsLoader, getRequest("/reviews"));
      const list = await (page.data as { reviews: Promise<{ name: string }[]> }).reviews;
      return list.map((r) => r.name);
    };
    expect(await publicNames()).not.toContain("Moderated Person");

    const pending = await callRoute(
      inboxLoader,
      getRequest("/admin/inbox?tab=reviews&q=Moderated", { cookie }),
    );
    expect((pending.data as { items: { reviewStatus: string }[] }).items).toMatchObject([
      { reviewStatus: "pending" },
    ]);

    const post = (intent: string) =>
      callRoute(
        itemAction,
        postRequest(
          `/admin/inbox/reviews/${id}`,
          { intent, redirectTo: "/admin/inbox?tab=reviews" },
          { cookie },
        ),
        { kind: "reviews", id },
      );
    const approved = await post("approve");
    expect(approved.location).toBe("/admin/inbox?tab=reviews");
    expect(await redirectToast(approved)).toMatchObject({ title: "Review approved" });
    expect(await publicNames()).toContain("Moderated Person");

    await post("reject");
    expect(await publicNames()).not.toContain("Moderated Person");
    const rejected = await getDb()
      .selectFrom("customer_reviews")
      .select(["status", "is_approved", "moderated_by"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(rejected).toEqual({ status: "rejected", is_approved: 0, moderated_by: user.id });

    const deleted = await post("delete");
    expect(await redirectToast(deleted)).toMatchObject({ title: "Review deleted" });
    expect(
      await getDb().selectFrom("customer_reviews").select("id").where("id", "=", id).execute(),
    ).toEqual([]);

    const audit = await getDb()
      .selectFrom("audit_log")
      .select(["action", "actor_id", "before_json", "after_json"])
      .where("entity_id", "=", id)
      .orderBy("created_at")
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      "review.approve",
      "review.reject",
      "review.delete",
    ]);
    expect(audit.every((a) => a.actor_id === user.id)).toBe(true);
    expect(JSON.parse(audit[0]!.before_json!)).toMatchObject({ status: "pending" });
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ status: "approved", is_approved: 1 });
    expect(JSON.parse(audit[2]!.before_json!)).toMatchObject({ name: "Moderated Person" });
  });

  it("cannot store a review that claims to be approved without the status (CHECK)", async () => {
    await expect(
      getDb()
        .insertInto("customer_reviews")
        .values({
          id: crypto.randomUUID(),
          name: "Sneaky",
          company: "X",
          location: "Y",
          project_type: "Other",
          rating: 5,
          review_text: "Approve myself please",
          is_approved: 1,
          status: "pending",
          moderated_by: null,
          moderated_at: null,
          form_token: token(),
          created_at: new Date().toISOString(),
        })
        .execute(),
    ).rejects.toThrow();
  });
});

describe("order files", () => {
  it("are downloaded by an admin as attachments with the original bytes", async () => {
    const { cookie } = await cookieFor("admin");
    const { orderId, fileId } = await orderWithFile();
    const item = await callRoute(
      itemLoader,
      getRequest(`/admin/inbox/orders/${orderId}`, { cookie }),
      { kind: "orders", id: orderId },
    );
    expect((item.data as { item: { files: { id: string; name: string }[] } }).item.files).toEqual([
      expect.objectContaining({ id: fileId, name: "poster final.pdf", type: "application/pdf" }),
    ]);

    const request = getRequest(`/admin/files/${fileId}`, { cookie });
    const response = (await callRoute(fileLoader, request, { fileId })) as unknown as {
      status: number;
      headers: Headers;
    };
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/octet-stream");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="poster final.pdf"; filename\*=UTF-8''poster%20final.pdf$/,
    );

    // The body, read through the loader directly (callRoute keeps headers and status only).
    const { loadCurrentUser, currentUserContext } = await import("~/platform/auth/guards.server");
    const { RouterContextProvider } = await import("react-router");
    const context = new RouterContextProvider();
    context.set(currentUserContext, await loadCurrentUser(request));
    const raw = (await fileLoader({ request, context, params: { fileId } } as never)) as Response;
    expect(new Uint8Array(await raw.arrayBuffer())).toEqual(PDF);

    const missing = await callRoute(fileLoader, getRequest("/admin/files/nope", { cookie }), {
      fileId: "nope",
    });
    expect(missing.status).toBe(404);
  });
});
