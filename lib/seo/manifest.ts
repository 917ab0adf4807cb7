import type { MetadataRoute } from "next";
import { getMarket, site } from "@/lib/content/markets";
import type { MarketKey } from "@/lib/market";
import { BRAND } from "./brand-mark";
import { iconUrl } from "./icons";

/** The web app manifest for one market; it points installers at the native apps first. */
export function webManifest(market: MarketKey): MetadataRoute.Manifest {
  const { locale, subline } = getMarket(market);
  return {
    name: site.product,
    short_name: site.product,
    description: subline,
    lang: locale,
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: BRAND.white,
    theme_color: BRAND.pink,
    icons: [
      { src: iconUrl("icon.svg"), sizes: "any", type: "image/svg+xml" },
      { src: iconUrl("icon-192.png"), sizes: "192x192", type: "image/png" },
      { src: iconUrl("icon-512.png"), sizes: "512x512", type: "image/png" },
      { src: iconUrl("icon-maskable-512.png"), sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
    related_applications: [
      { platform: "itunes", url: getMarket(market).appStoreUrl, id: site.appStoreId },
      { platform: "play", url: site.playStoreUrl, id: site.playStorePackage },
    ],
    prefer_related_applications: false,
  };
}
