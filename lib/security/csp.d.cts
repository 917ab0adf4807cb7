export const VIDEO_EMBED_ORIGIN: string;
/** The policy of a file (script, style, font, image): nothing runs or loads. */
export const FILE_POLICY: string;

export type CspOptions = {
  /** A Google Maps key was configured at build, so the interactive maps load. */
  maps: boolean;
  /** Extra origins images may come from (the operator's API may serve photo URLs from a storage host). */
  imageOrigins?: readonly string[];
  /** The request arrived over HTTPS at the edge, so every subresource can be upgraded. */
  upgradeInsecureRequests: boolean;
};

export function contentSecurityPolicy(options: CspOptions): string;
export function withScriptHashes(policy: string, hashes: readonly string[]): string;
export function imageOriginsFrom(value: string | undefined): string[];
