import { afterEach, describe, expect, it, vi } from "vitest";
import { logger } from "~/platform/logger.server";
import {
  type CachedRender,
  collectResponseValues,
  recordResponseValue,
} from "~/platform/page-cache/response-values.server";

/**
 * A page rendered while something went wrong — a loader that caught a failed query and shows
 * "could not load" in a 200 page — is sent but never kept by the page cache (decision 087): the
 * staff would get the failure again until the next write. Any warning or error logged during
 * the render marks it, whatever LOG_LEVEL says; info lines do not.
 */
describe("a cached render's faults", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const render = async (during: () => void): Promise<CachedRender> => {
    vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const state: CachedRender = { values: [], keep: true };
    await collectResponseValues(state, async () => {
      await Promise.resolve();
      recordResponseValue("token");
      during();
    });
    return state;
  };

  it("keeps a render that logged nothing worse than info", async () => {
    const state = await render(() => logger.info("request"));
    expect(state).toEqual({ values: ["token"], keep: true });
  });

  it("does not keep a render that logged an error or a warning, whatever the level", async () => {
    vi.stubEnv("LOG_LEVEL", "error");
    try {
      expect((await render(() => logger.error("loading failed"))).keep).toBe(false);
      expect((await render(() => logger.warn("database busy"))).keep).toBe(false);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("leaves other requests alone: an error outside a cached render marks nothing", async () => {
    const state: CachedRender = { values: [], keep: true };
    await collectResponseValues(state, () => Promise.resolve());
    vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    logger.error("elsewhere");
    expect(state.keep).toBe(true);
  });
});
