import fc from "fast-check";
import { LOCATE_OPTIONS, formatCoordinates, locate, outcomeOfError } from "./locate";

const latitude = fc.double({ min: -90, max: 90, noNaN: true });
const longitude = fc.double({ min: -180, max: 180, noNaN: true });

describe("formatCoordinates", () => {
  it("writes a Wellington fix as latitude, longitude to five decimals", () => {
    expect(formatCoordinates(-41.2864603, 174.776236)).toBe("-41.28646, 174.77624");
  });

  it("reads back within half of the fifth decimal of the phone's numbers, with exactly five decimals each", () => {
    fc.assert(
      fc.property(latitude, longitude, (lat, lng) => {
        const parts = formatCoordinates(lat, lng).split(", ");
        expect(parts).toHaveLength(2);
        for (const [text, value] of [
          [parts[0], lat],
          [parts[1], lng],
        ] as const) {
          expect(text).toMatch(/^-?\d{1,3}\.\d{5}$/);
          // The oracle: the nearest five-decimal number is never more than 0.000005 away (plus float slack).
          expect(Math.abs(Number(text) - value)).toBeLessThanOrEqual(0.000005 + 1e-9);
        }
      }),
    );
  });

  it("never writes a negative zero for a reading that rounds to the equator or the meridian", () => {
    expect(formatCoordinates(-0.000001, -0.000004)).toBe("0.00000, 0.00000");
    fc.assert(fc.property(fc.double({ min: -0.0000049, max: 0, noNaN: true }), (tiny) => expect(formatCoordinates(tiny, tiny)).not.toContain("-")));
  });
});

describe("locate", () => {
  const phone = (answer: (ok: PositionCallback, fail: PositionErrorCallback, options?: PositionOptions) => void) =>
    ({ getCurrentPosition: jest.fn(answer) }) as unknown as Geolocation;

  it("fills in the fix the phone gives, asking once with the page's options", async () => {
    const geolocation = phone((ok) => ok({ coords: { latitude: -41.28646, longitude: 174.77624 } } as GeolocationPosition));
    await expect(locate(geolocation)).resolves.toEqual({ kind: "found", fix: { lat: -41.28646, lng: 174.77624 } });
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);
    expect((geolocation.getCurrentPosition as jest.Mock).mock.calls[0][2]).toBe(LOCATE_OPTIONS);
  });

  it("tells a refusal apart from a phone with no fix or no time", async () => {
    for (const [code, kind] of [
      [1, "denied"],
      [2, "no-fix"],
      [3, "no-fix"],
    ] as const) {
      const geolocation = phone((_ok, fail) => fail({ code } as GeolocationPositionError));
      await expect(locate(geolocation)).resolves.toEqual({ kind });
      expect(outcomeOfError(code)).toEqual({ kind });
    }
  });

  it("says the browser cannot, without asking, where there is no Geolocation API", async () => {
    await expect(locate(undefined)).resolves.toEqual({ kind: "unsupported" });
    await expect(locate({} as Geolocation)).resolves.toEqual({ kind: "unsupported" });
  });
});
