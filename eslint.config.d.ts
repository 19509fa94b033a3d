/** Types for tests/unit/import-rules.test.ts and size-rules.test.ts, which read what the rules use. */
export declare const FEATURES: string[];
/** A feature's sub-features: its folders but routes/, components/ and content/. */
export declare function subFeatures(feature: string): string[];
export declare const SIZE_LIMITS: { functionLines: number; moduleLines: number };
declare const config: unknown;
export default config;
