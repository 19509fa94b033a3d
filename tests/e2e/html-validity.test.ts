import { spawn, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGES } from "../../app/site/public-pages";
import { openApp } from "../helpers/e2e-app";
import { ROOT, appDatabase, createUser, fetchPage, sessionCookieFor, type Role } from "./harness";

/**
 * Every public page and every account page (the signed-in ones as a user with the role they are
 * for), in English and in Tamil (?lang=ta), is valid HTML according to the Nu Html Checker
 * (vnu.jar, the W3C validator): the server-rendered documents are saved to a temporary directory
 * and checked in one Java run. Errors fail; warnings and info messages are allowed.
 *
 * One exception: CSS errors inside a <style> element. The root layout inlines the built Tailwind
 * stylesheet, and vnu's CSS checker (the old W3C CSS validator) lags behind CSS itself: it
 * rejects @property, margin-trim and custom properties in transition-property, all valid. The
 * stylesheet is build output, not markup, so those are skipped (and counted in the log); CSS
 * errors in style="" attributes still fail.
 */

const NOT_FOUND = "/no-such-page";
const PATHS = [
  ...PUBLIC_PAGES.map((p) => p.path),
  "/welcome",
  "/thank-you",
  "/thank-you-contact",
  NOT_FOUND,
];
/**
 * The public forms, sent empty without JavaScript: the page the server answers with (400, the
 * form with its field messages and the toast) must be valid too.
 */
const REFUSED_FORMS = ["/place-order", "/contact", "/reviews", "/share-experience"];
/** Stands for the order placed in beforeAll (LimraKart's confirmation and order pages). */
const ORDER = "{order}";
/** Stands for the customer of the bill written in beforeAll (the customer statement). */
const CUSTOMER = "{customer}";
/**
 * The account pages: sign-in in its modes, the e-mail link's confirm page, the billing sign-in
 * pages, and the signed-in pages as the role that may see them. LimraKart's signed-in pages are
 * fetched as a customer with something in the cart and one order placed (in beforeAll): the
 * checkout (also sent empty: 400 with the field messages), the order's confirmation and page,
 * and My Orders.
 */
const ACCOUNT_PAGES: { pagePath: string; role?: Role; refused?: boolean }[] = [
  { pagePath: "/auth?mode=signin" },
  { pagePath: "/auth?mode=signup" },
  { pagePath: "/auth?mode=reset" },
  { pagePath: "/auth?mode=2fa" },
  { pagePath: "/verify-email?token=any-token" },
  { pagePath: "/billing/login" },
  { pagePath: "/billing/create-account" },
  { pagePath: "/settings", role: "customer" },
  { pagePath: "/settings", role: "staff" },
  { pagePath: "/billing/home", role: "staff" },
  { pagePath: `/billing/customers/${CUSTOMER}/statement`, role: "staff" },
  { pagePath: "/admin/users", role: "admin" },
  { pagePath: "/admin/settings", role: "admin" },
  { pagePath: "/admin/reminders", role: "admin" },
  { pagePath: "/billing/reminders", role: "staff" },
  { pagePath: "/admin/audit", role: "admin" },
  { pagePath: "/admin/backup", role: "admin" },
  { pagePath: "/limrakart/checkout", role: "customer" },
  { pagePath: "/limrakart/checkout", role: "customer", refused: true },
  { pagePath: `/limrakart/order-confirmation?order=${ORDER}`, role: "customer" },
  { pagePath: "/limrakart/orders", role: "customer" },
  { pagePath: `/limrakart/orders/${ORDER}`, role: "customer" },
];
const LANGS = ["en", "ta"] as const;
type Case = {
  lang: (typeof LANGS)[number];
  pagePath: string;
  refused?: boolean;
  /** Fetched signed in as a user with this role. */
  role?: Role;
  what: string;
};
const CASES: Case[] = LANGS.flatMap((lang) => [
  ...PATHS.map((pagePath) => ({ lang, pagePath, what: pagePath })),
  ...REFUSED_FORMS.map((pagePath) => ({
    lang,
    pagePath,
    refused: true,
    what: `${pagePath} sent empty (400)`,
  })),
  ...ACCOUNT_PAGES.map(({ pagePath, role, refused }) => ({
    lang,
    pagePath,
    role,
    refused,
    what: `${pagePath}${role ? ` as ${role}` : ""}${refused ? " sent empty (400)" : ""}`,
  })),
]);

const VNU_JAR = path.join(ROOT, "node_modules/vnu-jar/build/dist/vnu.jar");

type VnuMessage = {
  type: string;
  subType?: string;
  url?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
};

