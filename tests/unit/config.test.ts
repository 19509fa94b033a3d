import { afterEach, describe, expect, it } from "vitest";
import { getBusiness, publicBusiness, resetBusinessCache } from "~/platform/business.server";
import { parseDatabaseUrl } from "~/platform/db/db.server";
import { getEnv, resetEnvCache } from "~/platform/env.server";
import { safeRedirect } from "~/lib/safe-redirect";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnvCache();
  resetBusinessCache();
});

describe("environment", () => {
  it("requires AUTH_SECRET in production", () => {
    process.env = { ...saved, NODE_ENV: "production", AUTH_SECRET: "" };
    delete process.env.AUTH_SECRET;
    expect(() => getEnv()).toThrow(/AUTH_SECRET: required in production/);
  });

  it("rejects a short AUTH_SECRET and a bad port with the variable named", () => {
    process.env = { ...saved, AUTH_SECRET: "short", PORT: "70000" };
    expect(() => getEnv()).toThrow(/AUTH_SECRET[\s\S]*PORT|PORT[\s\S]*AUTH_SECRET/);
  });

  it("marks cookies Secure exactly when the public URL is https", () => {
    process.env = { ...saved, AUTH_SECRET: "x".repeat(40), APP_URL: "https://shop.example.in/" };
    expect(getEnv()).toMatchObject({ APP_URL: "https://shop.example.in", secureCookies: true });
    resetEnvCache();
    process.env.APP_URL = "http://localhost:3000";
    expect(getEnv().secureCookies).toBe(false);
  });

  it("defaults to a SQLite file in the data directory", () => {
    process.env = { ...saved, AUTH_SECRET: "x".repeat(40), DATA_DIR: "/tmp/limra-x" };
    delete process.env.DATABASE_URL;
    expect(getEnv().DATABASE_URL).toBe("file:/tmp/limra-x/app.db");
  });
});

describe("DATABASE_URL", () => {
  it("selects PostgreSQL for postgres URLs and SQLite otherwise", () => {
    expect(parseDatabaseUrl("postgres://u@h/db")).toEqual({
      kind: "postgres",
      url: "postgres://u@h/db",
    });
    expect(parseDatabaseUrl("postgresql://u@h/db").kind).toBe("postgres");
    expect(parseDatabaseUrl("file:/srv/app.db")).toEqual({ kind: "sqlite", file: "/srv/app.db" });
    expect(parseDatabaseUrl(":memory:")).toEqual({ kind: "sqlite", file: ":memory:" });
  });
});

describe("business configuration", () => {
  it("has demo defaults", () => {
    expect(getBusiness()).toMatchObject({ name: "Limra Graphics", whatsappNumber: "919876543210" });
  });

  it("takes overrides from the environment and validates them", () => {
    process.env = {
      ...saved,
      BUSINESS_NAME: "Sri Murugan Press",
      PAYMENT_BUTTON_IDS: "tea-talks-gold-pack=pl_ABC, tea-talks-trial-pouch=pl_DEF",
    };
    expect(getBusiness()).toMatchObject({
      name: "Sri Murugan Press",
      paymentButtonIds: { "tea-talks-gold-pack": "pl_ABC", "tea-talks-trial-pouch": "pl_DEF" },
    });
    resetBusinessCache();
    process.env = { ...saved, BUSINESS_WHATSAPP: "+91 98765", BUSINESS_EMAIL: "nope" };
    expect(() => getBusiness()).toThrow(/BUSINESS_WHATSAPP[\s\S]*BUSINESS_EMAIL/);
  });

  it("keeps the internal notification address out of what the browser gets", () => {
    process.env = { ...saved, BUSINESS_NOTIFY_EMAIL: "owner@private.example" };
    expect(JSON.stringify(publicBusiness())).not.toContain("owner@private.example");
  });
});

describe("safeRedirect", () => {
  it("keeps local paths and refuses anything that leaves the site", () => {
    expect(safeRedirect("/settings?tab=1")).toBe("/settings?tab=1");
    expect(safeRedirect("//evil.example")).toBe("/");
    expect(safeRedirect("https://evil.example")).toBe("/");
    expect(safeRedirect("/\\evil.example")).toBe("/");
    expect(safeRedirect(null, "/home")).toBe("/home");
  });
});

describe(".env.example", () => {
  it("is a working configuration as it stands", async () => {
    const { parseEnv } = await import("node:util");
    const { readFileSync } = await import("node:fs");
    const example = parseEnv(readFileSync(".env.example", "utf8"));
    const { mkdtempSync } = await import("node:fs");
    const dataDir = mkdtempSync(`${(await import("node:os")).tmpdir()}/limra-env-`);
    process.env = { ...saved, ...example, AUTH_SECRET: "", DATA_DIR: dataDir };
    expect(() => getEnv()).not.toThrow();
    expect(() => getBusiness()).not.toThrow();
  });

  it("documents every variable the server reads", async () => {
    const { readFileSync } = await import("node:fs");
    const example = readFileSync(".env.example", "utf8");
    const sources = ["app/platform/env.server.ts", "app/platform/business.server.ts"]
      .map((f) => readFileSync(f, "utf8"))
      .join("\n");
    const names = new Set([...sources.matchAll(/^\s+([A-Z][A-Z0-9_]+): z/gm)].map((m) => m[1]!));
    expect(names.size).toBeGreaterThan(15);
    for (const name of names) expect(example, name).toMatch(new RegExp(`^#? ?${name}=`, "m"));
  });
});
