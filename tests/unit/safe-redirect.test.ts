import { describe, expect, it } from "vitest";
import { safeRedirect } from "~/lib/safe-redirect";

/**
 * The one "is this a page of this site" check behind every `redirectTo`: hostile values (the
 * probe's TAB, CR/LF and U+2028, and the usual open-redirect tricks, raw and encoded) fall back;
 * the site's own addresses (queries, hashes, Tamil search terms) are kept.
 */

const FALLBACK = "/fallback";

const HOSTILE: [label: string, value: unknown][] = [
  ["absolute http URL", "http://evil.example/"],
  ["absolute https URL", "https://evil.example/limrakart"],
  ["protocol-relative", "//evil.example"],
  ["protocol-relative with path", "//evil.example/auth"],
  ["three slashes", "///evil.example"],
  ["slash backslash", "/\\evil.example"],
  ["backslash backslash", "\\\\evil.example"],
  ["backslash in the path", "/limrakart\\..\\..\\evil"],
  ["javascript scheme", "javascript:alert(1)"],
  ["data scheme", "data:text/html,<script>alert(1)</script>"],
  ["scheme with leading space", " javascript:alert(1)"],
  ["no leading slash", "evil.example"],
  ["TAB after the slash (the probe)", "/\t/evil.example"],
  ["TAB before the slashes", "\t//evil.example"],
  ["CR LF header injection", "/\r\nSet-Cookie: x=1"],
  ["LF alone", "/\nLocation: //evil.example"],
  ["CR alone", "/limrakart\r"],
  ["NUL", "/limrakart\u0000"],
  ["U+2028 line separator", "/limrakart\u2028x"],
  ["U+2029 paragraph separator", "/\u2029/evil.example"],
  ["no-break space", "/\u00a0/evil.example"],
  ["ideographic space", "/limrakart\u3000"],
  ["zero-width space", "/\u200b/evil.example"],
  ["byte order mark", "/\ufeff/evil.example"],
  ["right-to-left override", "/\u202eelpmaxe.live//"],
  ["space in the path", "/limra kart"],
  ["DEL", "/limrakart\u007f"],
  ["C1 control (NEL)", "/limrakart\u0085"],
  ["encoded TAB after the slash", "/%09/evil.example"],
  ["encoded CR LF", "/%0d%0aSet-Cookie:%20x=1"],
  ["encoded LF", "/%0a/evil.example"],
  ["encoded slashes", "/%2f%2fevil.example"],
  ["encoded slashes, upper case", "/%2F%2Fevil.example"],
  ["one encoded slash", "/%2fevil.example"],
  ["encoded backslash", "/%5cevil.example"],
  ["double-encoded TAB", "/%2509/evil.example"],
  ["double-encoded slashes", "/%252f%252fevil.example"],
  ["double-encoded backslash", "/%255cevil.example"],
  ["triple-encoded slash", "/%25252f/evil.example"],
  ["encoded U+2028", "/%E2%80%A8/evil.example"],
  ["encoded no-break space", "/%C2%A0/evil.example"],
  ["dot segment to a leading //", "/.//evil.example"],
  ["dot-dot segment to a leading //", "/a/..//evil.example"],
  ["encoded dot segment to a leading //", "/%2e//evil.example"],
  ["empty string", ""],
  ["overlong", `/${"a".repeat(5000)}`],
  ["null", null],
  ["undefined", undefined],
  ["a File", new File(["x"], "x.txt")],
];

const KEPT: [value: string, expected: string][] = [
  ["/", "/"],
  ["/limrakart", "/limrakart"],
  ["/limrakart?cart=open", "/limrakart?cart=open"],
  [
    "/limrakart?category=bill-books&q=red+book&page=2",
    "/limrakart?category=bill-books&q=red+book&page=2",
  ],
  ["/limrakart?q=%E0%AE%9F", "/limrakart?q=%E0%AE%9F"],
  ["/ta/limrakart?q=%E0%AE%9F%E0%AF%80", "/ta/limrakart?q=%E0%AE%9F%E0%AF%80"],
  ["/ta/%E0%AE%9F%E0%AF%80", "/ta/%E0%AE%9F%E0%AF%80"],
  ["/limrakart?q=bill%20books", "/limrakart?q=bill%20books"],
  ["/limrakart?q=100%25", "/limrakart?q=100%25"],
  ["/limrakart?next=//not-a-redirect", "/limrakart?next=//not-a-redirect"],
  ["/admin/inbox?tab=contact#item-3", "/admin/inbox?tab=contact#item-3"],
  ["/billing/history?page=2", "/billing/history?page=2"],
  ["/settings#two-factor", "/settings#two-factor"],
  // Raw Tamil is kept, sent percent-encoded (a Location header is ASCII).
  ["/limrakart?q=டீ", "/limrakart?q=%E0%AE%9F%E0%AF%80"],
];

describe("safeRedirect", () => {
  it(`sends ${HOSTILE.length} hostile values to the fallback`, () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(30);
    const accepted = HOSTILE.filter(
      ([, value]) => safeRedirect(value as string, FALLBACK) !== FALLBACK,
    ).map(
      ([label, value]) => `${label}: ${JSON.stringify(safeRedirect(value as string, FALLBACK))}`,
    );
    expect(accepted).toEqual([]);
  });

  it("keeps the site's own addresses: queries, hashes, Tamil and percent-encoded text", () => {
    for (const [value, expected] of KEPT) {
      expect(safeRedirect(value, FALLBACK), value).toBe(expected);
    }
  });

  it("only ever returns what a Location header can carry", () => {
    for (const [, value] of [...HOSTILE, ...KEPT.map((k) => ["", k[0]] as const)]) {
      const to = safeRedirect(value as string, FALLBACK);
      expect(() => new Headers({ Location: to }), JSON.stringify(value)).not.toThrow();
      expect(to).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
    }
  });

  it("falls back to / by default", () => {
    expect(safeRedirect("//evil.example")).toBe("/");
  });
});
