import type { Migration } from "kysely/migration";
import * as m0001 from "./0001_foundation";
import * as m0002 from "./0002_site_content";

/**
 * Every migration, in order. Imported statically so the server bundle carries them.
 * Add a new file as NNNN_name.ts and list it here; never edit one that has shipped.
 */
export const migrations: Record<string, Migration> = {
  "0001_foundation": m0001,
  "0002_site_content": m0002,
};
