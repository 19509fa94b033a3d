import { staffPageCacheSuite } from "./staff-page-cache.suite";

/** The staff pages' cache (decisions 053, 087), on SQLite (the suite: staff-page-cache.suite.ts). */
staffPageCacheSuite("SQLite");
