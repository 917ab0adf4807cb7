import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import type { ReactNode } from "react";
import { getMarket, site } from "@/lib/content/markets";
import { marketOf, marketStaticParams, type MarketParams } from "@/lib/params";
import { afterFirstPaintScript } from "@/lib/performance/after-first-paint.cjs";
import { appMetadata } from "@/lib/seo/app-metadata";
import "../globals.css";

/**
 * Plus Jakarta Sans as one variable file (weights 200-800, latin, 27 kB; @fontsource-variable/plus-jakarta-sans
 * 5.3.0, SIL OFL in app/fonts/OFL.txt) where four static weights took four high-priority requests and 48 kB before
 * the content. Not preloaded, and not used until the page has painted: the script below puts its class on <html>
 * then (lib/performance/after-first-paint.cjs). Until it arrives the text is set in a local fallback scaled to its
 * metrics (globals.css, "Jakarta Fallback"), so the swap moves nothing.
 */
const sans = localFont({
  src: [{ path: "../fonts/plus-jakarta-sans-latin-wght-normal.woff2", weight: "200 800", style: "normal" }],
  variable: "--font-sans",
  display: "swap",
  preload: false,
  adjustFontFallback: false,
  fallback: ["Jakarta Fallback", "Jakarta Fallback Roboto"],
});

export const dynamicParams = false;
export const generateStaticParams = marketStaticParams;

export async function generateMetadata({ params }: { params: Promise<MarketParams> }): Promise<Metadata> {
  const market = getMarket(marketOf(await params));
  return {
    metadataBase: new URL(market.siteUrl),
    title: { default: site.product, template: `%s | ${site.product}` },
    description: market.subline,
    applicationName: site.product,
    ...appMetadata(),
  };
}

export const viewport: Viewport = { themeColor: "#FF206E", width: "device-width", initialScale: 1 };

export default async function RootLayout({ children, params }: { children: ReactNode; params: Promise<MarketParams> }) {
  const market = getMarket(marketOf(await params));
  return (
    // The script adds the font's class to <html> before hydration, hence suppressHydrationWarning (that element only).
    <html lang={market.locale} suppressHydrationWarning>
      <body>
        <script data-font-class={sans.variable} dangerouslySetInnerHTML={{ __html: afterFirstPaintScript }} />
        {children}
      </body>
    </html>
  );
}
