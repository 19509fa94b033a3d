import { describeOnPg, pgTitle } from "./cluster";
import { staffPageCacheSuite } from "./staff-page-cache.suite";

/**
 * The staff pages' cache (decisions 053, 087) on PostgreSQL (the suite: staff-page-cache.suite.ts);
 * skipped, visibly, without TEST_DATABASE_URL.
 */
describeOnPg(pgTitle("on PostgreSQL"), () => {
  staffPageCacheSuite("PostgreSQL", "staffcache");
});
