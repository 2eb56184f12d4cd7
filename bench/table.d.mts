// Types of bench/table.mjs for the TypeScript tests that exercise it.
export function table(rows: (string | number)[][]): string;
export function median(values: number[]): number;
export function countValues(values: string[]): string;
