import type { Offer, OfferCatalog, WithContext } from "schema-dts";
import { site } from "@/lib/content/markets";
import type { MarketKey } from "@/lib/market";
import type { CityOffers } from "@/lib/pricing/offers";
import { marketUrl } from "./metadata";

/** Every fare is in New Zealand dollars, whichever market's site shows it: the cities are all in New Zealand. */
const CURRENCY = "NZD";
const dollars = (cents: number) => (cents / 100).toFixed(2);

/** `since`: the day the city's figures in force took effect (lib/pricing/dated.ts), each offer's validFrom; null or absent where the content dates none, so no validFrom is given. */
type CityInput = { key: string; name: string; offers: CityOffers; since?: string | null };

function cityOffersList(city: CityInput): Offer[] {
  const area = { "@type": "City" as const, name: city.name };
  const { offers } = city;
  const list: Offer[] = [
    {
      "@type": "Offer",
      name: `Pay as you go in ${city.name}`,
      areaServed: area,
      priceCurrency: CURRENCY,
      priceSpecification: [
        { "@type": "UnitPriceSpecification", name: "Unlock", price: dollars(offers.unlockCents), priceCurrency: CURRENCY },
        { "@type": "UnitPriceSpecification", name: "Per minute", price: dollars(offers.perMinuteCents), priceCurrency: CURRENCY, unitCode: "MIN", unitText: "minute" },
      ],
    },
  ];
  for (const pass of offers.goPass?.lengths ?? []) {
    list.push({
      "@type": "Offer",
      name: `${city.name} ${pass.days} Day Go Pass`,
      description: `${offers.goPass!.dailyMinutes} minutes of riding a day for ${pass.days} days${offers.goPass!.ridesPayUnlock ? "" : ", no unlock fee"}.`,
      areaServed: area,
      price: dollars(pass.priceCents),
      priceCurrency: CURRENCY,
      eligibleDuration: { "@type": "QuantitativeValue", value: pass.days, unitCode: "DAY" },
    });
  }
  if (offers.dayPass) {
    list.push({
      "@type": "Offer",
      name: `${city.name} Day Pass`,
      description: `${offers.dayPass.minutes} minutes of riding, expiring ${offers.dayPass.expiresAfterHours} hours after purchase.`,
      areaServed: area,
      price: dollars(offers.dayPass.priceCents),
      priceCurrency: CURRENCY,
      eligibleDuration: { "@type": "QuantitativeValue", value: offers.dayPass.expiresAfterHours, unitCode: "HUR" },
    });
  }
  return list;
}

/** /pricing as an offer catalogue: one catalogue per city, holding its fare and its passes. */
export function priceCatalog(market: MarketKey, cities: readonly CityInput[]): WithContext<OfferCatalog> {
  return {
    "@context": "https://schema.org",
    "@type": "OfferCatalog",
    name: `${site.product} prices`,
    url: marketUrl(market, "/pricing"),
    itemListElement: cities.map((city) => ({ "@type": "OfferCatalog", name: city.name, url: marketUrl(market, `/city/${city.key}`), itemListElement: cityOffersList(city).map((offer) => (city.since ? { ...offer, validFrom: city.since } : offer)) as Offer[] })),
  };
}
