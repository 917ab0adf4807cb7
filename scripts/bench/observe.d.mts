export declare const HTTPS_ACCEPT_ENCODING: string;
export declare const PHONE: { viewport: { width: number; height: number }; deviceScaleFactor: number; isMobile: boolean; hasTouch: boolean; extraHTTPHeaders: Record<string, string> };
export declare const THROTTLING: { cpuRate: number; latencyMs: number; downKbps: number; upKbps: number };
export declare function watch(): void;
export declare function freshen(url: string): Promise<void>;
