/** The YouTube host the safety videos embed from (components/safety/VideoModal.tsx). */
export const VIDEO_EMBED_ORIGIN = "https://www.youtube-nocookie.com";

/** Google's documented origins for the Maps JavaScript API, by directive. */
const MAPS = {
  "script-src": ["https://*.googleapis.com", "https://*.gstatic.com", "https://*.google.com", "https://*.ggpht.com", "https://*.googleusercontent.com"],
  "style-src": ["https://fonts.googleapis.com"],
  "img-src": ["https://*.googleapis.com", "https://*.gstatic.com", "https://*.google.com", "https://*.googleusercontent.com", "data:"],
  "font-src": ["https://fonts.gstatic.com"],
  "connect-src": ["https://*.googleapis.com", "https://*.google.com", "https://*.gstatic.com"],
  "frame-src": ["https://*.google.com"],
  "worker-src": ["blob:"],
} as const;

export type CspOptions = {
  /** A Google Maps key was configured at build, so the interactive maps load. */
  maps: boolean;
  /** Extra origins images may come from (the operator's API may serve photo URLs from a storage host). */
  imageOrigins?: readonly string[];
  /** The request arrived over HTTPS at the edge, so every subresource can be upgraded. */
  upgradeInsecureRequests: boolean;
};

/**
 * The site's Content-Security-Policy. Scripts and styles need 'unsafe-inline': the App Router streams its page data
 * as inline scripts and React renders style attributes, and every page here is static, so a per-request nonce is
 * impossible and per-page hashes would not survive an ISR refresh (see README, "Security headers").
 */
export function contentSecurityPolicy({ maps, imageOrigins = [], upgradeInsecureRequests }: CspOptions): string {
  const extra = (directive: keyof typeof MAPS) => (maps ? MAPS[directive] : []);
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", "'unsafe-inline'", ...extra("script-src")],
    ["style-src", "'self'", "'unsafe-inline'", ...extra("style-src")],
    ["img-src", "'self'", ...imageOrigins, ...extra("img-src")],
    ["font-src", "'self'", ...extra("font-src")],
    ["connect-src", "'self'", ...extra("connect-src")],
    ["frame-src", VIDEO_EMBED_ORIGIN, ...extra("frame-src")],
    ...(maps ? [["worker-src", "'self'", ...MAPS["worker-src"]] as [string, ...string[]]] : []),
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
    ...(upgradeInsecureRequests ? [["upgrade-insecure-requests"] as [string]] : []),
  ];
  return directives.map((parts) => parts.join(" ")).join("; ");
}

/** CSP_IMAGE_ORIGINS: space- or comma-separated https origins; anything else is dropped. */
export function imageOriginsFrom(value: string | undefined): string[] {
  return (value ?? "")
    .split(/[\s,]+/)
    .filter((origin) => /^https:\/\/[a-z0-9.*-]+(:\d+)?$/i.test(origin));
}
