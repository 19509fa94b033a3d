import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createProof } from "~/factories.server";
import { action as jobAction, loader as jobLoader } from "~/jobs/board/routes/job";
import { createRequest, saveProof } from "~/jobs/index.server";
import { MAX_PROOF_BYTES } from "~/jobs/proofs/schema";
import { loader as staffFileLoader } from "~/jobs/routes/proof-file";
import { action as uploadAction } from "~/jobs/routes/proof-upload";
import { loader as statusFileLoader } from "~/jobs/routes/status-proof-file";
import { action as statusAction, loader as statusLoader } from "~/jobs/status-link/routes/status";
import { revokeLinks } from "~/jobs/status-link/tokens.server";
import { getDb } from "~/platform/db/db.server";
import { uploadsRoot, uploadsTempDir } from "~/platform/storage.server";
import { signedIn } from "../factories";
import {
  callRoute,
  cookieHeaderFrom,
  getRequest,
  postRequest,
  type RouteResult,
} from "./route-harness";

/**
 * Proofs (issue 39, docs/decisions/100) through the routes staff and customers use: versions
 * uploaded on the job's page (type by content, size limit, nothing kept of a refused file),
 * the customer told by e-mail in the job's language, each version served only to staff and
 * through the status link, the customer's answers on the latest version, and an approval given
 * by phone recorded with its note.
 */

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const file = (head: number[] | string, name: string, size = 200) => {
  const start = typeof head === "string" ? Buffer.from(head) : Buffer.from(head);
  const bytes = Buffer.concat([start, Buffer.alloc(Math.max(0, size - start.length), 7)]);
  return new File([bytes], name);
};
const pdf = (name = "proof.pdf") => file("%PDF-1.7\n", name);
const png = (name = "proof.png") => file(PNG, name);

async function newJob(opts: { email?: string | null; locale?: "en" | "ta"; stage?: string } = {}) {
  const made = await getDb()
    .transaction()
    .execute((trx) =>
      createRequest(trx, {
        source: "phone",
        name: "Revathi",
        phone: `98${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`,
        email: opts.email === undefined ? "revathi@example.test" : opts.email,
        locale: opts.locale ?? "en",
        service: "Wedding cards",
        quantity: "300",
        details: null,
        customerId: null,
      }),
    );
  await getDb()
    .updateTable("print_jobs")
    .set({ stage: (opts.stage ?? "design") as never })
    .where("id", "=", made.id)
    .execute();
  return made;
}

function upload(jobId: string, cookie: string | undefined, f: File | null, note?: string) {
  const form = new FormData();
  if (f) form.append("file", f);
  if (note !== undefined) form.append("note", note);
  return callRoute(uploadAction, postRequest(`/billing/jobs/${jobId}/proof`, form, { cookie }), {
    id: jobId,
  });
}

async function rows(jobId: string) {
  const db = getDb();
  const [proofs, events, answers, mails] = await Promise.all([
    db
      .selectFrom("print_job_proofs")
      .selectAll()
      .where("job_id", "=", jobId)
      .orderBy("version")
      .execute(),
    db.selectFrom("print_job_events").select("kind").where("job_id", "=", jobId).execute(),
    db.selectFrom("print_job_answers").selectAll().where("job_id", "=", jobId).execute(),
    db.selectFrom("email_outbox").selectAll().where("entity_id", "=", jobId).execute(),
  ]);
  return { proofs, events: events.map((e) => e.kind), answers, mails };
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}
const storedProofs = () => filesUnder(path.join(uploadsRoot(), "proofs"));
const tempFiles = () => filesUnder(path.join(uploadsRoot(), ".tmp"));

async function stage(jobId: string) {
  const row = await getDb()
    .selectFrom("print_jobs")
    .select("stage")
    .where("id", "=", jobId)
    .executeTakeFirstOrThrow();
  return row.stage;
}

function answer(token: string, body: Record<string, string>) {
  return callRoute(
    statusAction,
    postRequest(`/r/${token}`, body, { headers: { "User-Agent": "Phone browser 2.0" } }),
    { token },
  );
}

