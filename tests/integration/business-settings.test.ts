import { beforeEach, describe, expect, it } from "vitest";
import { action, loader } from "~/admin/settings/routes/settings";
import { getBusinessSettings, saveBusinessSettings } from "~/admin/index.server";
import { SETTINGS_MESSAGES } from "~/admin/settings/schema";
import { settingsMessages } from "~/admin/settings/content";
import { getDb } from "~/platform/db/db.server";
import { DEFAULT_HOURS, getBusiness } from "~/platform/business.server";
import { signedIn } from "../factories";
import { refreshBusinessSnapshot } from "~/domain/business-settings.server";
import { contactNotice } from "~/intake/emails.server";
import { authEmails } from "~/platform/email/templates.server";
import { loader as notFoundLoader } from "~/site/routes/not-found";
import { callRoute, getRequest, localeCookie, postRequest, toastOf } from "./route-harness";

/** /admin/settings: the business settings (defaults from the environment, saved rows over them). */

const GOOD = {
  name: "Limra Prints & Tea",
  address: "4, Car Street, Tirunelveli 627006",
  phone: "98765 01234",
  email: "owner@limra.example",
  whatsappNumber: "",
  hours: "Mon–Sat 10 AM–9 PM",
  hoursTa: "",
  mapUrl: "https://maps.app.goo.gl/limra",
  gstin: "33abcde1234f1z5",
  upiId: "limra.prints@okaxis",
  upiPayeeName: "",
  deliveryFee: "60",
  deliveryFreeFrom: "750.50",
  deliveryPinCodes: "627006, 6280",
  codMaxTotal: "3000",
  codConfirmHours: "24",
  jobAdvancePercent: "40",
};

const post = (body: Record<string, string>, cookie?: string) =>
  callRoute(action, postRequest("/admin/settings", body, { cookie }));

const storedRows = () =>
  getDb()
    .selectFrom("business_settings")
    .select(["key", "value", "updated_by"])
    .orderBy("key")
    .execute();

const auditRows = () =>
  getDb()
    .selectFrom("audit_log")
    .select(["actor_id", "action", "entity", "before_json", "after_json"])
    .where("entity", "=", "business_settings")
    .execute();

beforeEach(async () => {
  await getDb().deleteFrom("business_settings").execute();
  await getDb().deleteFrom("audit_log").where("entity", "=", "business_settings").execute();
  await refreshBusinessSnapshot();
});

