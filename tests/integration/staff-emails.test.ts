import { describe, expect, it } from "vitest";
import { action as contactRoute } from "~/intake/routes/contact";
import { action as feedbackRoute } from "~/intake/routes/share-experience";
import { notifyEmail } from "~/domain/business-settings.server";
import { getDb } from "~/platform/db/db.server";
import { createTestUser } from "../factories";
import { callRoute, postRequest, uniqueIp } from "./route-harness";

/**
 * The e-mails the shop's staff get go out in the saved language of the account with the
 * notification address (Tamil here), and in English when that address has no account.
 */

/** The account of the notification address (made once), with `locale` as its saved language. */
async function notifyAccount(locale: "en" | "ta" | null) {
  const email = notifyEmail();
  const found = await getDb()
    .selectFrom("users")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirst();
  const id = found?.id ?? (await createTestUser({ role: "admin", email })).id;
  await getDb().updateTable("users").set({ locale }).where("id", "=", id).execute();
}

async function sendContact(subject: string) {
  const fields = {
    name: "Karthik S",
    email: "karthik@example.test",
    phone: "98765 43211",
    subject,
    message: "Do you print 200 PVC ID cards with lanyards?",
    formToken: crypto.randomUUID(),
    website: "",
  };
  await callRoute(contactRoute, postRequest("/contact", fields, { ip: uniqueIp() }));
  return getDb()
    .selectFrom("email_outbox")
    .select(["to_address", "subject", "text_body", "html_body"])
    .where("subject", "like", `%${subject}%`)
    .executeTakeFirstOrThrow();
}

describe("staff notice e-mails", () => {
  it("writes a new contact message's notice in Tamil for a recipient who saved Tamil", async () => {
    await notifyAccount("ta");
    const mail = await sendContact("Bulk ID cards");
    expect(mail.to_address).toBe(notifyEmail());
    expect(mail.subject).toBe("Karthik S அனுப்பிய புதிய செய்தி: Bulk ID cards");
    expect(mail.text_body).toContain("Karthik S அனுப்பிய புதிய தொடர்புச் செய்தி");
    expect(mail.text_body).toContain("தலைப்பு: Bulk ID cards");
    expect(mail.text_body).toContain("தொலைபேசி: +91 98765 43211");
    expect(mail.text_body).toContain("உள்பெட்டியில் திற");
    expect(mail.text_body).not.toContain("Open in the inbox");
    expect(mail.html_body).toContain("உள்பெட்டியில் திற");
  });

  it("writes a feedback notice in Tamil too (labels and yes/no)", async () => {
    await notifyAccount("ta");
    const fields = {
      name: "Meena R",
      email: "meena@example.test",
      phone: "",
      rating: "5",
      service: "Wedding Cards",
      feedback: "Quick and neat work on our wedding cards.",
      wouldRecommend: "yes",
      formToken: crypto.randomUUID(),
      website: "",
    };
    await callRoute(feedbackRoute, postRequest("/share-experience", fields, { ip: uniqueIp() }));
    const mail = await getDb()
      .selectFrom("email_outbox")
      .select(["subject", "text_body"])
      .where("entity", "=", "customer_experience")
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe("Meena R அளித்த புதிய கருத்து: 5/5");
    expect(mail.text_body).toContain("மதிப்பீடு: 5/5");
    expect(mail.text_body).toContain("தொலைபேசி: கொடுக்கப்படவில்லை");
  });

  it("keeps the English notice when the recipient saved no language", async () => {
    await notifyAccount(null);
    const mail = await sendContact("Visiting cards");
    expect(mail.subject).toBe("New message from Karthik S: Visiting cards");
    expect(mail.text_body).toContain("Subject: Visiting cards");
    expect(mail.text_body).toContain("Open in the inbox");
  });
});
