import { discountTableSchema } from "@/lib/content/discounts";
import { readJson } from "@/lib/content/files";
import { pricingSchema } from "@/lib/content/pricing";
import { cityOffers, formatPrice } from "./offers";

jest.mock("server-only", () => ({}));

const prices = readJson("pages/pricing.json", pricingSchema);
const discounts = readJson("pages/discount-table.json", discountTableSchema);

describe("a city's offers", () => {
  it("Auckland: Go Pass with 60 minutes a day from $2.99 a day, a $8 Day Pass of 60 minutes, student and community plans", () => {
    const offers = cityOffers(prices, discounts, "auckland", 2);
    expect(offers.goPass).toEqual({ dailyMinutes: 60, lengths: [{ days: 3, priceCents: 2500 }, { days: 7, priceCents: 2999 }, { days: 30, priceCents: 8980 }], fromPerDayCents: 299, ridesPayUnlock: false });
    expect(offers.dayPass).toEqual({ minutes: 60, priceCents: 800, ridesPayUnlock: true, expiresAfterHours: 24 });
    expect(offers.student).toEqual({ unlockCents: 0, perMinuteCents: 45, savingsPercent: 25 });
    expect(offers.community).toEqual({ unlockCents: 50, perMinuteCents: 22, savingsPercent: 50 });
  });

  it("Wellington: no pass, no student plan of its own, the community plan at 32c", () => {
    const offers = cityOffers(prices, discounts, "wellington", 1);
    expect([offers.goPass, offers.dayPass, offers.student]).toEqual([null, null, null]);
    expect(offers.perMinuteCents).toBe(65);
    expect(offers.community).toEqual({ unlockCents: 50, perMinuteCents: 32, savingsPercent: 50 });
  });

  it("Tauranga's Go Pass covers 45 minutes a day; Dunedin's Day Pass is 45 minutes for $10", () => {
    expect(cityOffers(prices, discounts, "tauranga", 14).goPass?.dailyMinutes).toBe(45);
    expect(cityOffers(prices, discounts, "dunedin", 15)).toMatchObject({ goPass: null, dayPass: { minutes: 45, priceCents: 1000, expiresAfterHours: 24 } });
  });

  it("writes pass prices with cents", () => {
    expect([2500, 2999, 8980, 800].map(formatPrice)).toEqual(["$25.00", "$29.99", "$89.80", "$8.00"]);
  });
});
