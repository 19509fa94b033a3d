export interface CountersTable {
  name: string;
  value: number;
}
