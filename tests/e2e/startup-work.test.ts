import { describe, expect, it } from "vitest";
import { newPage, visit } from "./harness";
import { openApp } from "../helpers/e2e-app";

/**
 * What a hydrated public page makes the browser do before it answers a tap (issue 22: Lighthouse
 * counts it as Total Blocking Time). The first Intl formatter a page creates starts the browser's
 * ICU: 20–45 ms on a fast machine, four times that on Lighthouse's phone. Prices, counts and
 * dates are written out by app/lib/format.ts instead, so a public page creates none, neither
 * while its scripts load nor while React hydrates it.
 */

const { app, browser } = await openApp();

/** The hydrated public pages (the others have no React at all: static-home.test.ts). */
const PAGES = [
  "/limrakart",
  "/tea-talks-gold-pack",
  "/place-order",
  "/contact",
  "/gallery",
  "/reviews",
];

describe("a hydrated public page", () => {
  it.each(PAGES)("%s starts no Intl formatter while it loads and hydrates", async (path) => {
    const t = await newPage(browser);
    try {
      // Every way into ICU a page's code has: the Intl constructors and the toLocale* methods.
      await t.context.addInitScript(() => {
        const used: string[] = [];
        (window as unknown as { intlUsed: string[] }).intlUsed = used;
        for (const name of [
          "NumberFormat",
          "DateTimeFormat",
          "PluralRules",
          "Collator",
          "RelativeTimeFormat",
          "ListFormat",
        ] as const) {
          const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
          const Counted = function (this: unknown, ...args: unknown[]) {
            used.push(`Intl.${name}`);
            return new Original(...args);
          };
          Object.defineProperty(Intl, name, { value: Counted, configurable: true });
        }
        const methods: [object, string][] = [
          [Number.prototype, "toLocaleString"],
          [Date.prototype, "toLocaleString"],
          [Date.prototype, "toLocaleDateString"],
          [Date.prototype, "toLocaleTimeString"],
          [String.prototype, "localeCompare"],
        ];
        for (const [proto, method] of methods) {
          const original = (proto as Record<string, (...args: unknown[]) => unknown>)[method]!;
          Object.defineProperty(proto, method, {
            value(this: unknown, ...args: unknown[]) {
              used.push(method);
              return original.apply(this, args);
            },
            configurable: true,
          });
        }
      });
      const response = await visit(t.page, `${app.baseUrl}${path}`);
      expect(response?.status()).toBe(200);
      // A hydrated page: React's root is on it (the counting above is what it ran through).
      expect(await t.page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(true);
      expect(
        await t.page.evaluate(() => (window as unknown as { intlUsed: string[] }).intlUsed),
      ).toEqual([]);
      t.expectNoErrors();
    } finally {
      await t.close();
    }
  });
});