const statusFile = (token: string, version: string) =>
  callRoute(statusFileLoader, getRequest(`/r/${token}/proofs/${version}`), { token, version });

describe("uploading proofs", () => {
  it("saves versions 1 and 2, moves design to proof, and tells the customer in their language", async () => {
    const { cookie, user } = await signedIn("staff");
    const job = await newJob({ locale: "ta" });
    const first = await upload(job.id, cookie, png("card front.png"), "Gold border as asked");
    expect(first.status).toBe(302);
    expect(first.location).toBe(`/billing/jobs/${job.id}`);
    expect(await stage(job.id)).toBe("proof");
    const second = await upload(job.id, cookie, pdf());
    expect(second.status).toBe(302);
    const { proofs, events, mails } = await rows(job.id);
    expect(proofs.map((p) => [p.version, p.mime_type, p.original_name, p.uploaded_by])).toEqual([
      [1, "image/png", "card front.png", user.id],
      [2, "application/pdf", "proof.pdf", user.id],
    ]);
    expect(proofs[0]!.note).toBe("Gold border as asked");
    expect(events.filter((k) => k === "proof_uploaded")).toHaveLength(2);
    const audit = await getDb()
      .selectFrom("audit_log")
      .select(["action", "actor_id"])
      .where("entity_id", "=", job.id)
      .where("action", "=", "print_job.proof_upload")
      .execute();
    expect(audit).toHaveLength(2);
    // Two e-mails in Tamil, each with a status link of its own that opens the job's page.
    expect(mails).toHaveLength(2);
    expect(mails[0]!.to_address).toBe("revathi@example.test");
    expect(mails[0]!.subject).toContain("மாதிரி");
    const token = /\/r\/([A-Za-z0-9_-]{43})/.exec(mails[1]!.text_body)![1]!;
    const page = (await callRoute(statusLoader, getRequest(`/r/${token}`), {
      token,
    })) as RouteResult<{
      proofs: { version: number }[];
    }>;
    expect(page.status).toBe(200);
    expect(page.data?.proofs.map((p) => p.version)).toEqual([2, 1]);
    // The job page shows a new link for WhatsApp, and both versions with who uploaded them.
    const jobPage = (await callRoute(
      jobLoader,
      getRequest(`/billing/jobs/${job.id}`, { cookie: `${cookie}; ${cookieHeaderFrom(second)}` }),
      { id: job.id },
    )) as RouteResult<{ newLink: string | null; proofs: { version: number; by: string }[] }>;
    expect(jobPage.data?.newLink).toMatch(/\/r\/[A-Za-z0-9_-]{43}$/);
    expect(jobPage.data?.proofs.map((p) => [p.version, p.by])).toEqual([
      [2, user.name],
      [1, user.name],
    ]);
  });

  it("writes the e-mail in English for an English job, and none without an address", async () => {
    const { cookie } = await signedIn("staff");
    const english = await newJob({ locale: "en" });
    await upload(english.id, cookie, png());
    expect((await rows(english.id)).mails[0]!.subject).toMatch(/^Proof 1 of your request Q-/);
    const noMail = await newJob({ email: null });
    expect((await upload(noMail.id, cookie, png())).status).toBe(302);
    expect((await rows(noMail.id)).mails).toHaveLength(0);
  });

  it("decides the type by content: a PNG named .pdf is kept and served as a PNG", async () => {
    const { cookie } = await signedIn("staff");
    const job = await newJob();
    expect((await upload(job.id, cookie, png("artwork.pdf"))).status).toBe(302);
    expect((await rows(job.id)).proofs[0]!.mime_type).toBe("image/png");
    const served = await callRoute(
      staffFileLoader,
      getRequest(`/billing/jobs/${job.id}/proofs/1`, { cookie }),
      { id: job.id, version: "1" },
    );
    expect(served.headers.get("Content-Type")).toBe("image/png");
  });

  it("refuses a 0-byte, disguised or oversize file with 4xx and keeps nothing of it", async () => {
    const { cookie } = await signedIn("staff");
    const job = await newJob();
    const before = { stored: (await storedProofs()).length };
    const cases: [File | null, number][] = [
      [new File([], "empty.pdf"), 400],
      [file("MZ\x90\x00\x03", "invoice.pdf"), 415],
      [file("<!doctype html><script>alert(1)</script>", "photo.png"), 415],
      [file(PNG, "huge.png", MAX_PROOF_BYTES + 1), 413],
      [null, 400],
    ];
    for (const [f, status] of cases) {
      const refused = await upload(job.id, cookie, f);
      expect(refused.status, f?.name ?? "no file").toBe(status);
    }
    const after = await rows(job.id);
    expect(after.proofs).toHaveLength(0);
    expect(after.events).not.toContain("proof_uploaded");
    expect(after.mails).toHaveLength(0);
    expect((await storedProofs()).length).toBe(before.stored);
    expect(await tempFiles()).toEqual([]);
    expect(await stage(job.id)).toBe("design");
    // A note over 1,000 characters is refused too.
    expect((await upload(job.id, cookie, png(), "x".repeat(1001))).status).toBe(400);
    expect((await rows(job.id)).proofs).toHaveLength(0);
  });

  it("two uploads at once never make two version 2s, and leave no file without its row", async () => {
    const { cookie, user } = await signedIn("staff");
    const { jobId } = await createProof(user.id);
    const before = (await storedProofs()).length;
    const results = await Promise.all([upload(jobId, cookie, png()), upload(jobId, cookie, pdf())]);
    const saved = results.filter((r) => r.status === 302).length;
    for (const r of results) expect([302, 409]).toContain(r.status);
    const { proofs } = await rows(jobId);
    expect(proofs.map((p) => p.version)).toEqual([1, 2, 3].slice(0, 1 + saved));
    expect((await storedProofs()).length).toBe(before + saved);
  });

  it("a v2 saved while another v2 is being saved is refused as busy, its file removed", async () => {
    const { user } = await signedIn("staff");
    const { jobId } = await createProof(user.id);
    const temp = async () => {
      await mkdir(uploadsTempDir(), { recursive: true });
      const tempPath = path.join(uploadsTempDir(), crypto.randomUUID());
      await writeFile(tempPath, Buffer.from(PNG));
      return { name: "p.png", size: 8, type: "image/png" as const, tempPath };
    };
    const before = (await storedProofs()).length;
    let second: Promise<unknown> = Promise.resolve();
    const first = await saveProof(
      { jobId, userId: user.id, file: await temp(), note: null },
      async () => {
        // Inside the first upload's transaction, its v2 written but not committed.
        const file = await temp();
        second = saveProof({ jobId, userId: user.id, file, note: null }, async () => {});
        await new Promise((r) => setTimeout(r, 400));
      },
    );
    const other = (await second) as { ok: boolean; reason?: string; version?: number };
    expect(first).toEqual({ ok: true, version: 2 });
    if (process.env.TEST_DIALECT === "postgres")
      expect(other).toEqual({ ok: false, reason: "busy" });
    else expect(other).toEqual({ ok: true, version: 3 }); // SQLite: one writer, the second waits
    const { proofs } = await rows(jobId);
    expect(proofs.map((p) => p.version)).toEqual(other.ok ? [1, 2, 3] : [1, 2]);
    expect((await storedProofs()).length).toBe(before + proofs.length - 1);
  });

  it("is for staff and admin only", async () => {
    const job = await newJob();
    const { cookie: customer } = await signedIn("customer");
    for (const cookie of [customer, undefined]) {
      const refused = await upload(job.id, cookie, png());
      expect(refused.status).toBe(302);
      expect(refused.location).not.toBe(`/billing/jobs/${job.id}`);
    }
    expect((await rows(job.id)).proofs).toHaveLength(0);
  });
});

