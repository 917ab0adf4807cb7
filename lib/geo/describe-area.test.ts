import { describeArea } from "./describe-area";

// A box 0.02° of latitude (about 2.2 km) by 0.02° of longitude (about 1.7 km at 41° south) around a centre.
const centre = { lat: -41.29, lng: 174.78 };
const box = [
  { lat: -41.28, lng: 174.77 },
  { lat: -41.28, lng: 174.79 },
  { lat: -41.3, lng: 174.79 },
  { lat: -41.3, lng: 174.77 },
];

describe("describeArea", () => {
  it("gives the span and the reach each way from the place named", () => {
    expect(describeArea(box, { centre, place: "central Wellington" })).toBe(
      "It spans about 2.2 km from north to south and 1.7 km from east to west, reaching 1.1 km north, 1.1 km south, 0.8 km east and 0.8 km west of central Wellington.",
    );
  });

  it("leaves out a direction the area does not reach past the centre", () => {
    const south = box.map((point) => ({ ...point, lat: point.lat - 0.01 }));
    expect(describeArea(south, { centre, place: "the centre" })).toBe(
      "It spans about 2.2 km from north to south and 1.7 km from east to west, reaching 2.2 km south, 0.8 km east and 0.8 km west of the centre.",
    );
  });

  it("says only the span when the area reaches no 100 m past the centre any way", () => {
    expect(describeArea([{ lat: -41.29, lng: 174.78 }], { centre, place: "x" })).toBe("It spans about 0.0 km from north to south and 0.0 km from east to west.");
  });

  it("measures from the area's middle when no place is given", () => {
    expect(describeArea(box)).toBe(
      "It spans about 2.2 km from north to south and 1.7 km from east to west, reaching 1.1 km north, 1.1 km south, 0.8 km east and 0.8 km west of its middle.",
    );
  });

  it("is null without points", () => {
    expect(describeArea([])).toBeNull();
  });
});
