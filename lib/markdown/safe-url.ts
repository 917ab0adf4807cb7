/**
 * The only link targets markdown may carry: web and mail links, and paths on this site. Anything else
 * (javascript:, data:, protocol-relative //host, odd schemes) is dropped, so editors' text can never run code.
 */
export function safeUrl(url: string): string | undefined {
  const value = url.trim();
  if (/^(https?:\/\/|mailto:)/i.test(value)) return value;
  if (/^\/(?![/\\])/.test(value) || value.startsWith("#")) return value;
  return undefined;
}

/** True for links that stay on this site and can use client-side navigation. */
export const isSitePath = (url: string) => /^\/(?![/\\])/.test(url);
