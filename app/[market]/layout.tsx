import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import type { ReactNode } from "react";
import { getMarket, site } from "@/lib/content/markets";
import { marketOf, marketStaticParams, type MarketParams } from "@/lib/params";
import { appMetadata } from "@/lib/seo/app-metadata";
import "../globals.css";

const sans = localFont({
  src: [
    { path: "../fonts/plus-jakarta-sans-latin-400-normal.woff2", weight: "400", style: "normal" },
    { path: "../fonts/plus-jakarta-sans-latin-600-normal.woff2", weight: "600", style: "normal" },
    { path: "../fonts/plus-jakarta-sans-latin-700-normal.woff2", weight: "700", style: "normal" },
    { path: "../fonts/plus-jakarta-sans-latin-800-normal.woff2", weight: "800", style: "normal" },
  ],
  variable: "--font-sans",
  display: "swap",
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
    <html lang={market.locale} className={sans.variable}>
      <body>{children}</body>
    </html>
  );
}
