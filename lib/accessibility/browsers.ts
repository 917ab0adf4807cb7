/**
 * The browsers the site supports, as a person reads them, from package.json's `browserslist`: the one range the
 * lint checks (eslint-plugin-compat, stylelint) and the oldest-engine runs hold the code to, so the accessibility
 * statement cannot name a range the code is not checked against.
 */

const NAMES: Record<string, string> = { chrome: "Chrome", edge: "Edge", firefox: "Firefox", safari: "Safari" };

export type SupportedBrowser = { id: string; name: string; version: string };

/** Each query ("chrome 111") as a browser and its oldest version; a query it cannot name stops the build. */
export function supportedBrowsers(queries: readonly string[]): SupportedBrowser[] {
  return queries.map((query) => {
    const match = /^(\w+) (\d+(?:\.\d+)?)$/.exec(query.trim().toLowerCase());
    const name = match ? NAMES[match[1]!] : undefined;
    if (!match || !name) throw new Error(`package.json browserslist: cannot name "${query}" on the accessibility page`);
    return { id: match[1]!, name, version: match[2]! };
  });
}

/** Compares dotted versions as numbers ("16.4" < "16.10"). */
export function compareVersions(a: string, b: string): number {
  const [x, y] = [a.split(".").map(Number), b.split(".").map(Number)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const difference = (x[i] ?? 0) - (y[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** Whether `version` of browser `id` is inside the supported range (that browser at its oldest version or later). */
export function isSupported(browsers: readonly SupportedBrowser[], id: string, version: string): boolean {
  const oldest = browsers.find((browser) => browser.id === id);
  return Boolean(oldest) && compareVersions(version, oldest!.version) >= 0;
}
