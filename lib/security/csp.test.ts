import { VIDEO_EMBED_ORIGIN, contentSecurityPolicy, imageOriginsFrom, withScriptHashes } from "./csp.cjs";

const directives = (policy: string) => new Map(policy.split("; ").map((part) => [part.split(" ")[0]!, part.split(" ").slice(1)]));

describe("contentSecurityPolicy", () => {
  it("locks everything to the site itself, with the video host as the only frame", () => {
    const policy = directives(contentSecurityPolicy({ maps: false, upgradeInsecureRequests: false }));
    expect(Object.fromEntries(policy)).toEqual({
      "default-src": ["'self'"],
      "script-src": ["'self'", "'unsafe-inline'"],
      "style-src": ["'self'", "'unsafe-inline'"],
      "img-src": ["'self'"],
      "font-src": ["'self'"],
      "connect-src": ["'self'"],
      "frame-src": [VIDEO_EMBED_ORIGIN],
      "object-src": ["'none'"],
      "base-uri": ["'none'"],
      "form-action": ["'self'"],
      "frame-ancestors": ["'none'"],
    });
  });

  it("lets Google Maps in only when a key is configured", () => {
    const policy = directives(contentSecurityPolicy({ maps: true, upgradeInsecureRequests: false }));
    expect(policy.get("script-src")).toContain("https://*.googleapis.com");
    expect(policy.get("img-src")).toContain("https://*.gstatic.com");
    expect(policy.get("connect-src")).toContain("https://*.googleapis.com");
    expect(policy.get("frame-src")).toEqual([VIDEO_EMBED_ORIGIN, "https://*.google.com"]);
    expect(policy.get("worker-src")).toEqual(["'self'", "blob:"]);
    expect(contentSecurityPolicy({ maps: false, upgradeInsecureRequests: false })).not.toContain("google");
  });

  it("upgrades insecure requests only when asked", () => {
    expect(contentSecurityPolicy({ maps: false, upgradeInsecureRequests: true })).toMatch(/; upgrade-insecure-requests$/);
    expect(contentSecurityPolicy({ maps: false, upgradeInsecureRequests: false })).not.toContain("upgrade-insecure-requests");
  });

  it("adds configured image origins, and only well-formed https ones", () => {
    const origins = imageOriginsFrom("https://storage.example.com, http://plain.example.com https://cdn.example.com:8443 javascript:alert(1) 'unsafe-inline'");
    expect(origins).toEqual(["https://storage.example.com", "https://cdn.example.com:8443"]);
    expect(directives(contentSecurityPolicy({ maps: false, imageOrigins: origins, upgradeInsecureRequests: false })).get("img-src")).toEqual(["'self'", ...origins]);
  });
});

describe("withScriptHashes", () => {
  const site = contentSecurityPolicy({ maps: true, upgradeInsecureRequests: true });
  const hashes = ["'sha256-AAAA'", "'sha256-BBBB'"];

  it("swaps script-src's 'unsafe-inline' for the page's hashes, keeping its origins", () => {
    const policy = directives(withScriptHashes(site, hashes));
    expect(policy.get("script-src")).toEqual(["'self'", "https://*.googleapis.com", "https://*.gstatic.com", "https://*.google.com", "https://*.ggpht.com", "https://*.googleusercontent.com", ...hashes]);
  });

  it("leaves every other directive as it was, styles' 'unsafe-inline' and upgrade-insecure-requests included", () => {
    const before = directives(site);
    const after = directives(withScriptHashes(site, hashes));
    before.delete("script-src");
    after.delete("script-src");
    expect(after).toEqual(before);
    expect(after.get("style-src")).toContain("'unsafe-inline'");
    expect(after.has("upgrade-insecure-requests")).toBe(true);
  });

  it("allows only the site's own script files when a page has no inline script", () => {
    expect(directives(withScriptHashes(contentSecurityPolicy({ maps: false, upgradeInsecureRequests: false }), [])).get("script-src")).toEqual(["'self'"]);
  });
});
