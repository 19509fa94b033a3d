import { describe, expect, it } from "vitest";
import { privateNoStore } from "~/platform/cache-control.server";

/** The Cache-Control value a personal response gets: storing directives out, the rest kept. */
describe("privateNoStore", () => {
  it("replaces whatever would let a cache keep the response", () => {
    expect(privateNoStore(null)).toBe("private, no-store");
    expect(privateNoStore("")).toBe("private, no-store");
    expect(privateNoStore("public, max-age=3600")).toBe("private, no-store");
    expect(privateNoStore("public, max-age=31536000, immutable")).toBe("private, no-store");
    expect(privateNoStore("s-maxage=60, stale-while-revalidate=30")).toBe("private, no-store");
    expect(privateNoStore("private, no-store")).toBe("private, no-store");
  });

  it("keeps the route's other directives", () => {
    expect(privateNoStore("no-store, no-transform")).toBe("private, no-store, no-transform");
    expect(privateNoStore("Max-Age=10, must-revalidate")).toBe(
      "private, no-store, must-revalidate",
    );
  });
});
