import { test as setup, expect } from "@playwright/test";
import careersPage from "../content/pages/careers.json";
import type { MarketKey } from "./fixtures";
import { nuCheck, type NuDocument } from "./nu-checker";
import { FACADE_PAGES, revalidate, served, upstreamRequest } from "./revalidate";

/**
 * The upstream server serves .next-upstream, built while nothing answered at FACADE_API_URL (scripts/e2e.mjs).
 * The build succeeded (the server is up); its pages were built without the facade's sections. Once the API
 * answers, a revalidation fills them in, after which the upstream specs run on them. The pages as built are valid
 * HTML too (the Nu HTML checker; e2e/nu-html.spec.ts checks every page with the facade's sections).
 */
for (const market of ["nz", "au"] as MarketKey[]) {
  setup(`${market}: pages built with the API down have no facade sections, and a revalidation fills them in`, async () => {
    setup.slow();
    const request = await upstreamRequest(market);
    const builtWithApiDown: NuDocument[] = [];
    for (const page of FACADE_PAGES) {
      const before = await served(request, page.path);
      builtWithApiDown.push({ label: `${market} ${page.path} (API down)`, html: before });
      expect(before.includes(page.filled), `${page.path} as built has ${page.filled}`).toBe(false);
      if (page.path === "/careers") expect(before.includes(careersPage.unavailableNote.replace(/'/g, "&#x27;")), "the careers note").toBe(true);
    }
    for (const page of FACADE_PAGES) expect(await revalidate(request, market, page.path), `revalidating ${page.path}`).toBe(200);
    for (const page of FACADE_PAGES) expect((await served(request, page.path)).includes(page.filled), `${page.path} revalidated has ${page.filled}`).toBe(true);
    await request.dispose();
    // Checked last: the Java checker can take longer than the server keeps an idle connection (keepAliveTimeout, 6 s),
    // and a request sent on one it is closing meets ECONNRESET.
    expect((await nuCheck(builtWithApiDown)).errors, "Nu HTML checker errors").toEqual([]);
  });
}
