export type EdgeSettings = {
  httpPort: number;
  httpsPort: number;
  upstreams: string[];
  stateDir: string;
  staticDir: string;
  cert: string;
  key: string;
  selfSigned: boolean;
};
export const DEFAULTS: Readonly<Record<string, string>>;
export function edgeSettings(env: Readonly<Record<string, string | undefined>>, cwd: string): EdgeSettings;
export function renderEdgeConfig(template: string, settings: EdgeSettings): string;
export function stateFolders(settings: EdgeSettings): string[];
export function certificateNames(hosts: readonly string[]): string[];
