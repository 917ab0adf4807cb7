import { MARKET_KEYS } from "@/lib/market";
import { downloadLinks, getMarket } from "./markets";

describe("each market's App Store storefront", () => {
  it.each(MARKET_KEYS)("%s links the App Store in its own storefront, the same app everywhere", (market) => {
    const { appStoreUrl } = downloadLinks(market);
    expect(new URL(appStoreUrl).pathname.split("/")[1]).toBe(market);
    expect(appStoreUrl).toBe(getMarket(market).appStoreUrl);
    expect(appStoreUrl.replace(`/${market}/`, "/")).toBe(downloadLinks("nz").appStoreUrl.replace("/nz/", "/"));
  });

  it("gives Australia the au storefront", () => {
    expect(downloadLinks("au").appStoreUrl).toMatch(/^https:\/\/apps\.apple\.com\/au\/app\//);
  });
});