describe("business settings", () => {
  it("without saved rows are the environment's defaults (no GSTIN, no UPI ID)", async () => {
    const business = getBusiness();
    expect(await getBusinessSettings()).toEqual({
      name: business.name,
      address: business.address,
      phone: "+919876543210",
      email: business.email,
      whatsappNumber: "+919876543210",
      hours: DEFAULT_HOURS.en,
      hoursTa: DEFAULT_HOURS.ta,
      mapUrl: business.mapUrl,
      gstin: "",
      upiId: "",
      upiPayeeName: business.name,
      deliveryFee: "50",
      deliveryFreeFrom: "500",
      deliveryPinCodes: "",
      codMaxTotal: "",
      codConfirmHours: "48",
      jobAdvancePercent: "50",
    });
  });

  it("an admin saves them: read back, toast 'Settings saved', audited with before and after", async () => {
    const admin = await signedIn("admin");
    const saved = await post(GOOD, admin.cookie);
    expect(saved.status).toBe(302);
    expect(saved.location).toBe("/admin/settings");
    expect((await toastOf(saved))?.title).toBe("Settings saved");

    const settings = await getBusinessSettings();
    expect(settings).toEqual({
      ...GOOD,
      phone: "+919876501234",
      gstin: "33ABCDE1234F1Z5",
      upiPayeeName: GOOD.name,
    });
    const page = await callRoute(loader, getRequest("/admin/settings", { cookie: admin.cookie }));
    expect(page.status).toBe(200);
    expect(page.data?.saved.upiPayeeName).toBe("");
    expect(page.data?.saved.upiId).toBe(GOOD.upiId);
    expect((await storedRows()).every((row) => row.updated_by === admin.user.id)).toBe(true);

    const [audit, ...more] = await auditRows();
    expect(more).toHaveLength(0);
    expect(audit).toMatchObject({ actor_id: admin.user.id, action: "business-settings.update" });
    expect(JSON.parse(audit!.before_json!)).toMatchObject({ name: getBusiness().name, upiId: "" });
    expect(JSON.parse(audit!.after_json!)).toMatchObject({ name: GOOD.name, upiId: GOOD.upiId });
    // The delivery rule is audited like the rest (before: the defaults).
    expect(JSON.parse(audit!.before_json!)).toMatchObject({ deliveryFee: "50", codMaxTotal: "" });
    expect(JSON.parse(audit!.after_json!)).toMatchObject({
      deliveryFee: "60",
      deliveryPinCodes: "627006, 6280",
      codMaxTotal: "3000",
    });

    // A second save updates the rows (one per key) and the payee name, when set, is kept.
    await saveBusinessSettings({ ...settings, upiPayeeName: "Limra" }, admin.user.id);
    expect((await getBusinessSettings()).upiPayeeName).toBe("Limra");
    expect(await storedRows()).toHaveLength(17);
    expect(await auditRows()).toHaveLength(2);
  });

  it("e-mails and the not-found page print the saved name, address and phone (decision 038)", async () => {
    const admin = await signedIn("admin");
    const before = authEmails.resetPassword({ name: "Asha", url: "https://x.example/r" });
    expect(before.subject).toBe(`Reset your ${getBusiness().name} password`);
    expect((await post(GOOD, admin.cookie)).status).toBe(302);

    const mail = authEmails.resetPassword({ name: "Asha", url: "https://x.example/r" });
    expect(mail.subject).toBe("Reset your Limra Prints & Tea password");
    expect(mail.text).toContain(
      "Limra Prints & Tea · 4, Car Street, Tirunelveli 627006 · +91 98765 01234",
    );
    expect(mail.html).toContain("Limra Prints &amp; Tea · 4, Car Street");
    expect(mail.text).not.toContain(getBusiness().address);
    const missing = await callRoute(notFoundLoader, getRequest("/no-such-page"));
    expect(missing.status).toBe(404);
    expect(missing.data?.title).toContain("Limra Prints & Tea");
  });

  it("sends the shop's notices to the saved e-mail unless BUSINESS_NOTIFY_EMAIL is set", async () => {
    const admin = await signedIn("admin");
    const notice = () =>
      contactNotice("c1", {
        name: "Asha",
        email: "asha@example.test",
        phone: "9876543210",
        subject: "Hello",
        message: "A question about visiting cards.",
      } as Parameters<typeof contactNotice>[1]).to;
    expect(notice()).toBe(getBusiness().email);
    expect((await post(GOOD, admin.cookie)).status).toBe(302);
    expect(notice()).toBe("owner@limra.example");
  });

  it("refuses a bad UPI ID (and other bad fields) with 400, the message, the values kept, nothing written", async () => {
    const admin = await signedIn("admin");
    const refused = await post(
      { ...GOOD, upiId: "limra prints@okaxis", gstin: "33ABCDE1234F1Z", name: "" },
      admin.cookie,
    );
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      ok: false,
      errors: {
        upiId: SETTINGS_MESSAGES.upiIdInvalid,
        gstin: SETTINGS_MESSAGES.gstinInvalid,
        name: SETTINGS_MESSAGES.nameRequired,
      },
      values: { upiId: "limra prints@okaxis", address: GOOD.address },
    });
    for (const upiId of ["@okaxis", "limra@", "limra@1bank", "limra@ok@axis"]) {
      const bad = await post({ ...GOOD, upiId }, admin.cookie);
      expect(bad.status, upiId).toBe(400);
      expect(bad.data, upiId).toMatchObject({ errors: { upiId: SETTINGS_MESSAGES.upiIdInvalid } });
    }
    // The print jobs' advance (decision 101): a whole percentage, 0 to 100.
    for (const jobAdvancePercent of ["101", "12.5", "half", "-1"]) {
      const bad = await post({ ...GOOD, jobAdvancePercent }, admin.cookie);
      expect(bad.status, jobAdvancePercent).toBe(400);
      expect(bad.data, jobAdvancePercent).toMatchObject({
        errors: { jobAdvancePercent: SETTINGS_MESSAGES.jobAdvancePercentInvalid },
      });
    }
    // Hours before an unconfirmed COD order is cancelled (decision 035): whole, 1 to 720.
    for (const codConfirmHours of ["0", "721", "1.5", "two", "-3"]) {
      const bad = await post({ ...GOOD, codConfirmHours }, admin.cookie);
      expect(bad.status, codConfirmHours).toBe(400);
      expect(bad.data, codConfirmHours).toMatchObject({
        errors: { codConfirmHours: SETTINGS_MESSAGES.codConfirmHoursInvalid },
      });
    }
    expect(await storedRows()).toHaveLength(0);
    expect(await auditRows()).toHaveLength(0);
    expect((await getBusinessSettings()).upiId).toBe("");
  });

  it("refuses bad fields in Tamil, the example values kept in the messages", async () => {
    // The content's English, its examples filled in, is the schema's message word for word.
    expect(settingsMessages("en")).toEqual(SETTINGS_MESSAGES);
    const admin = await signedIn("admin");
    const refused = await post(
      { ...GOOD, gstin: "33ABCDE1234F1Z", email: "owner", mapUrl: "http://x" },
      `${admin.cookie}; ${await localeCookie("ta")}`,
    );
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      errors: {
        gstin: "15 எழுத்து GSTIN-ஐ உள்ளிடவும், எ.கா. 33ABCDE1234F1Z5",
        email: "சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும், எ.கா. hello@example.com",
        mapUrl: "https:// எனத் தொடங்கும் இணைய முகவரியை உள்ளிடவும், எ.கா. https://maps.app.goo.gl/…",
      },
    });
  });

  it("refuses visitors, customers and staff in the loader and the action, nothing written", async () => {
    const visitorPage = await callRoute(loader, getRequest("/admin/settings"));
    expect(visitorPage.status).toBe(302);
    expect(visitorPage.location).toBe("/auth?redirectTo=%2Fadmin%2Fsettings");
    const visitorSave = await post(GOOD);
    expect(visitorSave.status).toBe(302);
    expect(visitorSave.location).toBe("/auth?redirectTo=%2Fadmin%2Fsettings");
    for (const role of ["customer", "staff"] as const) {
      const { cookie } = await signedIn(role);
      const page = await callRoute(loader, getRequest("/admin/settings", { cookie }));
      expect(page.status, role).toBe(403);
      const save = await post(GOOD, cookie);
      expect(save.status, role).toBe(403);
    }
    expect(await storedRows()).toHaveLength(0);
    expect(await auditRows()).toHaveLength(0);
  });
});
