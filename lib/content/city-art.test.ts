import fs from "node:fs";
import path from "node:path";

/**
 * A city's picture shows what riders find there: a city whose page offers no e-bike (no bike how-to, no e-bike in
 * its words) is drawn with a scooter, never a rider on an e-bike (the artwork's bike symbol is `#bk`, the
 * scooter's `#sc`).
 */
const root = path.join(process.cwd(), "content", "cities");
const cities = fs.readdirSync(root).filter((name) => name.endsWith(".json")).map((name) => {
  const city = JSON.parse(fs.readFileSync(path.join(root, name), "utf8")) as { image: { src: string }; howTo: { bike: boolean } };
  const words = fs.readFileSync(path.join(root, name), "utf8");
  return { key: name.slice(0, -5), bikes: city.howTo.bike || /e-bike/i.test(words), art: fs.readFileSync(path.join(process.cwd(), "public", city.image.src), "utf8") };
});

describe("city pictures", () => {
  it("finds every city's picture", () => {
    expect(cities.length).toBeGreaterThanOrEqual(8);
  });

  it.each(cities.filter((city) => !city.bikes).map((city) => [city.key, city.art]))("%s, scooters only, is drawn with a scooter and no e-bike", (_key, art) => {
    expect(art).not.toMatch(/id="bk"|href="#bk"/);
    expect(art).toMatch(/href="#sc"/);
  });
});
