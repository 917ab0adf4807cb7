import { getCities } from "@/lib/content";
import { servedFixture } from "./embedded";
import { discoveryUrl, gbfsSource, publishedFeeds, publishedUrl, sourceNote } from "./source";

const OPERATOR = { GBFS_URL_TEMPLATE: "https://data.rideflamingo.com/gbfs/3/{system}/gbfs.json" };
const SITE = "https://flamingoscooters.co.nz";

describe("the GBFS source an instance reads", () => {
  it("is the operator's under the template, the sample otherwise, and says which at start", () => {
    expect(gbfsSource(OPERATOR).kind).toBe("operator");
    expect(gbfsSource({}).kind).toBe("sample");
    expect(sourceNote(OPERATOR)).toBe(`gbfs_source kind=operator template=${OPERATOR.GBFS_URL_TEMPLATE}`);
    expect(sourceNote({})).toMatch(/^gbfs_source kind=sample/);
    expect(discoveryUrl("wellington", SITE, OPERATOR)).toBe("https://data.rideflamingo.com/gbfs/3/wellington/gbfs.json");
    expect(discoveryUrl("wellington", SITE, {})).toBe(`${SITE}/api/gbfs/wellington/gbfs.json`);
  });

  it("serves the fixture only while it is the source", () => {
    expect(servedFixture("wellington", "gbfs", SITE, {})).not.toBeNull();
    expect(servedFixture("wellington", "gbfs", SITE, OPERATOR)).toBeNull();
    expect(servedFixture("wellington", "vehicle_status", SITE, OPERATOR)).toBeNull();
  });

  it("offers the operator's published feeds, with whose address it is, for every city, never the site's own", () => {
    expect(publishedFeeds().source).toMatch(/MobilityData/);
    for (const city of Object.values(getCities())) {
      const url = publishedUrl(city.gbfsSystem);
      expect(url).toBe(`https://data.rideflamingo.com/gbfs/3/${city.gbfsSystem}/gbfs.json`);
      expect(url).not.toContain("/api/gbfs/");
    }
  });
});