const pageUrl = (lang: string, pagePath: string) =>
  lang === "en" ? pagePath : `${pagePath}${pagePath.includes("?") ? "&" : "?"}lang=${lang}`;
const fileName = (lang: string, pagePath: string, refused = false, role?: Role) =>
  `${lang}-${pagePath === "/" ? "home" : pagePath.slice(1).replace(/[^a-z0-9]+/gi, "-")}${role ? `-as-${role}` : ""}${refused ? "-refused" : ""}.html`;

// Java first (requireJava, below): without it there is nothing to check, and no app to start.
requireJava();
const { app, factories } = await openApp({ browser: false });

/** A session cookie per role, for the signed-in pages (made in beforeAll). */
const cookies = new Map<Role, string>();

/** The number of the LimraKart order placed in beforeAll. */
let orderNumber = "";
/** The customer of the bill written in beforeAll. */
let customerId = "";

/** GET the page, or (refused) POST its form empty, as a browser without JavaScript would. */
function fetchCase({ lang, pagePath, refused, role }: Case) {
  const url = `${app.baseUrl}${pageUrl(lang, pagePath.replace(ORDER, orderNumber).replace(CUSTOMER, customerId))}`;
  const cookie = role ? cookies.get(role) : undefined;
  if (!refused) return fetchPage(url, { cookie });
  // The order form is multipart (its files); the others are url-encoded.
  let body: FormData | URLSearchParams = new URLSearchParams({ name: "" });
  if (pagePath === "/place-order") {
    body = new FormData();
    body.append("name", "");
  }
  return fetchPage(url, { method: "POST", body, cookie });
}

/** Posts a form of the app as a browser without JavaScript would; expects its redirect. */
async function postForm(pagePath: string, cookie: string, fields: Record<string, string>) {
  const res = await fetchPage(`${app.baseUrl}${pagePath}`, {
    method: "POST",
    cookie,
    body: new URLSearchParams(fields),
  });
  if (res.status !== 302) {
    throw new Error(`POST ${pagePath} answered ${res.status}, not a redirect:\n${res.html}`);
  }
  return res.headers.get("location") ?? "";
}

/**
 * Through LimraKart's own forms, as the customer: a tea to the cart, checkout (the order's
 * number), then a product without a picture to the cart, for the checkout page.
 */
async function prepareShopper(cookie: string): Promise<string> {
  const add = (slug: string) =>
    postForm("/limrakart/cart", cookie, {
      intent: "add",
      productId: `seed-product-${slug}`,
      redirectTo: "/limrakart",
    });
  await add("tea-talks-gold-pack");
  const confirmation = await postForm("/limrakart/checkout", cookie, {
    name: "Valid Html",
    phone: "9876543210",
    email: "valid-html@example.test",
    address: "1, North Street, Tirunelveli",
    pinCode: "627001",
    token: randomUUID(),
  });
  const number = /[?&]order=(LK\d+)/.exec(confirmation)?.[1];
  if (!number) throw new Error(`checkout did not lead to a confirmation: ${confirmation}`);
  await add("receipt-book-100-leaves");
  return number;
}

/** A bill with an advance for a customer by phone (for the customer statement); the customer's id. */
async function prepareCustomer(): Promise<string> {
  const { createBill } = await factories();
  const staff = await createUser("staff");
  const made = await createBill(staff.id, {
    customerName: "Valid Html Stores",
    customerPhone: "9876543219",
    particulars: "Visiting cards",
    amount: "1200",
    advance: "200",
  });
  const row = await (
    await appDatabase()
  )
    .selectFrom("complaints")
    .select("customer_id")
    .where("id", "=", made.id)
    .executeTakeFirstOrThrow();
  return row.customer_id!;
}

let dir: string | undefined;
const statuses = new Map<string, number>();
/** The saved documents, by file name (to tell where a message points). */
const documents = new Map<string, string>();
/** vnu's messages of type "error" (and fatal "non-document-error"), by file name. */
const errorsByFile = new Map<string, VnuMessage[]>();

function requireJava() {
  const result = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (result.error || result.status !== 0) {
    throw new Error(
      "The HTML validity test needs Java: it runs the Nu Html Checker (node_modules/vnu-jar/build/dist/vnu.jar), " +
        `and \`java -version\` failed (${result.error?.message ?? `exit code ${result.status}`}). ` +
        "Install a Java runtime, e.g. `apt-get install -y default-jre-headless`.",
    );
  }
  if (!existsSync(VNU_JAR)) {
    throw new Error(`${VNU_JAR} is missing: run npm install (the vnu-jar devDependency)`);
  }
}

