export type DownloadLinks = { appDeepLink: string; appStoreScheme: string; appStoreUrl: string; playStoreUrl: string };

export type DownloadTarget =
  | { kind: "android"; url: string }
  | { kind: "ios"; attempts: [string, string, string] }
  | { kind: "other"; url: "/ride" };

/** Delays between the iOS attempts, from the spec. */
export const DOWNLOAD_DELAY_MS = { topBar: 250, downloadPage: 3000 } as const;

/**
 * Where the Download action sends a device. iPadOS reports itself as a Mac; a Mac with a touch screen is an iPad.
 */
export function downloadTarget(userAgent: string, maxTouchPoints: number, links: DownloadLinks): DownloadTarget {
  if (/android/i.test(userAgent)) return { kind: "android", url: links.playStoreUrl };
  const ios = /iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && maxTouchPoints > 0);
  if (ios) return { kind: "ios", attempts: [links.appDeepLink, links.appStoreScheme, links.appStoreUrl] };
  return { kind: "other", url: "/ride" };
}

/**
 * Follows a target in the browser. Each iOS attempt waits `delayMs`; once the app or the App Store has opened,
 * the page is hidden and the remaining attempts are skipped.
 */
export function followDownload(
  target: DownloadTarget,
  delayMs: number,
  go: (url: string) => void,
  isHidden: () => boolean,
  schedule: (fn: () => void, ms: number) => unknown = setTimeout,
): void {
  if (target.kind !== "ios") {
    go(target.url);
    return;
  }
  const [first, ...rest] = target.attempts;
  go(first);
  rest.forEach((url, index) => {
    schedule(() => {
      if (!isHidden()) go(url);
    }, delayMs * (index + 1));
  });
}
