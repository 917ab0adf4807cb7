// The Debian tools the test runners drive, each found or installed with apt-get (scripts/ensure-debian.mjs).
// `npm test` runs this file beside the lint and the builds: on a clean machine the downloads then overlap CPU-bound
// work, where the browser suite used to install its three between the builds and its first test.
import { NGINX } from "./edge.mjs";
import { TEST_BROWSER } from "./ensure-browser.mjs";
import { ensureDebianTool, ensureDebianTools } from "./ensure-debian.mjs";
import { REDIS_SERVER } from "./redis.mjs";

/** The Nu HTML checker (e2e/nu-html.spec.ts) is vnu.jar from npm; it runs on Debian's Java. */
const JAVA = { label: "Java", envVar: "JAVA_PATH", candidates: ["/usr/bin/java", "/usr/lib/jvm/default-java/bin/java"], pkg: "default-jre-headless" };
/** The second engine (e2e/firefox-smoke.spec.ts): Debian's Firefox ESR, driven by puppeteer-core. */
const FIREFOX = { label: "Firefox ESR", envVar: "FIREFOX_PATH", candidates: ["/usr/bin/firefox-esr"], pkg: "firefox-esr" };
/** The observability test scrapes the instances with Debian's Prometheus and checks its files with promtool. */
const PROMETHEUS = { label: "prometheus", envVar: "PROMETHEUS_PATH", candidates: ["/usr/bin/prometheus"], pkg: "prometheus" };

export const ensureJava = () => ensureDebianTool(JAVA);
export const ensureFirefox = () => ensureDebianTool(FIREFOX);
export const ensurePrometheus = () => ensureDebianTool(PROMETHEUS);

/** Every tool of `npm test`, the missing ones installed together (scripts/ensure-debian.mjs). */
export const ensureTestTools = () => ensureDebianTools([TEST_BROWSER, JAVA, FIREFOX, REDIS_SERVER, ...NGINX, PROMETHEUS]);

if (import.meta.url === `file://${process.argv[1]}`) ensureTestTools();
