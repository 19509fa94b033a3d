/** Types for tests/unit/import-rules.test.ts, which reads the feature list the zones use. */
export declare const FEATURES: string[];
declare const config: unknown;
export default config;
