// The Debian tools the test runners drive, each found or installed with apt-get (scripts/ensure-debian.mjs).
// `npm test` runs this file first, beside the builds: on a clean machine the downloads then overlap CPU-bound work,
// where the browser suite used to install its three between the builds and its first test.
import { ensureNginx } from "./edge.mjs";
import { ensureTestBrowser } from "./ensure-browser.mjs";
import { ensureDebianTool } from "./ensure-debian.mjs";
import { ensureRedis } from "./redis.mjs";

/** The Nu HTML checker (e2e/nu-html.spec.ts) is vnu.jar from npm; it runs on Debian's Java. */
export const ensureJava = () =>
  ensureDebianTool({
    label: "Java", envVar: "JAVA_PATH", candidates: ["/usr/bin/java", "/usr/lib/jvm/default-java/bin/java"], pkg: "default-jre-headless",
  });

/** The second engine (e2e/firefox-smoke.spec.ts): Debian's Firefox ESR, driven by puppeteer-core. */
export const ensureFirefox = () =>
  ensureDebianTool({ label: "Firefox ESR", envVar: "FIREFOX_PATH", candidates: ["/usr/bin/firefox-esr"], pkg: "firefox-esr" });

/** The observability test scrapes the instances with Debian's Prometheus and checks its files with promtool. */
export const ensurePrometheus = () =>
  ensureDebianTool({ label: "prometheus", envVar: "PROMETHEUS_PATH", candidates: ["/usr/bin/prometheus"], pkg: "prometheus" });

/** Every tool of `npm test`, one after another (apt-get holds a lock). */
export function ensureTestTools() {
  ensureTestBrowser();
  ensureJava();
  ensureFirefox();
  ensureRedis();
  ensureNginx();
  ensurePrometheus();
}

if (import.meta.url === `file://${process.argv[1]}`) ensureTestTools();
