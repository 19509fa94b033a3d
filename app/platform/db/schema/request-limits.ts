export interface RequestLimitsTable {
  key: string;
  window_start: number;
  count: number;
}
