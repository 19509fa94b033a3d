import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { OUTBOX_MAX_ATTEMPTS } from "../../app/platform/email/outbox.server";
import { freePort, waitFor } from "./cluster";
import { appDatabase, createUser, fetchPage, sessionCookieFor } from "./harness";
import { openApp } from "../helpers/e2e-app";

/**
 * The server's boot gives the outbox worker what to do with a mail it gives up (decision 086:
 * `onGaveUp: alertMailGivenUp` in server/app.ts): the production server, whose SMTP server
 * never answers, fails a mail's last attempt, and the owner finds the high-priority "Email
 * notification failed" alert on the alerts page.
 */

const nobodyListens = await freePort();
const { app } = await openApp({
  browser: false,
  env: { SMTP_URL: `smtp://127.0.0.1:${nobodyListens}` },
});

describe("a mail the outbox gives up", () => {
  it("becomes the owner's alert, through the running server", async () => {
    const db = await appDatabase();
    const id = randomUUID();
    const subject = `New order ${id.slice(0, 8)}`;
    const now = new Date().toISOString();
    // A queued mail (as enqueueEmail writes it) that has failed all but its last attempt.
    await db
      .insertInto("email_outbox")
      .values({
        id,
        to_address: "owner@limra.test",
        reply_to: null,
        subject,
        text_body: "A new order came in.",
        html_body: null,
        entity: null,
        entity_id: null,
        status: "pending",
        attempts: OUTBOX_MAX_ATTEMPTS - 1,
        last_error: null,
        next_attempt_at: now,
        locked_until: null,
        sent_at: null,
        created_at: now,
      })
      .execute();

    // The worker's next round (every 5 s) tries it once more, and gives up.
    const failed = await waitFor("the mail given up", async () => {
      const row = await db
        .selectFrom("email_outbox")
        .select(["status", "attempts"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      return row.status === "failed" ? row : undefined;
    });
    expect(failed.attempts).toBe(OUTBOX_MAX_ATTEMPTS);

    // The alert follows the row's update in the same round: the alerts page shows it soon after.
    const owner = await sessionCookieFor((await createUser("admin")).id);
    const alert = await waitFor(
      "the owner's alert about the mail",
      async () => {
        const alerts = await fetchPage(`${app.baseUrl}/billing/notifications`, {
          cookie: owner.header,
        });
        expect(alerts.status).toBe(200);
        return alerts.html
          .split('data-testid="notification"')
          .slice(1)
          .map((item) =>
            item
              .split("</li>")[0]!
              .replace(/<[^>]+>/g, " ")
              .replace(/\s+/g, " "),
          )
          .find((text) => text.includes(subject));
      },
      10_000,
    );
    expect(alert).toContain("Email notification failed");
    expect(alert).toContain(
      `to owner@limra.test could not be sent after ${OUTBOX_MAX_ATTEMPTS} attempts`,
    );
  });
});
