import os from "node:os";
import { BILLS } from "./bills";
import { billsSection, billsTable } from "./bills-report";
import { cleanUpBills, runBillsBench } from "./bills-run";
import { budgetTable, measureBudgets } from "./budgets";
import { budgetsSection } from "./budgets-report";
import { thousands } from "./common";
import { BILLS as CUSTOMERS_BILLS, CUSTOMERS } from "./customers";
import { customersSection, customersTables } from "./customers-report";
import { cleanUpCustomers, runCustomersBench } from "./customers-run";
import { ROWS as IE_ROWS, cleanUpImportExport, runImportExportBench } from "./import-export";
import { importExportSection, importExportTable } from "./import-export-report";
import { JOBS, cleanUpJobs, runJobsBench, type JobsResult } from "./jobs";
import { jobsSection, jobsTables } from "./jobs-report";
import {
  LIGHTHOUSE_PAGES,
  RUNS,
  failingAuditsReport,
  lighthouseTable,
  runLighthouse,
} from "./lighthouse";
import { lighthouseSection } from "./lighthouse-report";
import { CONNECTIONS as LOAD_CONNECTIONS, LOAD_SECONDS, RUNS as LOAD_RUNS } from "./load";
import { cpuTable, loadSection, loadTable, memoryTable } from "./load-report";
import { cleanUpLoad, runLoadBench } from "./load-run";
import { cpuLine, type Machine } from "./machine";
import {
  MESSAGES as MAIL_MESSAGES,
  cleanUpMail,
  mailReading,
  mailTable,
  runMailBench,
} from "./mail";
import { mailSection } from "./mail-report";
import { BEFORE_COMMIT, cleanUpProfile, runProfileBench, summaryTable } from "./profile";
import { profileSection } from "./profile-report";
import { cleanUpScale, runScaleBench } from "./scale";
import { scaleSection, scaleTables } from "./scale-report";
import { CATEGORY_SLUG, EXTRA_PRODUCTS, ORDERS, PAGE, SEARCH_TERM } from "./shop";
import { checkoutTable, shopSection, storefrontTable } from "./shop-report";
import { cleanUpShop, runShopBench } from "./shop-run";

/**
 * The parts of `npm run bench`, in the order a full run measures them, and what each one does:
 * says what it measures, measures it (scripts/bench/<part>.ts), prints its tables, and returns
 * its failed checks and missed targets and its section of docs/performance.md.
 */

export const PARTS = [
  "lighthouse",
  "budgets",
  "shop",
  "bills",
  "customers",
  "import-export",
  "load",
  "mail",
  "profile",
  "scale",
  "jobs",
] as const;
export type Part = (typeof PARTS)[number];

/** The parts that measure the app index.ts starts for them; every other part starts its own. */
export const SHARED_APP_PARTS: readonly Part[] = ["lighthouse", "budgets"];

export type PartContext = {
  m: Machine;
  /** "2026-11-29 14:05 UTC": when the run began. */
  when: string;
  /** The command line that ran, as the sections name it. */
  command: string;
  /** Where Lighthouse writes its median runs' reports. */
  reportDir: string;
  /** The shared app (SHARED_APP_PARTS), and a check that its build has not changed meanwhile. */
  baseUrl: string;
  checkBuild: () => void;
};
export type PartOutcome = { failures: string[]; body: string };

/** Every part's clean-up, for an interrupted run: servers, data directories, databases. */
export const CLEAN_UPS = [
  cleanUpShop,
  cleanUpBills,
  cleanUpCustomers,
  cleanUpImportExport,
  cleanUpMail,
  cleanUpProfile,
  cleanUpLoad,
  cleanUpScale,
  cleanUpJobs,
];

const took = (started: number) => `${((Date.now() - started) / 1000).toFixed(0)} s`;

async function lighthouse({ m, when, command, reportDir, baseUrl, checkBuild }: PartContext) {
  console.log(
    `\nLighthouse: ${LIGHTHOUSE_PAGES.join(", ")} × ${RUNS} runs (mobile, simulated throttling)`,
  );
  const results = await runLighthouse(baseUrl, { reportDir, check: checkBuild });
  console.log(`\n${lighthouseTable(results)}\n`);
  console.log(`Median-run reports (JSON, HTML): ${reportDir}`);
  const failures: string[] = [];
  const failing = results.filter((r) => r.failures.length);
  if (failing.length) {
    console.log(`\nFailing audits:\n${failingAuditsReport(results)}\n`);
    for (const r of failing) failures.push(`Lighthouse ${r.path}: ${r.failures.join("; ")}`);
  }
  return { failures, body: lighthouseSection(results, m, when, command) };
}

async function budgets({ m, when, command, baseUrl, checkBuild }: PartContext) {
  console.log(`\nBudgets: JavaScript and CSS of the home page`);
  const result = await measureBudgets(baseUrl);
  checkBuild();
  console.log(`\n${budgetTable(result)}\n`);
  const failures = result.failures.map((f) => `Budget: ${f}`);
  return { failures, body: budgetsSection(result, m, when, command) };
}

