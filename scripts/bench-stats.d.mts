export function quantile(values: readonly number[], q: number): number;
export function median(values: readonly number[]): number;
export function pairedDifferences(page: readonly number[], floor: readonly number[]): number[];
export function pairedMedian(page: readonly number[], floor: readonly number[]): number;
export const MIN_PAIRS: number;
export function judge(differences: readonly number[], target: number, margin?: number): { p75: number; verdict: "within" | "on" | "over" | "unjudged" };
