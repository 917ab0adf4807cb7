export type EdgeSettings = {
  httpPort: number;
  httpsPort: number;
  upstreams: string[];
  pageFreshSeconds: number;
  stateDir: string;
  staticDir: string;
  cert: string;
  key: string;
  selfSigned: boolean;
  /** access_log's arguments, from EDGE_ACCESS_LOG. */
  accessLog: string;
};
export const DEFAULTS: Readonly<Record<string, string>>;
export function edgeSettings(env: Readonly<Record<string, string | undefined>>, cwd: string): EdgeSettings;
export type MarketsData = { hosts: readonly { host: string; market: string }[]; markets: Readonly<Record<string, { siteUrl: string }>> };
export function marketMaps(markets: MarketsData): Record<"DEFAULT_MARKET" | "HOST_MARKETS" | "MARKET_HOSTS" | "REDIRECT_HOSTS", string>;
export function renderEdgeConfig(template: string, settings: EdgeSettings, markets: MarketsData): string;
export function stateFolders(settings: EdgeSettings): string[];
export function certificateNames(hosts: readonly string[]): string[];
