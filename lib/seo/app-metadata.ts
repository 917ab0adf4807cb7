import type { Metadata } from "next";
import { site } from "@/lib/content/markets";
import { iconUrl } from "./icons";

/**
 * Site-wide head entries for installing and opening the app: the manifest and icons, Safari's Smart App Banner
 * and App Links, so shared links can open the rider app where it is installed.
 */
export function appMetadata(): Pick<Metadata, "manifest" | "icons" | "itunes" | "appLinks"> {
  return {
    manifest: "/manifest.webmanifest",
    icons: {
      icon: [
        { url: "/favicon.ico", sizes: "48x48" },
        { url: iconUrl("icon.svg"), type: "image/svg+xml" },
        { url: iconUrl("icon-192.png"), sizes: "192x192", type: "image/png" },
      ],
      apple: [{ url: iconUrl("apple-touch-icon.png"), sizes: "180x180" }],
    },
    itunes: { appId: site.appStoreId },
    appLinks: {
      ios: { url: site.appDeepLink, app_store_id: site.appStoreId, app_name: site.product },
      android: { package: site.playStorePackage, url: site.appDeepLink, app_name: site.product },
    },
  };
}
