import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import type { ReactNode } from "react";
import { getMarket, site } from "@/lib/content/markets";
import { marketOf, marketStaticParams, type MarketParams } from "@/lib/params";
import { appMetadata } from "@/lib/seo/app-metadata";
import { BrandFont } from "@/components/brand/BrandFont";
import { LinkNavigation } from "@/components/layout/LinkNavigation";
import { VitalsReporter } from "@/components/vitals/VitalsReporter";
import { BRAND_FONT_CLASS, FONT_BOOTSTRAP } from "@/lib/brand/font-bootstrap.cjs";
import "../globals.css";

/**
 * Plus Jakarta Sans as one variable file (@fontsource-variable/plus-jakarta-sans 5.3.0, SIL OFL in
 * app/fonts/OFL.txt), cut to the characters and the weights (400-800) the site sets in it: 13 kB, where the latin
 * file was 27 kB and four static weights 48 kB (app/fonts/subset.json, npm run font:subset). Not preloaded: a first
 * visit fetches it once the page is alive (lib/brand/font-bootstrap.cjs, BrandFont), later pages have it cached.
 * Until it is there the text is set in a local fallback scaled to its metrics (globals.css, "Jakarta Fallback"), so
 * the swap moves nothing.
 */
const sans = localFont({
  src: [{ path: "../fonts/plus-jakarta-sans-site-wght-400-800.woff2", weight: "400 800", style: "normal" }],
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
    // The head script may take BRAND_FONT_CLASS off before hydration, which React is told to expect.
    <html lang={market.locale} className={`${sans.variable} ${BRAND_FONT_CLASS}`} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: FONT_BOOTSTRAP }} />
      </head>
      <body>
        {children}
        <BrandFont family={sans.style.fontFamily} />
        <LinkNavigation />
        <VitalsReporter />
      </body>
    </html>
  );
}
