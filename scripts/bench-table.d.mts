export declare function option(args: string[], name: string): string | undefined;
export declare function signedMs(value: number): string;
export declare function markdownTable(header: string[], rows: string[][]): string;
