// Full-page screenshots of routes at phone and desktop widths, for looking at: node scripts/screenshots.mjs [routes]
// against a running server (PORT, BENCH_HOST as for the bench). Files go to SCREENSHOTS_DIR (default
// e2e/.screenshots/). SCREENSHOTS_JS=off loads the pages as a crawler or a reader with scripts off gets them.
// SCREENSHOTS_WIDTHS (default 375,1440) lists the viewport widths.
import fs from "node:fs";
import { chromium } from "playwright";
import { BENCH_ROUTES, FLOOR_ROUTE } from "./bench/shared.mjs";
import { ensureChromium } from "./ensure-browser.mjs";

const port = Number(process.env.PORT ?? 3000);
const host = process.env.BENCH_HOST ?? "flamingoscooters.co.nz";
const routes = process.argv[2] ? process.argv[2].split(",") : [FLOOR_ROUTE, ...BENCH_ROUTES];
const out = process.env.SCREENSHOTS_DIR ?? "e2e/.screenshots";
const javaScriptEnabled = process.env.SCREENSHOTS_JS !== "off";
fs.mkdirSync(out, { recursive: true });

/**
 * A full-page capture draws beyond the viewport, where a `content-visibility: auto` section (/pricing's city prices) is
 * skipped until it comes near: this draws every such section as a visitor scrolling down sees it, through a DevTools
 * stylesheet so that it works with scripts off too. The sheet lasts until the returned session is detached.
 */
async function drawSkippedSections(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { frameTree } = await cdp.send("Page.getFrameTree");
  const { styleSheetId } = await cdp.send("CSS.createStyleSheet", { frameId: frameTree.frame.id });
  await cdp.send("CSS.setStyleSheetText", { styleSheetId, text: "*{content-visibility:visible!important}" });
  return cdp;
}

const browser = await chromium.launch({
  executablePath: ensureChromium(),
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking", `--host-resolver-rules=MAP ${host} 127.0.0.1`],
});
const widths = (process.env.SCREENSHOTS_WIDTHS ?? "375,1440").split(",").map(Number);
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: width < 800 ? 812 : 900 }, javaScriptEnabled });
  for (const route of routes) {
    await page.goto(`http://${host}:${port}${route}`, { waitUntil: "load" });
    // Scroll through so lazy images load before the full-page capture (without JavaScript, evaluate cannot run).
    if (javaScriptEnabled) await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(600);
    const overflow = javaScriptEnabled ? await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth) : 0;
    const name = `${host.split(".").pop()}-${width}${javaScriptEnabled ? "" : "-nojs"}${route.replace(/\//g, "_") || "_home"}.png`;
    const drawn = await drawSkippedSections(page);
    await page.screenshot({ path: `${out}/${name}`, fullPage: true });
    await drawn.detach();
    console.log(`${name}${overflow > 0 ? `  HORIZONTAL OVERFLOW ${overflow}px` : ""}`);
  }
  await page.close();
}
await browser.close();
