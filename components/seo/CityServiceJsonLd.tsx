import { getCity } from "@/lib/content";
import type { CityKey } from "@/lib/content/keys";
import { sectionData } from "@/lib/facade/section";
import { facade } from "@/lib/facade/server";
import type { MarketKey } from "@/lib/market";
import { cityService } from "@/lib/seo/structured-data";
import { JsonLd } from "./JsonLd";

/**
 * The city's Service block, its area the same service-area polygon the map draws. Like the map, it is left
 * out when the region call fails (and, on a refresh, the last good page is kept).
 */
export async function CityServiceJsonLd({ market, city }: { market: MarketKey; city: CityKey }) {
  const { name, regionId } = getCity(city);
  const region = await sectionData(facade().region(regionId));
  if (!region || region.serviceArea.length < 3) return null;
  return <JsonLd data={cityService(market, { key: city, name }, region.serviceArea)} />;
}