describe("serving proofs", () => {
  it("to staff, with the stored type, nosniff and no shared caching; others are turned away", async () => {
    const { cookie, user } = await signedIn("staff");
    const { jobId } = await createProof(user.id, { type: "application/pdf" });
    const url = `/billing/jobs/${jobId}/proofs/1`;
    const served = await callRoute(staffFileLoader, getRequest(url, { cookie }), {
      id: jobId,
      version: "1",
    });
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("application/pdf");
    expect(served.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="Q-\d{4}-\d+-proof-v1\.pdf"$/,
    );
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(served.headers.get("Cache-Control")).toBe("private, no-store");
    const missing = await callRoute(
      staffFileLoader,
      getRequest(`/billing/jobs/${jobId}/proofs/2`, { cookie }),
      {
        id: jobId,
        version: "2",
      },
    );
    expect(missing.status).toBe(404);
    const { cookie: customer } = await signedIn("customer");
    for (const who of [customer, undefined]) {
      const refused = await callRoute(staffFileLoader, getRequest(url, { cookie: who }), {
        id: jobId,
        version: "1",
      });
      expect(refused.status).toBe(302);
      expect(refused.headers.get("Content-Type")).not.toBe("application/pdf");
    }
  });

  it("through the status link: the image inline with the link's headers; a bad token is the page's 404", async () => {
    const { user } = await signedIn("staff");
    const { jobId, token } = await createProof(user.id, { type: "image/png", size: 300 });
    const direct = await statusFileLoader({
      request: getRequest(`/r/${token}/proofs/1`),
      params: { token: token!, version: "1" },
    } as never);
    expect(Buffer.from(await (direct as Response).arrayBuffer()).subarray(0, 8)).toEqual(
      Buffer.from(PNG),
    );
    const served = await statusFile(token!, "1");
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(served.headers.get("Content-Disposition")).toMatch(/^inline; /);
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(served.headers.get("Cache-Control")).toBe("private, no-store");
    expect(served.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(served.headers.get("X-Robots-Tag")).toContain("noindex");
    const pageOf = async (t: string) =>
      callRoute(statusLoader, getRequest(`/r/${t}`), { token: t });
    const bad = "B".repeat(43);
    const [badPage, badFile, noVersion] = await Promise.all([
      pageOf(bad),
      statusFile(bad, "1"),
      statusFile(token!, "7"),
    ]);
    for (const r of [badPage, badFile, noVersion]) {
      expect(r.status).toBe(404);
      expect(r.data ?? null).toBeNull();
      expect(r.headers.get("Referrer-Policy")).toBe("no-referrer");
    }
    await revokeLinks(getDb(), jobId, null);
    expect((await statusFile(token!, "1")).status).toBe(404);
  });
});

describe("the customer's answers on the status link", () => {
  it("asks for changes on v1, cannot answer v1 once v2 is up, approves v2 (stage approved)", async () => {
    const { cookie, user } = await signedIn("staff");
    const { jobId, token } = await createProof(user.id);
    expect(await stage(jobId)).toBe("proof");
    const changes = await answer(token!, {
      intent: "proof-changes",
      version: "1",
      comment: "Please make the names bigger",
    });
    expect(changes.status).toBe(302);
    expect(changes.location).toBe(`/r/${token}`);
    let state = await rows(jobId);
    expect(state.answers).toHaveLength(1);
    expect(state.answers[0]).toMatchObject({
      answer: "changes",
      message: "Please make the names bigger",
      via: "link",
      user_agent: "Phone browser 2.0",
      recorded_by: null,
    });
    expect(state.answers[0]!.ip).toMatch(/^10\./);
    expect(state.answers[0]!.proof_id).toBe(state.proofs[0]!.id);
    expect(state.answers[0]!.quote_id).toBeNull();
    expect(await stage(jobId)).toBe("proof");

    await upload(jobId, cookie, pdf());
    const stale = await answer(token!, { intent: "proof-approve", version: "1" });
    expect(stale.status).toBe(409);
    expect((await rows(jobId)).answers).toHaveLength(1);

    const approved = await answer(token!, { intent: "proof-approve", version: "2" });
    expect(approved.status).toBe(302);
    expect(await stage(jobId)).toBe("approved");
    state = await rows(jobId);
    expect(state.events).toEqual(expect.arrayContaining(["proof_changes", "proof_approved"]));
    const again = await answer(token!, { intent: "proof-changes", version: "2", comment: "wait" });
    expect(again.status).toBe(409);
    expect((await rows(jobId)).answers).toHaveLength(2);
    // A new version after an approval is one to answer again: the job goes back to proof.
    await upload(jobId, cookie, png());
    expect(await stage(jobId)).toBe("proof");
  });

  it("refuses a 10,000-character or empty comment with 400 and writes nothing", async () => {
    const { user } = await signedIn("staff");
    const { jobId, token } = await createProof(user.id);
    for (const comment of ["x".repeat(10_000), "x".repeat(1001), "   "]) {
      const refused = await answer(token!, { intent: "proof-changes", version: "1", comment });
      expect(refused.status).toBe(400);
    }
    const ok = await answer(token!, {
      intent: "proof-changes",
      version: "1",
      comment: "x".repeat(1000),
    });
    expect(ok.status).toBe(302);
    const state = await rows(jobId);
    expect(state.answers).toHaveLength(1);
    expect(state.events.filter((k) => k === "proof_changes")).toHaveLength(1);
  });

  it("a revoked link cannot answer", async () => {
    const { user } = await signedIn("staff");
    const { jobId, token } = await createProof(user.id);
    await revokeLinks(getDb(), jobId, null);
    const refused = await answer(token!, { intent: "proof-approve", version: "1" });
    expect(refused.status).toBe(404);
    expect((await rows(jobId)).answers).toHaveLength(0);
  });
});

describe("an approval given by phone or in the shop", () => {
  const record = (jobId: string, cookie: string, body: Record<string, string>) =>
    callRoute(
      jobAction,
      postRequest(
        `/billing/jobs/${jobId}`,
        { intent: "record-proof-approval", ...body },
        { cookie },
      ),
      { id: jobId },
    );

  it("needs a note; recorded, it is marked, audit-logged and approves the job", async () => {
    const { cookie, user } = await signedIn("staff");
    const { jobId } = await createProof(user.id);
    for (const note of ["", "   "]) {
      const refused = await record(jobId, cookie, { version: "1", via: "phone", note });
      expect(refused.status).toBe(400);
    }
    expect((await record(jobId, cookie, { version: "1", via: "email", note: "x" })).status).toBe(
      400,
    );
    expect((await rows(jobId)).answers).toHaveLength(0);
    expect(await stage(jobId)).toBe("proof");

    const done = await record(jobId, cookie, {
      version: "1",
      via: "phone",
      note: "Mr Ravi said yes on the phone at 4 pm",
    });
    expect(done.status).toBe(302);
    const { answers, events } = await rows(jobId);
    expect(answers[0]).toMatchObject({
      answer: "accept",
      via: "phone",
      recorded_by: user.id,
      message: "Mr Ravi said yes on the phone at 4 pm",
    });
    expect(events).toContain("proof_approved_recorded");
    expect(await stage(jobId)).toBe("approved");
    const audit = await getDb()
      .selectFrom("audit_log")
      .select(["actor_id"])
      .where("entity_id", "=", jobId)
      .where("action", "=", "print_job.proof_accept_recorded")
      .execute();
    expect(audit).toEqual([{ actor_id: user.id }]);
    const page = (await callRoute(jobLoader, getRequest(`/billing/jobs/${jobId}`, { cookie }), {
      id: jobId,
    })) as RouteResult<{ proofs: { approved: boolean; answers: { via: string; by: string }[] }[] }>;
    expect(page.data?.proofs[0]).toMatchObject({
      approved: true,
      answers: [{ via: "phone", by: user.name }],
    });
  });

  it("a link for WhatsApp can be made later without ending the others", async () => {
    const { cookie, user } = await signedIn("staff");
    const { jobId, token } = await createProof(user.id);
    const made = await callRoute(
      uploadAction,
      postRequest(`/billing/jobs/${jobId}/proof`, { intent: "share" }, { cookie }),
      { id: jobId },
    );
    expect(made.status).toBe(302);
    const page = (await callRoute(
      jobLoader,
      getRequest(`/billing/jobs/${jobId}`, { cookie: `${cookie}; ${cookieHeaderFrom(made)}` }),
      { id: jobId },
    )) as RouteResult<{ newLink: string | null }>;
    expect(page.data?.newLink).toMatch(/\/r\/[A-Za-z0-9_-]{43}$/);
    expect((await statusFile(token!, "1")).status).toBe(200);
  });
});
