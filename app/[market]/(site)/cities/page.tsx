import type { Metadata } from "next";
import { CitiesHero } from "@/components/city/CitiesHero";
import { CityList } from "@/components/city/CityList";
import { OpenData } from "@/components/city/OpenData";
import { LiveGuard } from "@/components/live/LiveGuard";
import { getCity, getMarket } from "@/lib/content";
import { CITY_KEYS, type CityKey } from "@/lib/content/keys";
import { getCitiesPage } from "@/lib/content/pages";
import { gbfsLink, liveCity } from "@/lib/gbfs/live";
import { liveUntil } from "@/lib/gbfs/live-guard.cjs";
import { gbfsSource, publishedUrl, sourceMark } from "@/lib/gbfs/source";
import type { Snapshot } from "@/lib/gbfs/snapshot";
import { readySentence, readyWords } from "@/lib/gbfs/words";
import { marketOf, type MarketParams } from "@/lib/params";
import { pageMetadata } from "@/lib/seo/metadata";

/** Each city's ready count comes from its GBFS feed: refreshed every minute, as the city pages are. */
export const revalidate = 60;

export async function generateMetadata({ params }: { params: Promise<MarketParams> }): Promise<Metadata> {
  return pageMetadata({ market: marketOf(await params), path: "/cities", title: "Cities", description: getCitiesPage().summary });
}

export default async function CitiesPage({ params }: { params: Promise<MarketParams> }) {
  const market = marketOf(await params);
  const page = getCitiesPage();
  const siteUrl = getMarket(market).siteUrl;
  const live = new Map(await Promise.all(page.tiles.map(async (key) => [key, await liveCity(key)] as const)));
  const source = gbfsSource();
  const sample = source.kind === "sample";
  // What the instance reads, for auto-discovery; the open-data list offers the operator's published feeds whatever it reads.
  const feed = (key: CityKey) => ({ name: getCity(key).name, url: gbfsLink(key, siteUrl) });
  const published = (key: CityKey) => ({ name: getCity(key).name, url: publishedUrl(getCity(key).gbfsSystem) });
  const ready = (snapshot: Snapshot) => {
    if (!sample) return readySentence(snapshot);
    const words = readyWords(snapshot);
    return `Sample figures, not the fleet: ${words.ebikes ? `${words.scooters} and ${words.ebikes}` : words.scooters}`;
  };
  // The head links every system, Christchurch's too (GBFS auto-discovery); the page lists the cities it shows.
  const discovery = CITY_KEYS.map(feed);
  // One guard for the list: the counts were read together, and all go once the oldest is out of date.
  const untils = [...live.values()].flatMap((snapshot) => (snapshot ? [liveUntil(snapshot.dataTime)] : []));
  // The licence the operator's feeds state, read live; the sample feeds' own says nothing of the operator's.
  const licences = sample ? null : [...new Set([...live.values()].flatMap((snapshot) => [snapshot?.license.id ?? snapshot?.license.url ?? []].flat()))];
  return (
    <>
      {/* GBFS auto-discovery for every system; React places the links in <head>. */}
      {discovery.map(({ name, url }) => (
        <link key={url} rel="gbfs" type="application/json" href={url} title={name} {...sourceMark(source)} />
      ))}
      <CitiesHero title={page.title} text={page.text} />
      <div className="section">
        <div className="container">
          {untils.length > 0 && <LiveGuard until={Math.min(...untils)} />}
          <CityList
            cities={page.tiles.map((key) => {
              const snapshot = live.get(key);
              return { key, city: getCity(key), ...(snapshot ? { ready: ready(snapshot) } : {}) };
            })}
            suggest={page.suggest}
          />
        </div>
      </div>
      <OpenData
        heading={page.openData.heading}
        text={page.openData.text}
        sampleNote={sample ? page.openData.sampleNote : undefined}
        feeds={page.tiles.map(published)}
        licences={licences}
      />
    </>
  );
}
