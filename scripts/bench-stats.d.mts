export function median(values: readonly number[]): number;
export function pairedMedian(page: readonly number[], floor: readonly number[]): number;
