export declare const BENCH_HOSTS: { nz: string; au: string };
export declare const CHROME_FLAGS: string[];
export declare function benchTarget(route: string, port: number): { market: "nz" | "au"; path: string; url: string };