/** Runs vnu once on all files; resolves with its parsed JSON report. */
function runVnu(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    const child = spawn("java", ["-jar", VNU_JAR, "--format", "json", "--stdout", ...files], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      try {
        // Exit code 1 just means "errors found"; the JSON report is what counts.
        const report = JSON.parse(stdout) as { messages?: VnuMessage[] };
        resolve(report.messages ?? []);
      } catch {
        reject(new Error(`vnu (exit code ${code}) printed no JSON report:\n${stdout}\n${stderr}`));
      }
    });
  });
}

function describeMessage(
  m: VnuMessage,
  lang: string,
  pagePath: string,
  refused = false,
  role?: Role,
): string {
  const where =
    m.lastLine === undefined
      ? ""
      : ` line ${m.firstLine ?? m.lastLine}, column ${m.firstColumn ?? m.lastColumn}`;
  const extract = m.extract ? `\n    extract: ${JSON.stringify(m.extract)}` : "";
  const file = dir ? ` [${path.join(dir, fileName(lang, pagePath, refused, role))}]` : "";
  const as = role ? ` (as ${role})` : "";
  return `${refused ? "POST " : ""}${pageUrl(lang, pagePath)}${as}${file}${where}: ${m.message}${m.subType ? ` (${m.subType})` : ""}${extract}`;
}

/** Whether a vnu message points inside a <style>…</style> element of the document. */
function insideStyleElement(html: string | undefined, m: VnuMessage): boolean {
  if (!html || m.lastLine === undefined || m.lastColumn === undefined) return false;
  const lines = html.split("\n");
  let offset = 0;
  for (let i = 0; i < m.lastLine - 1 && i < lines.length; i++) offset += lines[i]!.length + 1;
  offset += m.lastColumn - 1;
  for (const match of html.matchAll(/<style\b[^>]*>[\s\S]*?<\/style\s*>/gi)) {
    if (offset >= match.index && offset < match.index + match[0].length) return true;
  }
  return false;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "limra-html-"));
  for (const role of new Set(ACCOUNT_PAGES.flatMap((p) => (p.role ? [p.role] : [])))) {
    const user = await createUser(role);
    cookies.set(role, (await sessionCookieFor(user.id)).header);
  }
  orderNumber = await prepareShopper(cookies.get("customer")!);
  customerId = await prepareCustomer();

  const files = await Promise.all(
    CASES.map(async (c) => {
      const { status, html } = await fetchCase(c);
      const name = fileName(c.lang, c.pagePath, c.refused, c.role);
      const file = path.join(dir!, name);
      statuses.set(name, status);
      documents.set(name, html);
      writeFileSync(file, html);
      return file;
    }),
  );

  const messages = await runVnu(files);
  let skipped = 0;
  for (const m of messages) {
    if (m.type !== "error" && m.type !== "non-document-error") continue;
    const name = m.url
      ? path.basename(m.url.startsWith("file:") ? fileURLToPath(m.url) : m.url)
      : "?";
    if (m.message.startsWith("CSS:") && insideStyleElement(documents.get(name), m)) {
      skipped++;
      continue;
    }
    errorsByFile.set(name, [...(errorsByFile.get(name) ?? []), m]);
  }
  if (skipped) {
    console.log(`html-validity: skipped ${skipped} vnu CSS message(s) about inlined <style> CSS`);
  }
  const unknown = [...errorsByFile.keys()].filter((name) => !statuses.has(name));
  if (unknown.length) {
    const lines = unknown.flatMap((n) => errorsByFile.get(n)!.map((m) => `${n}: ${m.message}`));
    throw new Error(`vnu reported errors outside the page files:\n${lines.join("\n")}`);
  }
}, 90_000);

afterAll(async () => {
  // The saved documents stay for a closer look when vnu found errors.
  if (dir && errorsByFile.size) console.log(`html-validity: the checked documents are in ${dir}`);
  else if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("HTML validity (Nu Html Checker)", () => {
  it.each(CASES)("$what ($lang) is valid HTML", ({ lang, pagePath, refused, role }) => {
    const name = fileName(lang, pagePath, refused, role);
    const label = `${refused ? "POST " : ""}${pageUrl(lang, pagePath)}${role ? ` as ${role}` : ""}`;
    expect(statuses.get(name), `status of ${label}`).toBe(
      refused ? 400 : pagePath === NOT_FOUND ? 404 : 200,
    );
    const errors = errorsByFile.get(name) ?? [];
    if (errors.length) {
      throw new Error(
        `${errors.length} HTML error(s) in ${label}:\n` +
          errors.map((m) => `  - ${describeMessage(m, lang, pagePath, refused, role)}`).join("\n"),
      );
    }
  });
});
