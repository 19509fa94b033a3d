import { buildVersion } from "~/platform/build-version.server";
import { offlinePageContent } from "../content/offline-page";
import { appWorker, type WorkerSettings } from "../worker";

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The offline page the worker carries: both languages, the same for everyone, no script and no
 * data of anyone (it is made here, once per build, from the content module alone).
 */
export function offlineHtml(): string {
  const sections = (["en", "ta"] as const).map((locale) => {
    const t = offlinePageContent[locale];
    return `<section lang="${locale}"><h1>${escape(t.title)}</h1><p>${escape(t.body)}</p><p>${escape(t.drafts)}</p><p><a href="">${escape(t.retry)}</a></p></section>`;
  });
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escape(offlinePageContent.en.title)}</title>`,
    "<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#0f172a;text-align:center}",
    "h1{font-size:1.75rem}a{display:inline-block;margin-top:1rem;padding:.5rem 1rem;border-radius:.375rem;background:#1d4ed8;color:#fff;text-decoration:none}",
    "section+section{margin-top:3rem;border-top:1px solid #e2e8f0;padding-top:2rem}</style>",
    `</head><body><main>${sections.join("")}</main></body></html>`,
  ].join("");
}

/** The worker's source with its settings: one function, called once. */
export function workerSource(settings: WorkerSettings): string {
  return `"use strict";\n(${appWorker.toString()})(${JSON.stringify(settings)});\n`;
}

/**
 * GET /sw.js: the back office's service worker (decision 050), from the root so its scope may be
 * the whole site; revalidated on every check (`no-cache`), so a new build's worker is found at
 * once. The same for everyone: the cache-control middleware leaves it shared (SHARED_FILES).
 */
export function loader() {
  return new Response(workerSource({ version: buildVersion(), offlineHtml: offlineHtml() }), {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "no-cache",
      "Service-Worker-Allowed": "/",
    },
  });
}