async function shop({ m, when, command }: PartContext) {
  console.log(
    `\nLimraKart: ${EXTRA_PRODUCTS} extra products; storefront ?q=${SEARCH_TERM}, ` +
      `?category=${CATEGORY_SLUG}, ?page=${PAGE}; ${ORDERS} checkouts; SQLite, then PostgreSQL`,
  );
  const started = Date.now();
  const result = await runShopBench();
  console.log(`\n${storefrontTable(result)}\n\n${checkoutTable(result)}\n`);
  console.log(`LimraKart part: ${took(started)}`);
  const failures = result.failures.map((f) => `LimraKart: ${f}`);
  return { failures, body: shopSection(result, m, when, command) };
}

async function bills({ m, when, command }: PartContext) {
  console.log(
    `\nBilling lists: ${thousands(BILLS)} bills; Old Bills, History and Old Pending; ` +
      `SQLite, then PostgreSQL`,
  );
  const started = Date.now();
  const result = await runBillsBench();
  console.log(`\n${billsTable(result)}\n`);
  console.log(`Billing part: ${took(started)}`);
  const failures = result.missed.map((f) => `Billing lists: ${f}`);
  return { failures, body: billsSection(result, m, when, command) };
}

async function customers({ m, when, command }: PartContext) {
  console.log(
    `\nCustomers: ${thousands(CUSTOMERS)} customers, ${thousands(CUSTOMERS_BILLS)} bills; ` +
      `the list and a customer's page; SQLite, then PostgreSQL`,
  );
  const started = Date.now();
  const result = await runCustomersBench();
  console.log(`\n${customersTables(result)}\n`);
  console.log(`Customers part: ${took(started)}`);
  const failures = result.missed.map((f) => `Customers: ${f}`);
  return { failures, body: customersSection(result, m, when, command) };
}

async function importExport({ m, when, command }: PartContext) {
  console.log(
    `\nBilling CSV: export and import of ${thousands(IE_ROWS)} bills and ` +
      `${thousands(IE_ROWS)} godown items; SQLite, then PostgreSQL`,
  );
  const started = Date.now();
  const result = await runImportExportBench();
  console.log(`\n${importExportTable(result)}\n`);
  console.log(`Import/export part: ${took(started)}`);
  const failures = result.missed.map((f) => `Billing CSV: ${f}`);
  return { failures, body: importExportSection(result, m, when, command) };
}

async function load({ m, when, command }: PartContext) {
  console.log(
    `\nServer under load: issue 37's pages as a user gets them, ${LOAD_CONNECTIONS} connections, ` +
      `${LOAD_RUNS} × ${LOAD_SECONDS} s each beside a bare Node server; SQLite, then PostgreSQL`,
  );
  const started = Date.now();
  const result = await runLoadBench();
  console.log(`\n${loadTable(result)}\n\n${cpuTable(result)}\n\n${memoryTable(result)}`);
  console.log(`Load part: ${took(started)}`);
  const failures = result.failures.map((f) => `Load: ${f}`);
  return { failures, body: loadSection(result, m, when, command) };
}

async function mail({ m, when, command }: PartContext) {
  console.log(
    `\nMail latency: ${MAIL_MESSAGES} contact-form posts, each to its e-mail accepted by SMTP; ` +
      `SQLite, then PostgreSQL`,
  );
  const result = await runMailBench();
  console.log(`\n${mailTable(result)}\n\n${mailReading(result)}\n`);
  const failures = result.failures.map((f) => `Mail: ${f}`);
  return { failures, body: mailSection(result, m, when, command) };
}

async function profile({ m, when, command }: PartContext) {
  console.log(`\nRequest profiles: ${BEFORE_COMMIT} (before) and this checkout (after)`);
  const result = await runProfileBench();
  console.log(`\n${summaryTable(result)}\n`);
  const failures = result.failures.map((f) => `Profile: ${f}`);
  return { failures, body: profileSection(result, m, when, command) };
}

async function scale({ m, when, command }: PartContext) {
  console.log(
    `\nStaff lists and reports at scale: every staff page over ${thousands(CUSTOMERS_BILLS)} bills; ` +
      `SQLite, then PostgreSQL`,
  );
  const started = Date.now();
  const result = await runScaleBench();
  console.log(`\n${scaleTables(result)}\n`);
  console.log(`Scale part: ${took(started)}`);
  const failures = result.missed.map((f) => `Scale: ${f}`);
  return { failures, body: scaleSection(result, m, when, command) };
}

async function jobs({ m, when, command }: PartContext) {
  console.log(
    `\nPrint jobs at scale: ${thousands(JOBS)} jobs; the board, the lists, a job and the status link; ` +
      `SQLite, then PostgreSQL`,
  );
  const started = Date.now();
  const result: JobsResult = await runJobsBench();
  console.log(`\n${jobsTables(result)}\n`);
  console.log(`Jobs part: ${took(started)}`);
  const failures = result.missed.map((f) => `Jobs: ${f}`);
  const about = { cpuLine: cpuLine(m), node: m.node, cores: os.cpus().length };
  return { failures, body: jobsSection(result, about, when, command) };
}

export const RUNNERS: Record<Part, (context: PartContext) => Promise<PartOutcome>> = {
  lighthouse,
  budgets,
  shop,
  bills,
  customers,
  "import-export": importExport,
  load,
  mail,
  profile,
  scale,
  jobs,
};
