/** Types for tests/unit/import-rules.test.ts and size-rules.test.ts, which read what the rules use. */
export declare const FEATURES: string[];
export declare const SIZE_LIMITS: { functionLines: number; moduleLines: number };
declare const config: unknown;
export default config;
