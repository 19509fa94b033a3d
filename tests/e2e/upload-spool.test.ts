import { existsSync } from "node:fs";
import { mkdir, readdir, stat, utimes, writeFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  appEnv,
  freePort,
  newAuthSecret,
  startNode,
  stopAllNodes,
  tempDataDir,
  waitFor,
  type AppNode,
} from "./cluster";

/**
 * A server killed (SIGKILL: no shutdown code runs) in the middle of large uploads leaves their
 * temporary files in DATA_DIR/uploads/.tmp; the next start removes those that are stale and
 * keeps a fresh one, which another process sharing the data directory may be writing.
 */

const data = tempDataDir("spool");
afterAll(async () => {
  await stopAllNodes();
  data.remove();
});

const spoolDir = path.join(data.dir, "uploads", ".tmp");
const spool = async () => (await readdir(spoolDir).catch(() => [])).sort();

/**
 * Starts an order upload that sends the first part of a big design file and then waits (never
 * finishing), as a slow client would; resolves once the server has written some of it to disk.
 */
async function hangingUpload(node: AppNode, before: string[]): Promise<http.ClientRequest> {
  const req = http.request(`${node.baseUrl}/place-order`, {
    method: "POST",
    headers: { "Content-Type": "multipart/form-data; boundary=xyz" },
  });
  req.on("error", () => undefined); // the server is killed under it
  req.write(
    '--xyz\r\nContent-Disposition: form-data; name="files"; filename="banner.pdf"\r\n' +
      "Content-Type: application/pdf\r\n\r\n%PDF-1.7\n",
  );
  req.write(Buffer.alloc(4 * 1024 * 1024, 0x20));
  await waitFor("the upload's temporary file", async () => {
    for (const name of await spool()) {
      if (!before.includes(name) && (await stat(path.join(spoolDir, name))).size > 0) return name;
    }
    return undefined;
  });
  return req;
}

describe("temporary upload files after a crash", () => {
  it("are removed at the next start once stale; a fresh one is kept", async () => {
    const port = await freePort();
    const env = appEnv({
      port,
      dataDir: data.dir,
      databaseUrl: `file:${path.join(data.dir, "app.db")}`,
      authSecret: newAuthSecret(),
      appUrl: `http://127.0.0.1:${port}`,
    });
    const kills = 3;
    for (let i = 0; i < kills; i++) {
      const node = await startNode(`app-${i}`, env);
      const upload = await hangingUpload(node, await spool());
      await node.kill("SIGKILL");
      upload.destroy();
    }
    const left = await spool();
    expect(left).toHaveLength(kills);

    // An hour and more later: the crashed uploads are stale. Another process's upload in
    // progress (just written) is not.
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const name of left) await utimes(path.join(spoolDir, name), old, old);
    await mkdir(spoolDir, { recursive: true });
    const fresh = path.join(spoolDir, "another-process-upload");
    await writeFile(fresh, "in progress");

    const restarted = await startNode("app-restarted", env);
    expect(await spool()).toEqual(["another-process-upload"]);
    expect(existsSync(fresh)).toBe(true);
    await restarted.stop();
  });
});
