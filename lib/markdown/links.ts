export type LinkPolicy = {
  /**
   * Also keep same-site paths ("/discounts") and fragments ("#fees"). Only for markdown written in this
   * repository; text from the facade (job details) keeps absolute web and mail links alone.
   */
  sitePaths?: boolean;
};

/**
 * The href a markdown link may keep, or null to drop the link and keep its text. Only http(s), mailto and tel
 * of digits alone survive, so `javascript:`, `data:`, `vbscript:` and protocol-relative URLs can never reach the page.
 */
export function safeHref(raw: string, { sitePaths = false }: LinkPolicy = {}): string | null {
  const url = raw.trim();
  // Browsers read a backslash as a slash, which would turn "/\evil.example" into a protocol-relative URL.
  if (url === "" || url.includes("\\") || /[\u0000-\u001f]/.test(url)) return null;
  if (/^https?:\/\//i.test(url)) {
    try {
      const parsed = new URL(url);
      return parsed.hostname ? url : null;
    } catch {
      return null;
    }
  }
  if (/^mailto:[^\s]+$/i.test(url)) return url;
  if (/^tel:\+?\d+$/i.test(url)) return url;
  if (sitePaths && (/^\/(?!\/)/.test(url) || /^#[\w-]+$/.test(url))) return url;
  return null;
}

/** True for links that stay on this site and can use client-side navigation (never "//host" or "/\host"). */
export const isSitePath = (url: string) => /^\/(?![/\\])/.test(url);
